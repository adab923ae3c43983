import type * as React from 'react'

import { cn } from '@/lib/cn'
import type { IntakeQuestion } from '@shared/intake/questionnaire'

import {
  OptionalMark,
  optionInputClasses,
  optionRowClasses,
  QuestionError,
  QuestionHelp,
  questionIds,
  questionTextClasses,
} from './question-parts'

// The parts of a question answered by choosing (./choice-questions.tsx): its options as a
// fieldset, one option's row, and a group of radios.

export type Option = { value: string; label: string }

/** A question's options as a fieldset: its text is the legend, its help and error follow it. */
export function OptionGroup({
  question,
  error,
  inline = false,
  children,
}: {
  question: IntakeQuestion
  error: string | undefined
  /** Side by side from the sm breakpoint (Yes and No). */
  inline?: boolean
  children: React.ReactNode
}) {
  const ids = questionIds(question, error)
  return (
    <fieldset aria-describedby={ids.describedBy} className="flex min-w-0 flex-col gap-2">
      <legend className={cn(questionTextClasses, 'mb-2')}>
        {question.text}
        <OptionalMark question={question} />
      </legend>
      <QuestionHelp question={question} />
      <QuestionError question={question} error={error} />
      <div className={cn('flex flex-col gap-2', inline && 'sm:flex-row sm:flex-wrap')}>
        {children}
      </div>
    </fieldset>
  )
}

export function OptionRow({
  type,
  id,
  name,
  label,
  checked,
  invalid,
  onChange,
}: {
  type: 'radio' | 'checkbox'
  id: string
  name: string
  label: string
  checked: boolean
  invalid: boolean
  onChange: (checked: boolean) => void
}) {
  return (
    <label className={cn(optionRowClasses, type === 'radio' && 'sm:min-w-32')}>
      <input
        type={type}
        id={id}
        name={name}
        checked={checked}
        aria-invalid={invalid || undefined}
        onChange={(event) => onChange(event.target.checked)}
        className={optionInputClasses}
      />
      <span>{label}</span>
    </label>
  )
}

export function Radios({
  question,
  error,
  options,
  selected,
  onSelect,
  inline,
}: {
  question: IntakeQuestion
  error: string | undefined
  options: readonly Option[]
  selected: string | undefined
  onSelect: (value: string) => void
  inline?: boolean
}) {
  const ids = questionIds(question, error)
  return (
    <OptionGroup question={question} error={error} inline={inline}>
      {options.map((option, index) => (
        <OptionRow
          key={option.value}
          type="radio"
          // The first option carries the question's id: the error summary links to it.
          id={index === 0 ? ids.control : `${ids.control}-${option.value}`}
          name={ids.control}
          label={option.label}
          checked={selected === option.value}
          invalid={Boolean(error)}
          onChange={() => onSelect(option.value)}
        />
      ))}
    </OptionGroup>
  )
}

/** Yes or No; a question that may be skipped (a statement such as "I take no…") is one box. */
