import { workspaceCopy } from '@/content/workspace'
import { cn } from '@/lib/cn'
import type { AppointmentStatus } from '@shared/booking/booking'
import type {
  CalendarFreeSlot,
  SetupClinician,
  SetupLocation,
  StaffVisit,
} from '@shared/booking/staff-booking-wire'

import { cellKey, layoutGrid, rowLabel } from './calendar-grid'
import { type CalendarView as View, dayHeading, timeOfDay, timeRange } from './calendar-time'

const copy = workspaceCopy.calendar

const statusLook: Record<AppointmentStatus, string> = {
  pending: 'border-dashed border-navy bg-background',
  booked: 'border-navy bg-mist',
  fulfilled: 'border-teal bg-background',
  noshow: 'border-destructive bg-background',
  cancelled: 'border-dashed border-input bg-background text-muted-foreground line-through',
}

/** Names a clinician and a place, for the accessible names of the grid's buttons. */
export type Names = {
  clinician: (id: string) => string
  place: (locationId: string | null) => string
}

export function namesOf(clinicians: SetupClinician[], clinics: SetupLocation[]): Names {
  return {
    clinician: (id) => clinicians.find((clinician) => clinician.id === id)?.name ?? id,
    place: (locationId) =>
      locationId === null
        ? copy.telehealth
        : (clinics.find((clinic) => clinic.id === locationId)?.name ?? locationId),
  }
}

/** "Tuesday, November 24, 9:00 AM – 9:30 AM": a visit's or a free time's day and times. */
export function whenOf(item: { start: string; end: string }, day: string, zone: string): string {
  return `${dayHeading(day)}, ${timeRange(item.start, item.end, zone)}`
}

/**
 * The time grid (docs/architecture.md, Booking): half-hour rows on the clinic's clock; a column
 * per day (week) or per clinician (day, when more than one). Each visit and each free time is a
 * button named with its day, time and who; a visit opens its details and actions, a free time
 * the booking dialog. On a phone the grid scrolls sideways inside its own frame, the times kept
 * in view; the page itself never does.
 */
export function TimeGrid({
  view,
  days,
  today,
  zone,
  visits,
  free,
  clinicians,
  names,
  onOpenVisit,
  onBook,
}: {
  view: View
  days: string[]
  today: string
  zone: string
  visits: StaffVisit[]
  free: CalendarFreeSlot[]
  clinicians: string[]
  names: Names
  onOpenVisit: (visit: StaffVisit) => void
  onBook: (slot: CalendarFreeSlot) => void
}) {
  const grid = layoutGrid({ view, days, zone, visits, free, clinicians })
  const showWho =
    grid.columns[0]?.clinicianId == null && new Set(free.map((s) => s.clinicianId)).size > 1

  return (
    <div
      role="region"
      aria-label={copy.grid}
      // `time-grid` names the frame that may scroll sideways (e2e/public-workspace.spec.ts).
      className="time-grid max-h-[75vh] overflow-auto rounded-lg border border-border"
    >
      <table
        className={cn(
          'w-full border-separate border-spacing-0 text-sm',
          grid.columns.length > 2 ? 'min-w-[52rem]' : 'min-w-[20rem]',
        )}
      >
        <thead>
          <tr>
            <th
              scope="col"
              className="sticky top-0 left-0 z-20 w-20 border-b border-border bg-background p-2 text-left font-semibold text-navy"
            >
              {copy.time}
            </th>
            {grid.columns.map((column) => (
              <th
                key={column.key}
                scope="col"
                data-column={column.key}
                className={cn(
                  'sticky top-0 z-10 border-b border-l border-border p-2 text-left font-semibold text-navy',
                  column.day === today && column.clinicianId === null ? 'bg-mist' : 'bg-background',
                )}
              >
                {column.clinicianId === null
                  ? dayHeading(column.day)
                  : names.clinician(column.clinicianId)}
                {column.day === today && column.clinicianId === null ? (
                  <span className="block text-xs font-normal text-teal">{copy.todayBadge}</span>
                ) : null}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {grid.rows.map((minute, row) => (
            <tr key={minute}>
              <th
                scope="row"
                className="sticky left-0 z-10 border-b border-border bg-background p-2 text-left align-top font-normal whitespace-nowrap text-muted-foreground"
              >
                {rowLabel(minute)}
              </th>
              {grid.columns.map((column) => {
                const cell = grid.cells.get(cellKey(column.key, row))
                return (
                  <td
                    key={column.key}
                    className="min-w-28 border-b border-l border-border p-1 align-top"
                  >
                    <div className="flex flex-col gap-1">
                      {cell?.visits.map((visit) => {
                        const who = `${visit.patient.firstName} ${visit.patient.lastName}`
                        const kind = copy.visitKinds[visit.visit]
                        return (
                          <button
                            key={visit.id}
                            type="button"
                            data-visit={visit.id}
                            data-status={visit.status}
                            aria-label={copy.visitName(
                              who,
                              kind,
                              copy.statuses[visit.status],
                              whenOf(visit, column.day, zone),
                              visit.clinician.name,
                            )}
                            onClick={() => onOpenVisit(visit)}
                            className={cn(
                              'flex min-h-11 w-full flex-col rounded-md border-l-4 p-1.5 text-left wrap-anywhere text-navy focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
                              statusLook[visit.status],
                            )}
                          >
                            <span className="font-semibold">{who}</span>
                            <span className="text-xs">
                              {timeOfDay(visit.start, zone)} · {kind} ·{' '}
                              {copy.statuses[visit.status]}
                            </span>
                          </button>
                        )
                      })}
                      {cell?.free.map((slot) => (
                        <button
                          key={slot.id}
                          type="button"
                          data-free={slot.id}
                          aria-label={copy.freeName(
                            whenOf(slot, column.day, zone),
                            names.clinician(slot.clinicianId),
                            names.place(slot.locationId),
                          )}
                          onClick={() => onBook(slot)}
                          className="min-h-11 w-full rounded-md border border-dashed border-teal p-1.5 text-left text-xs text-teal hover:bg-mist focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                        >
                          {copy.free} {timeOfDay(slot.start, zone)}
                          {showWho ? (
                            <span className="block wrap-anywhere text-navy">
                              {names.clinician(slot.clinicianId)}
                            </span>
                          ) : null}
                        </button>
                      ))}
                    </div>
                  </td>
                )
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
