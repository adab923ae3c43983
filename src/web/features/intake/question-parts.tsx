import { FieldDescription, FieldError } from '@/components/ui/field'
import { intakeCopy } from '@/content/intake'
import type { IntakeAnswerValue, IntakeQuestion } from '@shared/intake/questionnaire'

import { describedBy, fieldIds } from './field-ids'

// What every question's control shares: its help and its error, each with the id the control
// names in aria-describedby, and "(optional)" after the words of a question that may be skipped.

export type QuestionProps<Q extends IntakeQuestion = IntakeQuestion> = {
  question: Q
  value: IntakeAnswerValue | undefined
  /** The problem with the answer, in words; shown next to the control and linked to it. */
  error: string | undefined
  onAnswer: (value: IntakeAnswerValue | undefined) => void
}

/** The ids of a question's parts, and its aria-describedby (help, then error). */
export function questionIds(question: IntakeQuestion, error: string | undefined) {
  const ids = fieldIds(question.id)
  return { ...ids, describedBy: describedBy(question.help && ids.help, error && ids.error) }
}

export function QuestionHelp({ question }: { question: IntakeQuestion }) {
  if (!question.help) return null
  return <FieldDescription id={fieldIds(question.id).help}>{question.help}</FieldDescription>
}

export function QuestionError({
  question,
  error,
}: {
  question: IntakeQuestion
  error: string | undefined
}) {
  return <FieldError id={fieldIds(question.id).error}>{error}</FieldError>
}

export function OptionalMark({ question }: { question: IntakeQuestion }) {
  if (question.required) return null
  return <span className="font-normal text-muted-foreground"> {intakeCopy.form.optional}</span>
}

/** A question's words over its control, as a label or a legend. */
export const questionTextClasses = 'text-base leading-snug font-semibold text-navy'

/** One option of a group (a radio or a checkbox), a 44px target with the whole row clickable. */
export const optionRowClasses =
  'flex min-h-11 cursor-pointer items-center gap-3 rounded-md border border-input bg-background px-3 py-2 text-base has-[:checked]:border-teal has-[:checked]:bg-mist'

/** The radio or checkbox itself. */
export const optionInputClasses = 'size-5 shrink-0 accent-teal'
