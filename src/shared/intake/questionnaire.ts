// The online health intake at /intake, as data: one versioned questionnaire per program, built
// from shared steps. The pages render it, the answers schema (./answers.ts) validates against it,
// the rules (./eligibility.ts) read it, and ./fhir.ts turns answers into a FHIR R4
// QuestionnaireResponse — so the browser, the server and the stored record all follow this one
// definition. Ids are FHIR linkIds: stored answers are keyed by them, so an id never changes
// meaning; a changed question gets a new id and the version below a new value.
import { SERVED_STATES } from '../clinic'
import { BODY_LIMITS } from './bmi'
import {
  HEALTH_DATA_COLLECTION_CONSENT,
  HEALTH_DATA_SHARING_CONSENT,
  type IntakeConsent,
} from './consents'
import { US_STATES, USPS_STATE_SYSTEM } from './us-states'

export const intakePrograms = ['weight-loss', 'mens-health'] as const
export type IntakeProgram = (typeof intakePrograms)[number]

/** The version of both questionnaires; a stored response names it after its canonical URL. */
export const INTAKE_QUESTIONNAIRE_VERSION = '2026-11-1'

/**
 * Canonical URLs name the questionnaires; they are identifiers, not addresses, so they stay the
 * same whatever `PUBLIC_URL` a deployment has.
 */
export const INTAKE_QUESTIONNAIRE_URLS = {
  'weight-loss': 'https://renewmedical.example/fhir/Questionnaire/intake-weight-loss',
  'mens-health': 'https://renewmedical.example/fhir/Questionnaire/intake-mens-health',
} as const satisfies Record<IntakeProgram, string>

// ---------------------------------------------------------------------------------------
// The shape of a questionnaire.

export interface IntakeOption<Code extends string = string> {
  readonly code: Code
  readonly label: string
}

/**
 * FHIR's enableWhen: the question is asked only when every condition holds. `=`: one of the other
 * question's answers is `answer`; `!=`: none of them is — so also while it is unanswered, as FHIR
 * R5 spells out. A question that is not asked counts as unanswered, so conditions chain.
 */
export interface IntakeCondition {
  readonly question: string
  readonly operator: '=' | '!='
  readonly answer: boolean | string
}

interface QuestionBase {
  /** FHIR linkId; the key of its answer. */
  readonly id: string
  readonly text: string
  readonly help?: string
  /** A submission needs an answer, when the question is asked at all (see `enableWhen`). */
  readonly required: boolean
  readonly enableWhen?: readonly IntakeCondition[]
}

/** Yes or no; a single checkbox when not required. */
export interface BooleanQuestion extends QuestionBase {
  readonly type: 'boolean'
}

/** One of the options, or with `repeats` any number of them (a multi-select). */
export interface ChoiceQuestion extends QuestionBase {
  readonly type: 'choice'
  readonly repeats: boolean
  readonly options: readonly IntakeOption[]
  /** An option that excludes every other, such as "None of these". */
  readonly exclusive?: string
  /** The code system of the codes, when they are someone else's (USPS state codes). */
  readonly system?: string
}

/** One of the options or the patient's own words; the answer is an option's code or the words. */
export interface OpenChoiceQuestion extends QuestionBase {
  readonly type: 'open-choice'
  readonly options: readonly IntakeOption[]
  readonly maxLength: number
}

export interface NumberQuestion extends QuestionBase {
  readonly type: 'integer' | 'decimal'
  readonly min: number
  readonly max: number
  /** How many decimal places a `decimal` answer may have. */
  readonly decimals?: number
  readonly unit?: string
}

/** A short (`string`) or long (`text`) answer in the patient's words. */
export interface TextQuestion extends QuestionBase {
  readonly type: 'string' | 'text'
  readonly maxLength: number
}

/** A calendar date, `YYYY-MM-DD`, no earlier than `min`. */
export interface DateQuestion extends QuestionBase {
  readonly type: 'date'
  readonly min: string
}

/** A consent checkbox; its answer is the version of the consent text agreed to. */
export interface ConsentQuestion extends QuestionBase {
  readonly type: 'consent'
  readonly consent: IntakeConsent
}

