import { useState } from 'react'

import { Button } from '@/components/ui/button'
import { myOrdersCopy } from '@/content/my-orders'
import { useChange } from '@/hooks/use-change'
import { refusalMessage } from '@/lib/api-request'
import type { CheckoutAnswer, PatientOrder } from '@shared/orders/orders'

import type { AccountChange } from './api/account-api'

const words = myOrdersCopy

/**
 * Pay now (docs/decisions/050-stripe-hosted-checkout.md): the server opens a Stripe Checkout
 * page for the order's total and the browser goes there; no Stripe script or card field is on
 * this page. The order comes back to My care, which shows it as the server has it (paid once
 * Stripe's signed event arrived), whatever the return says.
 */
export function PayNow({ order }: { order: PatientOrder }) {
  const [problem, setProblem] = useState<string | undefined>()
  const pay = useChange<CheckoutAnswer>({
    onAnswer(answer) {
      if (answer.ok) {
        window.location.assign(answer.data.url)
        return
      }
      setProblem(
        answer.status === 0 || answer.status >= 500
          ? words.payUnreachable
          : refusalMessage(answer.body, words.payRefused),
      )
    },
  })
  // Busy until the browser has left for Stripe's page.
  const leaving = pay.busy || pay.answer?.ok === true
  return (
    <div className="flex flex-col items-start gap-2" data-slot="pay-now">
      <p className="text-sm">{words.payNote}</p>
      <Button
        className="self-start"
        disabled={leaving}
        onClick={() => {
          setProblem(undefined)
          pay.submit({ intent: 'pay-order', orderId: order.id } satisfies AccountChange)
        }}
      >
        {leaving ? words.paying : words.payNow}
      </Button>
      {problem ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {problem}
        </p>
      ) : null}
    </div>
  )
}
