import { CheckCircle2, Mail } from 'lucide-react'
import type * as React from 'react'
import { Link } from 'react-router'

import { Button } from '@/components/ui/button'
import { VideoJoin } from '@/components/ui/video-join'
import { paths } from '@/config/paths'
import { bookingCopy } from '@/content/booking'
import type { BookAnswer } from '@shared/booking/booking'

import { AppointmentSummary } from './appointment-summary'
import { manageLink, ownAppointmentLink } from './manage-link'
import { visitWhen } from './time-words'
import type { BookingDetails } from './visit-choice'

// The end of /book (docs/architecture.md, Booking): the visit read back, what to bring, where
// the confirmation went, and the link to change it. The link carries the manage token in its
// fragment, which the browser never sends to a server, so it stays out of request logs. A
// booking staff made for someone from their request leads back to that request instead of to
// an account: the visit is the patient's, not the staff member's.

const copy = bookingCopy.done

export function BookingConfirmation({
  answer,
  details,
  signedIn,
  requestId,
  timeZone,
  headingRef,
}: {
  answer: BookAnswer
  details: BookingDetails
  signedIn: boolean
  /** The consultation request staff booked this from, or null for a patient's own booking. */
  requestId: string | null
  timeZone: string | undefined
  headingRef: React.RefObject<HTMLHeadingElement | null>
}) {
  const { appointment } = answer
  // Booked for an address not yet proven: the visit waits for the link mailed to it.
  const pending = appointment.status === 'pending'
  const prepare = [...copy.prepare.all, ...copy.prepare[appointment.visit]]
  const forSomeone = requestId !== null
  const ownAccount = signedIn && !forSomeone
  // Only the first answer carries the token (a retried confirmation's has none); a signed-in
  // patient's session opens the booking without it (a staff member's does not open theirs).
  const manageTo = answer.manageToken
    ? manageLink(appointment.id, answer.manageToken)
    : ownAccount
      ? ownAppointmentLink(appointment.id)
      : null
  const manageWords = forSomeone
    ? manageTo
      ? copy.behalfManageHint
      : copy.behalfManageByEmail
    : manageTo
      ? copy.manageHint
      : copy.manageByEmail
  return (
    <div className="flex flex-col gap-6" data-slot="booking-confirmation">
      <h2
        ref={headingRef}
        tabIndex={-1}
        className="flex items-center gap-3 text-2xl font-bold text-navy focus:outline-none"
      >
        {pending ? (
          <Mail aria-hidden="true" className="size-7 shrink-0 text-teal" />
        ) : (
          <CheckCircle2 aria-hidden="true" className="size-7 shrink-0 text-teal" />
        )}
        {pending ? copy.pendingHeading : copy.heading}
      </h2>
      <div className="rounded-lg border border-teal bg-mist p-4">
        <AppointmentSummary
          facts={appointment}
          timeZone={timeZone}
          booked={{ phone: details.phone }}
        />
      </div>
      {appointment.video && !pending ? (
        <VideoJoin
          href={appointment.video.url}
          opensAt={appointment.video.opensAt}
          closesAt={appointment.video.closesAt}
          label={bookingCopy.video.join}
          opensWords={bookingCopy.video.opens(visitWhen(appointment.video.opensAt, timeZone))}
        />
      ) : null}
      {pending ? (
        <div className="flex flex-col gap-2">
          <p className="font-semibold text-navy">
            {copy.pendingSent(
              details.email,
              visitWhen(appointment.confirmBy ?? appointment.start, timeZone),
            )}
          </p>
          <p>{copy.pendingWhy}</p>
        </div>
      ) : (
        <p>{copy.sent(details.email)}</p>
      )}

      <section aria-labelledby="booking-prepare-heading" className="flex flex-col gap-2">
        <h3 id="booking-prepare-heading" className="text-lg font-bold text-navy">
          {copy.prepareHeading}
        </h3>
        <ul className="flex list-disc flex-col gap-1 pl-5">
          {prepare.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </section>

      <div className="flex flex-col gap-2">
        <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
          {manageTo ? (
            <Button asChild variant="outline">
              <Link to={manageTo}>{copy.manage}</Link>
            </Button>
          ) : null}
          {requestId !== null ? (
            <Button asChild>
              <Link to={paths.adminRequest(requestId)}>{copy.backToRequest}</Link>
            </Button>
          ) : ownAccount ? (
            <Button asChild>
              <Link to={paths.account}>{copy.myCare}</Link>
            </Button>
          ) : null}
        </div>
        <p className="text-sm text-muted-foreground">{manageWords}</p>
      </div>

      {/* The invitation comes with the confirmation, once the link confirmed the visit. */}
      {!signedIn && !forSomeone && answer.invited && !pending ? (
        <div className="flex flex-col items-start gap-3 rounded-lg border border-border bg-background p-4">
          <p>{copy.invited}</p>
          <Button asChild>
            <Link to={`${paths.auth}?mode=signup`}>{copy.createAccount}</Link>
          </Button>
        </div>
      ) : null}
    </div>
  )
}
