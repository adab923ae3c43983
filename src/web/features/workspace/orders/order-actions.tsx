import { useId } from 'react'
import type * as React from 'react'

import { Button } from '@/components/ui/button'
import { ordersCopy } from '@/content/workspace-orders'
import { isFinalState, nextStates, type OrderActor } from '@shared/orders/order-states'

import { FormAlert } from '../workspace-fields'
import { CancelMove } from './order-cancel'
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
 * the payment, mark it shipped and delivered, or cancel it with a reason.
 */
export function OrderActions({ order, actor, move }: MoveProps & { actor: WorkspaceActor }) {
  if (isFinalState(order.state)) return <p>{copy.final}</p>
  const moves = nextStates(order.state, actor)
  const awaitingReview = order.state === 'awaiting_review'
  const props = { order, move }
  const forms: React.ReactNode[] = []
  if (moves.includes('awaiting_payment')) forms.push(<ConfirmMove key="confirm" {...props} />)
  if (moves.includes('paid')) forms.push(<PaymentForm key="paid" {...props} />)
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

/** One click: the order is confirmed and the patient asked to pay. */
function ConfirmMove({ move }: MoveProps) {
  const id = useId()
  return (
    <div className="flex flex-col gap-3">
      <p id={`${id}-hint`} className="text-sm">
        {copy.confirmHint}
      </p>
      <FormAlert message={move.refusal('confirm')?.message} />
      <Button
        type="button"
        className="self-start"
        aria-describedby={`${id}-hint`}
        disabled={move.busy}
        onClick={() =>
          move.send('confirm', { intent: 'transition', transition: { to: 'awaiting_payment' } })
        }
      >
        {move.sending('confirm') ? copy.saving : copy.confirm}
      </Button>
    </div>
  )
}

function DeliveredMove({ move }: MoveProps) {
  return (
    <div className="flex flex-col gap-3">
      <FormAlert message={move.refusal('delivered')?.message} />
      <Button
        type="button"
        className="self-start"
        disabled={move.busy}
        onClick={() =>
          move.send('delivered', { intent: 'transition', transition: { to: 'delivered' } })
        }
      >
        {move.sending('delivered') ? copy.saving : copy.delivered}
      </Button>
    </div>
  )
}
