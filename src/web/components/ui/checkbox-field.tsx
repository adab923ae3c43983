import type * as React from 'react'

import type { FieldRegistration } from '@/hooks/use-zod-form'

import { describedBy } from './text-field'

/**
 * A checkbox with its label; `hint` says in words what it means (or, when disabled, why) and
 * `error` why it was refused, both tied to the box. Like TextField, it takes a registration from
 * useZodForm or a state the page keeps.
 */
export function CheckboxField({
  id,
  label,
  checked,
  onChange,
  field,
  disabled,
  hint,
  error,
}: (
  | { field: FieldRegistration; checked?: never; onChange?: never }
  | { field?: never; checked: boolean; onChange: (checked: boolean) => void }
) & {
  id: string
  label: React.ReactNode
  disabled?: boolean
  hint?: string
  error?: string
}) {
  const source = field ?? {
    checked,
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => onChange?.(event.target.checked),
  }
  return (
    <div className="flex min-h-11 flex-wrap items-center gap-x-3 gap-y-1">
      <input
        id={id}
        type="checkbox"
        className="size-5 shrink-0 accent-teal disabled:cursor-not-allowed"
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint !== undefined, error)}
        {...source}
      />
      <label htmlFor={id} className="text-sm text-foreground">
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="basis-full text-sm text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="basis-full text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  )
}
