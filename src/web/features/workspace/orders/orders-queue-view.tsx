import { useId, useState, useTransition } from 'react'
import type * as React from 'react'
import { Link, useSearchParams } from 'react-router'

import { Button } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { ordersCopy } from '@/content/workspace-orders'
import { cn } from '@/lib/cn'
import { saveTextFile } from '@/lib/save-file'
import { formatCents } from '@shared/money'
import { type OrderState, orderStateLabels, orderStates } from '@shared/orders/order-states'
import type { StaffOrder, StaffOrderList } from '@shared/orders/orders'

import { choicesOf, FormAlert, SelectField } from '../workspace-fields'
import { formatWhen } from '../workspace-format'
import {
  exportOrdersCsv,
  filterOf,
  type OrdersFilter,
  ordersCsvFilename,
  searchOf,
} from './api/orders-api'
import { detailsDeleted } from './order-details'
import { reviewStateOf } from './orders-format'

const copy = ordersCopy.queue

/**
 * The state the CSV export covers for a filter. The physicians' review is the orders awaiting
 * review: an order waits for a physician exactly when a line needs one (docs/architecture.md,
 * Orders), and the export is by state.
 */
function exportStateOf(filter: OrdersFilter): OrderState | null {
  if (filter.kind === 'review') return 'awaiting_review'
  return filter.kind === 'state' ? filter.state : null
}

function headingOf(filter: OrdersFilter): string {
  if (filter.kind === 'review') return copy.heading.review
  if (filter.kind === 'state') return copy.heading.state(orderStateLabels[filter.state])
  return copy.heading.all
}

/**
 * The order requests (docs/architecture.md, Orders): every order or those in one state, newest
 * first, or the physicians' review queue, longest waiting first, each linked to its page; and the
 * CSV of what the filter covers. The filter lives in the address (`?state=paid`, `?review=1`), so
 * it survives a reload and the back button, and a link can name it; the route's loader reads the
 * orders it names (app/routes/admin-orders.tsx), and reads again when it changes.
 */
export function OrdersQueueView({ list }: { list: StaffOrderList }) {
  const id = useId()
  const [search, setSearch] = useSearchParams()
  const filter = filterOf(search)
  const exportState = exportStateOf(filter)

  return (
    <div className="flex min-w-0 flex-col gap-6">
      <div className="flex flex-col gap-4 rounded-lg border border-border bg-background p-4 sm:p-5">
        <nav aria-label={copy.views}>
          <ul className="flex flex-wrap gap-2">
            <ViewLink to={paths.adminOrders} current={filter.kind !== 'review'}>
              {copy.all}
            </ViewLink>
            <ViewLink to={`${paths.adminOrders}?review=1`} current={filter.kind === 'review'}>
              {copy.review}
            </ViewLink>
          </ul>
        </nav>
        <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
          {filter.kind === 'review' ? null : (
            <div className="w-full sm:max-w-xs">
              <SelectField
                id={`${id}-state`}
                label={copy.state}
                value={filter.kind === 'state' ? filter.state : ''}
                onChange={(state) => {
                  const next: OrdersFilter = state
                    ? { kind: 'state', state: state as OrderState }
                    : { kind: 'all' }
                  setSearch(new URLSearchParams(searchOf(next)))
                }}
                choices={[
                  { value: '', label: copy.allStates },
                  ...choicesOf(orderStates, orderStateLabels),
                ]}
              />
            </div>
          )}
          <ExportButton state={exportState} />
        </div>
      </div>
      <OrdersList list={list} filter={filter} />
    </div>
  )
}

function ViewLink({
  to,
  current,
  children,
}: {
  to: string
  current: boolean
  children: React.ReactNode
}) {
  return (
    <li>
      <Link
        to={to}
        aria-current={current ? 'page' : undefined}
        className={cn(
          'inline-flex min-h-11 items-center rounded-md border px-4 text-sm font-semibold',
          current
            ? 'border-navy bg-navy text-white'
            : 'border-input bg-background text-navy hover:bg-accent',
        )}
      >
        {children}
      </Link>
    </li>
  )
}

