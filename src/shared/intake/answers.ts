// The answers to an intake: which questions are asked given the answers so far, the schema that
// checks a draft (in the browser as the patient goes, and on the server for every save), and
// what a submission still lacks. A draft may hold answers to questions that are no longer asked
// (the patient changed an earlier answer); they are kept, and ignored by `missingAnswers`, the
// eligibility rules and the FHIR response.
import * as z from 'zod/mini'

import { BODY_LIMITS } from './bmi'
import { intakeMessages } from './messages'
import {
  type IntakeAnswers,
  type IntakeAnswerValue,
  type IntakeCondition,
  type IntakeProgram,
  type IntakeQuestion,
  intakePrograms,
  intakeQuestionnaires,
  intakeQuestions,
} from './questionnaire'

const messages = intakeMessages.validation

/** The answers as code that walks the definition reads them: any id, any value. */
type AnswerLookup = Readonly<Record<string, IntakeAnswerValue | undefined>>

function lookup(answers: object): AnswerLookup {
  return answers as AnswerLookup
}

function hasValue(value: IntakeAnswerValue | undefined): boolean {
  if (value === undefined) return false
  if (typeof value === 'string') return value.trim() !== ''
  if (Array.isArray(value)) return value.length > 0
  return true
}

function conditionHolds(condition: IntakeCondition, value: IntakeAnswerValue | undefined) {
  const values: readonly unknown[] = Array.isArray(value)
    ? value
    : value === undefined
      ? []
      : [value]
  const equal = values.includes(condition.answer)
  return condition.operator === '=' ? equal : !equal
}

/**
 * The questions asked, given these answers, in order: those without conditions, and those whose
 * conditions hold on the answers to questions that are themselves asked. (A condition always
 * names an earlier question; src/shared/intake/questionnaire.test.ts holds the definition to it.)
 */
export function askedQuestions<P extends IntakeProgram>(
  program: P,
  answers: IntakeAnswers<P>,
): readonly IntakeQuestion[] {
  const values = lookup(answers)
  const asked = new Set<string>()
  return intakeQuestions(program).filter((question) => {
    const isAsked = (question.enableWhen ?? []).every((condition) =>
      conditionHolds(
        condition,
        asked.has(condition.question) ? values[condition.question] : undefined,
      ),
    )
    if (isAsked) asked.add(question.id)
    return isAsked
  })
}

/** Whether a question is asked, given these answers (see `askedQuestions`). */
export function isQuestionAsked<P extends IntakeProgram>(
  program: P,
  id: string,
  answers: IntakeAnswers<P>,
): boolean {
  return askedQuestions(program, answers).some((question) => question.id === id)
}

/**
 * Whether a question has an answer that counts: blank words and an empty selection do not, nor
 * agreement to a consent text other than the current one.
 */
export function isAnswered(question: IntakeQuestion, value: IntakeAnswerValue | undefined) {
  if (question.type === 'consent') return value === question.consent.version
  return hasValue(value)
}

/**
 * Only the answers to questions that are asked and answered (see `askedQuestions`,
 * `isAnswered`): what a submission keeps.
 */
export function askedAnswers<P extends IntakeProgram>(
  program: P,
  answers: IntakeAnswers<P>,
): IntakeAnswers<P> {
  const values = lookup(answers)
  return Object.fromEntries(
    askedQuestions(program, answers)
      .filter((question) => isAnswered(question, values[question.id]))
      .map((question) => [question.id, values[question.id]]),
  ) as IntakeAnswers<P>
}

export interface MissingAnswer {
  /** The question's id. */
  readonly id: string
  /** The question, as the patient saw it. */
  readonly text: string
  /** The id of the step it is on, for taking the patient back there. */
  readonly step: string
}

/**
 * The required questions that are asked but not answered, in the order they are asked. A
 * submission is complete when this is empty; `intakeMessages.validation.missing` names them.
 */
export function missingAnswers<P extends IntakeProgram>(
  program: P,
  answers: IntakeAnswers<P>,
): readonly MissingAnswer[] {
  const values = lookup(answers)
  const asked = new Set(askedQuestions(program, answers).map((question) => question.id))
  return intakeQuestionnaires[program].steps.flatMap((step) =>
    step.questions
      .filter(
        (question: IntakeQuestion) =>
          question.required && asked.has(question.id) && !isAnswered(question, values[question.id]),
      )
      .map((question) => ({ id: question.id, text: question.text, step: step.id })),
  )
}

