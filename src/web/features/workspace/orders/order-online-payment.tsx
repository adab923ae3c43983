import { Button } from '@/components/ui/button'
import { ordersCopy } from '@/content/workspace-orders'
import { useChange } from '@/hooks/use-change'
import { formatCents } from '@shared/money'
import type { StaffOrder } from '@shared/orders/orders'

import { type Answer, refusalMessage } from '../api/workspace-api'
import type { OrderChange } from './api/orders-api'

const copy = ordersCopy.order

/**
 * What staff must know of an online payment (docs/decisions/050-stripe-hosted-checkout.md): a
 * payment Stripe reported that was not taken (another amount, a second payment), what went back
 * to the patient, and a refund still owed, with why it failed and a button to try it again.
 */
export function OnlinePaymentNotes({ order }: { order: StaffOrder }) {
  const retry = useChange<StaffOrder>()
  const answer: Answer<StaffOrder> | undefined = retry.answer
  const { refund, paymentFlag } = order
  if (!paymentFlag && !refund) return null
  return (
    <div className="mt-3 flex flex-col gap-2 text-sm" data-slot="online-payment">
      {paymentFlag ? (
        <p role="note" className="rounded-md border border-destructive p-3">
          <span className="block font-semibold text-destructive">{copy.paymentFlag}</span>
          {paymentFlag}
        </p>
      ) : null}
      {refund && refund.refundedCents > 0 ? (
        <p className="font-medium">{copy.refunded(formatCents(refund.refundedCents))}</p>
      ) : null}
      {refund && refund.dueCents > 0 ? (
        <div className="flex flex-col items-start gap-2">
          <p className="font-semibold text-destructive">
            {copy.refundDue(formatCents(refund.dueCents))}
          </p>
          {refund.problem ? <p>{refund.problem}</p> : null}
          <Button
            variant="outline"
            disabled={retry.busy}
            onClick={() => retry.submit({ intent: 'refund' } satisfies OrderChange)}
          >
            {retry.busy ? copy.retrying : copy.retryRefund}
          </Button>
          {answer && !answer.ok ? (
            <p role="alert" className="font-medium text-destructive">
              {refusalMessage(answer.body, copy.refundFailed)}
            </p>
          ) : null}
        </div>
      ) : null}
    </div>
  )
}
