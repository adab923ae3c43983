import type { User } from '@supabase/supabase-js'
import { useEffect, useRef, useState } from 'react'
import type * as React from 'react'
import { useLocation, useSearchParams } from 'react-router'

import { Button } from '@/components/ui/button'
import { LoadState } from '@/components/ui/load-state'
import { bookingCopy } from '@/content/booking'
import { useAttemptKey } from '@/hooks/use-attempt-key'
import type { Answer } from '@/lib/api-request'
import {
  type BookableSlot,
  type BookAnswer,
  type BookingOptions,
  bookingMessages,
  isTelehealthVisit,
  visitTypeLabels,
} from '@shared/booking/booking'
import type { PatientProfile } from '@shared/patient-profile'

import { isBookingOptions } from './api/booking-api'
import { BookingConfirmation } from './booking-confirmation'
import { DetailsStep } from './details-step'
import { SlotPicker } from './slot-picker'
import { calendarDay } from './time-words'
import {
  type BehalfOf,
  behalfOfFrom,
  type BookingDetails,
  choiceFromLink,
  detailsFromProfile,
  knownProfile,
  profileState,
  slotQuery,
  type VisitChoice,
} from './visit-choice'
import { type VisitProblem, VisitStep } from './visit-step'

// /book (docs/architecture.md, Booking): from "Book Now" to a free time in two taps. Step 1
// chooses the kind of visit and the state or clinic (phone is preselected: it is the free
// consultation; a link's `?visit=&state=` fills it in and opens on the times), step 2 the
// time, step 3 the patient's details, then the confirmation. Focus follows what the patient
// did: to the new step's heading, or to what went wrong; a page that merely loads leaves
// focus where it is. The options come from /book's loader, run in the browser (the prerendered
// page is its HydrateFallback), so the link's choice never makes hydration mismatch.
//
// Staff book for someone from their consultation request: the request page's link passes who
// in the navigation state (`behalfOf`, never the URL: it is personal data). Their details then
// stand in for the signed-in staff member's, a notice says whose booking it is, and the
// confirmation leads back to the request. The server knows staff by the session and records
// who booked.

type Step = 'visit' | 'time' | 'details' | 'done'
const stepOrder = ['visit', 'time', 'details'] as const

export function BookingFlow({
  read,
  reading,
  onRetry,
  user,
  profile = null,
  today,
  timeZone,
}: {
  /** The booking options, as /book's loader read them (app/routes/book.tsx). */
  read: Answer<BookingOptions>
  /** They are being read again (after Try again). */
  reading: boolean
  onRetry: () => void
  /** The signed-in patient, or null for a guest (or while the session is read). */
  user: User | null
  /** Their profile as /book's loader read it (null for a guest, or when it could not be read). */
  profile?: PatientProfile | null
  /** The viewer's date, YYYY-MM-DD (tests pin it). */
  today?: string
  /** The IANA zone times are said in; the viewer's own unless a test pins one. */
  timeZone?: string
}) {
  if (reading) return <LoadState kind="loading" message={bookingCopy.flow.loading} />
  if (!read.ok || !isBookingOptions(read.data)) {
    return (
      <LoadState
        kind="failed"
        message={bookingCopy.flow.loadFailed}
        retryLabel={bookingCopy.retry}
        onRetry={onRetry}
      />
    )
  }
  return (
    <BookingSteps
      options={read.data}
      user={user}
      profileRead={profile}
      today={today ?? calendarDay(new Date(), timeZone)}
      timeZone={timeZone}
    />
  )
}

