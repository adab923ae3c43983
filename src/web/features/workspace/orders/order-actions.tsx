import { type FormEvent, type RefObject, useId, useRef, useState } from 'react'
import type * as React from 'react'

import { Button } from '@/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog'
import { TextAreaField, TextField } from '@/components/ui/text-field'
import { ordersCopy } from '@/content/workspace-orders'
import { isFinalState, nextStates, type OrderActor } from '@shared/orders/order-states'
import {
  ORDER_LIMITS,
  type OrderTransitionRequest,
  orderTransitionSchema,
  paymentMethodLabels,
  paymentMethods,
  type StaffOrder,
} from '@shared/orders/orders'

import { choicesOf, FormAlert } from '../workspace-fields'
import { transitionOrder } from './api/orders-api'
import { type MoveHandlers, type Refusal, useOrderMove } from './order-fields'
import { OrderReviewPanel } from './order-review-panel'

const copy = ordersCopy.actions

/** The people who act in the workspace: staff, and physicians (staff with one more right). */
export type WorkspaceActor = Extract<OrderActor, 'staff' | 'physician'>

/**
 * The next step on an order for this user, from the moves the shared state machine allows them
 * (docs/architecture.md, Orders): a physician's review while
 * the order awaits one (staff only see that it waits), then confirm and request payment, record
 * the payment, mark it shipped and delivered, or cancel it with a reason.
 */
export function OrderActions({
  order,
  actor,
  ...handlers
}: { order: StaffOrder; actor: WorkspaceActor } & MoveHandlers) {
  if (isFinalState(order.state)) return <p>{copy.final}</p>
  const moves = nextStates(order.state, actor)
  const awaitingReview = order.state === 'awaiting_review'
  const forms: React.ReactNode[] = []
  if (moves.includes('awaiting_payment')) {
    forms.push(<ConfirmMove key="confirm" order={order} {...handlers} />)
  }
  if (moves.includes('paid')) forms.push(<PaymentForm key="paid" order={order} {...handlers} />)
  if (moves.includes('shipped')) {
    forms.push(<ShipmentForm key="shipped" order={order} {...handlers} />)
  }
  if (moves.includes('delivered')) {
    forms.push(<DeliveredMove key="delivered" order={order} {...handlers} />)
  }
  if (moves.includes('cancelled')) {
    forms.push(<CancelMove key="cancelled" order={order} {...handlers} />)
  }

  return (
    <div className="flex flex-col gap-6">
      {awaitingReview && actor === 'physician' ? (
        <OrderReviewPanel order={order} {...handlers} />
      ) : null}
      {awaitingReview && actor !== 'physician' ? (
        <div className="flex flex-col gap-1 rounded-md border border-amber bg-mist p-3">
          <p className="font-semibold text-navy">{copy.waitingForPhysician}</p>
          <p className="text-sm">{copy.waitingForPhysicianHint}</p>
        </div>
      ) : null}
      {forms.length === 0 && !awaitingReview ? <p>{copy.noneForYou}</p> : null}
      {forms.map((form, index) => (
        <div
          key={index}
          className={index > 0 || awaitingReview ? 'border-t border-border pt-6' : ''}
        >
          {form}
        </div>
      ))}
    </div>
  )
}

type MoveProps = { order: StaffOrder } & MoveHandlers
type FieldErrors = Partial<Record<string, string>>

/**
 * Checks a move with the shared schema (the server checks it again with the same one and the
 * same words): the move to send, or each field's error.
 */
