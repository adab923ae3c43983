import type { User } from '@supabase/supabase-js'
import { useEffect, useRef, useState } from 'react'
import type * as React from 'react'
import { useSearchParams } from 'react-router'

import { Button } from '@/components/ui/button'
import { bookingCopy } from '@/content/booking'
import { useApiData } from '@/hooks/use-api-data'
import {
  type BookableSlot,
  type BookAnswer,
  type BookingOptions,
  bookingMessages,
  isTelehealthVisit,
  visitTypeLabels,
} from '@shared/booking/booking'

import { bookingRequest, isBookingOptions, OPTIONS_PATH } from './api/booking-api'
import { BookingConfirmation } from './booking-confirmation'
import { DetailsStep } from './details-step'
import { SlotPicker } from './slot-picker'
import { calendarDay } from './time-words'
import { useAttemptKey } from './use-attempt-key'
import {
  type BookingDetails,
  choiceFromLink,
  detailsFromUser,
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
// focus where it is. The first render is the same as the prerendered page's (the options are
// read after hydration), so the link's choice never makes hydration mismatch.

type Step = 'visit' | 'time' | 'details' | 'done'
const stepOrder = ['visit', 'time', 'details'] as const

export function BookingFlow({
  user,
  today,
  timeZone,
}: {
  /** The signed-in patient, or null for a guest (or while the session is read). */
  user: User | null
  /** The viewer's date, YYYY-MM-DD (tests pin it). */
  today?: string
  /** The IANA zone times are said in; the viewer's own unless a test pins one. */
  timeZone?: string
}) {
  const { result, reload } = useApiData<BookingOptions>(bookingRequest, OPTIONS_PATH)

  if (result.state === 'loading') return <p role="status">{bookingCopy.flow.loading}</p>
  if (result.state === 'failed' || !isBookingOptions(result.data)) {
    return (
      <div role="alert" className="flex flex-col items-start gap-3">
        <p>{bookingCopy.flow.loadFailed}</p>
        <Button variant="outline" onClick={reload}>
          {bookingCopy.retry}
        </Button>
      </div>
    )
  }
  return (
    <BookingSteps
      options={result.data}
      user={user}
      today={today ?? calendarDay(new Date(), timeZone)}
      timeZone={timeZone}
    />
  )
}

function BookingSteps({
  options,
  user,
  today,
  timeZone,
}: {
  options: BookingOptions
  user: User | null
  today: string
  timeZone: string | undefined
}) {
  const [searchParams] = useSearchParams()
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

  const effective: VisitChoice = {
    ...choice,
    state: stateChosen ? choice.state : profileState(user, options),
  }
  const details = typed ?? detailsFromUser(user)
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
        onNext={next}
      />
    )
  }

  return (
    // A long e-mail address or clinic name wraps anywhere rather than widen the page on a phone.
    <div className="flex flex-col gap-4 rounded-xl border border-border bg-background p-5 wrap-anywhere shadow-xs sm:p-8">
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

/** "Free consultation by phone · Texas": what the times are for. */
function choiceWords(choice: VisitChoice, options: BookingOptions): string {
  const where = isTelehealthVisit(choice.visit)
    ? options.states.find((state) => state.code === choice.state)?.name
    : options.locations.find((location) => location.id === choice.location)?.name
  return [visitTypeLabels[choice.visit], where].filter(Boolean).join(' · ')
}
