import { useEffect } from 'react'
import { Link, useFetcher, useLocation } from 'react-router'

import { Button } from '@/components/ui/button'
import { LoadState } from '@/components/ui/load-state'
import { paths } from '@/config/paths'
import { bookingCopy } from '@/content/booking'
import { useHydrated } from '@/hooks/use-hydrated'
import { bookingMessages } from '@shared/booking/booking'

import { type AppointmentRef, refusalCode, type VisitRead, visitSearch } from './api/booking-api'
import { appointmentRefOf, confirmTokenOf } from './manage-link'
import { ManageView } from './manage-view'

// /book/manage (docs/architecture.md, Booking): one booking, named by the signed link's
// fragment (`#appointment=…&token=…`, which never reaches a server log) or, for a signed-in
// patient, by `?appointment=<id>` and their session. The URL is read only after hydration:
// the page is prerendered without it, and the first render must match.

const copy = bookingCopy.manage

export function ManageAppointment({
  signedIn,
  profileState,
  timeZone,
  now,
}: {
  /** Whether a patient is signed in; null while the session is read. */
  signedIn: boolean | null
  /** The signed-in patient's state, to ask a telehealth visit's new times with. */
  profileState?: string
  timeZone?: string
  /** Tests pin the clock the cut-off is checked against. */
  now?: Date
}) {
  const hydrated = useHydrated()
  const location = useLocation()
  if (!hydrated) return <LoadState kind="loading" message={copy.loading} />

  const ref = appointmentRefOf(location.hash, location.search)
  if (!ref) return <UnknownBooking />
  if (!ref.token) {
    if (signedIn === null) return <LoadState kind="loading" message={copy.loading} />
    if (!signedIn) {
      const back = `${location.pathname}${location.search}`
      return (
        <div className="flex flex-col items-start gap-3">
          <p>{copy.signIn}</p>
          <Button asChild>
            <Link to={`${paths.auth}?next=${encodeURIComponent(back)}`}>{copy.signInLink}</Link>
          </Button>
        </div>
      )
    }
  }
  return (
    <AppointmentLoader
      key={`${ref.id}:${ref.token ?? ''}`}
      appointmentRef={ref}
      confirmToken={ref.token ? confirmTokenOf(location.hash) : null}
      profileState={profileState ?? ''}
      timeZone={timeZone}
      now={now}
    />
  )
}

function AppointmentLoader({
  appointmentRef,
  confirmToken,
  profileState,
  timeZone,
  now,
}: {
  appointmentRef: AppointmentRef
  /** From the link mailed to confirm a pending visit: opening it confirms the visit. */
  confirmToken: string | null
  profileState: string
  timeZone: string | undefined
  now: Date | undefined
}) {
  // Read by /book/manage's loader through a fetcher (docs/decisions/036-app-pages-read-and-
  // change-through-the-router.md): the link's fragment never reaches a loader's request, so the
  // page hands the visit it names to the loader; after a change the router reads it again.
  const fetcher = useFetcher<VisitRead>()
  const { load } = fetcher
  const url = `${paths.bookManage}${visitSearch(appointmentRef, confirmToken)}`
  useEffect(() => {
    void load(url)
  }, [load, url])
  const result = fetcher.data?.visit
  const reload = () => void load(url)

  if (!result || (fetcher.state === 'loading' && !result.ok)) {
    return <LoadState kind="loading" message={confirmToken ? copy.confirming : copy.loading} />
  }
  if (!result.ok) {
    // Opened after its hold ended: the time is gone, and the patient books again.
    if (result.status === 409 && refusalCode(result.body) === 'hold_expired') {
      return (
        <div className="flex flex-col items-start gap-3">
          <p role="alert" className="font-semibold text-navy">
            {bookingMessages.holdExpired}
          </p>
          <Button asChild>
            <Link to={paths.book}>{copy.bookVisit}</Link>
          </Button>
        </div>
      )
    }
    // Not found, or not theirs: the server says the same for both, and so do we.
    if ([401, 403, 404].includes(result.status)) return <UnknownBooking />
    return (
      <LoadState
        kind="failed"
        message={copy.loadFailed}
        retryLabel={bookingCopy.retry}
        onRetry={reload}
      />
    )
  }
  const appointment = result.data?.appointment
  if (!appointment?.id) return <UnknownBooking />
  return (
    <ManageView
      appointment={appointment}
      appointmentRef={appointmentRef}
      profileState={profileState}
      timeZone={timeZone}
      now={now}
      news={confirmToken && appointment.status === 'booked' ? copy.confirmed : ''}
    />
  )
}

function UnknownBooking() {
  return (
    <div className="flex flex-col items-start gap-3">
      <p role="alert" className="font-semibold text-navy">
        {bookingMessages.unknownAppointment}
      </p>
      <p>
        <a
          href={bookingCopy.callHref}
          className="font-semibold whitespace-nowrap text-teal underline underline-offset-4"
        >
          {bookingCopy.callUs}
        </a>
      </p>
      <Button asChild variant="outline">
        <Link to={paths.book}>{copy.bookVisit}</Link>
      </Button>
    </div>
  )
}
