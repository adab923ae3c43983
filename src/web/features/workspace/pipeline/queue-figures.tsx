import { workspaceCopy } from '@/content/workspace'
import { cn } from '@/lib/cn'
import type { FunnelCounts, PipelineMetrics } from '@shared/workspace-wire'

import { formatDuration } from '../workspace-format'

const copy = workspaceCopy.queue
const STAGES = ['requested', 'contacted', 'booked', 'patient'] as const

/**
 * The figures of the 24-hour promise and the funnel of consultation requests: after the list on
 * a phone, beside it on a wide screen (queue-view.tsx). Each chart says its figures in words.
 */
export function QueueFigures({ figures }: { figures: PipelineMetrics }) {
  return (
    <section aria-labelledby="figures-heading" className="flex min-w-0 flex-col gap-4">
      <h2 id="figures-heading" className="text-xl font-bold text-navy">
        {copy.figures}
      </h2>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4 xl:grid-cols-2">
        <Figure label={copy.awaiting} value={String(figures.awaitingFirstContact)} />
        <Figure label={copy.overdue} value={String(figures.overdue)} alert={figures.overdue > 0} />
        <Figure label={copy.newToday} value={String(figures.newToday)} />
        <Figure
          label={copy.median}
          value={
            figures.medianFirstContactMs === null
              ? copy.noMedian
              : formatDuration(figures.medianFirstContactMs)
          }
        />
      </dl>
      <h3 className="text-lg font-bold text-navy">{copy.funnel}</h3>
      <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-1">
        <FunnelChart title={copy.days30} funnel={figures.funnel.days30} />
        <FunnelChart title={copy.days90} funnel={figures.funnel.days90} />
      </div>
    </section>
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

/**
 * Bars drawn with widths from the figures. The bars are hidden from screen readers: each
 * stage's name and count are text beside them, the chart's text equivalent (no table repeats
 * them).
 */
function FunnelChart({ title, funnel }: { title: string; funnel: FunnelCounts }) {
  const top = Math.max(funnel.requested, 1)
  return (
    <figure className="flex flex-col gap-2 rounded-lg border border-border bg-background p-4">
      <figcaption className="text-sm font-semibold text-navy">{title}</figcaption>
      <ul className="flex flex-col gap-2">
        {STAGES.map((stage) => (
          <li key={stage} className="grid grid-cols-[6rem_1fr_3rem] items-center gap-2 text-sm">
            <span className="text-muted-foreground">{copy.stages[stage]}</span>
            <span
              aria-hidden="true"
              className="h-3 w-full overflow-hidden rounded-full bg-mist"
              data-slot="funnel-bar"
            >
              <span
                className="block h-full rounded-full bg-teal"
                style={{ width: `${Math.round((funnel[stage] / top) * 100)}%` }}
              />
            </span>
            <span className="text-right font-medium">{funnel[stage]}</span>
          </li>
        ))}
      </ul>
    </figure>
  )
}
