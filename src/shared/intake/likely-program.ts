// What the questionnaire's result tells a patient beyond the outcome (docs/decisions/047-details-
// typed-once-and-prices-all-in.md): the BMI from their own answers, the program a physician will
// likely suggest for weight loss, and whether a goal weight reads as a slip. A first look, like
// the outcome: the physician decides. Prices are read from src/shared/clinic.ts, never here.
import type { ProgramId } from '../clinic'
import { type BmiResult, bmiFromUs } from './bmi'
import type { IntakeAssessment } from './eligibility'
import type { IntakeAnswerValue } from './questionnaire'

type Answers = Readonly<Record<string, IntakeAnswerValue | undefined>>

/** The BMI of the height and weight answered, or undefined while one of them is missing. */
export function bmiOfIntakeAnswers(answers: Answers): BmiResult | undefined {
  const feet = answers['height-feet']
  const inches = answers['height-inches']
  const pounds = answers['weight-pounds']
  if (typeof feet !== 'number' || typeof inches !== 'number' || typeof pounds !== 'number') {
    return undefined
  }
  return bmiFromUs({ feet, inches, pounds })
}

/** Reasons that rule GLP-1 medicine out for now, so a program without medication fits better. */
const MEDICATION_RULED_OUT = new Set(['mtc-men2', 'pancreatitis', 'type-1-diabetes'])
/** Reasons after which no weight-loss program is named before the physician has talked it through. */
const NO_PROGRAM_YET = new Set(['pregnancy', 'eating-disorder'])

/**
 * The weight-loss program a physician will likely suggest, from the first look:
 * - likely a fit (BMI 30+, or 27+ with a weight-related condition): GLP Elite, the GLP-1 program;
 * - talked through first with a BMI of 25 or more, or where GLP-1 medicine is ruled out: RM3, the
 *   structured program without medication;
 * - a pregnancy or an eating disorder: none until a physician has talked it through;
 * - a BMI under 25 (talked through first): Lifestyle, habits over medication;
 * - not treated online, or no assessment or BMI yet: none (the result names no program).
 */
export function likelyWeightLossProgram(
  assessment: Pick<IntakeAssessment, 'outcome' | 'reasons'> | null,
  bmi: number | undefined,
): ProgramId | null {
  if (!assessment || bmi === undefined || assessment.outcome === 'not-eligible-online') return null
  if (assessment.outcome === 'likely-fit') return 'glpElite'
  if (assessment.reasons.some((reason) => NO_PROGRAM_YET.has(reason.code))) return null
  if (assessment.reasons.some((reason) => MEDICATION_RULED_OUT.has(reason.code))) return 'rm3'
  return bmi >= 25 ? 'rm3' : 'lifestyle'
}

/**
 * Whether the goal weight asks for a second look: at or above the current weight (a weight-loss
 * goal that loses nothing is most likely a slip). A gentle note, never a block: the physician
 * sets the goal with the patient.
 */
export function goalNeedsCheck(answers: Answers): boolean {
  const goal = answers['goal-weight']
  const current = answers['weight-pounds']
  return typeof goal === 'number' && typeof current === 'number' && goal >= current
}
