import { useId } from 'react'
import type * as React from 'react'
import { Link } from 'react-router'

import { paths } from '@/config/paths'
import { ordersCopy } from '@/content/workspace-orders'
import { US_STATES } from '@shared/intake/us-states'
import { formatCents } from '@shared/money'
import { orderStateLabels } from '@shared/orders/order-states'
import { type OrderLine, paymentMethodLabels, type StaffOrder } from '@shared/orders/orders'

import { OnlinePaymentNotes } from './order-online-payment'
import { formatDay } from './order-payment-form'
import { formatWhenZoned } from './orders-format'

// What an order page shows of the order itself (docs/architecture.md, Orders): who and where to
// ship, the products with their prices as fixed when it was placed and any physician's review,
// the totals, payment and shipment, and the history on the viewer's clock.

const copy = ordersCopy.order

export function Card({ title, children }: { title: string; children: React.ReactNode }) {
  const id = useId()
  return (
    <section
      aria-labelledby={id}
      className="flex min-w-0 flex-col gap-3 rounded-lg border border-border bg-background p-4 sm:p-5"
    >
      <h2 id={id} className="text-xl font-bold wrap-anywhere text-navy">
        {title}
      </h2>
      {children}
    </section>
  )
}

function Facts({ children }: { children: React.ReactNode }) {
  return (
    <dl className="grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">{children}</dl>
  )
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <>
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="mb-1 min-w-0 wrap-anywhere sm:mb-0">{children}</dd>
    </>
  )
}

export function Summary({ order, zone }: { order: StaffOrder; zone: string }) {
  return (
    <Card title={copy.heading(order.number)}>
      <Facts>
        <Fact label={copy.state}>
          <strong className="font-semibold text-navy">{orderStateLabels[order.state]}</strong>
        </Fact>
        <Fact label={copy.placed}>{formatWhenZoned(order.createdAt, zone)}</Fact>
        <Fact label={copy.updated}>{formatWhenZoned(order.updatedAt, zone)}</Fact>
        {order.reason ? (
          <Fact label={copy.reason}>
            <span className="whitespace-pre-line">{order.reason}</span>
          </Fact>
        ) : null}
      </Facts>
    </Card>
  )
}

/** Whether the order's person was deleted: it is kept without their details (ADR 042). */
export const detailsDeleted = (order: StaffOrder) => order.contact.email === ''

