import {
  Award,
  Building2,
  HeartPulse,
  MapPin,
  MonitorSmartphone,
  Star,
  Users,
  type LucideIcon,
} from 'lucide-react'
import type * as React from 'react'

import { cn } from '@/lib/cn'

const icons = {
  award: Award,
  building: Building2,
  heart: HeartPulse,
  map: MapPin,
  telehealth: MonitorSmartphone,
  star: Star,
  users: Users,
} satisfies Record<string, LucideIcon>

export type StatIconName = keyof typeof icons

export type Stat = {
  value: string
  label: string
  icon?: StatIconName
  /**
   * What exactly the figure counts, in a caption under the label: two figures that count
   * different things (lives transformed, patients treated) each say which they are.
   */
  note?: string
}

type StatsBannerProps = React.ComponentProps<'dl'> & { stats: readonly Stat[] }

/** Figures in a row: value over label (a description list, so each pair reads together). */
function StatsBanner({ stats, className, ...props }: StatsBannerProps) {
  return (
    <dl
      data-slot="stats-banner"
      className={cn('flex flex-wrap justify-center gap-x-2 gap-y-6', className)}
      {...props}
    >
      {stats.map((stat) => {
        const Icon = stat.icon ? icons[stat.icon] : null
        return (
          <div
            key={stat.label}
            className="flex min-w-[9.5rem] flex-1 basis-[40%] flex-col-reverse items-center justify-end gap-1 px-2 text-center sm:basis-[22%] lg:basis-0"
          >
            <dt className="text-sm leading-snug">{stat.label}</dt>
            <dd className="flex items-center gap-2 text-2xl font-bold tracking-tight sm:text-3xl">
              {Icon ? <Icon aria-hidden="true" className="size-5 text-amber" /> : null}
              {stat.value}
            </dd>
            {stat.note ? (
              // Read after the label and value; drawn last (the column runs bottom to top).
              <dd
                data-slot="stat-note"
                className="order-first max-w-[16rem] text-xs leading-snug opacity-85"
              >
                {stat.note}
              </dd>
            ) : null}
          </div>
        )
      })}
    </dl>
  )
}

type StatsBandProps = Omit<React.ComponentProps<'section'>, 'children'> & {
  /** The id of the band's heading, which only screen readers see: the figures speak for themselves. */
  headingId: string
  heading: string
  stats: readonly Stat[]
}

/** A navy band of figures across the page, named by a visually hidden heading. */
function StatsBand({ headingId, heading, stats, className, ...props }: StatsBandProps) {
  return (
    <section
      aria-labelledby={headingId}
      className={cn('bg-navy py-10 text-white', className)}
      {...props}
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <h2 id={headingId} className="sr-only">
          {heading}
        </h2>
        <StatsBanner stats={stats} />
      </div>
    </section>
  )
}

export { StatsBand, StatsBanner }
