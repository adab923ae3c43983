import { type RefObject, useEffect, useState } from 'react'
import type * as React from 'react'

import { Field, FieldDescription, FieldError } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { ordersCopy } from '@/content/workspace-orders'
import type { StaffOrder } from '@shared/orders/orders'

import { type Answer, refusalMessage } from '../api/workspace-api'

// The form parts of the order and catalogue pages: labelled fields whose error is in words, tied
// to the field (aria-invalid, aria-describedby) so a screen reader reads it with the field, and
// the sending of one change with what came of it.

/** The ids a field's hint and error carry, for its aria-describedby. */
export function describedBy(id: string, hint: boolean, error: string | undefined) {
  const ids = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean)
  return ids.length > 0 ? ids.join(' ') : undefined
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
}: {
  id: string
  label: React.ReactNode
  value: string
  onChange: (value: string) => void
  hint?: string
  error?: string
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
}: {
  id: string
  label: string
  value: string
  onChange: (value: string) => void
  hint?: string
  error?: string
  textAreaRef?: RefObject<HTMLTextAreaElement | null>
}) {
  return (
    <Field className="min-w-0">
      <Label htmlFor={id}>{label}</Label>
      <textarea
        ref={textAreaRef}
        id={id}
        rows={4}
        value={value}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint !== undefined, error)}
        onChange={(event) => onChange(event.target.value)}
        className="w-full rounded-md border border-input bg-background px-3 py-2 text-base shadow-xs outline-none focus-visible:border-ring aria-invalid:border-destructive md:text-sm"
      />
      {hint ? <FieldDescription id={`${id}-hint`}>{hint}</FieldDescription> : null}
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </Field>
  )
}

/** A checkbox with its label; when disabled, `hint` says why in words, tied to the box. */
export function CheckboxField({
  id,
  label,
  checked,
  onChange,
  disabled,
  hint,
}: {
  id: string
  label: string
  checked: boolean
  onChange: (checked: boolean) => void
  disabled?: boolean
  hint?: string
}) {
  return (
    <div className="flex min-h-11 flex-wrap items-center gap-x-3 gap-y-1">
      <input
        id={id}
        type="checkbox"
        className="size-5 shrink-0 accent-teal disabled:cursor-not-allowed"
        checked={checked}
        disabled={disabled}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onChange={(event) => onChange(event.target.checked)}
      />
      <label htmlFor={id} className="text-sm text-foreground">
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="basis-full text-sm text-muted-foreground">
          {hint}
        </p>
      ) : null}
    </div>
  )
}

/** The server's refusal of a move: its words, and the field it is about when it names one. */
export type Refusal = { message: string; field: string | null }

function refusalOf(body: unknown): Refusal {
  const field =
    typeof body === 'object' && body !== null && 'field' in body && typeof body.field === 'string'
      ? body.field
      : null
  return { message: refusalMessage(body, ordersCopy.actions.failed), field }
}

/** What the page does with the answer to a physician's review or a staff move. */
export type MoveHandlers = {
  /** The order as the server now holds it. */
  onMoved: (order: StaffOrder) => void
  /** 409: the order moved meanwhile; the page reads it again. */
  onStale: (message: string) => void
}

/**
 * Sends one review or move: the new order goes to `onMoved`, a 409 to `onStale`, and any other
 * refusal stays here, in words, for the form that sent it. Resolves whether it was saved.
 */
export function useOrderMove({ onMoved, onStale }: MoveHandlers) {
  const [busy, setBusy] = useState(false)
  const [refusal, setRefusal] = useState<Refusal | undefined>()

  async function send(request: () => Promise<Answer<StaffOrder>>): Promise<boolean> {
    setBusy(true)
    setRefusal(undefined)
    try {
      const answer = await request()
      if (answer.ok) {
        onMoved(answer.data)
        return true
      }
      if (answer.status === 409) {
        onStale(refusalMessage(answer.body, ordersCopy.actions.staleTitle))
        return false
      }
      setRefusal(refusalOf(answer.body))
    } catch {
      setRefusal({ message: ordersCopy.actions.failed, field: null })
    } finally {
      setBusy(false)
    }
    return false
  }

  return { busy, refusal, send, clear: () => setRefusal(undefined) }
}

/** Moves focus to `ref` whenever `signal` changes to something truthy. */
export function useFocusOn(ref: RefObject<HTMLElement | null>, signal: unknown) {
  useEffect(() => {
    if (signal) ref.current?.focus()
  }, [ref, signal])
}