export function Contact({ order }: { order: StaffOrder }) {
  const { contact } = order
  if (detailsDeleted(order)) {
    return (
      <Card title={copy.contact}>
        <p className="text-sm">{copy.detailsDeletedNote}</p>
      </Card>
    )
  }
  return (
    <Card title={copy.contact}>
      <Facts>
        <Fact label={copy.name}>
          {contact.firstName} {contact.lastName}
        </Fact>
        <Fact label={copy.email}>
          <a className="break-all text-teal underline" href={`mailto:${contact.email}`}>
            {contact.email}
          </a>
        </Fact>
        <Fact label={copy.phone}>
          <a className="text-teal underline" href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`}>
            {contact.phone}
          </a>
        </Fact>
        <Fact label={copy.account}>{order.userId ? copy.hasAccount : copy.guest}</Fact>
      </Facts>
      <Link
        to={paths.adminPerson(`order:${order.id}`)}
        className="self-start text-sm font-medium text-teal underline"
      >
        {copy.person}
      </Link>
    </Card>
  )
}

export function ShipTo({ order }: { order: StaffOrder }) {
  const { shipping } = order
  const state = US_STATES.find((candidate) => candidate.code === shipping.state)?.name
  if (detailsDeleted(order)) {
    return (
      <Card title={copy.shipTo}>
        <p className="text-sm">
          {copy.detailsDeleted} · {state ?? shipping.state}
        </p>
      </Card>
    )
  }
  return (
    <Card title={copy.shipTo}>
      <address className="text-sm wrap-anywhere not-italic">
        {order.contact.firstName} {order.contact.lastName}
        <br />
        {shipping.line1}
        {shipping.line2 ? (
          <>
            <br />
            {shipping.line2}
          </>
        ) : null}
        <br />
        {shipping.city}, {shipping.state} {shipping.zip}
        {state ? <span className="sr-only"> ({state})</span> : null}
      </address>
    </Card>
  )
}

export function Products({ order }: { order: StaffOrder }) {
  return (
    <Card title={copy.products}>
      <ul className="flex flex-col gap-3" data-slot="order-lines">
        {order.lines.map((line) => (
          <LineItem key={line.id} line={line} />
        ))}
      </ul>
      <dl className="ml-auto grid w-full max-w-xs grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
        <dt className="text-muted-foreground">{copy.subtotal}</dt>
        <dd className="text-right tabular-nums">{formatCents(order.subtotalCents)}</dd>
        <dt className="text-muted-foreground">{copy.shipping}</dt>
        <dd className="text-right tabular-nums">
          {order.shippingCents === 0 ? copy.freeShipping : formatCents(order.shippingCents)}
        </dd>
        <dt className="font-semibold text-navy">{copy.total}</dt>
        <dd className="text-right font-semibold text-navy tabular-nums">
          {formatCents(order.totalCents)}
        </dd>
      </dl>
    </Card>
  )
}

function LineItem({ line }: { line: OrderLine }) {
  const changed = line.quantity !== line.requestedQuantity
  return (
    <li
      data-line={line.id}
      className="flex min-w-0 flex-col gap-2 rounded-md border border-border p-3"
    >
      <p className="flex flex-wrap items-center gap-2 font-semibold text-navy">
        <span className="min-w-0 wrap-anywhere">{line.name}</span>
        {line.needsReview ? (
          <span className="rounded-full border border-amber bg-amber/20 px-2 py-0.5 text-xs font-bold text-navy">
            {copy.needsReview}
          </span>
        ) : null}
      </p>
      <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm">
        <div>
          <dt className="inline text-muted-foreground">{copy.unitPrice}: </dt>
          <dd className="inline tabular-nums">{formatCents(line.unitPriceCents)}</dd>
        </div>
        <div>
          <dt className="inline text-muted-foreground">{copy.quantity}: </dt>
          <dd className="inline">
            {line.quantity === 0 ? copy.removed : line.quantity}
            {changed ? ` (${copy.requested(line.requestedQuantity)})` : ''}
          </dd>
        </div>
        <div>
          <dt className="inline text-muted-foreground">{copy.lineTotal}: </dt>
          <dd className="inline tabular-nums">
            {formatCents(line.unitPriceCents * line.quantity)}
          </dd>
        </div>
      </dl>
      {line.review ? (
        <div className="flex flex-col gap-1 text-sm">
          <p className="font-medium">{copy.lineReview[line.review]}</p>
          {line.reviewReason ? (
            <p className="wrap-anywhere whitespace-pre-line">
              <span className="text-muted-foreground">{copy.lineReason}: </span>
              {line.reviewReason}
            </p>
          ) : null}
        </div>
      ) : null}
    </li>
  )
}

export function PaymentAndShipment({ order }: { order: StaffOrder }) {
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Card title={copy.payment}>
        {order.payment ? (
          <Facts>
            <Fact label={copy.method}>
              {paymentMethodLabels[order.payment.method as keyof typeof paymentMethodLabels] ??
                order.payment.method}
            </Fact>
            <Fact label={copy.reference}>{order.payment.reference}</Fact>
            <Fact label={copy.amountPaid}>
              {order.payment.amountCents === null ? (
                copy.notAsked
              ) : (
                <>
                  <span className="tabular-nums">{formatCents(order.payment.amountCents)}</span>
                  {order.payment.amountCents < order.totalCents ? (
                    <span className="block font-semibold text-destructive">
                      {copy.short(
                        formatCents(order.totalCents - order.payment.amountCents),
                        formatCents(order.totalCents),
                      )}
                    </span>
                  ) : null}
                </>
              )}
            </Fact>
            {order.payment.paidOn ? (
              <Fact label={copy.paidOn}>{formatDay(order.payment.paidOn)}</Fact>
            ) : null}
          </Facts>
        ) : (
          <p className="text-sm">{copy.notPaid}</p>
        )}
        <OnlinePaymentNotes order={order} />
      </Card>
      <Card title={copy.shipment}>
        {order.shipment ? (
          <Facts>
            <Fact label={copy.carrier}>{order.shipment.carrier}</Fact>
            <Fact label={copy.tracking}>{order.shipment.tracking}</Fact>
          </Facts>
        ) : (
          <p className="text-sm">{copy.notShipped}</p>
        )}
      </Card>
    </div>
  )
}

export function History({ order, zone }: { order: StaffOrder; zone: string }) {
  const events = [...order.events].sort((a, b) => Date.parse(a.at) - Date.parse(b.at))
  return (
    <Card title={copy.history}>
      {events.length === 0 ? (
        <p className="text-sm">{copy.noHistory}</p>
      ) : (
        <ol className="flex flex-col gap-3" data-slot="order-history">
          {events.map((event, index) => (
            <li
              key={`${event.at} ${index}`}
              className="flex min-w-0 flex-col gap-0.5 border-l-2 border-teal pl-3 text-sm"
            >
              <p className="font-semibold text-navy">
                {event.from === null
                  ? `${copy.placedEvent}: ${orderStateLabels[event.to]}`
                  : `${orderStateLabels[event.from]} → ${orderStateLabels[event.to]}`}
              </p>
              <p className="text-muted-foreground">
                <time dateTime={event.at}>{formatWhenZoned(event.at, zone)}</time>, {copy.by}{' '}
                {copy.actors[event.actor]}
              </p>
              {event.detail ? (
                <p className="wrap-anywhere whitespace-pre-line">{event.detail}</p>
              ) : null}
            </li>
          ))}
        </ol>
      )}
    </Card>
  )
}
