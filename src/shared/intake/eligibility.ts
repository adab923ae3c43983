// The first look at a completed intake: whether the patient is likely a fit for the program, we
// need to talk first, or we cannot treat them online; why, in words for the patient; what staff
// should look at first; and for men's health, the likely treatment and the labs needed before a
// visit. It is provisional, never a diagnosis (intakeMessages.provisional): a physician reviews
// every intake and decides. The thresholds are those of the medicines' labels and guidelines,
// named where they are used.
import { isServedState } from '../clinic'
import { askedAnswers, IncompleteIntakeError, isIsoDate, missingAnswers } from './answers'
import { bmiFromUs } from './bmi'
import { intakeMessages } from './messages'
import {
  findIntakeQuestion,
  type IntakeAnswers,
  type IntakeProgram,
  optionLabel,
  WEIGHT_RELATED_CONDITIONS,
} from './questionnaire'
import { usStateName } from './us-states'

export type IntakeOutcome = 'likely-fit' | 'talk-first' | 'not-eligible-online'

export type MensTreatment = 'testosterone' | 'enclomiphene'

/** Why an intake is not likely a fit; each has its sentence in `intakeMessages.reasons`. */
export type IntakeReasonCode =
  | 'under-18'
  | 'state-not-served'
  | 'bmi-below-threshold'
  | 'mtc-men2'
  | 'pancreatitis'
  | 'pregnancy'
  | 'type-1-diabetes'
  | 'eating-disorder'
  | 'mens-program-sex-at-birth'
  | 'prostate-or-breast-cancer'
  | 'high-hematocrit'
  | 'recent-heart-attack-or-stroke'
  | 'untreated-sleep-apnea'

/** What staff should look at first; each has its words in `intakeMessages.flags`. */
export type IntakeFlagCode =
  | 'bmi-borderline-with-condition'
  | 'bmi-50-or-more'
  | 'prior-weight-loss-medication'
  | 'type-2-diabetes'
  | 'prior-testosterone'
  | 'reported-testosterone-not-low'
  | 'no-symptoms'

export interface IntakeNote<Code extends string = string> {
  readonly code: Code
  readonly message: string
}

export interface IntakeAssessment {
  readonly outcome: IntakeOutcome
  /**
   * Why the outcome is not `likely-fit`, for the patient: only the reasons of the outcome given
   * (someone we cannot treat online is not also told about a talk-first reason). Empty when
   * likely a fit.
   */
  readonly reasons: readonly IntakeNote<IntakeReasonCode>[]
  /** For staff, whatever the outcome. */
  readonly flags: readonly IntakeNote<IntakeFlagCode>[]
  /** Men's health, when likely a fit: the treatment a physician will likely suggest… */
  readonly suggestion?: MensTreatment
  /** …and why, for the patient. */
  readonly suggestionReason?: string
  /** Men's health, unless we cannot treat online: the lab tests needed before the visit. */
  readonly labs?: readonly string[]
}

/**
 * Age in whole years on `today` (both `YYYY-MM-DD`). Someone born on 29 February turns a year
 * older on 1 March in other years.
 */
export function ageOn(dateOfBirth: string, today: string): number {
  for (const date of [dateOfBirth, today]) {
    if (!isIsoDate(date)) throw new RangeError(`Not a date as YYYY-MM-DD: ${date}`)
  }
  const [birthYear, birthMonthDay] = [Number(dateOfBirth.slice(0, 4)), dateOfBirth.slice(5)]
  const [year, monthDay] = [Number(today.slice(0, 4)), today.slice(5)]
  return year - birthYear - (monthDay < birthMonthDay ? 1 : 0)
}

export const ADULT_AGE = 18

/**
 * The reasons we cannot treat someone online at all, from the first step alone: under 18 on
 * `today` (the patient's calendar date, `YYYY-MM-DD`), or a state the clinic does not serve. Lets
 * the intake stop early; `assessIntake` applies the same rules.
 */
export function notEligibleOnlineReasons(
  answers: IntakeAnswers,
  today: string,
): IntakeNote<IntakeReasonCode>[] {
  const reasons: IntakeNote<IntakeReasonCode>[] = []
  const dateOfBirth = answers['date-of-birth']
  if (dateOfBirth !== undefined && ageOn(dateOfBirth, today) < ADULT_AGE) {
    reasons.push({ code: 'under-18', message: intakeMessages.reasons.underAge })
  }
  const state = answers.state
  if (state !== undefined && !isServedState(state)) {
    reasons.push({
      code: 'state-not-served',
      message: intakeMessages.reasons.stateNotServed(usStateName(state)),
    })
  }
  return reasons
}

