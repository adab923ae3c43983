import { intakeCopy } from '@/content/intake'
import type { AnswerWords } from '@/lib/answer-in-words'
import type { BmiResult } from '@shared/intake/bmi'
import { bmiOfIntakeAnswers } from '@shared/intake/likely-program'

import type { AnswerMap } from './api/intake-api'

// Answers as the patient reads them back before sending: option codes as their labels, yes or
// no, dates spelled out, units after numbers.

const copy = intakeCopy.form

/** A calendar date `YYYY-MM-DD` as "May 4, 1980", the same in every time zone. */
export function calendarDateInWords(value: string): string {
  const date = new Date(`${value}T00:00:00Z`)
  if (Number.isNaN(date.getTime())) return value
  return date.toLocaleDateString('en-US', { dateStyle: 'long', timeZone: 'UTC' })
}

/** The BMI from the answers so far (height and weight), as `bmiFromUs` works it out. */
export function bmiOfAnswers(answers: AnswerMap): BmiResult | undefined {
  return bmiOfIntakeAnswers(answers)
}

/** How the patient reads their answers back (src/web/lib/answer-in-words.ts). */
export const patientAnswerWords: AnswerWords = {
  yes: copy.yes,
  no: copy.no,
  date: calendarDateInWords,
  consent: (version) => `${intakeCopy.form.review.agreed} (${copy.consentVersion(version)})`,
}
