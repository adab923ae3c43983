import { useId, useState } from 'react'
import type * as React from 'react'

import { Button } from '@/components/ui/button'
import { ordersCopy } from '@/content/workspace-orders'
import { formatCents } from '@shared/money'
import { isFinalState, nextStates, type OrderActor } from '@shared/orders/order-states'

import { FormAlert } from '../workspace-fields'
import { canAmend, OrderAmendPanel } from './order-amend-panel'
import { CancelMove } from './order-cancel'
import { ConfirmStep } from './order-confirm'
import { PaymentForm, ShipmentForm } from './order-move-forms'
import { OrderReviewPanel } from './order-review-panel'
import type { MoveProps } from './use-order-moves'

const copy = ordersCopy.actions

/** The people who act in the workspace: staff, and physicians (staff with one more right). */
export type WorkspaceActor = Extract<OrderActor, 'staff' | 'physician'>

/**
 * The next step on an order for this user, from the moves the shared state machine allows them
 * (docs/architecture.md, Orders): a physician's review while
 * the order awaits one (staff only see that it waits), then confirm and request payment, record
 * the payment, mark it shipped and delivered, or cancel it with a reason. Each step that e-mails
 * the patient or records money asks to confirm it first, saying what it will do (order-confirm).
 */
export function OrderActions({ order, actor, move }: MoveProps & { actor: WorkspaceActor }) {
  if (isFinalState(order.state)) return <p>{copy.final}</p>
  const moves = nextStates(order.state, actor)
  const awaitingReview = order.state === 'awaiting_review'
  const props = { order, move }
  const forms: React.ReactNode[] = []
  if (moves.includes('awaiting_payment')) forms.push(<ConfirmMove key="confirm" {...props} />)
  if (moves.includes('paid')) forms.push(<PaymentForm key="paid" {...props} />)
  // A physician's change after payment sits beside shipping (docs/decisions/051-…).
  if (actor === 'physician' && canAmend(order))
    forms.push(<OrderAmendPanel key="amend" {...props} />)
  if (moves.includes('shipped')) forms.push(<ShipmentForm key="shipped" {...props} />)
  if (moves.includes('delivered')) forms.push(<DeliveredMove key="delivered" {...props} />)
  if (moves.includes('cancelled')) forms.push(<CancelMove key="cancelled" {...props} />)

  return (
    <div className="flex flex-col gap-6">
      {awaitingReview && actor === 'physician' ? <OrderReviewPanel {...props} /> : null}
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

const patientOf = (order: MoveProps['order']) =>
  `${order.contact.firstName} ${order.contact.lastName}`

/** The order is confirmed and the patient asked to pay, once the e-mail is confirmed. */
function ConfirmMove({ order, move }: MoveProps) {
  const id = useId()
  const [asking, setAsking] = useState(false)
  return (
    <div className="flex flex-col gap-3">
      <p id={`${id}-hint`} className="text-sm">
        {copy.confirmHint}
      </p>
      <FormAlert message={asking ? undefined : move.refusal('confirm')?.message} />
      <Button
        type="button"
        className="self-start"
        aria-describedby={`${id}-hint`}
        disabled={move.busy}
        onClick={() => {
          move.clear()
          setAsking(true)
        }}
      >
        {copy.confirm}
      </Button>
      <ConfirmStep
        move={move}
        name="confirm"
        open={asking}
        onCancel={() => setAsking(false)}
        onConfirm={() =>
          move.send('confirm', { intent: 'transition', transition: { to: 'awaiting_payment' } })
        }
        title={copy.ask.confirmTitle}
        confirmLabel={copy.ask.confirmYes}
      >
        <p>{copy.ask.confirmBody(patientOf(order), formatCents(order.totalCents), order.number)}</p>
      </ConfirmStep>
    </div>
  )
}

/** The order is marked delivered, once the e-mail is confirmed. */
function DeliveredMove({ order, move }: MoveProps) {
  const [asking, setAsking] = useState(false)
  return (
    <div className="flex flex-col gap-3">
      <FormAlert message={asking ? undefined : move.refusal('delivered')?.message} />
      <Button
        type="button"
        className="self-start"
        disabled={move.busy}
        onClick={() => {
          move.clear()
          setAsking(true)
        }}
      >
        {copy.delivered}
      </Button>
      <ConfirmStep
        move={move}
        name="delivered"
        open={asking}
        onCancel={() => setAsking(false)}
        onConfirm={() =>
          move.send('delivered', { intent: 'transition', transition: { to: 'delivered' } })
        }
        title={copy.ask.deliveredTitle}
        confirmLabel={copy.ask.deliveredYes}
      >
        <p>{copy.ask.deliveredBody(patientOf(order), order.number)}</p>
      </ConfirmStep>
    </div>
  )
}
