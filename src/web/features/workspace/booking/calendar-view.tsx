import { ChevronLeft, ChevronRight } from 'lucide-react'
import { useEffect, useId, useState } from 'react'
import { useSearchParams } from 'react-router'

import { Button } from '@/components/ui/button'
import { LoadState } from '@/components/ui/load-state'
import { workspaceCopy } from '@/content/workspace'
import { useApiData } from '@/hooks/use-api-data'
import { cn } from '@/lib/cn'
import { type AppointmentStatus, TELEHEALTH_LOCATION_ID } from '@shared/booking/booking'
import type { BookingSetup, StaffVisit } from '@shared/booking/staff-booking-wire'

import { type Answer, refusalMessage, workspaceRequest } from '../api/workspace-api'
import { useWorkspaceData } from '../use-workspace-data'
import { SelectField } from '../workspace-fields'
import { SETUP_PATH } from './api/availability-api'
import { calendarPath } from './api/calendar-api'
import {
  type CalendarView as View,
  dateIn,
  dayHeading,
  daysShown,
  parseCalendarDate,
  rangeHeading,
  rangeOf,
  stepDate,
  viewerTimeZone,
  visitsByDay,
  zoneNamesOver,
} from './calendar-time'
import { VisitCard } from './calendar-visit'

const copy = workspaceCopy.calendar

/** How often the clock is read again: "No-show" appears once a visit has begun. */
const CLOCK_MS = 60_000

type CalendarAnswer = { path: string; appointments: StaffVisit[] }

/**
 * Reads the calendar and notes which address the answer is for, so the visits of the week just
 * left are never shown under the heading of the next one while it loads.
 */
async function readCalendar(path: string): Promise<Answer<CalendarAnswer>> {
  const answer = await workspaceRequest<{ appointments: StaffVisit[] }>(path)
  return answer.ok ? { ok: true, data: { path, appointments: answer.data.appointments } } : answer
}

function useNow(): Date {
  const [now, setNow] = useState(() => new Date())
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), CLOCK_MS)
    return () => window.clearInterval(timer)
  }, [])
  return now
}

/**
 * The staff calendar (docs/architecture.md, Booking): one day or one week (Monday to Sunday) of
 * visits on the viewer's clock, all clinicians or one, all places or one (telehealth or a
 * clinic). The view, day, clinician and place are in the address, so a reload or a shared link
 * shows the same. The server filters by clinician; the place is filtered here, from the visits
 * already read, so choosing one asks nothing more of the server. `timeZone` is the viewer's own
 * unless a test pins one.
 */
