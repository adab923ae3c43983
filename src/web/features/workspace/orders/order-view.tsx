import { useId, useRef, useState } from 'react'
import type * as React from 'react'
import { Link } from 'react-router'

import { LoadState } from '@/components/ui/load-state'
import { paths } from '@/config/paths'
import { workspaceCopy } from '@/content/workspace'
import { ordersCopy } from '@/content/workspace-orders'
import { useApiData } from '@/hooks/use-api-data'
import { US_STATES } from '@shared/intake/us-states'
import { formatCents } from '@shared/money'
import { orderStateLabels } from '@shared/orders/order-states'
import { type OrderLine, paymentMethodLabels, type StaffOrder } from '@shared/orders/orders'

import { viewerTimeZone } from '../booking/calendar-time'
import { orderPath, readOrder } from './api/orders-api'
import { OrderActions, type WorkspaceActor } from './order-actions'
import { useFocusOn } from './order-fields'
import { formatWhenZoned } from './orders-format'

const copy = ordersCopy.order

type Notice = { kind: 'moved'; text: string; round: number } | { kind: 'stale'; message: string }

/** The newer of the order read and the order an action answered with (by last change). */
function newer(read: StaffOrder, answered: StaffOrder | null): StaffOrder {
  if (!answered || answered.id !== read.id) return read
  return Date.parse(answered.updatedAt) >= Date.parse(read.updatedAt) ? answered : read
}

/**
 * One order for staff (docs/architecture.md, Orders): who and where to ship, the products with
 * their prices as fixed when it was placed and any physician's review, the totals, payment and
 * shipment, the next step this user may take, and the history on the viewer's clock. After a
 * move the page shows the order the server answered with and says so; when the order moved
 * meanwhile (409) it reads the order again and says that instead.
 */
export function OrderView({
  orderId,
  actor,
  timeZone,
}: {
  orderId: string
  actor: WorkspaceActor
  /** The zone times are shown in; the viewer's own unless a test pins one. */
  timeZone?: string
}) {
  const zone = timeZone ?? viewerTimeZone()
  const detail = useApiData(readOrder, orderPath(orderId))
  const [answered, setAnswered] = useState<StaffOrder | null>(null)
  const [notice, setNotice] = useState<Notice | null>(null)
  const headingRef = useRef<HTMLHeadingElement>(null)
  const alertRef = useRef<HTMLDivElement>(null)
  useFocusOn(headingRef, notice?.kind === 'moved' ? notice.round : null)
  useFocusOn(alertRef, notice?.kind === 'stale' ? notice : null)

  if (detail.result.state === 'failed') {
    if (detail.result.status === 404) return <LoadState kind="not-found" message={copy.notFound} />
    return (
      <LoadState
        kind="failed"
        message={workspaceCopy.loadFailed}
        retryLabel={workspaceCopy.retry}
        onRetry={detail.reload}
      />
    )
  }
  if (detail.result.state !== 'ready')
    return <LoadState kind="loading" message={workspaceCopy.loading} />
  const order = newer(detail.result.data, answered)

  return (
    <div className="flex max-w-5xl min-w-0 flex-col gap-6">
      <Link to={paths.adminOrders} className="self-start text-sm font-medium text-teal underline">
        {copy.back}
      </Link>
      <Summary order={order} zone={zone} />
      <div className="grid gap-6 lg:grid-cols-2">
        <Contact order={order} />
        <ShipTo order={order} />
      </div>
      <Products order={order} />
      <div className="grid gap-6 lg:grid-cols-2">
        <Card title={copy.payment}>
          {order.payment ? (
            <Facts>
              <Fact label={copy.method}>
                {paymentMethodLabels[order.payment.method as keyof typeof paymentMethodLabels] ??
                  order.payment.method}
              </Fact>
              <Fact label={copy.reference}>{order.payment.reference}</Fact>
            </Facts>
          ) : (
            <p className="text-sm">{copy.notPaid}</p>
          )}
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
      <section
        aria-labelledby="order-next-heading"
        className="flex min-w-0 flex-col gap-4 rounded-lg border border-border bg-background p-4 sm:p-5"
      >
        <div className="flex flex-col gap-2">
          <h2
            ref={headingRef}
            id="order-next-heading"
            tabIndex={-1}
            className="text-xl font-bold text-navy focus:outline-none focus-visible:underline"
          >
            {ordersCopy.actions.heading}
          </h2>
          {/* Always present, so what a move did is announced when it appears. */}
          <div role="status">
            {notice?.kind === 'moved' ? (
              <p className="rounded-md border border-teal p-3 text-sm font-medium">{notice.text}</p>
            ) : null}
          </div>
        </div>
        {notice?.kind === 'stale' ? (
          <div
            ref={alertRef}
            tabIndex={-1}
            role="alert"
            className="flex flex-col gap-1 rounded-md border border-destructive p-3 text-sm"
          >
            <p className="font-semibold">{ordersCopy.actions.staleTitle}</p>
            {notice.message !== ordersCopy.actions.staleTitle ? <p>{notice.message}</p> : null}
            <p>{ordersCopy.actions.staleAfter}</p>
          </div>
        ) : null}
        <OrderActions
          // A new state starts every form afresh.
          key={`${order.state} ${order.updatedAt}`}
          order={order}
          actor={actor}
          onMoved={(next) => {
            setAnswered(next)
            setNotice((before) => ({
              kind: 'moved',
              text: ordersCopy.actions.moved(orderStateLabels[next.state]),
              round: (before?.kind === 'moved' ? before.round : 0) + 1,
            }))
          }}
          onStale={(message) => {
            setNotice({ kind: 'stale', message })
            detail.reload()
          }}
        />
      </section>
      <History order={order} zone={zone} />
    </div>
  )
}

function Card({ title, children }: { title: string; children: React.ReactNode }) {
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

function Summary({ order, zone }: { order: StaffOrder; zone: string }) {
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

function Contact({ order }: { order: StaffOrder }) {
  const { contact } = order
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
        to={`${paths.adminPeople}?email=${encodeURIComponent(contact.email)}`}
        className="self-start text-sm font-medium text-teal underline"
      >
        {copy.person}
      </Link>
    </Card>
  )
}

function ShipTo({ order }: { order: StaffOrder }) {
  const { shipping } = order
  const state = US_STATES.find((candidate) => candidate.code === shipping.state)?.name
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

function Products({ order }: { order: StaffOrder }) {
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

function History({ order, zone }: { order: StaffOrder; zone: string }) {
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