interface ProgramAssessment {
  talkFirst: IntakeNote<IntakeReasonCode>[]
  flags: IntakeNote<IntakeFlagCode>[]
  suggestion?: { treatment: MensTreatment; reason: string }
  labs?: string[]
}

/**
 * The first look at a completed intake (`missingAnswers` empty; otherwise this throws
 * `IncompleteIntakeError`). Answers to questions no longer asked are ignored. `today` is the
 * patient's calendar date, `YYYY-MM-DD`. Outcome: `not-eligible-online` if under 18 or in a
 * state not served; else `talk-first` if any rule of the program asks for a conversation; else
 * `likely-fit`.
 */
export function assessIntake<P extends IntakeProgram>(
  program: P,
  answers: IntakeAnswers<P>,
  today: string,
): IntakeAssessment {
  const missing = missingAnswers(program, answers)
  if (missing.length > 0) throw new IncompleteIntakeError(missing)
  const asked = askedAnswers(program, answers) as IntakeAnswers
  const notEligible = notEligibleOnlineReasons(asked, today)
  const assessment =
    program === 'weight-loss' ? assessWeightLoss(asked) : assessMensHealth(asked, today)

  if (notEligible.length > 0) {
    return { outcome: 'not-eligible-online', reasons: notEligible, flags: assessment.flags }
  }
  const { talkFirst, flags, suggestion, labs } = assessment
  return {
    outcome: talkFirst.length > 0 ? 'talk-first' : 'likely-fit',
    reasons: talkFirst,
    flags,
    ...(suggestion &&
      talkFirst.length === 0 && {
        suggestion: suggestion.treatment,
        suggestionReason: suggestion.reason,
      }),
    ...(labs && { labs }),
  }
}

function bmiOf(answers: IntakeAnswers): number {
  const result = bmiFromUs({
    feet: answers['height-feet'] ?? Number.NaN,
    inches: answers['height-inches'] ?? Number.NaN,
    pounds: answers['weight-pounds'] ?? Number.NaN,
  })
  // The answers schema accepts only measures bmiFromUs accepts.
  if (!result.ok) throw new RangeError(result.message)
  return result.bmi
}

function labelsOf(program: IntakeProgram, id: string, codes: readonly string[]): string[] {
  const question = findIntakeQuestion(program, id)!
  return codes.map((code) => optionLabel(question, code) ?? code)
}

/**
 * The GLP-1 labels (semaglutide, tirzepatide for weight management): adults with a BMI of 30 or
 * more, or 27 or more with at least one weight-related condition; not with a personal or family
 * history of MTC or MEN 2, nor in pregnancy. Pancreatitis, type 1 diabetes and eating disorders
 * need a physician's judgment first.
 */
function assessWeightLoss(answers: IntakeAnswers<'weight-loss'>): ProgramAssessment {
  const { reasons: say, flags: note } = intakeMessages
  const bmi = bmiOf(answers)
  const conditions: readonly string[] = answers.conditions ?? []
  const weightRelated = conditions.filter((code) =>
    (WEIGHT_RELATED_CONDITIONS as readonly string[]).includes(code),
  )

  const talkFirst: IntakeNote<IntakeReasonCode>[] = []
  if (answers['mtc-men2-history'] === true)
    talkFirst.push({ code: 'mtc-men2', message: say.mtcMen2 })
  if (conditions.includes('pancreatitis')) {
    talkFirst.push({ code: 'pancreatitis', message: say.pancreatitis })
  }
  if (answers.pregnancy === true) talkFirst.push({ code: 'pregnancy', message: say.pregnancy })
  if (conditions.includes('type-1-diabetes')) {
    talkFirst.push({ code: 'type-1-diabetes', message: say.type1Diabetes })
  }
  if (conditions.includes('eating-disorder')) {
    talkFirst.push({ code: 'eating-disorder', message: say.eatingDisorder })
  }
  if (bmi < 27) {
    talkFirst.push({ code: 'bmi-below-threshold', message: say.bmiBelowThreshold(bmi) })
  } else if (bmi < 30 && weightRelated.length === 0) {
    talkFirst.push({
      code: 'bmi-below-threshold',
      message: say.bmiBelowThresholdWithoutCondition(bmi),
    })
  }

  const flags: IntakeNote<IntakeFlagCode>[] = []
  if (bmi >= 27 && bmi < 30 && weightRelated.length > 0) {
    flags.push({
      code: 'bmi-borderline-with-condition',
      message: note.bmiBorderlineWithCondition(
        bmi,
        labelsOf('weight-loss', 'conditions', weightRelated),
      ),
    })
  }
  if (bmi >= 50) flags.push({ code: 'bmi-50-or-more', message: note.bmi50OrMore(bmi) })
  const previousMedicines = answers['weight-loss-medications'] ?? []
  if (previousMedicines.length > 0) {
    flags.push({
      code: 'prior-weight-loss-medication',
      message: note.priorWeightLossMedication(
        labelsOf('weight-loss', 'weight-loss-medications', previousMedicines),
      ),
    })
  }
  if (conditions.includes('type-2-diabetes')) {
    flags.push({ code: 'type-2-diabetes', message: note.type2Diabetes })
  }
  return { talkFirst, flags }
}

