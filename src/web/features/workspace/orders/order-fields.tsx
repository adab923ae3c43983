import { type FormEvent, type RefObject, useEffect, useId, useState } from 'react'
import type * as React from 'react'
import * as z from 'zod/mini'

import { Button } from '@/components/ui/button'
import { ordersCopy } from '@/content/workspace-orders'
import { type FormErrors, useZodForm } from '@/hooks/use-zod-form'
import { orderTransitionSchema } from '@shared/orders/order-staff-requests'
import { ORDER_LIMITS } from '@shared/orders/orders'

import { FormAlert } from '../workspace-fields'
import type { OrderChange } from './api/orders-api'
import type { MoveForm as MoveFormName, OrderMoves, Refusal } from './use-order-moves'

// The form parts of the order's next step: each form checked by useZodForm with the shared
// schema's parts, the one the server checks with the same words (docs/decisions/037-one-form-
// hook.md), its errors on the fields they are about (the server's refusal too, when it names
// one), and focus moved to what needs attention.

const [, paid, shipped, , cancelled] = orderTransitionSchema.def.options

/** The fields of each move, as typed: the shared transition's parts, less its `to`. */
export const moveSchemas = {
  // The method is chosen from a select whose first choice is none (''): the shared enum says so.
  payment: z.object({
    method: z.pipe(z.string(), paid.shape.method),
    reference: paid.shape.reference,
  }),
  shipment: z.object({ carrier: shipped.shape.carrier, tracking: shipped.shape.tracking }),
}

/**
 * A reason the patient reads (a cancel, a physician's change or decline): the shared cancel's
 * reason, and the workspace's own words when it is too long.
 */
export const reasonField = z.pipe(
  z.string().check(z.trim(), z.maxLength(ORDER_LIMITS.reasonMax, ordersCopy.actions.reasonTooLong)),
  cancelled.shape.reason,
)

/** The server's refusal when it names none of the form's fields. */
export function formRefusal(refusal: Refusal | undefined, fields: string[]) {
  return refusal && !(refusal.field && fields.includes(refusal.field)) ? refusal.message : undefined
}

/**
 * One form of the next step, checked by `schema` from `defaultValues`. `submit(toChange)` checks
 * it and sends the move `toChange` makes of what it holds; `submit(toChange, { confirm: true })`
 * checks it and holds the move as `pending`, for a confirmation to `send` or `dismiss`. A refusal
 * that names one of its fields (through `fieldOf`, when the server names it otherwise) is shown
 * on that field, and focused unless a confirmation is open (it shows the refusal itself); any
 * other is `alert`.
 */
export function useMoveForm<Input extends Record<string, string>, Output>(
  move: OrderMoves,
  name: MoveFormName,
  schema: z.ZodMiniType<Output, Input>,
  defaultValues: Input,
  onInvalid?: (errors: FormErrors<keyof Input & string>) => void,
  fieldOf: (field: string) => string = (field) => field,
) {
  const form = useZodForm(schema, { defaultValues })
  const [pending, setPending] = useState<{ change: OrderChange; data: Output } | null>(null)
  const fields = Object.keys(defaultValues)
  const formField = (field: string | null) => (field === null ? null : fieldOf(field))
  const isField = (field: string | null): field is keyof Input & string =>
    field !== null && fields.includes(field)
  const send = (change: OrderChange, confirming: boolean) =>
    move.send(name, change, (refusal) => {
      const field = formField(refusal.field)
      if (isField(field)) form.setError(field, refusal.message, { shouldFocus: !confirming })
    })
  const refusal = move.refusal(name)
  return {
    form,
    alert: formRefusal(refusal && { ...refusal, field: formField(refusal.field) }, fields),
    /** The checked move awaiting its confirmation, with what the form held. */
    pending,
    /** Sends the move awaiting its confirmation. */
    confirm: () => {
      if (pending) send(pending.change, true)
    },
    /** Goes back to the form without sending. */
    dismiss: () => {
      move.clear()
      setPending(null)
    },
    submit:
      (toChange: (data: Output) => OrderChange, options: { confirm?: boolean } = {}) =>
      (event: FormEvent) => {
        // A refusal shown before goes as the form is checked again.
        move.clear()
        void form.handleSubmit((data) => {
          const change = toChange(data)
          if (options.confirm) setPending({ change, data })
          else send(change, false)
        }, onInvalid)(event)
      },
  }
}

export function MoveHeading({ id, children }: { id: string; children: React.ReactNode }) {
  return (
    <h3 id={id} className="text-lg font-semibold text-navy">
      {children}
    </h3>
  )
}

/** A form of the next step: its heading, its fields, why it was refused, and its button. */
export function MoveFormFrame({
  move,
  name,
  title,
  alert,
  onSubmit,
  children,
}: {
  move: OrderMoves
  name: MoveFormName
  /** The form's heading, and its button's words. */
  title: string
  alert: string | undefined
  onSubmit: (event: FormEvent) => void
  children: React.ReactNode
}) {
  const id = useId()
  return (
    <form
      noValidate
      aria-labelledby={`${id}-heading`}
      className="flex flex-col gap-4"
      onSubmit={onSubmit}
    >
      <MoveHeading id={`${id}-heading`}>{title}</MoveHeading>
      <div className="grid gap-4 md:grid-cols-2">{children}</div>
      <FormAlert message={alert} />
      <Button type="submit" className="self-start" disabled={move.busy}>
        {move.sending(name) ? ordersCopy.actions.saving : title}
      </Button>
    </form>
  )
}

/** Moves focus to `ref` whenever `signal` changes to something truthy. */
export function useFocusOn(ref: RefObject<HTMLElement | null>, signal: unknown) {
  useEffect(() => {
    if (signal) ref.current?.focus()
  }, [ref, signal])
}
