import { type RefObject, useEffect } from 'react'
import type * as React from 'react'

import { type OrderTransitionRequest, orderTransitionSchema } from '@shared/orders/orders'

import type { Refusal } from './use-order-moves'

// The form parts of the order's next step: a move checked with the shared schema, its errors in
// words on the field they are about (the server's refusal too, when it names one), and focus
// moved to what needs attention.

export type FieldErrors = Partial<Record<string, string>>

/**
 * Checks a move with the shared schema (the server checks it again with the same one and the
 * same words): the move to send, or each field's error.
 */
export function checkMove(
  body: Record<string, unknown>,
): { move: OrderTransitionRequest } | { errors: FieldErrors } {
  const checked = orderTransitionSchema.safeParse(body)
  if (checked.success) return { move: checked.data }
  const errors: FieldErrors = {}
  for (const issue of checked.error.issues) {
    const field = String(issue.path[0] ?? '')
    errors[field] ??= issue.message
  }
  return { errors }
}

/** Errors found here, or else the server's refusal shown on the field it names. */
export function errorsWith(errors: FieldErrors, refusal: Refusal | undefined, fields: string[]) {
  if (refusal?.field && fields.includes(refusal.field)) {
    return { ...errors, [refusal.field]: refusal.message }
  }
  return errors
}

/** The server's refusal when it names none of the form's fields. */
export function formRefusal(refusal: Refusal | undefined, fields: string[]) {
  return refusal && !(refusal.field && fields.includes(refusal.field)) ? refusal.message : undefined
}

export function focusFirst(
  errors: FieldErrors,
  refs: [field: string, ref: RefObject<HTMLElement | null>][],
) {
  refs.find(([field]) => errors[field])?.[1].current?.focus()
}

export function MoveHeading({ id, children }: { id: string; children: React.ReactNode }) {
  return (
    <h3 id={id} className="text-lg font-semibold text-navy">
      {children}
    </h3>
  )
}

/** Moves focus to `ref` whenever `signal` changes to something truthy. */
export function useFocusOn(ref: RefObject<HTMLElement | null>, signal: unknown) {
  useEffect(() => {
    if (signal) ref.current?.focus()
  }, [ref, signal])
}
