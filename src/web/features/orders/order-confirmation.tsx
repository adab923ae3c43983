import { CheckCircle2 } from 'lucide-react'
import { useEffect, useMemo, useRef } from 'react'
import type * as React from 'react'
import { Link, useLocation } from 'react-router'

import { Button } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { orderConfirmationCopy } from '@/content/order-confirmation'
import { ordersCopy } from '@/content/orders'
import { orderStateLabels } from '@shared/orders/order-states'
import { orderNextStep } from '@shared/orders/orders'

import { confirmationFrom, readConfirmation, type StoredConfirmation } from './confirmation-storage'
import { OrderLines } from './order-lines'
import { OrderTotals } from './order-totals'
import { useBrowserStateReady } from './use-browser-state-ready'

// /checkout/confirmation (docs/architecture.md, Orders): the order number, what was ordered and
// the totals as the server priced them, where it stands and what happens next, how to pay (by
// phone or invoice: no card online), and for a guest the invitation to make an account. The
// answer comes with the navigation from /checkout, or from this tab's sessionStorage after a
// reload; without either the page says there is nothing to show. Arriving from the checkout,
// focus goes to the confirmation's heading; a page that merely loads leaves focus alone.

const copy = orderConfirmationCopy

/** The navigation state /checkout hands over. */
export type ConfirmationNavigationState = { orderPlaced: StoredConfirmation }

function placedFrom(state: unknown): StoredConfirmation | null {
  if (typeof state !== 'object' || state === null || !('orderPlaced' in state)) return null
  return confirmationFrom(state.orderPlaced)
}

export function OrderConfirmation() {
  const ready = useBrowserStateReady()
  const location = useLocation()
  const headingRef = useRef<HTMLHeadingElement>(null)
  const placed = useMemo(() => placedFrom(location.state), [location.state])
  const confirmation = useMemo(
    () => (ready ? (placed ?? readConfirmation()) : null),
    [ready, placed],
  )
  const arrived = placed !== null

  useEffect(() => {
    if (ready && arrived) headingRef.current?.focus()
  }, [ready, arrived])

  if (!ready) return <p role="status">{copy.loading}</p>
  if (!confirmation) return <NoConfirmation />
  return <Confirmation confirmation={confirmation} headingRef={headingRef} />
}

function Confirmation({
  confirmation: { order, invited, signedIn },
  headingRef,
}: {
  confirmation: StoredConfirmation
  headingRef: React.RefObject<HTMLHeadingElement | null>
}) {
  const next = orderNextStep(order.state)
  const { shipping } = order
  return (
    // A long address or product name wraps anywhere rather than widen the page on a phone.
    <div
      data-slot="order-confirmation"
      className="flex flex-col gap-6 rounded-xl border border-border bg-background p-5 wrap-anywhere shadow-xs sm:p-8"
    >
      <h2
        ref={headingRef}
        tabIndex={-1}
        className="flex items-center gap-3 text-2xl font-bold text-navy focus:outline-none"
      >
        <CheckCircle2 aria-hidden="true" className="size-7 shrink-0 text-teal" />
        {copy.received}
      </h2>
      <div className="flex flex-col gap-2">
        <dl className="grid gap-x-4 gap-y-2 sm:grid-cols-[auto_1fr]">
          <div className="contents">
            <dt className="text-sm font-semibold text-muted-foreground">{copy.number}</dt>
            <dd className="text-xl font-bold text-navy" data-slot="order-number">
              {order.number}
            </dd>
          </div>
          <div className="contents">
            <dt className="text-sm font-semibold text-muted-foreground">{copy.status}</dt>
            <dd className="font-medium text-navy">{orderStateLabels[order.state]}</dd>
          </div>
        </dl>
        <p className="text-sm text-muted-foreground">{copy.numberHint}</p>
      </div>
      {next ? <p className="rounded-md border-l-4 border-teal bg-mist p-3">{next}</p> : null}

      <section aria-labelledby="order-lines-heading" className="flex flex-col gap-2">
        <h3 id="order-lines-heading" className="text-lg font-bold text-navy">
          {copy.linesHeading}
        </h3>
        <OrderLines lines={order.lines} label={copy.linesHeading} />
        <OrderTotals
          subtotalCents={order.subtotalCents}
          shippingCents={order.shippingCents}
          totalCents={order.totalCents}
        />
      </section>

      <section aria-labelledby="order-ship-heading" className="flex flex-col gap-2">
        <h3 id="order-ship-heading" className="text-lg font-bold text-navy">
          {copy.shipTo}
        </h3>
        <p>
          {shipping.line1}
          <br />
          {shipping.line2 ? (
            <>
              {shipping.line2}
              <br />
            </>
          ) : null}
          {`${shipping.city}, ${shipping.state} ${shipping.zip}`}
        </p>
      </section>

      <section aria-labelledby="order-pay-heading" className="flex flex-col gap-2">
        <h3 id="order-pay-heading" className="text-lg font-bold text-navy">
          {copy.payHeading}
        </h3>
        <p>{copy.pay}</p>
        <p>
          <a
            href={ordersCopy.callHref}
            className="font-semibold text-teal underline underline-offset-4 hover:no-underline"
          >
            {ordersCopy.callUs}
          </a>
        </p>
      </section>

      {!signedIn && invited ? (
        <div className="flex flex-col items-start gap-3 rounded-lg border border-border bg-background p-4">
          <p>{copy.invited}</p>
          <Button asChild>
            <Link to={`${paths.auth}?mode=signup`}>{copy.createAccount}</Link>
          </Button>
        </div>
      ) : null}

      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        {signedIn ? (
          <Button asChild>
            <Link to={paths.account}>{copy.myCare}</Link>
          </Button>
        ) : null}
        <Button asChild variant="outline">
          <Link to={paths.supplements}>{copy.continueShopping}</Link>
        </Button>
      </div>
    </div>
  )
}

function NoConfirmation() {
  return (
    <div
      data-slot="order-confirmation-none"
      className="flex flex-col items-start gap-4 rounded-xl border border-border bg-background p-5 shadow-xs sm:p-8"
    >
      <h2 className="text-2xl font-bold text-navy">{copy.noneHeading}</h2>
      <p>{copy.noneBody}</p>
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <Button asChild>
          <Link to={paths.supplements}>{copy.shop}</Link>
        </Button>
        <Button asChild variant="outline">
          <a href={ordersCopy.callHref}>{ordersCopy.callUs}</a>
        </Button>
      </div>
    </div>
  )
}