/** A complete intake was asked for (an assessment, a completed response) and this one is not. */
export class IncompleteIntakeError extends Error {
  override readonly name = 'IncompleteIntakeError'

  constructor(readonly missing: readonly MissingAnswer[]) {
    super(`The intake lacks answers to: ${missing.map((answer) => answer.id).join(', ')}`)
  }
}

// ---------------------------------------------------------------------------------------
// The schema of a draft.

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/

/** Whether a string is a real calendar date written `YYYY-MM-DD`. */
export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value)
  if (!match) return false
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const date = new Date(Date.UTC(year, month - 1, day))
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  )
}

function hasAtMostDecimals(value: number, places: number) {
  const scaled = value * 10 ** places
  return Math.abs(scaled - Math.round(scaled)) < 1e-6
}

function answerSchema(question: IntakeQuestion): z.ZodMiniType {
  switch (question.type) {
    case 'boolean':
      return z.boolean(messages.boolean)
    case 'choice': {
      const codes = question.options.map((option) => option.code)
      if (!question.repeats) return z.enum(codes, messages.choice)
      const exclusive = question.exclusive
      return z.array(z.enum(codes, messages.choices), messages.choices).check(
        z.refine((chosen) => new Set(chosen).size === chosen.length, messages.repeatedChoice),
        z.refine(
          (chosen) => exclusive === undefined || !chosen.includes(exclusive) || chosen.length === 1,
          messages.exclusive(
            question.options.find((option) => option.code === exclusive)?.label ?? '',
          ),
        ),
      )
    }
    case 'open-choice':
    case 'string':
    case 'text':
      return z
        .string(messages.words)
        .check(z.trim(), z.maxLength(question.maxLength, messages.text(question.maxLength)))
    case 'integer':
    case 'decimal': {
      if ('readOnly' in question) return z.never(messages.calculated)
      const range = messages.number(question.min, question.max, question.unit)
      const places = question.type === 'integer' ? 0 : (question.decimals ?? 0)
      const number = question.type === 'integer' ? z.int(messages.wholeNumber) : z.number(range)
      return number.check(
        z.gte(question.min, range),
        z.lte(question.max, range),
        z.refine((value) => hasAtMostDecimals(value, places), messages.decimals(places)),
      )
    }
    case 'date':
      return z.string(messages.date).check(
        z.refine(isIsoDate, messages.date),
        z.refine(
          // Only a date can be too early; anything else already has its message.
          (value) => !isIsoDate(value) || value >= question.min,
          messages.dateTooEarly(question.min),
        ),
      )
    case 'consent':
      return z.literal(question.consent.version, messages.consent)
  }
}

function draftSchema<P extends IntakeProgram>(program: P): z.ZodMiniType<IntakeAnswers<P>> {
  const shape = Object.fromEntries(
    intakeQuestions(program).map((question) => [question.id, z.optional(answerSchema(question))]),
  )
  return z
    .strictObject(shape, {
      error: (issue) =>
        issue.code === 'unrecognized_keys'
          ? messages.unknownQuestions(issue.keys)
          : messages.answers,
    })
    .check(
      z.superRefine((answers, context) => {
        const feet = answers['height-feet']
        const inches = answers['height-inches']
        if (typeof feet === 'number' && typeof inches === 'number') {
          if (feet * 12 + inches > BODY_LIMITS.maxInches) {
            context.issues.push({
              code: 'custom',
              message: messages.height,
              path: ['height-inches'],
              input: inches,
            })
          }
        }
      }),
    ) as unknown as z.ZodMiniType<IntakeAnswers<P>>
}

/**
 * A program's draft answers: every answer optional, each checked against its question (type,
 * options, bounds, length, the current consent version), words trimmed, and ids the program does
 * not ask refused. Completeness is `missingAnswers`' job, not the schema's.
 */
export const intakeAnswersSchemas = Object.fromEntries(
  intakePrograms.map((program) => [program, draftSchema(program)]),
) as { readonly [P in IntakeProgram]: z.ZodMiniType<IntakeAnswers<P>> }
