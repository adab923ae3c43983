import { useEffect, useRef, useState } from 'react'
import { Link, useFetcher } from 'react-router'

import { Button } from '@/components/ui/button'
import { VideoJoin } from '@/components/ui/video-join'
import { paths } from '@/config/paths'
import { bookingCopy } from '@/content/booking'
import type { Answer } from '@/lib/api-request'
import {
  BOOKING_LIMITS,
  type BookingOptions,
  bookingMessages,
  type PatientAppointment,
} from '@shared/booking/booking'
import { SERVED_STATES } from '@shared/clinic'

import { type AppointmentRef, isBookingOptions } from './api/booking-api'
import { AppointmentSummary } from './appointment-summary'
import { CancelDialog } from './cancel-dialog'
import { type MoveRefusal, ReschedulePanel } from './reschedule-panel'
import { calendarDay, dayHeading, visitWhen } from './time-words'

// One booking on /book/manage (docs/architecture.md, Booking): the visit and its status; while
// it may still be changed online, Reschedule and Cancel visit (confirmed in a dialog); after the
// cut-off, why not and the phone number. After a change the router reads the visit again
// (manage-appointment.tsx), and focus goes back to the visit's heading with the news said in its status line.

const copy = bookingCopy.manage

export function ManageView({
  appointment,
  appointmentRef,
  profileState,
  timeZone,
  now,
  news = '',
}: {
  appointment: PatientAppointment
  appointmentRef: AppointmentRef
  profileState: string
  timeZone: string | undefined
  now: Date | undefined
  /** What just happened, said in the status line (the visit confirmed by its link). */
  news?: string
}) {
  // The options of /book's loader, for the cut-off and the states served; until they are read,
  // or when they cannot be, the shared defaults stand.
  const options = useFetcher<{ options?: Answer<BookingOptions> }>()
  const { load } = options
  useEffect(() => {
    void load(paths.book)
  }, [load])
  const read = options.data?.options
  const served = read?.ok && isBookingOptions(read.data) ? read.data : undefined
  const cutoffHours = served?.cutoffHours ?? BOOKING_LIMITS.defaultCutoffHours
  const states = served?.states ?? SERVED_STATES
  const [rescheduling, setRescheduling] = useState(false)
  const [refused, setRefused] = useState<MoveRefusal | null>(null)
  const [notice, setNotice] = useState(news)
  const [cancelOpen, setCancelOpen] = useState(false)
  const headingRef = useRef<HTMLHeadingElement>(null)
  const [checkedAt] = useState(() => now ?? new Date())

  // The server said no more changes (past the cut-off, or no longer booked): its word stands.
  const changeable =
    appointment.status === 'booked' &&
    refused === null &&
    appointment.changeableUntil !== null &&
    Date.parse(appointment.changeableUntil) > checkedAt.getTime()

  // The visit shown is what the server now holds: the router read it again after the change.
  function settled(news: string) {
    setRescheduling(false)
    setNotice(news)
    headingRef.current?.focus()
  }

  function refuse(refusal: MoveRefusal) {
    setRefused(refusal)
    setRescheduling(false)
    headingRef.current?.focus()
  }

  return (
    // A long clinic name or address wraps anywhere rather than widen the page on a phone.
    <div className="flex flex-col gap-6 wrap-anywhere">
      <section
        aria-labelledby="manage-heading"
        className="flex flex-col gap-5 rounded-xl border border-border bg-background p-5 shadow-xs sm:p-6"
      >
        <div className="flex flex-col gap-2">
          <h2
            id="manage-heading"
            ref={headingRef}
            tabIndex={-1}
            className="text-2xl font-bold text-navy focus:outline-none"
          >
            {copy.heading}
          </h2>
          {/* Always there (empty until something changed), so its news is heard. */}
          <div role="status" className="font-semibold text-navy">
            {notice ? <p>{notice}</p> : null}
          </div>
        </div>
        <AppointmentSummary facts={appointment} timeZone={timeZone} />
        {appointment.video && appointment.status === 'booked' ? (
          <VideoJoin
            href={appointment.video.url}
            opensAt={appointment.video.opensAt}
            closesAt={appointment.video.closesAt}
            label={bookingCopy.video.join}
            opensWords={bookingCopy.video.opens(visitWhen(appointment.video.opensAt, timeZone))}
          />
        ) : null}
        <StatusWords
          appointment={appointment}
          changeable={changeable}
          refusal={refused}
          cutoffHours={cutoffHours}
          timeZone={timeZone}
        />
        {changeable && !rescheduling ? (
          <div className="flex flex-col gap-3 sm:flex-row">
            <Button onClick={() => setRescheduling(true)}>{copy.reschedule}</Button>
            <Button variant="outline" onClick={() => setCancelOpen(true)}>
              {copy.cancel}
            </Button>
          </div>
        ) : null}
      </section>

      {/* Open only from Reschedule, shown while the visit is changeable. It stays mounted until
          its move is answered: a move into the cut-off window makes the visit read again
          unchangeable before the panel hears that it moved. */}
      {rescheduling ? (
        <ReschedulePanel
          appointment={appointment}
          appointmentRef={appointmentRef}
          states={states}
          initialState={
            [stateOf(appointment), profileState].find((code) =>
              states.some((state) => state.code === code),
            ) ?? ''
          }
          today={calendarDay(checkedAt, timeZone)}
          timeZone={timeZone}
          onMoved={() => settled(copy.moved)}
          onRefused={refuse}
          onClose={() => {
            setRescheduling(false)
            headingRef.current?.focus()
          }}
        />
      ) : null}

      <CancelDialog
        open={cancelOpen}
        onOpenChange={setCancelOpen}
        appointmentRef={appointmentRef}
        onCancelled={() => setNotice(copy.cancelDone)}
        onRefused={setRefused}
        returnFocus={() => headingRef.current}
      />
    </div>
  )
}