export function CalendarView({ timeZone }: { timeZone?: string }) {
  const id = useId()
  const zone = timeZone ?? viewerTimeZone()
  const now = useNow()
  const [params, setParams] = useSearchParams()
  const today = dateIn(now, zone)
  const view: View = params.get('view') === 'week' ? 'week' : 'day'
  const date = parseCalendarDate(params.get('date')) ?? today
  const clinicianId = params.get('clinician') ?? ''
  const placeId = params.get('place') ?? ''
  const days = daysShown(view, date)
  const { from, to } = rangeOf(days, zone)
  const path = calendarPath(from, to, clinicianId)
  const calendar = useApiData<CalendarAnswer>(readCalendar, path)
  const setup = useWorkspaceData<BookingSetup>(SETUP_PATH)
  // Statuses changed here since the calendar was read, by visit id.
  const [changed, setChanged] = useState<Record<string, AppointmentStatus>>({})
  const [notice, setNotice] = useState('')

  function show(next: { view?: View; date?: string; clinician?: string; place?: string }) {
    const query = new URLSearchParams()
    const nextView = next.view ?? view
    const nextDate = next.date ?? date
    const nextClinician = next.clinician ?? clinicianId
    const nextPlace = next.place ?? placeId
    if (nextView === 'week') query.set('view', 'week')
    if (nextDate !== today) query.set('date', nextDate)
    if (nextClinician) query.set('clinician', nextClinician)
    if (nextPlace) query.set('place', nextPlace)
    const nextRange = rangeOf(daysShown(nextView, nextDate), zone)
    // A new read shows the server's statuses; what was changed here is in it. The same read
    // (another place, or Today on today) is not made again, so what was changed here stays.
    if (calendarPath(nextRange.from, nextRange.to, nextClinician) !== path) {
      setChanged({})
      setNotice('')
    }
    setParams(query)
  }

  const clinicians = setup.result.state === 'ready' ? setup.result.data.clinicians : []
  const clinics = setup.result.state === 'ready' ? setup.result.data.locations : []
  const names = zoneNamesOver(from, to, zone)
  const ready = calendar.result.state === 'ready' && calendar.result.data.path === path

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
        <div className="flex flex-wrap items-center gap-2">
          <div role="group" aria-label={copy.view} className="flex gap-1">
            {(['day', 'week'] as const).map((option) => (
              <Button
                key={option}
                type="button"
                variant={view === option ? 'default' : 'outline'}
                aria-pressed={view === option}
                onClick={() => show({ view: option })}
              >
                {copy[option]}
              </Button>
            ))}
          </div>
          <Button
            type="button"
            variant="outline"
            onClick={() => show({ date: stepDate(view, date, -1) })}
          >
            <ChevronLeft aria-hidden="true" />
            {copy.previous[view]}
          </Button>
          <Button type="button" variant="outline" onClick={() => show({ date: today })}>
            {copy.today}
          </Button>
          <Button
            type="button"
            variant="outline"
            onClick={() => show({ date: stepDate(view, date, 1) })}
          >
            {copy.next[view]}
            <ChevronRight aria-hidden="true" />
          </Button>
        </div>
        <div className="grid w-full grid-cols-1 gap-4 sm:grid-cols-2 lg:max-w-md">
          <SelectField
            id={`${id}-clinician`}
            label={copy.clinician}
            value={clinicianId}
            onChange={(value) => show({ clinician: value })}
            choices={[
              { value: '', label: copy.allClinicians },
              ...clinicians.map((clinician) => ({
                value: clinician.id,
                label: clinician.active ? clinician.name : copy.inactive(clinician.name),
              })),
              // A clinician from the address that /setup does not (yet) list stays chosen.
              ...(clinicianId && !clinicians.some((clinician) => clinician.id === clinicianId)
                ? [{ value: clinicianId, label: clinicianId }]
                : []),
            ]}
          />
          <SelectField
            id={`${id}-place`}
            label={copy.place}
            value={placeId}
            onChange={(value) => show({ place: value })}
            choices={[
              { value: '', label: copy.allPlaces },
              { value: TELEHEALTH_LOCATION_ID, label: copy.telehealth },
              ...clinics.map((clinic) => ({
                value: clinic.id,
                label: clinic.active ? clinic.name : copy.inactive(clinic.name),
              })),
              // A clinic from the address that /setup does not (yet) list stays chosen.
              ...(placeId &&
              placeId !== TELEHEALTH_LOCATION_ID &&
              !clinics.some((clinic) => clinic.id === placeId)
                ? [{ value: placeId, label: placeId }]
                : []),
            ]}
          />
        </div>
      </div>

      <div className="flex flex-col gap-1">
        <h2 aria-live="polite" className="text-xl font-bold text-navy">
          {rangeHeading(days)}
        </h2>
        <p className="text-sm text-muted-foreground">
          {names.length === 1
            ? copy.zone(names[0] ?? zone)
            : copy.zoneChange(names[0] ?? zone, names[1] ?? zone)}
        </p>
        {/* Always there, so what changed is announced (a live region added with its text may not be). */}
        <p role="status" className="text-sm font-medium text-navy">
          {notice}
        </p>
      </div>

      {calendar.result.state === 'failed' ? (
        <LoadState
          kind="failed"
          message={refusalMessage(calendar.result.body, workspaceCopy.loadFailed)}
          retryLabel={workspaceCopy.retry}
          onRetry={calendar.reload}
        />
      ) : !ready || calendar.result.state !== 'ready' ? (
        <p role="status">{workspaceCopy.loading}</p>
      ) : (
        <Days
          view={view}
          days={days}
          today={today}
          zone={zone}
          now={now}
          visits={calendar.result.data.appointments
            .filter((visit) => !placeId || visit.location.id === placeId)
            .map((visit) => ({ ...visit, status: changed[visit.id] ?? visit.status }))}
          onChanged={(visit, status, words) => {
            setChanged((before) => ({ ...before, [visit.id]: status }))
            setNotice(words)
          }}
        />
      )}
    </div>
  )
}

type OnChanged = (visit: StaffVisit, status: AppointmentStatus, words: string) => void

/**
 * The day's visits, or the week's as one list per day: seven columns from 1024 px, stacked
 * below, each day saying "No visits" when it has none.
 */
function Days({
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
          onChanged={(status, words) => onChanged(visit, status, words)}
        />
      ))}
    </ol>
  )
}
