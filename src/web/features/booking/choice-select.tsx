import type * as React from 'react'

import { Field, FieldError } from '@/components/ui/field'
import { Label } from '@/components/ui/label'

// The state or clinic select of booking (docs/architecture.md, Booking): a native select, so a
// phone shows its own picker, with a "choose" line first, its error tied to it in words, and a
// note below.

/** A labelled native select with a "choose" line first, its error and a note below. */
export function ChoiceSelect({
  id,
  label,
  placeholder,
  value,
  choices,
  error,
  onChange,
  after,
}: {
  id: string
  label: string
  placeholder: string
  value: string
  choices: readonly { value: string; label: string }[]
  error: string | undefined
  onChange: (value: string) => void
  after?: React.ReactNode
}) {
  return (
    <Field>
      <Label htmlFor={id}>{label}</Label>
      <select
        id={id}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
        className="h-11 w-full min-w-0 rounded-md border border-input bg-background px-3 text-base text-foreground shadow-xs outline-none focus-visible:border-ring aria-invalid:border-destructive md:text-sm"
      >
        <option value="">{placeholder}</option>
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
      <FieldError id={`${id}-error`}>{error}</FieldError>
      {after}
    </Field>
  )
}