function BookingSteps({
  options,
  user,
  profileRead,
  today,
  timeZone,
}: {
  options: BookingOptions
  user: User | null
  profileRead: PatientProfile | null
  today: string
  timeZone: string | undefined
}) {
  const [searchParams] = useSearchParams()
  const behalfOf = behalfOfFrom(useLocation().state)
  const [initial] = useState(() => choiceFromLink(searchParams, options))
  const [step, setStep] = useState<Step>(initial.complete ? 'time' : 'visit')
  const [choice, setChoice] = useState<VisitChoice>(initial.choice)
  // Until the patient picks a state, the one in their profile (if booking offers it) stands.
  const [stateChosen, setStateChosen] = useState(initial.choice.state !== '')
  const [problem, setProblem] = useState<VisitProblem | null>(null)
  const [slot, setSlot] = useState<BookableSlot | null>(null)
  const [typed, setTyped] = useState<BookingDetails | null>(null)
  const [booked, setBooked] = useState<{ answer: BookAnswer; details: BookingDetails } | null>(null)
  const [focusRound, setFocusRound] = useState(0)
  const headingRef = useRef<HTMLHeadingElement>(null)
  const attemptKey = useAttemptKey()

  // Booking for someone else, the staff member's own profile says nothing about them.
  const profile = behalfOf ? null : knownProfile(user, profileRead)
  const effective: VisitChoice = {
    ...choice,
    state: stateChosen ? choice.state : profileState(profile, options),
  }
  const details = typed ?? (behalfOf ? detailsOf(behalfOf) : detailsFromProfile(user, profile))
  const query = slotQuery(effective)

  useEffect(() => {
    if (focusRound > 0) headingRef.current?.focus()
  }, [focusRound])

  function go(next: Step) {
    setStep(next)
    setFocusRound((round) => round + 1)
  }

  function change(update: Partial<VisitChoice>) {
    if (update.state !== undefined) setStateChosen(true)
    setChoice((current) => ({ ...current, ...update }))
    setProblem(null)
  }

  /** A state pressed in step 1: its times at once (the kind of visit is already chosen). */
  function chooseState(state: string) {
    change({ state })
    go('time')
  }

  function next(): VisitProblem | null {
    if (query) {
      go('time')
      return null
    }
    const missing: VisitProblem = isTelehealthVisit(effective.visit)
      ? { field: 'state', message: bookingMessages.state }
      : { field: 'location', message: bookingCopy.visit.clinicMissing }
    setProblem(missing)
    return missing
  }

  const index = stepOrder.findIndex((candidate) => candidate === step)
  const titles = [bookingCopy.visit.heading, bookingCopy.times.heading, bookingCopy.details.heading]

  let body: React.ReactNode
  if (booked) {
    body = (
      <BookingConfirmation
        answer={booked.answer}
        details={booked.details}
        signedIn={user !== null}
        requestId={behalfOf?.requestId ?? null}
        timeZone={timeZone}
        headingRef={headingRef}
      />
    )
  } else if (step === 'details' && slot) {
    body = (
      <DetailsStep
        slot={slot}
        visit={effective.visit}
        state={effective.state}
        cutoffHours={options.cutoffHours}
        details={details}
        timeZone={timeZone}
        headingRef={headingRef}
        attemptKey={attemptKey}
        onDetails={setTyped}
        onChangeTime={() => go('time')}
        onChooseSlot={(next) => {
          setSlot(next)
          setFocusRound((round) => round + 1)
        }}
        onBooked={(answer, sent) => {
          setBooked({ answer, details: sent })
          go('done')
        }}
      />
    )
  } else if (step !== 'visit' && query) {
    body = (
      <div className="flex flex-col gap-6">
        <div className="flex flex-col gap-2">
          <h2
            ref={headingRef}
            tabIndex={-1}
            className="text-2xl font-bold text-navy focus:outline-none"
          >
            {bookingCopy.times.heading}
          </h2>
          <p className="text-muted-foreground">{choiceWords(effective, options)}</p>
        </div>
        <SlotPicker
          key={JSON.stringify(query)}
          query={query}
          today={today}
          timeZone={timeZone}
          chosen={slot?.id}
          onChoose={(chosen) => {
            setSlot(chosen)
            go('details')
          }}
        />
        <Button variant="outline" className="self-start" onClick={() => go('visit')}>
          {bookingCopy.times.change}
        </Button>
      </div>
    )
  } else {
    body = (
      <VisitStep
        options={options}
        choice={effective}
        problem={problem}
        headingRef={headingRef}
        onChange={change}
        onChooseState={chooseState}
        onNext={next}
      />
    )
  }

  return (
    // A long e-mail address or clinic name wraps anywhere rather than widen the page on a phone.
    <div className="flex flex-col gap-4 rounded-xl border border-border bg-background p-5 wrap-anywhere shadow-xs sm:p-8">
      {behalfOf && !booked ? (
        <p
          data-slot="booking-behalf-of"
          className="rounded-md border-l-4 border-teal bg-mist p-3 text-sm font-medium text-navy"
        >
          {bookingCopy.flow.behalfOf(behalfOf.firstName, behalfOf.lastName)}
        </p>
      ) : null}
      {booked || index < 0 ? null : (
        <div className="flex flex-col gap-2">
          <p id="booking-progress-label" className="text-sm font-semibold text-navy">
            {bookingCopy.flow.progress(index + 1, stepOrder.length, titles[index] ?? '')}
          </p>
          <progress
            aria-labelledby="booking-progress-label"
            max={stepOrder.length}
            value={index + 1}
            className="h-2 w-full appearance-none overflow-hidden rounded-full border-0 bg-mist [&::-moz-progress-bar]:bg-teal [&::-webkit-progress-bar]:bg-mist [&::-webkit-progress-value]:bg-teal"
          />
        </div>
      )}
      {body}
    </div>
  )
}

/** The details a booking for someone else starts from: those of their request. */
function detailsOf({ firstName, lastName, email, phone }: BehalfOf): BookingDetails {
  return { firstName, lastName, email, phone }
}

/** "Free consultation by phone · Texas": what the times are for. */
function choiceWords(choice: VisitChoice, options: BookingOptions): string {
  const where = isTelehealthVisit(choice.visit)
    ? options.states.find((state) => state.code === choice.state)?.name
    : options.locations.find((location) => location.id === choice.location)?.name
  return [visitTypeLabels[choice.visit], where].filter(Boolean).join(' · ')
}
