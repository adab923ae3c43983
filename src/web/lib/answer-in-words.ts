// One health-questionnaire answer in words: defined once in src/shared/intake/answer-words.ts,
// since the server's person export words answers the same way as the pages.
export { answerInWords, type AnswerWords } from '@shared/intake/answer-words'
