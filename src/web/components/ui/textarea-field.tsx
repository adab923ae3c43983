import type { RefObject } from 'react'
import type * as React from 'react'

import { Field } from './field'
import { Label } from './label'
import {
  type FieldProps,
  FieldNotes,
  type FieldSource,
  sourceProps,
  stateProps,
} from './text-field'
import { Textarea } from './textarea'

// TextField's multi-line sibling, in a module of its own so a page with no textarea (the
// checkout, under its script budget) does not load it.

export function TextAreaField({
  id,
  label,
  value,
  onChange,
  field,
  hint,
  error,
  textAreaRef,
  ...props
}: FieldProps & {
  textAreaRef?: RefObject<HTMLTextAreaElement | null>
} & Omit<React.ComponentProps<'textarea'>, 'id' | 'value' | 'onChange' | 'ref' | 'name'>) {
  const source = (field ? { field } : { value, onChange }) as FieldSource
  return (
    <Field className="min-w-0">
      <Label htmlFor={id}>{label}</Label>
      <Textarea
        ref={textAreaRef}
        id={id}
        rows={4}
        {...stateProps(id, hint, error)}
        {...props}
        {...sourceProps(source)}
      />
      <FieldNotes id={id} hint={hint} error={error} />
    </Field>
  )
}
