import { useRef } from 'react'
import { Link } from 'react-router'

import { paths } from '@/config/paths'
import { ordersCopy } from '@/content/workspace-orders'
import type {
  OrderQuestionnaire as OrderQuestionnaireAnswer,
  StaffOrder,
} from '@shared/orders/orders'

import { viewerTimeZone } from '../booking/calendar-time'
import { OrderActions, type WorkspaceActor } from './order-actions'
import { Contact, History, PaymentAndShipment, Products, ShipTo, Summary } from './order-details'
import { useFocusOn } from './order-fields'
import { OrderQuestionnaire } from './order-questionnaire'
import { useOrderMoves } from './use-order-moves'

/**
 * One order for staff (docs/architecture.md, Orders): the order as its route's loader read it
 * (app/routes/admin-order.tsx), for a physician the patient's questionnaire beside the products
 * that need a review, the next step this user may take, and the history on the viewer's clock. A move goes through the route's action, and the router reads the order again:
 * the page shows it as the server now holds it and says what the move did; when the order moved
 * meanwhile (409) it says that instead.
 */
export function OrderView({
  order,
  questionnaire,
  actor,
}: {
  order: StaffOrder
  /** The patient's questionnaire once a physician opened it (OrderQuestionnaire), else null. */
  questionnaire: OrderQuestionnaireAnswer | null
  actor: WorkspaceActor
}) {
  const zone = viewerTimeZone()
  const move = useOrderMoves()
  const { notice } = move
  const headingRef = useRef<HTMLHeadingElement>(null)
  const alertRef = useRef<HTMLDivElement>(null)
  useFocusOn(headingRef, notice?.kind === 'moved' ? notice.round : null)
  useFocusOn(alertRef, notice?.kind === 'stale' ? notice : null)

  return (
    <div className="flex max-w-5xl min-w-0 flex-col gap-6">
      <Link to={paths.adminOrders} className="self-start text-sm font-medium text-teal underline">
        {ordersCopy.order.back}
      </Link>
      <Summary order={order} zone={zone} />
      <div className="grid gap-6 lg:grid-cols-2">
        <Contact order={order} />
        <ShipTo order={order} />
      </div>
      <Products order={order} />
      {actor === 'physician' && order.lines.some((line) => line.needsReview) ? (
        <OrderQuestionnaire order={order} answer={questionnaire} />
      ) : null}
      <PaymentAndShipment order={order} />
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
          move={move}
        />
      </section>
      <History order={order} zone={zone} />
    </div>
  )
}
