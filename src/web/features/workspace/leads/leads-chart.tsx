import { useId } from 'react'
import type * as React from 'react'

import { cn } from '@/lib/cn'

import type { DayCount } from './leads-per-day'

export type LeadsChartCopy = {
  summary: (total: number, busiest: string | null, busiestCount: number) => string
  tableToggle: string
  day: string
  leads: string
}

type LeadsChartProps = React.ComponentProps<'figure'> & {
  heading: string
  days: readonly DayCount[]
  copy: LeadsChartCopy
}

const dayLabel = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric' })

function labelOf(day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number]
  return dayLabel.format(new Date(year, month - 1, date))
}

const WIDTH = 600
const HEIGHT = 160
const GAP = 4

/**
 * Leads per day as a bar chart: an SVG image described by a one-sentence summary, with the
 * exact figures in a table behind a disclosure (the text alternative).
 */
export function LeadsChart({ heading, days, copy, className, ...props }: LeadsChartProps) {
  const id = useId()
  const total = days.reduce((sum, day) => sum + day.count, 0)
  const busiest = days.reduce<DayCount | null>(
    (best, day) => (day.count > 0 && (!best || day.count >= best.count) ? day : best),
    null,
  )
  const max = Math.max(1, busiest?.count ?? 0)
  const barWidth = days.length > 0 ? WIDTH / days.length : WIDTH
  const summary = copy.summary(total, busiest ? labelOf(busiest.day) : null, busiest?.count ?? 0)

  return (
    <figure
      data-slot="leads-chart"
      aria-labelledby={`${id}-heading`}
      className={cn('flex flex-col gap-3', className)}
      {...props}
    >
      <figcaption className="flex flex-col gap-1">
        <span id={`${id}-heading`} className="text-lg font-bold text-navy">
          {heading}
        </span>
        <span id={`${id}-summary`} className="text-sm text-muted-foreground">
          {summary}
        </span>
      </figcaption>
      <div className="flex gap-2">
        <div
          aria-hidden="true"
          className="flex h-40 flex-col justify-between text-right text-xs text-muted-foreground tabular-nums"
        >
          <span>{max}</span>
          <span>0</span>
        </div>
        <div className="flex flex-1 flex-col gap-1">
          <svg
            role="img"
            aria-labelledby={`${id}-heading`}
            aria-describedby={`${id}-summary`}
            viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
            preserveAspectRatio="none"
            className="h-40 w-full rounded-md border-b-2 border-navy bg-mist"
          >
            {days.map((day, index) => {
              const height = (day.count / max) * (HEIGHT - 8)
              return (
                <rect
                  key={day.day}
                  data-day={day.day}
                  data-count={day.count}
                  x={index * barWidth + GAP / 2}
                  y={HEIGHT - height}
                  width={Math.max(1, barWidth - GAP)}
                  height={height}
                  className="fill-teal"
                >
                  <title>{`${labelOf(day.day)}: ${day.count}`}</title>
                </rect>
              )
            })}
          </svg>
          {days.length > 0 ? (
            <div
              aria-hidden="true"
              className="flex justify-between text-xs text-muted-foreground tabular-nums"
            >
              <span>{labelOf(days[0]!.day)}</span>
              <span>{labelOf(days[days.length - 1]!.day)}</span>
            </div>
          ) : null}
        </div>
      </div>
      <details className="text-sm">
        <summary className="cursor-pointer font-semibold text-primary">{copy.tableToggle}</summary>
        <table className="mt-3 w-full max-w-sm text-left">
          <caption className="sr-only">{heading}</caption>
          <thead>
            <tr className="border-b border-border">
              <th scope="col" className="py-1 pr-4">
                {copy.day}
              </th>
              <th scope="col" className="py-1 text-right">
                {copy.leads}
              </th>
            </tr>
          </thead>
          <tbody>
            {days.map((day) => (
              <tr key={day.day} className="border-b border-border/60">
                <th scope="row" className="py-1 pr-4 font-normal">
                  {labelOf(day.day)}
                </th>
                <td className="py-1 text-right tabular-nums">{day.count}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  )
}
