import { useState } from 'react'
import type * as React from 'react'
import { Link, useRevalidator } from 'react-router'

import { Button } from '@/components/ui/button'
import { LoadState } from '@/components/ui/load-state'
import { paths } from '@/config/paths'
import { accountCopy } from '@/content/account'
import { myOrdersCopy } from '@/content/my-orders'
import { ordersCopy } from '@/content/orders'
import type { Answer } from '@/lib/api-request'
import { cn } from '@/lib/cn'
import { formatCents } from '@shared/money'
import type { PatientOrder } from '@shared/orders/orders'

import type { OrderList } from './api/account-api'
import { CancelOrderDialog, orderHeadingId } from './cancel-order-dialog'
import { orderLineNote, orderStep } from './care-steps'
import { PayNow } from './pay-now'

// The Orders part of My care (docs/architecture.md, Orders): the patient's order requests from
// the shop, as the page's loader read them from /orders/v1. Each says where it stands and who
// acts next; while the patient may still cancel it, Cancel order asks once more in a dialog, and
// once the server has answered the orders are read again, with what happened said beside the
// order and focus back on it.

const copy = accountCopy.care
const orderWords = myOrdersCopy
const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' })

/** What happened here since the list was read: an order cancelled, or why it could not be. */
type OrderNews = { notice?: string; refusal?: string }

export function MyOrders({ orders }: { orders: Answer<OrderList> }) {
  const revalidator = useRevalidator()
  const [news, setNews] = useState<Record<string, OrderNews>>({})
  const [cancelling, setCancelling] = useState<PatientOrder | null>(null)

  let body: React.ReactNode
  if (!orders.ok || !Array.isArray(orders.data.orders)) {
    body = (
      <LoadState
        kind="failed"
        message={orderWords.loadFailed}
        retryLabel={ordersCopy.retry}
        onRetry={() => void revalidator.revalidate()}
        size="sm"
      />
    )
  } else if (orders.data.orders.length === 0) {
    body = (
      <div className="flex flex-col items-start gap-3">
        <p className="text-muted-foreground">{orderWords.empty}</p>
        <Button asChild variant="outline" size="sm">
          <Link to={paths.supplements}>{orderWords.shop}</Link>
        </Button>
      </div>
    )
  } else {
    body = (
      <ol className="flex flex-col gap-3" data-slot="order-list">
        {orders.data.orders.map((order) => (
          <OrderItem
            key={order.id}
            order={order}
            notice={news[order.id]?.notice}
            refusal={news[order.id]?.refusal}
            onCancel={() => setCancelling(order)}
          />
        ))}
      </ol>
    )
  }

  return (
    <section aria-labelledby="orders-heading" className="flex flex-col gap-3">
      <h3 id="orders-heading" className="text-lg font-bold text-navy">
        {orderWords.heading}
      </h3>
      {body}
      <CancelOrderDialog
        order={cancelling}
        onClose={() => setCancelling(null)}
        onCancelled={(order) =>
          setNews((current) => ({
            ...current,
            [order.id]: { notice: orderWords.cancelled(order.number) },
          }))
        }
        // Too late (409): the server's words stay with the order, shown as it now stands.
        onRefused={(order, refusal) =>
          setNews((current) => ({ ...current, [order.id]: { refusal } }))
        }
      />
    </section>
  )
}

function OrderItem({
  order,
  notice,
  refusal,
  onCancel,
}: {
  order: PatientOrder
  notice: string | undefined
  refusal: string | undefined
  onCancel: () => void
}) {
  const step = orderStep(order)
  const headingId = orderHeadingId(order)
  return (
    <li
      data-slot="order"
      className={cn(
        'flex flex-col gap-3 rounded-lg border bg-background p-4',
        step.next.who === 'you' ? 'border-teal' : 'border-border',
      )}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h4 id={headingId} tabIndex={-1} className="font-semibold text-navy focus:outline-none">
          {orderWords.orderTitle(order.number)}
        </h4>
        <p className="text-sm text-muted-foreground">
          <time dateTime={order.createdAt}>
            {orderWords.requested(day.format(new Date(order.createdAt)))}
          </time>{' '}
          · {orderWords.status} <span className="font-semibold text-navy">{step.status}</span>
        </p>
      </div>
      {/* Always there (empty until the order changed here), so its news is heard. */}
      <div role="status" className="font-semibold text-navy">
        {notice ? <p>{notice}</p> : null}
      </div>
      {step.next.text ? (
        <p>
          <span className="font-semibold text-navy">{copy.next[step.next.who]}</span>
          {step.next.who === 'done' ? ' · ' : ': '}
          {step.next.text}
        </p>
      ) : null}
      {step.reason ? (
        <p className="rounded-md bg-mist p-3 text-sm">
          <span className="font-semibold">{step.reason.label} </span>
          {step.reason.text}
        </p>
      ) : null}
      {step.shipment ? <p className="text-sm font-medium text-navy">{step.shipment}</p> : null}
      <ul
        className="flex flex-col divide-y divide-border"
        aria-label={orderWords.linesLabel(order.number)}
      >
        {order.lines.map((line) => {
          const note = orderLineNote(line)
          return (
            <li key={line.id} className="flex flex-col gap-1 py-2">
              <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
                <span className="font-medium text-navy">{line.name}</span>
                <span className="text-sm text-muted-foreground">
                  {ordersCopy.line.quantityTimesPrice(
                    line.quantity,
                    formatCents(line.unitPriceCents),
                  )}
                </span>
              </div>
              {note ? <p className="text-sm">{note}</p> : null}
            </li>
          )
        })}
      </ul>
      <p className="font-semibold text-navy" data-slot="order-total">
        {orderWords.total(formatCents(order.totalCents))}
      </p>
      {order.refund ? (
        <p className="text-sm font-medium text-navy" data-slot="order-refund">
          {order.refund.dueCents > 0
            ? orderWords.refundPending(formatCents(order.refund.dueCents))
            : orderWords.refunded(formatCents(order.refund.refundedCents))}
        </p>
      ) : null}
      {order.payOnline ? <PayNow order={order} /> : null}
      {refusal ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {refusal}
        </p>
      ) : null}
      {step.cancellable ? (
        // The default size: a 44 px touch target.
        <Button variant="outline" className="self-start" aria-haspopup="dialog" onClick={onCancel}>
          {orderWords.cancel}
        </Button>
      ) : null}
    </li>
  )
}
