import * as z from 'zod/mini'

import { intakeCopy } from '@/content/intake'
import { askedQuestions, intakeAnswersSchemas, missingAnswers } from '@shared/intake/answers'
import { intakeMessages } from '@shared/intake/messages'
import type {
  IntakeAnswers,
  IntakeProgram,
  IntakeQuestion,
  IntakeStep,
  NumberQuestion,
} from '@shared/intake/questionnaire'

import type { AnswerMap } from './api/intake-api'

// What the page checks before the patient moves on: the same draft schema the server checks on
// every save (src/shared/intake/answers.ts), plus the required questions the step asks
// (`missingAnswers`), each problem in words next to its question.

const say = intakeMessages.validation

/** What the patient typed into a number box, before it is (or fails to be) a number. */
export type NumberTexts = Readonly<Record<string, string>>

export type StepProblem = {
  readonly question: IntakeQuestion
  /** How the question is named in the error summary. */
  readonly label: string
  readonly message: string
}

/** A question's name as the patient saw it: a consent by its title, else its text. */
export function questionLabel(question: IntakeQuestion): string {
  return question.type === 'consent' ? question.consent.title : question.text
}

/** The number in a box, or `undefined` while it is not one (letters, "5.", a minus sign). */
export function parseNumberText(text: string): number | undefined {
  const trimmed = text.trim()
  return /^\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : undefined
}

function isNumberQuestion(question: IntakeQuestion): question is NumberQuestion {
  return (question.type === 'integer' || question.type === 'decimal') && !('readOnly' in question)
}

/** What a question still needs when it has no answer, in words the patient can act on. */
export function missingMessage(question: IntakeQuestion): string {
  switch (question.type) {
    case 'boolean':
      return say.boolean
    case 'choice':
      return question.repeats ? say.choices : say.choice
    case 'open-choice':
      return intakeCopy.form.missing.openChoice
    case 'integer':
    case 'decimal':
      return isNumberQuestion(question) ? say.number(question.min, question.max, question.unit) : ''
    case 'date':
      return intakeCopy.form.missing.date
    case 'consent':
      return say.consent
    case 'string':
    case 'text':
      return say.words
  }
}

/**
 * The draft schema's objection to each answer, by question id (the first one of each). The
 * server refuses a save holding any of them, so they are also what `saveableAnswers` leaves out.
 */
export function answerIssues(program: IntakeProgram, answers: AnswerMap): Map<string, string> {
  const issues = new Map<string, string>()
  const parsed = z.safeParse(intakeAnswersSchemas[program], answers)
  if (parsed.success) return issues
  for (const issue of parsed.error.issues) {
    const id = issue.path[0]
    if (typeof id === 'string' && !issues.has(id)) issues.set(id, issue.message)
  }
  return issues
}

/** The answers the server will take: an answer it would refuse is kept on the page, not sent. */
export function saveableAnswers(program: IntakeProgram, answers: AnswerMap): AnswerMap {
  const issues = answerIssues(program, answers)
  if (issues.size === 0) return answers
  return Object.fromEntries(Object.entries(answers).filter(([id]) => !issues.has(id)))
}

/** The ids of the questions asked, given these answers (enableWhen, via `askedQuestions`). */
export function askedIds(program: IntakeProgram, answers: AnswerMap): ReadonlySet<string> {
  return new Set(askedQuestions(program, answers as IntakeAnswers).map((question) => question.id))
}

/**
 * Every problem on one step, in the order its questions are asked: a number box holding
 * something that is not a number, an answer the schema refuses, a required question unanswered.
 */
export function stepProblems(
  program: IntakeProgram,
  step: IntakeStep,
  answers: AnswerMap,
  numberTexts: NumberTexts,
): StepProblem[] {
  const asked = askedIds(program, answers)
  const issues = answerIssues(program, answers)
  const missing = new Set(
    missingAnswers(program, answers as IntakeAnswers)
      .filter((answer) => answer.step === step.id)
      .map((answer) => answer.id),
  )
  return step.questions.flatMap((question): StepProblem[] => {
    if (!asked.has(question.id)) return []
    const message = problemOf(question, numberTexts[question.id], {
      issue: issues.get(question.id),
      missing: missing.has(question.id),
    })
    return message ? [{ question, label: questionLabel(question), message }] : []
  })
}

function problemOf(
  question: IntakeQuestion,
  typed: string | undefined,
  found: { issue: string | undefined; missing: boolean },
): string | undefined {
  if (isNumberQuestion(question) && typed !== undefined && typed.trim() !== '') {
    if (parseNumberText(typed) === undefined) {
      return question.type === 'integer' && /^\d+\.\d*$/.test(typed.trim())
        ? say.wholeNumber
        : say.number(question.min, question.max, question.unit)
    }
  }
  if (found.issue) return found.issue
  return found.missing ? missingMessage(question) : undefined
}
