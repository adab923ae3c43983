// An intake's answers as a FHIR R4 QuestionnaireResponse, and back: the form a completed intake
// is stored and handed on in, so any FHIR tool reads it. One group item per step (linkId = the
// step's id, text = its title), holding an item per question answered, with the question's text
// as the patient saw it. Only questions that are asked and answered are written (FHIR leaves
// disabled items out, and a FHIR string is never empty); the calculated BMI is written for the
// reader and skipped when read back.
import type * as fhir4 from 'fhir/r4'
import * as z from 'zod/mini'

import {
  askedAnswers,
  IncompleteIntakeError,
  intakeAnswersSchemas,
  missingAnswers,
} from './answers'
import { bmiFromUs } from './bmi'
import {
  type IntakeAnswers,
  type IntakeAnswerValue,
  type IntakeProgram,
  type IntakeQuestion,
  intakeQuestionnaires,
  findIntakeQuestion,
} from './questionnaire'

/**
 * Codes of our own options belong to a code system per question: this prefix and the question's
 * id (a code such as `none` means something different in every question). Like the
 * questionnaires' URLs these are names, not addresses.
 */
export const INTAKE_CODE_SYSTEM_PREFIX = 'https://renewmedical.example/fhir/CodeSystem/intake-'

/** A consent answer is this code, in the consent's code system, at the version agreed to. */
export const CONSENT_AGREED_CODE = 'agreed'

/** `questionnaire` of a response: the program's canonical URL and the questionnaire's version. */
export function intakeQuestionnaireCanonical(program: IntakeProgram): string {
  const { url, version } = intakeQuestionnaires[program]
  return `${url}|${version}`
}

function codeSystemOf(question: IntakeQuestion): string {
  return ('system' in question && question.system) || `${INTAKE_CODE_SYSTEM_PREFIX}${question.id}`
}

export interface QuestionnaireResponseOptions {
  /** `completed` only for an intake with nothing missing (see `missingAnswers`). */
  readonly status: 'in-progress' | 'completed'
  /** When the answers were given, as a FHIR dateTime (e.g. `new Date().toISOString()`). */
  readonly authored: string
  /** The patient, when known. */
  readonly subject?: fhir4.Reference
}

/** A FHIR dateTime with at least a date, and a time zone when it has a time. */
const FHIR_DATE_TIME =
  /^\d{4}(-\d{2}(-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2}))?)?)?$/

/**
 * The answers as a FHIR R4 QuestionnaireResponse. A `completed` response of an intake that lacks
 * required answers throws `IncompleteIntakeError`; answers are expected to have passed
 * `intakeAnswersSchemas[program]`.
 */
export function toQuestionnaireResponse<P extends IntakeProgram>(
  program: P,
  answers: IntakeAnswers<P>,
  { status, authored, subject }: QuestionnaireResponseOptions,
): fhir4.QuestionnaireResponse {
  if (!FHIR_DATE_TIME.test(authored)) throw new RangeError(`Not a FHIR dateTime: ${authored}`)
  if (status === 'completed') {
    const missing = missingAnswers(program, answers)
    if (missing.length > 0) throw new IncompleteIntakeError(missing)
  }
  const kept = askedAnswers(program, answers) as Readonly<
    Record<string, IntakeAnswerValue | undefined>
  >
  const item = intakeQuestionnaires[program].steps
    .map((step): fhir4.QuestionnaireResponseItem => ({
      linkId: step.id,
      text: step.title,
      item: step.questions.flatMap((question: IntakeQuestion) => {
        const answer = answersOf(question, kept)
        return answer.length > 0 ? [{ linkId: question.id, text: question.text, answer }] : []
      }),
    }))
    .filter((group) => group.item!.length > 0)
  return {
    resourceType: 'QuestionnaireResponse',
    questionnaire: intakeQuestionnaireCanonical(program),
    status,
    authored,
    ...(subject && { subject }),
    item,
  }
}

