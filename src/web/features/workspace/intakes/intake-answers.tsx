import { AnswerList } from '@/components/ui/answer-list'
import { workspaceCopy } from '@/content/workspace'
import { answerInWords, type AnswerWords } from '@/lib/answer-in-words'
import { askedQuestions } from '@shared/intake/answers'
import { bmiFromUs } from '@shared/intake/bmi'
import {
  type IntakeAnswers,
  type IntakeAnswerValue,
  type IntakeProgram,
  type IntakeQuestion,
  intakeQuestionnaires,
} from '@shared/intake/questionnaire'

// A submitted questionnaire's answers as a physician reads them: step by step, in the order the
// patient was asked, each question's text with its answer in words (src/shared/intake/
// questionnaire.ts is the one definition of both). Questions that were not asked or not
// answered are left out, as the FHIR response leaves them out (src/shared/intake/fhir.ts).

const copy = workspaceCopy.intake

type AnswerMap = Readonly<Record<string, IntakeAnswerValue | undefined>>

/** An answer worth showing: not missing, not blank words, not an empty selection. */
function hasAnswer(value: IntakeAnswerValue | undefined): value is IntakeAnswerValue {
  if (value === undefined) return false
  if (typeof value === 'string') return value.trim() !== ''
  if (Array.isArray(value)) return value.length > 0
  return true
}

/** A calendar date `YYYY-MM-DD` as staff read dates ("4 May 1980"), whatever the time zone. */
export function formatCalendarDate(value: string): string {
  const date = new Date(`${value}T00:00:00Z`)
  if (Number.isNaN(date.getTime())) return value
  return date.toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  })
}

/** The BMI worked out from the height and weight, as the intake showed it to the patient. */
export function bmiInWords(answers: AnswerMap): string | undefined {
  const result = bmiFromUs({
    feet: Number(answers['height-feet']),
    inches: Number(answers['height-inches']),
    pounds: Number(answers['weight-pounds']),
  })
  return result.ok ? copy.bmi(result.bmi.toFixed(1), result.label) : undefined
}

/** How a physician reads a patient's answers (src/web/lib/answer-in-words.ts). */
export const staffAnswerWords: AnswerWords = {
  yes: copy.yes,
  no: copy.no,
  date: formatCalendarDate,
  consent: (version) => copy.agreed(version),
}

type ShownAnswer = { id: string; question: string; words: string[] }

/** What the physician sees of one step: its questions that were asked and answered. */
function shownAnswers(
  questions: readonly IntakeQuestion[],
  asked: ReadonlySet<string>,
  answers: AnswerMap,
): ShownAnswer[] {
  return questions.flatMap((question): ShownAnswer[] => {
    if (!asked.has(question.id)) return []
    // A consent's text is long; its title names it and the answer pins the version read.
    const text = question.type === 'consent' ? question.consent.title : question.text
    if ('readOnly' in question) {
      const bmi = bmiInWords(answers)
      return bmi ? [{ id: question.id, question: text, words: [bmi] }] : []
    }
    const value = answers[question.id]
    if (!hasAnswer(value)) return []
    return [
      { id: question.id, question: text, words: answerInWords(question, value, staffAnswerWords) },
    ]
  })
}

/** The full response, grouped by the questionnaire's steps. */
export function IntakeAnswersList({
  program,
  answers,
}: {
  program: IntakeProgram
  answers: AnswerMap
}) {
  const asked = new Set(
    askedQuestions(program, answers as IntakeAnswers).map((question) => question.id),
  )
  return (
    <div className="flex flex-col gap-6" data-slot="intake-answers">
      {intakeQuestionnaires[program].steps.map((step) => {
        const shown = shownAnswers(step.questions, asked, answers)
        if (shown.length === 0) return null
        return (
          <section
            key={step.id}
            aria-labelledby={`intake-step-${step.id}`}
            className="flex flex-col gap-3"
          >
            <h3 id={`intake-step-${step.id}`} className="text-lg font-semibold text-navy">
              {step.title}
            </h3>
            <AnswerList
              answers={shown.map((answer) => ({
                id: answer.id,
                question: answer.question,
                words: answer.words,
              }))}
            />
          </section>
        )
      })}
    </div>
  )
}
