import { Link } from 'react-router'

import { Button } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { workspaceCopy } from '@/content/workspace'
import { useReadAgain } from '@/hooks/use-read-again'
import { cn } from '@/lib/cn'
import type { FunnelCounts } from '@shared/workspace-wire'

import { formatDuration, formatWhen } from '../workspace-format'
import type { QueuePage } from './api/pipeline-api'

const copy = workspaceCopy.queue
/** New requests appear within this, without a reload (the promise is measured live). */
const READ_AGAIN_MS = 20_000

/**
 * The queue of requests awaiting first contact, and the figures of the 24-hour promise, as the
 * route's loader read them (app/routes/admin-queue.tsx). The front desk keeps it open all day: it
 * is read again every 20 s and when the tab comes back into view; a read again that fails keeps
 * what was shown below the failure (app/workspace-page.tsx).
 */
export function QueueView({ page }: { page: QueuePage }) {
  useReadAgain(READ_AGAIN_MS)
  const { figures } = page
  const { now, rows } = page.queue
  return (
    <div className="flex flex-col gap-8">
      <section aria-labelledby="figures-heading" className="flex flex-col gap-4">
        <h2 id="figures-heading" className="sr-only">
          {copy.figures}
        </h2>
        <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          <Figure label={copy.newToday} value={String(figures.newToday)} />
          <Figure label={copy.awaiting} value={String(figures.awaitingFirstContact)} />
          <Figure
            label={copy.overdue}
            value={String(figures.overdue)}
            alert={figures.overdue > 0}
          />
          <Figure
            label={copy.median}
            value={
              figures.medianFirstContactMs === null
                ? copy.noMedian
                : formatDuration(figures.medianFirstContactMs)
            }
          />
        </dl>
      </section>

      <section aria-labelledby="funnel-heading" className="flex flex-col gap-4">
        <h2 id="funnel-heading" className="text-xl font-bold text-navy">
          {copy.funnel}
        </h2>
        <div className="grid gap-4 md:grid-cols-2">
          <FunnelChart title={copy.days30} funnel={figures.funnel.days30} />
          <FunnelChart title={copy.days90} funnel={figures.funnel.days90} />
        </div>
        <FunnelTable days30={figures.funnel.days30} days90={figures.funnel.days90} />
      </section>

      <section aria-labelledby="queue-heading" className="flex flex-col gap-3">
        <h2 id="queue-heading" className="text-xl font-bold text-navy">
          {copy.waiting} ({rows.length})
        </h2>
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {copy.updated}
        </p>
        {rows.length === 0 ? (
          <p>{copy.empty}</p>
        ) : (
          <ol className="flex flex-col gap-3" data-slot="queue">
            {rows.map((row) => (
              <li
                key={row.id}
                data-overdue={row.overdue || undefined}
                className={cn(
                  'flex flex-col gap-2 rounded-lg border bg-background p-4 shadow-xs sm:flex-row sm:items-center sm:justify-between',
                  row.overdue ? 'border-destructive' : 'border-border',
                )}
              >
                <div className="flex min-w-0 flex-col gap-1">
                  <p className="flex flex-wrap items-center gap-2 font-semibold text-navy">
                    <span className="min-w-0 wrap-anywhere">
                      {row.firstName} {row.lastName}
                    </span>
                    {row.overdue ? (
                      <span className="rounded-full bg-destructive px-2 py-0.5 text-xs font-bold text-white">
                        {copy.overdueBadge}
                      </span>
                    ) : null}
                  </p>
                  <p className="text-sm text-muted-foreground">
                    <span className="break-all">{row.email}</span> ·{' '}
                    <span className="whitespace-nowrap">{row.phone}</span>
                  </p>
                  <p className="text-sm text-muted-foreground">
                    {copy.received} {formatWhen(row.createdAt)} · {copy.waited}{' '}
                    {formatDuration(Date.parse(now) - Date.parse(row.createdAt))}
                  </p>
                </div>
                <Button asChild variant="outline" size="sm" className="self-start sm:self-center">
                  <Link to={paths.adminRequest(row.id)}>
                    {copy.open}
                    <span className="sr-only">
                      : {row.firstName} {row.lastName}
                    </span>
                  </Link>
                </Button>
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  )
}

function Figure({
  label,
  value,
  alert = false,
}: {
  label: string
  value: string
  alert?: boolean
}) {
  return (
    <div className="flex flex-col gap-1 rounded-lg border border-border bg-background p-4">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className={cn('text-2xl font-bold', alert ? 'text-destructive' : 'text-navy')}>
        {value}
      </dd>
    </div>
  )
}

const STAGES = ['requested', 'contacted', 'booked', 'patient'] as const

/** Bars drawn with widths from the figures; the table below says the same in numbers. */
function FunnelChart({ title, funnel }: { title: string; funnel: FunnelCounts }) {
  const top = Math.max(funnel.requested, 1)
  return (
    <figure
      aria-hidden="true"
      className="flex flex-col gap-2 rounded-lg border border-border bg-background p-4"
    >
      <figcaption className="text-sm font-semibold text-navy">{title}</figcaption>
      {STAGES.map((stage) => (
        <div key={stage} className="grid grid-cols-[6rem_1fr_3rem] items-center gap-2 text-sm">
          <span className="text-muted-foreground">{copy.stages[stage]}</span>
          <progress
            className="h-3 w-full overflow-hidden rounded-full [&::-webkit-progress-bar]:bg-mist [&::-webkit-progress-value]:bg-teal"
            max={top}
            value={funnel[stage]}
          />
          <span className="text-right font-medium">{funnel[stage]}</span>
        </div>
      ))}
    </figure>
  )
}

function FunnelTable({ days30, days90 }: { days30: FunnelCounts; days90: FunnelCounts }) {
  return (
    <table className="w-full max-w-xl text-left text-sm">
      <caption className="sr-only">{copy.funnelTable}</caption>
      <thead>
        <tr className="border-b border-border">
          <th scope="col" className="py-2 pr-4 font-semibold">
            <span className="sr-only">{copy.funnel}</span>
          </th>
          <th scope="col" className="py-2 pr-4 font-semibold">
            {copy.days30}
          </th>
          <th scope="col" className="py-2 font-semibold">
            {copy.days90}
          </th>
        </tr>
      </thead>
      <tbody>
        {STAGES.map((stage) => (
          <tr key={stage} className="border-b border-border">
            <th scope="row" className="py-2 pr-4 font-normal text-muted-foreground">
              {copy.stages[stage]}
            </th>
            <td className="py-2 pr-4">{days30[stage]}</td>
            <td className="py-2">{days90[stage]}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
