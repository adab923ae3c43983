import type { RefObject } from 'react'
import type * as React from 'react'

import type { FieldRegistration } from '@/hooks/use-zod-form'

import { Field, FieldDescription, FieldError } from './field'
import { Input } from './input'
import { Label } from './label'

// A labelled entry with its hint and its error in words, both tied to it (aria-describedby,
// aria-invalid) so a screen reader reads them with the field. A form checked by useZodForm
// (hooks/use-zod-form.ts, docs/decisions/037-one-form-hook.md) hands it `field={register(name)}`
// and the entry stays the browser's own; a control the page keeps itself (a filter, a search)
// hands it `value` and `onChange`.

/** The ids a field's hint and error carry, for its aria-describedby. */
export function describedBy(id: string, hint: boolean, error: string | undefined) {
  const ids = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean)
  return ids.length > 0 ? ids.join(' ') : undefined
}

/** Either a registration from useZodForm, or a value the page keeps with its setter. */
export type FieldSource =
  | { field: FieldRegistration; value?: never; onChange?: never }
  | { field?: never; value: string; onChange: (value: string) => void }

export type FieldProps = FieldSource & {
  id: string
  label: React.ReactNode
  hint?: string
  error?: string
}

/** What the control itself carries: the registration, or the kept value and its setter. */
export function sourceProps(source: FieldSource) {
  if (source.field) return source.field
  const { onChange } = source
  return {
    value: source.value,
    onChange: (event: React.ChangeEvent<{ value: string }>) => onChange(event.target.value),
  }
}

/** The attributes that tie a control to its hint and error. */
function stateProps(id: string, hint: string | undefined, error: string | undefined) {
  return {
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(id, hint !== undefined, error),
  }
}

function FieldNotes({ id, hint, error }: { id: string; hint?: string; error?: string }) {
  return (
    <>
      {hint ? <FieldDescription id={`${id}-hint`}>{hint}</FieldDescription> : null}
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </>
  )
}

export function TextField({
  id,
  label,
  value,
  onChange,
  field,
  hint,
  error,
  inputRef,
  ...props
}: FieldProps & {
  inputRef?: RefObject<HTMLInputElement | null>
} & Omit<React.ComponentProps<'input'>, 'id' | 'value' | 'onChange' | 'ref' | 'name'>) {
  const source = (field ? { field } : { value, onChange }) as FieldSource
  return (
    <Field className="min-w-0">
      <Label htmlFor={id}>{label}</Label>
      <Input
        ref={inputRef}
        id={id}
        {...stateProps(id, hint, error)}
        {...props}
        {...sourceProps(source)}
      />
      <FieldNotes id={id} hint={hint} error={error} />
    </Field>
  )
}

export { FieldNotes, stateProps }
