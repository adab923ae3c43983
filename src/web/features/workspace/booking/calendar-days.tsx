import { workspaceCopy } from '@/content/workspace'
import { cn } from '@/lib/cn'
import type { StaffVisit } from '@shared/booking/staff-booking-wire'

import { type CalendarView as View, dayHeading, visitsByDay } from './calendar-time'
import { VisitCard } from './calendar-visit'

const copy = workspaceCopy.calendar

/** Says what was changed, in words ("Ann Lee, Tuesday, November 24, 9:00 AM – 9:30 AM: Attended."). */
type OnChanged = (words: string) => void

/**
 * The day's visits, or the week's as one list per day: seven columns from 1024 px, stacked
 * below, each day saying "No visits" when it has none.
 */
export function Days({
  view,
  days,
  today,
  zone,
  now,
  visits,
  onChanged,
}: {
  view: View
  days: string[]
  today: string
  zone: string
  now: Date
  visits: StaffVisit[]
  onChanged: OnChanged
}) {
  const byDay = visitsByDay(visits, days, zone)

  if (view === 'day') {
    const day = days[0] ?? today
    return (
      <VisitList
        visits={byDay.get(day) ?? []}
        zone={zone}
        now={now}
        headingLevel={3}
        compact={false}
        onChanged={onChanged}
      />
    )
  }

  return (
    <section aria-label={copy.days}>
      <ol className="grid grid-cols-1 gap-6 lg:grid-cols-7 lg:gap-2">
        {days.map((day) => {
          const dayVisits = byDay.get(day) ?? []
          const isToday = day === today
          return (
            <li
              key={day}
              data-day={day}
              className={cn(
                'flex min-w-0 flex-col gap-3 rounded-lg border p-3 lg:p-2',
                isToday ? 'border-teal bg-background' : 'border-border bg-mist',
              )}
            >
              <div className="flex flex-col">
                <h3 className="text-base font-bold text-navy">
                  {dayHeading(day)}
                  {isToday ? <span className="text-teal"> ({copy.todayBadge})</span> : null}
                </h3>
                <p className="text-sm text-muted-foreground">{copy.visitCount(dayVisits.length)}</p>
              </div>
              <VisitList
                visits={dayVisits}
                zone={zone}
                now={now}
                headingLevel={4}
                compact
                onChanged={onChanged}
              />
            </li>
          )
        })}
      </ol>
    </section>
  )
}

function VisitList({
  visits,
  zone,
  now,
  headingLevel,
  compact,
  onChanged,
}: {
  visits: StaffVisit[]
  zone: string
  now: Date
  headingLevel: 3 | 4
  /** In a column of the week grid: the actions stack at full width. */
  compact: boolean
  onChanged: OnChanged
}) {
  if (visits.length === 0) return <p className="text-sm text-muted-foreground">{copy.noVisits}</p>
  return (
    <ol className="flex flex-col gap-3">
      {visits.map((visit) => (
        <VisitCard
          key={visit.id}
          visit={visit}
          zone={zone}
          now={now}
          headingLevel={headingLevel}
          compact={compact}
          onChanged={onChanged}
        />
      ))}
    </ol>
  )
}