/** Shown, never answered: worked out from other answers (the BMI, from height and weight). */
export interface CalculatedQuestion extends QuestionBase {
  readonly type: 'decimal'
  readonly readOnly: true
  readonly calculated: 'bmi'
}

export type IntakeQuestion =
  | BooleanQuestion
  | ChoiceQuestion
  | OpenChoiceQuestion
  | NumberQuestion
  | TextQuestion
  | DateQuestion
  | ConsentQuestion
  | CalculatedQuestion

/** A page of the intake; its id is the linkId of its group in a FHIR response. */
export interface IntakeStep {
  readonly id: string
  readonly title: string
  readonly questions: readonly IntakeQuestion[]
}

export interface IntakeQuestionnaire {
  readonly program: IntakeProgram
  readonly url: string
  readonly version: string
  readonly title: string
  readonly steps: readonly IntakeStep[]
}

// ---------------------------------------------------------------------------------------
// Questions both programs ask.

const FREE_TEXT_MAX = 2000
const OWN_WORDS_MAX = 200

const dateOfBirth = {
  id: 'date-of-birth',
  type: 'date',
  text: 'What is your date of birth?',
  help: 'Our online programs are for adults 18 and older.',
  required: true,
  min: '1900-01-01',
} as const satisfies DateQuestion

const sexAtBirth = {
  id: 'sex-at-birth',
  type: 'choice',
  repeats: false,
  text: 'What sex were you assigned at birth?',
  help: 'Some medicines, doses and lab results depend on it. You can tell your physician more about yourself at your visit.',
  required: true,
  options: [
    { code: 'female', label: 'Female' },
    { code: 'male', label: 'Male' },
  ],
} as const satisfies ChoiceQuestion