function answersOf(
  question: IntakeQuestion,
  answers: Readonly<Record<string, IntakeAnswerValue | undefined>>,
): fhir4.QuestionnaireResponseItemAnswer[] {
  if ('readOnly' in question) {
    const bmi = bmiFromUs({
      feet: Number(answers['height-feet']),
      inches: Number(answers['height-inches']),
      pounds: Number(answers['weight-pounds']),
    })
    return bmi.ok ? [{ valueDecimal: bmi.bmi }] : []
  }
  const value = answers[question.id]
  if (value === undefined) return []
  switch (question.type) {
    case 'boolean':
      return [{ valueBoolean: value as boolean }]
    case 'choice':
      return (typeof value === 'string' ? [value] : (value as readonly string[])).map((code) => ({
        valueCoding: {
          system: codeSystemOf(question),
          code,
          display: question.options.find((option) => option.code === code)?.label,
        },
      }))
    case 'open-choice': {
      const option = question.options.find((candidate) => candidate.code === value)
      return option
        ? [
            {
              valueCoding: {
                system: codeSystemOf(question),
                code: option.code,
                display: option.label,
              },
            },
          ]
        : [{ valueString: value as string }]
    }
    case 'integer':
      return [{ valueInteger: value as number }]
    case 'decimal':
      return [{ valueDecimal: value as number }]
    case 'string':
    case 'text':
      return [{ valueString: value as string }]
    case 'date':
      return [{ valueDate: value as string }]
    case 'consent':
      return [
        {
          valueCoding: {
            system: codeSystemOf(question),
            version: value as string,
            code: CONSENT_AGREED_CODE,
            display: question.consent.agree,
          },
        },
      ]
  }
}

/** A QuestionnaireResponse that is not one of ours, or whose answers do not fit the questions. */
export class InvalidQuestionnaireResponseError extends Error {
  override readonly name = 'InvalidQuestionnaireResponseError'
}

/**
 * The answers of a QuestionnaireResponse of this program's current questionnaire (as written by
 * `toQuestionnaireResponse`), checked with `intakeAnswersSchemas[program]`. Anything else — another
 * questionnaire or version, an unknown question, a code from another system, a value of the wrong
 * type — throws `InvalidQuestionnaireResponseError`.
 */
export function fromQuestionnaireResponse<P extends IntakeProgram>(
  program: P,
  response: fhir4.QuestionnaireResponse,
): IntakeAnswers<P> {
  const fail = (message: string) => new InvalidQuestionnaireResponseError(message)
  if (response.resourceType !== 'QuestionnaireResponse') throw fail('Not a QuestionnaireResponse')
  const canonical = intakeQuestionnaireCanonical(program)
  if (response.questionnaire !== canonical) {
    throw fail(`Answers ${response.questionnaire ?? 'no questionnaire'}, not ${canonical}`)
  }

  const answers: Record<string, IntakeAnswerValue> = {}
  const read = (items: readonly fhir4.QuestionnaireResponseItem[]) => {
    for (const item of items) {
      read(item.item ?? [])
      for (const answer of item.answer ?? []) read(answer.item ?? [])
      if (!item.answer?.length) continue
      const question = findIntakeQuestion(program, item.linkId)
      if (!question) throw fail(`No question ${item.linkId} in ${canonical}`)
      if ('readOnly' in question) continue
      if (item.linkId in answers) throw fail(`Question ${item.linkId} is answered twice`)
      const values = item.answer.map((answer) => valueOf(question, answer, fail))
      const repeats = question.type === 'choice' && question.repeats
      if (!repeats && values.length > 1) throw fail(`Question ${item.linkId} takes one answer`)
      answers[item.linkId] = repeats ? (values as string[]) : values[0]!
    }
  }
  read(response.item ?? [])

  const parsed = z.safeParse(intakeAnswersSchemas[program], answers)
  if (!parsed.success) {
    throw fail(
      parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; '),
    )
  }
  return parsed.data
}

function valueOf(
  question: IntakeQuestion,
  answer: fhir4.QuestionnaireResponseItemAnswer,
  fail: (message: string) => Error,
): string | number | boolean {
  const coding = answer.valueCoding
  if (coding) {
    if (coding.system !== codeSystemOf(question) || coding.code === undefined) {
      throw fail(`Question ${question.id}: a code from ${coding.system ?? 'no system'}`)
    }
    if (question.type !== 'consent') return coding.code
    if (coding.code !== CONSENT_AGREED_CODE || coding.version === undefined) {
      throw fail(`Question ${question.id}: a consent is agreed to at a version`)
    }
    return coding.version
  }
  const value =
    answer.valueBoolean ??
    answer.valueInteger ??
    answer.valueDecimal ??
    answer.valueString ??
    answer.valueDate
  if (value === undefined) throw fail(`Question ${question.id}: an answer of no type we read`)
  // The schema checks that the value fits the question (a valueString for a choice, say, fails).
  return value
}
