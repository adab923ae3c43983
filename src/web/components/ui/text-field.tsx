import type { RefObject } from 'react'
import type * as React from 'react'

import { Field, FieldDescription, FieldError } from './field'
import { Input } from './input'
import { Label } from './label'
import { Textarea } from './textarea'

// A labelled entry with its hint and its error in words, both tied to it (aria-describedby,
// aria-invalid) so a screen reader reads them with the field. For forms whose values the page
// keeps itself; a form checked by useZodForm (hooks/use-zod-form.ts) registers `Input` inside
// `Field` the same way.

/** The ids a field's hint and error carry, for its aria-describedby. */
export function describedBy(id: string, hint: boolean, error: string | undefined) {
  const ids = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean)
  return ids.length > 0 ? ids.join(' ') : undefined
}

type FieldProps = {
  id: string
  label: React.ReactNode
  value: string
  onChange: (value: string) => void
  hint?: string
  error?: string
}

export function TextField({
  id,
  label,
  value,
  onChange,
  hint,
  error,
  inputRef,
  ...props
}: FieldProps & {
  inputRef?: RefObject<HTMLInputElement | null>
} & Omit<React.ComponentProps<'input'>, 'id' | 'value' | 'onChange' | 'ref'>) {
  return (
    <Field className="min-w-0">
      <Label htmlFor={id}>{label}</Label>
      <Input
        ref={inputRef}
        id={id}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint !== undefined, error)}
        onChange={(event) => onChange(event.target.value)}
        {...props}
      />
      {hint ? <FieldDescription id={`${id}-hint`}>{hint}</FieldDescription> : null}
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </Field>
  )
}

export function TextAreaField({
  id,
  label,
  value,
  onChange,
  hint,
  error,
  textAreaRef,
  ...props
}: FieldProps & {
  textAreaRef?: RefObject<HTMLTextAreaElement | null>
} & Omit<React.ComponentProps<'textarea'>, 'id' | 'value' | 'onChange' | 'ref'>) {
  return (
    <Field className="min-w-0">
      <Label htmlFor={id}>{label}</Label>
      <Textarea
        ref={textAreaRef}
        id={id}
        rows={4}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint !== undefined, error)}
        onChange={(event) => onChange(event.target.value)}
        {...props}
      />
      {hint ? <FieldDescription id={`${id}-hint`}>{hint}</FieldDescription> : null}
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </Field>
  )
}