function servedStateNames(): string {
  const names = SERVED_STATES.map((state) => state.name)
  return names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} or ${names.at(-1)}`
}

const stateOfResidence = {
  id: 'state',
  type: 'choice',
  repeats: false,
  text: 'Which state do you live in?',
  help: `Our physicians can treat you online if you live in ${servedStateNames()}.`,
  required: true,
  system: USPS_STATE_SYSTEM,
  options: US_STATES.map((state) => ({ code: state.code, label: state.name })),
} as const satisfies ChoiceQuestion

const aboutYou = {
  id: 'about-you',
  title: 'About you',
  questions: [dateOfBirth, sexAtBirth, stateOfResidence],
} as const satisfies IntakeStep

/**
 * Heights 4′0″ to 7′6″ and weights 70 to 700 lb are accepted (BODY_LIMITS); the answers schema
 * refuses 7′7″ to 7′11″, which whole feet and inches alone would allow.
 */
const body = {
  id: 'body',
  title: 'Height and weight',
  questions: [
    {
      id: 'height-feet',
      type: 'integer',
      text: 'Height (feet)',
      help: 'Your height without shoes.',
      required: true,
      min: 4,
      max: 7,
      unit: 'ft',
    },
    {
      id: 'height-inches',
      type: 'integer',
      text: 'Height (inches)',
      required: true,
      min: 0,
      max: 11,
      unit: 'in',
    },
    {
      id: 'weight-pounds',
      type: 'decimal',
      text: 'What is your current weight, in pounds?',
      help: 'Use a recent reading from a scale, if you can.',
      required: true,
      min: BODY_LIMITS.minPounds,
      max: BODY_LIMITS.maxPounds,
      decimals: 1,
      unit: 'lb',
    },
    {
      id: 'bmi',
      type: 'decimal',
      text: 'Your BMI (body mass index)',
      help: 'Worked out from your height and weight.',
      required: false,
      readOnly: true,
      calculated: 'bmi',
    },
  ],
} as const satisfies IntakeStep

/**
 * The conditions for which weight-loss medicines are prescribed from a BMI of 27 rather than 30
 * (the "weight-related comorbid condition" of the GLP-1 labels). Men's health asks the same ones
 * but PCOS.
 */
export const WEIGHT_RELATED_CONDITIONS = [
  'high-blood-pressure',
  'type-2-diabetes',
  'prediabetes',
  'high-cholesterol',
  'sleep-apnea',
  'heart-disease',
  'fatty-liver',
  'pcos',
  'osteoarthritis',
] as const

const conditionsText = 'Has a doctor ever told you that you have any of these conditions?'
const chooseAll = 'Choose all that apply.'

const weightLossMedicationBefore = {
  id: 'weight-loss-medication-before',
  type: 'boolean',
  text: 'Have you ever taken a prescription medicine to lose weight?',
  required: true,
} as const satisfies BooleanQuestion

const tookWeightLossMedication = [
  { question: weightLossMedicationBefore.id, operator: '=', answer: true },
] as const satisfies readonly IntakeCondition[]

const surgeriesAny = {
  id: 'surgeries-any',
  type: 'boolean',
  text: 'Have you ever had surgery?',
  required: true,
} as const satisfies BooleanQuestion

/** Asked in both programs' "Your health" step, after the program's own questions. */
const sharedHistory = [
  weightLossMedicationBefore,
  {
    id: 'weight-loss-medications',
    type: 'choice',
    repeats: true,
    text: 'Which ones?',
    help: chooseAll,
    required: true,
    enableWhen: tookWeightLossMedication,
    options: [
      { code: 'semaglutide', label: 'Semaglutide (Wegovy, Ozempic)' },
      { code: 'tirzepatide', label: 'Tirzepatide (Zepbound, Mounjaro)' },
      { code: 'liraglutide', label: 'Liraglutide (Saxenda, Victoza)' },
      { code: 'phentermine', label: 'Phentermine (Adipex-P, Lomaira)' },
      { code: 'phentermine-topiramate', label: 'Phentermine and topiramate (Qsymia)' },
      { code: 'naltrexone-bupropion', label: 'Naltrexone and bupropion (Contrave)' },
      { code: 'orlistat', label: 'Orlistat (Xenical, Alli)' },
      { code: 'other', label: 'Another medicine' },
    ],
  },
  {
    id: 'weight-loss-medication-details',
    type: 'text',
    text: 'What dose did you take, for how long, and when did you last take it?',
    help: 'If you take it now, tell us your current dose.',
    required: false,
    enableWhen: tookWeightLossMedication,
    maxLength: FREE_TEXT_MAX,
  },
  surgeriesAny,
  {
    id: 'surgeries',
    type: 'text',
    text: 'Which surgeries have you had, and when?',
    help: 'Include any weight-loss (bariatric) surgery and any surgery on your stomach or bowel.',
    required: true,
    enableWhen: [{ question: surgeriesAny.id, operator: '=', answer: true }],
    maxLength: FREE_TEXT_MAX,
  },
] as const satisfies readonly IntakeQuestion[]

const medicationsNone = {
  id: 'medications-none',
  type: 'boolean',
  text: 'I take no medications, vitamins or supplements',
  required: false,
} as const satisfies BooleanQuestion

const allergiesAny = {
  id: 'allergies-any',
  type: 'boolean',
  text: 'Are you allergic to any medications?',
  required: true,
} as const satisfies BooleanQuestion

const medications = {
  id: 'medications-and-allergies',
  title: 'Medications and allergies',
  questions: [
    medicationsNone,
    {
      id: 'medications',
      type: 'text',
      text: 'Which medications, vitamins and supplements do you take?',
      help: 'List each one with its dose and how often you take it, if you know. Include injections, inhalers and anything you buy without a prescription.',
      required: true,
      enableWhen: [{ question: medicationsNone.id, operator: '!=', answer: true }],
      maxLength: FREE_TEXT_MAX,
    },
    allergiesAny,
    {
      id: 'allergies',
      type: 'text',
      text: 'What are you allergic to, and what happens when you take it?',
      required: true,
      enableWhen: [{ question: allergiesAny.id, operator: '=', answer: true }],
      maxLength: FREE_TEXT_MAX,
    },
  ],
} as const satisfies IntakeStep

const collectionConsent = {
  id: HEALTH_DATA_COLLECTION_CONSENT.id,
  type: 'consent',
  text: HEALTH_DATA_COLLECTION_CONSENT.text,
  required: true,
  consent: HEALTH_DATA_COLLECTION_CONSENT,
} as const satisfies ConsentQuestion

const sharingConsent = {
  id: HEALTH_DATA_SHARING_CONSENT.id,
  type: 'consent',
  text: HEALTH_DATA_SHARING_CONSENT.text,
  required: true,
  consent: HEALTH_DATA_SHARING_CONSENT,
} as const satisfies ConsentQuestion

const consents = {
  id: 'consents',
  title: 'Your consent',
  questions: [collectionConsent, sharingConsent],
} as const satisfies IntakeStep

// ---------------------------------------------------------------------------------------
// Weight loss.

const weightLossHistory = {
  id: 'medical-history',
  title: 'Your health',
  questions: [
    {
      id: 'conditions',
      type: 'choice',
      repeats: true,
      text: conditionsText,
      help: chooseAll,
      required: true,
      exclusive: 'none',
      options: [
        { code: 'high-blood-pressure', label: 'High blood pressure' },
        { code: 'type-2-diabetes', label: 'Type 2 diabetes' },
        { code: 'prediabetes', label: 'Prediabetes' },
        { code: 'high-cholesterol', label: 'High cholesterol or triglycerides' },
        { code: 'sleep-apnea', label: 'Obstructive sleep apnea' },
        { code: 'heart-disease', label: 'Heart disease' },
        { code: 'fatty-liver', label: 'Fatty liver disease' },
        { code: 'pcos', label: 'Polycystic ovary syndrome (PCOS)' },
        { code: 'osteoarthritis', label: 'Osteoarthritis' },
        { code: 'type-1-diabetes', label: 'Type 1 diabetes' },
        { code: 'pancreatitis', label: 'Pancreatitis, now or in the past' },
        {
          code: 'eating-disorder',
          label: 'An eating disorder, now or in the past (anorexia, bulimia or binge eating)',
        },
        { code: 'none', label: 'None of these' },
      ],
    },
    {
      id: 'mtc-men2-history',
      type: 'boolean',
      text: 'Have you, or has anyone in your family, ever had medullary thyroid cancer (MTC) or multiple endocrine neoplasia type 2 (MEN 2)?',
      help: 'MEN 2 is a rare inherited condition that causes tumors in hormone-making glands. Answer yes if you know of it in yourself or a blood relative.',
      required: true,
    },
    {
      id: 'pregnancy',
      type: 'boolean',
      text: 'Are you pregnant or breastfeeding, or planning to become pregnant?',
      help: 'Weight-loss medicines are not used during pregnancy or breastfeeding, and are stopped before trying to conceive.',
      required: true,
      enableWhen: [{ question: sexAtBirth.id, operator: '=', answer: 'female' }],
    },
    ...sharedHistory,
  ],
} as const satisfies IntakeStep

const weightLossGoals = {
  id: 'goals',
  title: 'Your goals',
  questions: [
    {
      id: 'goal-weight',
      type: 'decimal',
      text: 'What weight would you like to reach, in pounds?',
      help: 'A rough number is fine: your physician will help you set a safe, realistic goal.',
      required: true,
      min: BODY_LIMITS.minPounds,
      max: BODY_LIMITS.maxPounds,
      decimals: 1,
      unit: 'lb',
    },
    {
      id: 'what-matters-most',
      type: 'open-choice',
      text: 'What matters most to you about losing weight?',
      help: 'Choose one, or tell us in your own words.',
      required: true,
      maxLength: OWN_WORDS_MAX,
      options: [
        { code: 'health', label: 'Better health' },
        { code: 'energy', label: 'More energy' },
        { code: 'mobility', label: 'Moving with less pain' },
        { code: 'condition', label: 'Managing a condition such as blood pressure or blood sugar' },
        { code: 'confidence', label: 'Feeling more confident' },
      ],
    },
  ],
} as const satisfies IntakeStep

// ---------------------------------------------------------------------------------------
// Men's health.

const mensConditions = {
  id: 'conditions',
  type: 'choice',
  repeats: true,
  text: conditionsText,
  help: chooseAll,
  required: true,
  exclusive: 'none',
  options: [
    { code: 'high-blood-pressure', label: 'High blood pressure' },
    { code: 'type-2-diabetes', label: 'Type 2 diabetes' },
    { code: 'prediabetes', label: 'Prediabetes' },
    { code: 'high-cholesterol', label: 'High cholesterol or triglycerides' },
    { code: 'sleep-apnea', label: 'Obstructive sleep apnea' },
    { code: 'heart-disease', label: 'Heart disease' },
    { code: 'fatty-liver', label: 'Fatty liver disease' },
    { code: 'osteoarthritis', label: 'Osteoarthritis' },
    { code: 'none', label: 'None of these' },
  ],
} as const satisfies ChoiceQuestion

const testosteroneBefore = {
  id: 'testosterone-before',
  type: 'boolean',
  text: 'Have you ever used testosterone, or another treatment to raise it (gel, injections, pellets or pills)?',
  required: true,
} as const satisfies BooleanQuestion

const mensHistory = {
  id: 'medical-history',
  title: 'Your health',
  questions: [
    mensConditions,
    {
      id: 'sleep-apnea-untreated',
      type: 'boolean',
      text: 'Is your sleep apnea severe and not being treated — for example, you don’t use a CPAP machine?',
      required: true,
      enableWhen: [{ question: mensConditions.id, operator: '=', answer: 'sleep-apnea' }],
    },
    {
      id: 'prostate-or-breast-cancer',
      type: 'boolean',
      text: 'Have you ever had prostate cancer or breast cancer?',
      required: true,
    },
    {
      id: 'high-hematocrit',
      type: 'boolean',
      text: 'Has a doctor told you that your hematocrit or red blood cell count is high, or that you have polycythemia?',
      required: true,
    },
    {
      id: 'recent-heart-attack-or-stroke',
      type: 'boolean',
      text: 'Have you had a heart attack or a stroke in the last 6 months?',
      required: true,
    },
    testosteroneBefore,
    {
      id: 'testosterone-before-details',
      type: 'text',
      text: 'What did you use, at what dose, and when did you last use it?',
      required: false,
      enableWhen: [{ question: testosteroneBefore.id, operator: '=', answer: true }],
      maxLength: FREE_TEXT_MAX,
    },
    ...sharedHistory,
  ],
} as const satisfies IntakeStep

const testosteroneTestedRecently = {
  id: 'testosterone-tested-recently',
  type: 'boolean',
  text: 'Do you have the result of a morning blood test for testosterone from the last 6 months?',
  help: 'A test taken in the morning, usually before 10 a.m., gives the most reliable result.',
  required: true,
} as const satisfies BooleanQuestion

const mensLabs = {
  id: 'recent-labs',
  title: 'Recent lab tests',
  questions: [
    testosteroneTestedRecently,
    {
      id: 'testosterone-result',
      type: 'integer',
      text: 'What was your total testosterone result, in ng/dL?',
      help: 'You’ll find it on your lab report. If you can’t find the report, answer no above and we’ll arrange the test.',
      required: true,
      enableWhen: [{ question: testosteroneTestedRecently.id, operator: '=', answer: true }],
      min: 1,
      max: 3000,
      unit: 'ng/dL',
    },
  ],
} as const satisfies IntakeStep

const mensGoals = {
  id: 'goals',
  title: 'Your goals',
  questions: [
    {
      id: 'symptoms',
      type: 'choice',
      repeats: true,
      text: 'Which of these have you noticed in the last few months?',
      help: chooseAll,
      required: true,
      exclusive: 'none',
      options: [
        { code: 'low-energy', label: 'Low energy or tiredness' },
        { code: 'low-libido', label: 'Low sex drive' },
        { code: 'erectile-difficulties', label: 'Trouble getting or keeping an erection' },
        { code: 'mood', label: 'Low mood, irritability or trouble concentrating' },
        { code: 'muscle-loss', label: 'Losing muscle or strength' },
        { code: 'none', label: 'None of these' },
      ],
    },
    {
      id: 'main-goal',
      type: 'open-choice',
      text: 'What would you most like to improve?',
      help: 'Choose one, or tell us in your own words.',
      required: true,
      maxLength: OWN_WORDS_MAX,
      options: [
        { code: 'energy', label: 'My energy' },
        { code: 'sex-drive', label: 'My sex drive' },
        { code: 'erections', label: 'My erections' },
        { code: 'mood', label: 'My mood and focus' },
        { code: 'strength', label: 'My strength and muscle' },
      ],
    },
    {
      id: 'fertility-wish',
      type: 'boolean',
      text: 'Would you like to be able to father a child in the next year or two?',
      help: 'Testosterone treatment lowers sperm production, often a lot. If you may want children, your physician will usually suggest a medicine that keeps your fertility.',
      required: true,
    },
  ],
} as const satisfies IntakeStep

// ---------------------------------------------------------------------------------------
// The two questionnaires.

export const intakeQuestionnaires = {
  'weight-loss': {
    program: 'weight-loss',
    url: INTAKE_QUESTIONNAIRE_URLS['weight-loss'],
    version: INTAKE_QUESTIONNAIRE_VERSION,
    title: 'Medical weight loss: health intake',
    steps: [aboutYou, body, weightLossHistory, medications, weightLossGoals, consents],
  },
  'mens-health': {
    program: 'mens-health',
    url: INTAKE_QUESTIONNAIRE_URLS['mens-health'],
    version: INTAKE_QUESTIONNAIRE_VERSION,
    title: 'Men’s health: health intake',
    steps: [aboutYou, body, mensHistory, mensLabs, medications, mensGoals, consents],
  },
} as const satisfies { readonly [P in IntakeProgram]: IntakeQuestionnaire & { program: P } }

// ---------------------------------------------------------------------------------------
// The answers, typed from the definition.

type QuestionOf<P extends IntakeProgram> =
  (typeof intakeQuestionnaires)[P]['steps'][number]['questions'][number]

type AnswerOf<Q> = Q extends { readonly type: 'boolean' }
  ? boolean
  : Q extends {
        readonly type: 'choice'
        readonly repeats: true
        readonly options: readonly { readonly code: infer Code }[]
      }
    ? readonly Code[]
    : Q extends {
          readonly type: 'choice'
          readonly options: readonly { readonly code: infer Code }[]
        }
      ? Code
      : Q extends { readonly type: 'integer' | 'decimal' }
        ? number
        : Q extends { readonly type: 'consent'; readonly consent: { readonly version: infer V } }
          ? V
          : string

/**
 * A program's answers, keyed by question id, every one optional (a draft):
 * boolean → `boolean`; choice → the option's code (`repeats`: an array of codes); open-choice →
 * an option's code or the patient's words; integer and decimal → `number`; string and text → the
 * words; date → `YYYY-MM-DD`; consent → the version of the text agreed to. The calculated BMI is
 * not an answer. Without a program: the answers of either.
 */
export type IntakeAnswers<P extends IntakeProgram = IntakeProgram> = {
  -readonly [
    Q in QuestionOf<P> as Q extends { readonly readOnly: true } ? never : Q['id']
  ]?: AnswerOf<Q>
}

export type IntakeQuestionId<P extends IntakeProgram = IntakeProgram> = keyof IntakeAnswers<P> &
  string

/** Any one answer's value, as the generic code that walks the definition sees it. */
export type IntakeAnswerValue = boolean | number | string | readonly string[]

// ---------------------------------------------------------------------------------------
// Reading the definition.

/** Every question of a program, in the order they are asked. */
export function intakeQuestions(program: IntakeProgram): readonly IntakeQuestion[] {
  return intakeQuestionnaires[program].steps.flatMap(
    (step): readonly IntakeQuestion[] => step.questions,
  )
}

/** The question with this id, or `undefined` if the program does not ask it. */
export function findIntakeQuestion(program: IntakeProgram, id: string): IntakeQuestion | undefined {
  return intakeQuestions(program).find((question) => question.id === id)
}

/** The step a question is on. */
export function stepOfQuestion(program: IntakeProgram, id: string): IntakeStep | undefined {
  return intakeQuestionnaires[program].steps.find((step) =>
    step.questions.some((question) => question.id === id),
  )
}

/** The label of an option's code, or `undefined` if the question has no such option. */
export function optionLabel(question: IntakeQuestion, code: string): string | undefined {
  return 'options' in question
    ? question.options.find((option) => option.code === code)?.label
    : undefined
}
