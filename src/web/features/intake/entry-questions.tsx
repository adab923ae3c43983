import type * as React from 'react'

import { Input } from '@/components/ui/input'
import { Textarea } from '@/components/ui/textarea'
import type {
  DateQuestion,
  IntakeQuestion,
  NumberQuestion,
  TextQuestion,
} from '@shared/intake/questionnaire'

import {
  OptionalMark,
  QuestionError,
  QuestionHelp,
  questionIds,
  type QuestionProps,
  questionTextClasses,
} from './question-parts'

// Questions answered by typing: a number (its unit named in the question's words and shown after
// the box), the patient's own words, a date.

/** Browsers fill these in from what they know of the patient (WCAG 1.3.5, input purpose). */
const AUTOCOMPLETE: Readonly<Record<string, string>> = { 'date-of-birth': 'bday' }

function LabelledEntry({
  question,
  error,
  children,
}: {
  question: IntakeQuestion
  error: string | undefined
  children: React.ReactNode
}) {
  const ids = questionIds(question, error)
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={ids.control} className={questionTextClasses}>
        {question.text}
        <OptionalMark question={question} />
      </label>
      <QuestionHelp question={question} />
      <QuestionError question={question} error={error} />
      {children}
    </div>
  )
}

export function NumberField({
  question,
  text,
  error,
  onType,
}: {
  question: NumberQuestion
  /** What is in the box, as typed. */
  text: string
  error: string | undefined
  onType: (text: string) => void
}) {
  const ids = questionIds(question, error)
  return (
    <LabelledEntry question={question} error={error}>
      <div className="flex items-center gap-2">
        <div className="w-32">
          <Input
            id={ids.control}
            type="text"
            inputMode={question.type === 'integer' ? 'numeric' : 'decimal'}
            autoComplete="off"
            value={text}
            aria-describedby={ids.describedBy}
            aria-invalid={error ? true : undefined}
            onChange={(event) => onType(event.target.value)}
          />
        </div>
        {question.unit ? (
          // The question's words name the unit for screen readers; this repeats it by the box.
          <span aria-hidden="true" className="text-base text-muted-foreground">
            {question.unit}
          </span>
        ) : null}
      </div>
    </LabelledEntry>
  )
}

export function WordsField({ question, value, error, onAnswer }: QuestionProps<TextQuestion>) {
  const ids = questionIds(question, error)
  const shared = {
    id: ids.control,
    value: typeof value === 'string' ? value : '',
    maxLength: question.maxLength,
    'aria-describedby': ids.describedBy,
    'aria-invalid': error ? true : undefined,
  }
  return (
    <LabelledEntry question={question} error={error}>
      {question.type === 'string' ? (
        <Input {...shared} onChange={(event) => onAnswer(event.target.value || undefined)} />
      ) : (
        <Textarea
          {...shared}
          rows={4}
          className="min-h-28"
          onChange={(event) => onAnswer(event.target.value || undefined)}
        />
      )}
    </LabelledEntry>
  )
}

export function DateField({ question, value, error, onAnswer }: QuestionProps<DateQuestion>) {
  const ids = questionIds(question, error)
  return (
    <LabelledEntry question={question} error={error}>
      <div className="w-48">
        <Input
          id={ids.control}
          type="date"
          min={question.min}
          autoComplete={AUTOCOMPLETE[question.id]}
          value={typeof value === 'string' ? value : ''}
          aria-describedby={ids.describedBy}
          aria-invalid={error ? true : undefined}
          onChange={(event) => onAnswer(event.target.value || undefined)}
        />
      </div>
    </LabelledEntry>
  )
}