function ExportButton({ state }: { state: OrderState | null }) {
  const id = useId()
  // A download, not a change: nothing on the page changes, so it is no route action, whose answer
  // the router follows with another (audited) read of the orders (docs/decisions/036-app-pages-
  // read-and-change-through-the-router.md). Busy while the async transition runs.
  const [busy, startExport] = useTransition()
  const [saved, setSaved] = useState('')
  const [error, setError] = useState<string | undefined>()

  function exportCsv() {
    setSaved('')
    setError(undefined)
    startExport(async () => {
      try {
        const answer = await exportOrdersCsv(state)
        if (answer.ok) {
          const filename = ordersCsvFilename(state, new Date())
          saveTextFile(answer.csv, filename, 'text/csv;charset=utf-8')
          setSaved(copy.exported(filename))
        } else {
          setError(answer.message ?? copy.exportFailed)
        }
      } catch {
        setError(copy.exportFailed)
      }
    })
  }

  const hint = state ? copy.exportHint.state(orderStateLabels[state]) : copy.exportHint.all
  return (
    <div className="flex flex-col gap-2 sm:ml-auto sm:items-end">
      <Button
        type="button"
        variant="outline"
        className="self-start sm:self-end"
        aria-describedby={`${id}-hint`}
        disabled={busy}
        onClick={exportCsv}
      >
        {busy ? copy.exporting : copy.export}
      </Button>
      <p id={`${id}-hint`} className="text-sm text-muted-foreground sm:text-right">
        {hint}
      </p>
      <p role="status" className="text-sm font-medium text-teal sm:text-right">
        {saved}
      </p>
      <FormAlert message={error} />
    </div>
  )
}

function OrdersList({ list, filter }: { list: StaffOrderList; filter: OrdersFilter }) {
  // Newest first, whatever order the server keeps; the physicians' review the longest waiting
  // first, as the questionnaires are (docs/wire-contract.md, Staff workspace), so none waits on.
  const direction = filter.kind === 'review' ? 1 : -1
  const orders = [...list.orders].sort(
    (a, b) => direction * (Date.parse(a.createdAt) - Date.parse(b.createdAt)),
  )

  return (
    <section aria-labelledby="orders-heading" className="flex min-w-0 flex-col gap-3">
      <h2 id="orders-heading" className="text-xl font-bold text-navy">
        {headingOf(filter)} ({orders.length})
      </h2>
      {orders.length === 0 ? (
        <p>{filter.kind === 'review' ? copy.emptyReview : copy.empty}</p>
      ) : (
        <ol className="flex flex-col gap-3" data-slot="orders">
          {orders.map((order) => (
            <OrderRow key={order.id} order={order} />
          ))}
        </ol>
      )}
    </section>
  )
}

function OrderRow({ order }: { order: StaffOrder }) {
  const who = detailsDeleted(order)
    ? ordersCopy.order.detailsDeleted
    : `${order.contact.firstName} ${order.contact.lastName}`
  return (
    <li
      data-order={order.id}
      className={cn(
        'flex min-w-0 flex-col gap-3 rounded-lg border bg-background p-4 shadow-xs md:flex-row md:items-center md:justify-between',
        order.state === 'awaiting_review' ? 'border-amber' : 'border-border',
      )}
    >
      <div className="flex min-w-0 flex-col gap-1">
        <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
          <span className="font-semibold wrap-anywhere text-navy">
            <span className="sr-only">{copy.number} </span>
            {order.number}
          </span>
          <span className="min-w-0 wrap-anywhere">{who}</span>
        </p>
        <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm">
          <Item label={copy.created}>{formatWhen(order.createdAt)}</Item>
          <Item label={copy.total}>
            <span className="tabular-nums">{formatCents(order.totalCents)}</span>
          </Item>
          <Item label={copy.status}>
            <span className="font-semibold text-navy">{orderStateLabels[order.state]}</span>
          </Item>
          <Item label={copy.reviewLines}>{reviewStateOf(order)}</Item>
        </dl>
      </div>
      <Button asChild variant="outline" size="sm" className="self-start md:self-center">
        <Link to={paths.adminOrder(order.id)}>
          {copy.open}
          <span className="sr-only">
            : {order.number}, {who}
          </span>
        </Link>
      </Button>
    </li>
  )
}

function Item({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="inline text-muted-foreground">{label}: </dt>
      <dd className="inline">{children}</dd>
    </div>
  )
}
