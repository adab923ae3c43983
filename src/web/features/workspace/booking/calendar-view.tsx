import { ChevronLeft, ChevronRight } from 'lucide-react'
import { useEffect, useId, useRef, useState } from 'react'
import { useLocation, useNavigation, useSearchParams } from 'react-router'

import { Button } from '@/components/ui/button'
import { workspaceCopy } from '@/content/workspace'
import { TELEHEALTH_LOCATION_ID } from '@shared/booking/booking'

import { SelectField } from '../workspace-fields'
import { CalendarDialog, type Open } from './calendar-dialog'
import { namesOf, TimeGrid } from './calendar-grid-view'
import { type CalendarData, calendarShownOf, readsOtherVisits } from './calendar-shown'
import { type CalendarView as View, rangeHeading, stepDate, zoneNamesOver } from './calendar-time'

const copy = workspaceCopy.calendar

/** How often the clock is read again: "Attended" and "No-show" appear once a visit has begun. */
const CLOCK_MS = 60_000

/** A location as a URL; only its path and query matter, so any origin does. */
function addressOf({ pathname, search }: { pathname: string; search: string }): URL {
  return new URL(pathname + search, 'http://localhost')
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
 * visits and free times as a time grid on the clinic's clock, all clinicians or one, all places
 * or one (telehealth or a clinic). The view, day, clinician and place are in the address
 * (./calendar-shown.ts); the route's loader read the visits and free times for them, and its
 * action books a patient into a free time, moves, marks or cancels a visit
 * (app/routes/admin-calendar.tsx), after which the router reads the calendar again.
 */
export function CalendarView({ calendar }: { calendar: CalendarData }) {
  const id = useId()
  const { zone, today } = calendar
  const now = useNow()
  const [params, setParams] = useSearchParams()
  const location = useLocation()
  const navigation = useNavigation()
  const here = addressOf(location)
  const going = navigation.location?.pathname === location.pathname ? navigation.location : null
  const there = going ? addressOf(going) : here
  // The days drawn are those read; the buttons and filters already show the address being gone
  // to, so a choice made while it is read is not undone, nor lost by the next one.
  const shown = calendarShownOf(params, today, zone)
  const { view, date, clinicianId, placeId } = calendarShownOf(there.searchParams, today, zone)
  // What was changed here, said politely until other visits are read.
  const [notice, setNotice] = useState('')
  // The visit, free time or move a dialog is open on; and the heading the keyboard goes back to
  // when what opened it is gone (a free time just booked).
  const [open, setOpen] = useState<Open | null>(null)
  const headingRef = useRef<HTMLHeadingElement>(null)

  function show(next: { view?: View; date?: string; clinician?: string; place?: string }) {
    const query = new URLSearchParams()
    const nextDate = next.date ?? date
    if ((next.view ?? view) === 'week') query.set('view', 'week')
    if (nextDate !== today) query.set('date', nextDate)
    if (next.clinician ?? clinicianId) query.set('clinician', next.clinician ?? clinicianId)
    if (next.place ?? placeId) query.set('place', next.place ?? placeId)
    // The same address (Today on today) is not read again.
    if (query.toString() === there.searchParams.toString()) return
    const nextUrl = addressOf({ pathname: location.pathname, search: `?${query.toString()}` })
    if (readsOtherVisits(here, nextUrl)) setNotice('')
    setParams(query)
  }

  // Other visits are being read: the ones shown are not theirs (another place is the same read).
  const reading = going !== null && readsOtherVisits(here, there)
  const clinicians = calendar.setup?.clinicians ?? []
  const clinics = calendar.setup?.locations ?? []
  const shownVisits = calendar.appointments.filter(
    (visit) => !shown.placeId || visit.location.id === shown.placeId,
  )
  const zoneNames = zoneNamesOver(shown.from, shown.to, zone)
  const names = namesOf(clinicians, clinics)

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
        <h2
          ref={headingRef}
          tabIndex={-1}
          aria-live="polite"
          className="text-xl font-bold text-navy focus:outline-none"
        >
          {rangeHeading(shown.days)}
        </h2>
        <p className="text-sm text-muted-foreground">
          {zoneNames.length === 1
            ? copy.zone(zoneNames[0] ?? zone)
            : copy.zoneChange(zoneNames[0] ?? zone, zoneNames[1] ?? zone)}
        </p>
        {/* Always there, so what changed is announced (a live region added with its text may not be). */}
        <p role="status" className="text-sm font-medium text-navy">
          {notice}
        </p>
      </div>

      {reading ? (
        <p role="status">{workspaceCopy.loading}</p>
      ) : (
        <>
          {shownVisits.length === 0 ? (
            <p className="font-semibold text-navy">{copy.noVisits}</p>
          ) : null}
          <TimeGrid
            view={shown.view}
            days={shown.days}
            today={today}
            zone={zone}
            visits={shownVisits}
            free={calendar.free.filter(
              (slot) =>
                !shown.placeId || (slot.locationId ?? TELEHEALTH_LOCATION_ID) === shown.placeId,
            )}
            clinicians={clinicians.map((clinician) => clinician.id)}
            names={names}
            onOpenVisit={(visit) => setOpen({ kind: 'visit', id: visit.id })}
            onBook={(slot) => setOpen({ kind: 'book', slot })}
          />
        </>
      )}
      <CalendarDialog
        open={open}
        calendar={calendar}
        zone={zone}
        now={now}
        names={names}
        headingRef={headingRef}
        onOpen={setOpen}
        onChanged={setNotice}
      />
    </div>
  )
}
