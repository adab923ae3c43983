import { type IntakeAnswerValue, type IntakeQuestion, optionLabel } from './questionnaire'

// One health-questionnaire answer in words, for the patient reading theirs back before sending
// and for the physician reviewing it: option codes as their labels, yes or no, units after
// numbers. Each reader brings its own words for yes, no, a date and a consent.

export type AnswerWords = {
  yes: string
  no: string
  /** A calendar date `YYYY-MM-DD` as this reader reads dates. */
  date: (value: string) => string
  /** The consent given, by the version of its text that was read. */
  consent: (version: string) => string
}

/** One answer in words; several for a multiple choice. */
export function answerInWords(
  question: IntakeQuestion,
  value: IntakeAnswerValue,
  words: AnswerWords,
): string[] {
  switch (question.type) {
    case 'boolean':
      return [value === true ? words.yes : words.no]
    case 'choice':
    case 'open-choice': {
      // An open choice holds an option's code or the patient's own words.
      const codes = Array.isArray(value) ? (value as readonly string[]) : [String(value)]
      return codes.map((code) => optionLabel(question, code) ?? code)
    }
    case 'integer':
    case 'decimal': {
      const unit = 'unit' in question ? question.unit : undefined
      return [unit ? `${String(value)} ${unit}` : String(value)]
    }
    case 'date':
      return [words.date(String(value))]
    case 'consent':
      return [words.consent(String(value))]
    case 'string':
    case 'text':
      return [String(value)]
  }
}
