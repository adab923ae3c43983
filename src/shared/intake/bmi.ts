// Body mass index from US units, as the intake shows it and the eligibility rules read it. The
// rules compare the rounded value, so the number a patient sees is the number that was judged
// (a BMI shown as 30.0 is never "below 30").
import { intakeMessages } from './messages'

/** Heights and weights the intake accepts; outside them an answer is surely a typing slip. */
export const BODY_LIMITS = {
  minInches: 4 * 12,
  maxInches: 7 * 12 + 6,
  minPounds: 70,
  maxPounds: 700,
} as const

export interface UsBodyMeasures {
  readonly feet: number
  readonly inches: number
  readonly pounds: number
}

/** The CDC's adult BMI categories. */
export type BmiCategory =
  'underweight' | 'healthy' | 'overweight' | 'obesity-1' | 'obesity-2' | 'obesity-3'

export type BmiResult =
  | {
      readonly ok: true
      readonly bmi: number
      readonly category: BmiCategory
      readonly label: string
    }
  | { readonly ok: false; readonly error: 'height' | 'weight'; readonly message: string }

/**
 * BMI = 703 × pounds ÷ inches², rounded half up to one decimal. Height is whole feet and whole
 * inches (0–11) from 4′0″ to 7′6″; weight 70–700 lb with at most one decimal. Anything else is an
 * error result naming the measure, never NaN.
 */
export function bmiFromUs({ feet, inches, pounds }: UsBodyMeasures): BmiResult {
  const totalInches = feet * 12 + inches
  if (
    !Number.isInteger(feet) ||
    !Number.isInteger(inches) ||
    inches < 0 ||
    inches > 11 ||
    !(totalInches >= BODY_LIMITS.minInches && totalInches <= BODY_LIMITS.maxInches)
  ) {
    return { ok: false, error: 'height', message: intakeMessages.bmi.height }
  }
  // Tenths of a pound, as an integer, so the rounding below is exact.
  const tenthsOfPound = Math.round(pounds * 10)
  if (
    !Number.isFinite(pounds) ||
    Math.abs(pounds * 10 - tenthsOfPound) > 1e-6 ||
    pounds < BODY_LIMITS.minPounds ||
    pounds > BODY_LIMITS.maxPounds
  ) {
    return { ok: false, error: 'weight', message: intakeMessages.bmi.weight }
  }
  // BMI in tenths is 703 × tenthsOfPound ÷ inches²; whole numbers throughout, so half up is exact.
  const numerator = 703 * tenthsOfPound
  const denominator = totalInches * totalInches
  const bmi = Math.floor((2 * numerator + denominator) / (2 * denominator)) / 10
  const category = bmiCategory(bmi)
  return { ok: true, bmi, category, label: intakeMessages.bmi.category[category] }
}

/** The category of a BMI (CDC: below 18.5, to 25, to 30, to 35, to 40, 40 and over). */
export function bmiCategory(bmi: number): BmiCategory {
  if (bmi < 18.5) return 'underweight'
  if (bmi < 25) return 'healthy'
  if (bmi < 30) return 'overweight'
  if (bmi < 35) return 'obesity-1'
  if (bmi < 40) return 'obesity-2'
  return 'obesity-3'
}
