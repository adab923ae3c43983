import type * as React from 'react'

import { Field } from '@/components/ui/field'
import { Label } from '@/components/ui/label'

import { FieldNotes, type FieldSource, sourceProps, stateProps } from './text-field'

// A labelled native select: the platform's own picker on phones, keyboard and screen readers.
// Like TextField, it takes a registration from useZodForm or a value the page keeps.

export type Choice = { value: string; label: string }

export function SelectField({
  id,
  label,
  choices,
  hint,
  error,
  describedBy,
  field,
  value,
  onChange,
  ...props
}: FieldSource & {
  id: string
  label: string
  choices: readonly Choice[]
  hint?: string
  error?: string
  /** A note elsewhere on the page that also describes the select (its id). */
  describedBy?: string
} & Omit<
    React.ComponentProps<'select'>,
    'id' | 'value' | 'onChange' | 'name' | 'children' | 'ref' | 'aria-describedby'
  >) {
  const source = (field ? { field } : { value, onChange }) as FieldSource
  const state = stateProps(id, hint, error)
  const described = [describedBy, state['aria-describedby']].filter(Boolean).join(' ')
  return (
    <Field className="min-w-0">
      <Label htmlFor={id}>{label}</Label>
      <select
        id={id}
        className="h-11 w-full rounded-md border border-input bg-background px-3 text-base text-foreground shadow-xs outline-none focus-visible:border-ring aria-invalid:border-destructive md:text-sm"
        {...props}
        {...state}
        aria-describedby={described || undefined}
        {...sourceProps(source)}
      >
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
      <FieldNotes id={id} hint={hint} error={error} />
    </Field>
  )
}