function checkMove(
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
function errorsWith(errors: FieldErrors, refusal: Refusal | undefined, fields: string[]) {
  if (refusal?.field && fields.includes(refusal.field)) {
    return { ...errors, [refusal.field]: refusal.message }
  }
  return errors
}

/** The server's refusal when it names none of the form's fields. */
function formRefusal(refusal: Refusal | undefined, fields: string[]) {
  return refusal && !(refusal.field && fields.includes(refusal.field)) ? refusal.message : undefined
}

function focusFirst(
  errors: FieldErrors,
  refs: [field: string, ref: RefObject<HTMLElement | null>][],
) {
  refs.find(([field]) => errors[field])?.[1].current?.focus()
}

function MoveHeading({ id, children }: { id: string; children: React.ReactNode }) {
  return (
    <h3 id={id} className="text-lg font-semibold text-navy">
      {children}
    </h3>
  )
}

/** One click: the order is confirmed and the patient asked to pay. */
function ConfirmMove({ order, ...handlers }: MoveProps) {
  const id = useId()
  const move = useOrderMove(handlers)
  return (
    <div className="flex flex-col gap-3">
      <p id={`${id}-hint`} className="text-sm">
        {copy.confirmHint}
      </p>
      <FormAlert message={move.refusal?.message} />
      <Button
        type="button"
        className="self-start"
        aria-describedby={`${id}-hint`}
        disabled={move.busy}
        onClick={() => void move.send(() => transitionOrder(order.id, { to: 'awaiting_payment' }))}
      >
        {move.busy ? copy.saving : copy.confirm}
      </Button>
    </div>
  )
}

function PaymentForm({ order, ...handlers }: MoveProps) {
  const id = useId()
  const move = useOrderMove(handlers)
  const [method, setMethod] = useState('')
  const [reference, setReference] = useState('')
  const [errors, setErrors] = useState<FieldErrors>({})
  const methodRef = useRef<HTMLSelectElement>(null)
  const referenceRef = useRef<HTMLInputElement>(null)
  const fields = ['method', 'reference']

  async function submit(event: FormEvent) {
    event.preventDefault()
    move.clear()
    const checked = checkMove({ to: 'paid', method, reference })
    if ('errors' in checked) {
      setErrors(checked.errors)
      focusFirst(checked.errors, [
        ['method', methodRef],
        ['reference', referenceRef],
      ])
      return
    }
    setErrors({})
    await move.send(() => transitionOrder(order.id, checked.move))
  }

  const shown = errorsWith(errors, move.refusal, fields)
  const methodError = shown.method
  return (
    <form
      noValidate
      aria-labelledby={`${id}-heading`}
      className="flex flex-col gap-4"
      onSubmit={(event) => void submit(event)}
    >
      <MoveHeading id={`${id}-heading`}>{copy.payment}</MoveHeading>
      <div className="grid gap-4 md:grid-cols-2">
        <div data-slot="field" className="flex min-w-0 flex-col gap-2">
          <label
            htmlFor={`${id}-method`}
            className="text-sm leading-none font-semibold text-foreground"
          >
            {copy.method}
          </label>
          <select
            ref={methodRef}
            id={`${id}-method`}
            value={method}
            aria-invalid={methodError ? true : undefined}
            aria-describedby={methodError ? `${id}-method-error` : undefined}
            onChange={(event) => setMethod(event.target.value)}
            className="h-11 w-full rounded-md border border-input bg-background px-3 text-base text-foreground shadow-xs outline-none focus-visible:border-ring aria-invalid:border-destructive md:text-sm"
          >
            {[
              { value: '', label: copy.chooseMethod },
              ...choicesOf(paymentMethods, paymentMethodLabels),
            ].map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </select>
          {methodError ? (
            <p id={`${id}-method-error`} className="text-sm font-medium text-destructive">
              {methodError}
            </p>
          ) : null}
        </div>
        <TextField
          id={`${id}-reference`}
          label={copy.reference}
          value={reference}
          maxLength={100}
          autoComplete="off"
          error={shown.reference}
          inputRef={referenceRef}
          onChange={setReference}
        />
      </div>
      <FormAlert message={formRefusal(move.refusal, fields)} />
      <Button type="submit" className="self-start" disabled={move.busy}>
        {move.busy ? copy.saving : copy.payment}
      </Button>
    </form>
  )
}

function ShipmentForm({ order, ...handlers }: MoveProps) {
  const id = useId()
  const move = useOrderMove(handlers)
  const [carrier, setCarrier] = useState('')
  const [tracking, setTracking] = useState('')
  const [errors, setErrors] = useState<FieldErrors>({})
  const carrierRef = useRef<HTMLInputElement>(null)
  const trackingRef = useRef<HTMLInputElement>(null)
  const fields = ['carrier', 'tracking']

  async function submit(event: FormEvent) {
    event.preventDefault()
    move.clear()
    const checked = checkMove({ to: 'shipped', carrier, tracking })
    if ('errors' in checked) {
      setErrors(checked.errors)
      focusFirst(checked.errors, [
        ['carrier', carrierRef],
        ['tracking', trackingRef],
      ])
      return
    }
    setErrors({})
    await move.send(() => transitionOrder(order.id, checked.move))
  }

  const shown = errorsWith(errors, move.refusal, fields)
  return (
    <form
      noValidate
      aria-labelledby={`${id}-heading`}
      className="flex flex-col gap-4"
      onSubmit={(event) => void submit(event)}
    >
      <MoveHeading id={`${id}-heading`}>{copy.shipped}</MoveHeading>
      <div className="grid gap-4 md:grid-cols-2">
        <TextField
          id={`${id}-carrier`}
          label={copy.carrier}
          value={carrier}
          maxLength={60}
          error={shown.carrier}
          inputRef={carrierRef}
          onChange={setCarrier}
        />
        <TextField
          id={`${id}-tracking`}
          label={copy.tracking}
          value={tracking}
          maxLength={100}
          autoComplete="off"
          error={shown.tracking}
          inputRef={trackingRef}
          onChange={setTracking}
        />
      </div>
      <FormAlert message={formRefusal(move.refusal, fields)} />
      <Button type="submit" className="self-start" disabled={move.busy}>
        {move.busy ? copy.saving : copy.shipped}
      </Button>
    </form>
  )
}

function DeliveredMove({ order, ...handlers }: MoveProps) {
  const move = useOrderMove(handlers)
  return (
    <div className="flex flex-col gap-3">
      <FormAlert message={move.refusal?.message} />
      <Button
        type="button"
        className="self-start"
        disabled={move.busy}
        onClick={() => void move.send(() => transitionOrder(order.id, { to: 'delivered' }))}
      >
        {move.busy ? copy.saving : copy.delivered}
      </Button>
    </div>
  )
}

/** Cancel, after a confirmation that asks the reason the patient reads. */
function CancelMove({ order, ...handlers }: MoveProps) {
  const id = useId()
  const [open, setOpen] = useState(false)
  const [reason, setReason] = useState('')
  const [error, setError] = useState<string | undefined>()
  const reasonRef = useRef<HTMLTextAreaElement>(null)
  // Set once the order is cancelled: the button that opened the dialog is gone by then, and the
  // page moves focus to its next step itself.
  const done = useRef(false)
  const move = useOrderMove({
    onMoved: (next) => {
      done.current = true
      setOpen(false)
      handlers.onMoved(next)
    },
    onStale: (message) => {
      done.current = true
      setOpen(false)
      handlers.onStale(message)
    },
  })

  async function submit(event: FormEvent) {
    event.preventDefault()
    move.clear()
    const found =
      reason.trim().length > ORDER_LIMITS.reasonMax
        ? copy.reasonTooLong
        : (() => {
            const checked = checkMove({ to: 'cancelled', reason })
            return 'errors' in checked ? checked.errors.reason : undefined
          })()
    setError(found)
    if (found) {
      reasonRef.current?.focus()
      return
    }
    await move.send(() => transitionOrder(order.id, { to: 'cancelled', reason: reason.trim() }))
  }

  const shownError = move.refusal?.field === 'reason' ? move.refusal.message : error
  return (
    <>
      <Button
        type="button"
        variant="outline"
        className="border-destructive text-destructive"
        onClick={() => {
          move.clear()
          setError(undefined)
          setOpen(true)
        }}
      >
        {copy.cancel}
      </Button>
      <Dialog
        open={open}
        onOpenChange={(next) => {
          if (!move.busy) setOpen(next)
        }}
      >
        <DialogContent
          width="narrow"
          onCloseAutoFocus={(event) => {
            if (done.current) event.preventDefault()
          }}
        >
          <form noValidate className="flex flex-col gap-4" onSubmit={(event) => void submit(event)}>
            <div className="flex flex-col gap-2">
              <DialogTitle>{copy.cancelTitle}</DialogTitle>
              <DialogDescription className="wrap-anywhere">
                {copy.cancelBody(order.number)}
              </DialogDescription>
            </div>
            <TextAreaField
              required
              id={`${id}-reason`}
              label={copy.cancelReason}
              hint={copy.reasonHint}
              error={shownError}
              value={reason}
              textAreaRef={reasonRef}
              onChange={setReason}
            />
            <FormAlert
              message={move.refusal?.field === 'reason' ? undefined : move.refusal?.message}
            />
            <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
              <Button
                type="button"
                variant="outline"
                disabled={move.busy}
                onClick={() => setOpen(false)}
              >
                {copy.keep}
              </Button>
              <Button type="submit" variant="destructive" disabled={move.busy}>
                {move.busy ? copy.cancelling : copy.confirmCancel}
              </Button>
            </div>
          </form>
        </DialogContent>
      </Dialog>
    </>
  )
}