/** The AUA guideline's cut-off for low total testosterone. */
const LOW_TESTOSTERONE_NG_PER_DL = 300

/** PSA before hormone treatment from this age (the AUA guideline asks for it over 40). */
const PSA_FROM_AGE = 40

/**
 * Testosterone therapy (Endocrine Society and AUA guidelines): not with prostate or breast
 * cancer, a high hematocrit, a heart attack or stroke in the last 6 months, or untreated severe
 * sleep apnea; it suppresses sperm production, so a wish to father a child points to
 * enclomiphene instead.
 */
function assessMensHealth(answers: IntakeAnswers<'mens-health'>, today: string): ProgramAssessment {
  const { reasons: say, flags: note, suggestion: why, labs: lab } = intakeMessages

  const talkFirst: IntakeNote<IntakeReasonCode>[] = []
  if (answers['sex-at-birth'] === 'female') {
    talkFirst.push({ code: 'mens-program-sex-at-birth', message: say.mensProgramSexAtBirth })
  }
  if (answers['prostate-or-breast-cancer'] === true) {
    talkFirst.push({ code: 'prostate-or-breast-cancer', message: say.prostateOrBreastCancer })
  }
  if (answers['high-hematocrit'] === true) {
    talkFirst.push({ code: 'high-hematocrit', message: say.highHematocrit })
  }
  if (answers['recent-heart-attack-or-stroke'] === true) {
    talkFirst.push({
      code: 'recent-heart-attack-or-stroke',
      message: say.recentHeartAttackOrStroke,
    })
  }
  if (answers['sleep-apnea-untreated'] === true) {
    talkFirst.push({ code: 'untreated-sleep-apnea', message: say.untreatedSleepApnea })
  }

  const flags: IntakeNote<IntakeFlagCode>[] = []
  if (answers['testosterone-before'] === true) {
    flags.push({ code: 'prior-testosterone', message: note.priorTestosterone })
  }
  const result = answers['testosterone-result']
  if (result !== undefined && result >= LOW_TESTOSTERONE_NG_PER_DL) {
    flags.push({
      code: 'reported-testosterone-not-low',
      message: note.reportedTestosteroneNotLow(result),
    })
  }
  if (answers.symptoms?.includes('none'))
    flags.push({ code: 'no-symptoms', message: note.noSymptoms })

  const age = ageOn(answers['date-of-birth']!, today)
  const labs = [
    answers['testosterone-tested-recently'] === true
      ? lab.morningTestosteroneSecond
      : lab.morningTestosteroneTwice,
    lab.freeTestosterone,
    lab.estradiol,
    lab.bloodCount,
    ...(age >= PSA_FROM_AGE ? [lab.psa] : []),
    lab.lhFsh,
    lab.lipids,
    lab.metabolic,
  ]

  const suggestion =
    answers['fertility-wish'] === true
      ? { treatment: 'enclomiphene' as const, reason: why.enclomiphene }
      : { treatment: 'testosterone' as const, reason: why.testosterone }
  return { talkFirst, flags, suggestion, labs }
}