/**
 * The server may name the patient's state on a telehealth booking (it keeps it to check the
 * license); until then the profile's, or the patient's own choice, stands.
 */
function stateOf(appointment: PatientAppointment): string {
  return appointment.state ?? ''
}

function StatusWords({
  appointment,
  changeable,
  refusal,
  cutoffHours,
  timeZone,
}: {
  appointment: PatientAppointment
  changeable: boolean
  refusal: MoveRefusal | null
  cutoffHours: number
  timeZone: string | undefined
}) {
  const callUs = (
    <a
      href={bookingCopy.callHref}
      className="font-semibold whitespace-nowrap text-teal underline underline-offset-4"
    >
      {bookingCopy.callUs}
    </a>
  )
  const bookAgain = (
    <Button asChild variant="outline" className="self-start">
      <Link to={paths.book}>{copy.bookAgain}</Link>
    </Button>
  )
  if (appointment.status === 'pending') {
    return (
      <p className="font-semibold text-navy">
        {copy.confirmUntil(visitWhen(appointment.confirmBy ?? appointment.start, timeZone))}
      </p>
    )
  }
  if (appointment.status === 'cancelled') {
    return (
      <div className="flex flex-col gap-3">
        <p className="font-semibold text-navy">
          {appointment.cancelledAt
            ? copy.cancelledOn(dayHeading(appointment.cancelledAt, timeZone))
            : copy.cancelled}
        </p>
        {bookAgain}
      </div>
    )
  }
  if (appointment.status === 'fulfilled' || appointment.status === 'noshow') {
    return (
      <div className="flex flex-col gap-3">
        <p>{copy[appointment.status]}</p>
        {bookAgain}
      </div>
    )
  }
  if (changeable && appointment.changeableUntil) {
    return <p>{copy.changeUntil(visitWhen(appointment.changeableUntil, timeZone))}</p>
  }
  // Past the cut-off: the server's own words when it just refused, else the shared sentence.
  const message =
    refusal && refusal.code !== 'past_cutoff'
      ? refusal.message
      : bookingMessages.pastCutoff(cutoffHours)
  return (
    <div role={refusal ? 'alert' : undefined} className="flex flex-col gap-2">
      <p className="font-semibold text-navy">{message}</p>
      <p>{callUs}</p>
    </div>
  )
}
