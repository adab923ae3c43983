import { intakeCopy } from '@/content/intake'
import { bmiFromUs, type BmiResult } from '@shared/intake/bmi'
import {
  type IntakeAnswerValue,
  type IntakeQuestion,
  optionLabel,
} from '@shared/intake/questionnaire'

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
  const [feet, inches, pounds] = ['height-feet', 'height-inches', 'weight-pounds'].map(
    (id) => answers[id],
  )
  if (typeof feet !== 'number' || typeof inches !== 'number' || typeof pounds !== 'number') {
    return undefined
  }
  return bmiFromUs({ feet, inches, pounds })
}

/** One answer in words; several for a multiple choice. */
export function answerInWords(question: IntakeQuestion, value: IntakeAnswerValue): string[] {
  switch (question.type) {
    case 'boolean':
      return [value === true ? copy.yes : copy.no]
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
      return [calendarDateInWords(String(value))]
    case 'consent':
      return [`${intakeCopy.form.review.agreed} (${copy.consentVersion(String(value))})`]
    case 'string':
    case 'text':
      return [String(value)]
  }
}
