import { useEffect, useId, useRef, useState } from 'react'

import { Button } from '@/components/ui/button'
import { FormAlert } from '@/components/ui/form-alert'
import { bookingCopy } from '@/content/booking'
import { useAttemptKey } from '@/hooks/use-attempt-key'
import { useChange } from '@/hooks/use-change'
import { type Answer, refusalMessage } from '@/lib/api-request'
import { NO_ANSWER } from '@/lib/change-action'
import {
  type BookableSlot,
  isTelehealthVisit,
  type PatientAppointment,
  type SlotTakenAnswer,
} from '@shared/booking/booking'

import {
  type AppointmentRef,
  type ManageChange,
  refusalCode,
  type SlotQuery,
  slotTaken,
} from './api/booking-api'
import { ChoiceSelect } from './choice-select'
import { SlotList } from './slot-list'
import { SlotPicker } from './slot-picker'
import { visitWhen } from './time-words'

// Moving a booked visit (docs/architecture.md, Booking): the free times of the same kind of
// visit — the same clinic, or telehealth for the state the patient lives in — then "Move your
// visit?" to confirm, sent through /book/manage's action (docs/decisions/036-app-pages-read-and-
// change-through-the-router.md). Each confirmation is an attempt with its own idempotency key,
// reused only when the same move is sent again after the network failed. A time taken meanwhile
// is said with the next free times in place.

const copy = bookingCopy.manage

export type MoveRefusal = { message: string; code: string | undefined }

export function ReschedulePanel({
  appointment,
  appointmentRef,
  states,
  initialState,
  today,
  timeZone,
  onMoved,
  onRefused,
  onClose,
}: {
  appointment: PatientAppointment
  appointmentRef: AppointmentRef
  /** The states booking serves, for a telehealth visit's times. */
  states: readonly { code: string; name: string }[]
  /** The state the patient lives in, when known. */
  initialState: string
  /** The viewer's date, YYYY-MM-DD: the first day asked for. */
  today: string
  timeZone: string | undefined
  /** Moved; the router has read the visit again. */
  onMoved: () => void
  /** The server will not move it (past the cut-off, or no longer booked). */
  onRefused: (refusal: MoveRefusal) => void
  onClose: () => void
}) {
  const id = useId()
  const telehealth = isTelehealthVisit(appointment.visit)
  const [state, setState] = useState(initialState)
  const [pending, setPending] = useState<BookableSlot | null>(null)
  const [taken, setTaken] = useState<SlotTakenAnswer | null>(null)
  const [error, setError] = useState<string | undefined>()
  const [focus, setFocus] = useState<{ target: 'heading' | 'taken'; round: number }>({
    target: 'heading',
    round: 0,
  })
  const headingRef = useRef<HTMLHeadingElement>(null)
  const takenRef = useRef<HTMLDivElement>(null)
  const attemptKey = useAttemptKey()
  const moving = useChange<{ appointment: PatientAppointment }>({ onAnswer: answered })

  // The panel opens on the patient's click, so its heading takes focus at once; later, focus
  // follows each step of the move.
  useEffect(() => {
    ;(focus.target === 'heading' ? headingRef : takenRef).current?.focus()
  }, [focus])

  const moveFocus = (target: 'heading' | 'taken') =>
    setFocus((previous) => ({ target, round: previous.round + 1 }))

  const query: SlotQuery | null = telehealth
    ? state
      ? { visit: appointment.visit as 'phone' | 'video', state }
      : null
    : { visit: 'clinic', location: appointment.location.id }

  function choose(slot: BookableSlot) {
    setPending(slot)
    setTaken(null)
    setError(undefined)
    moveFocus('heading')
  }

  function move(slot: BookableSlot) {
    if (moving.busy) return
    setError(undefined)
    const request = { appointment: appointment.id, slot: slot.id }
    const change: ManageChange = {
      intent: 'reschedule',
      ref: appointmentRef,
      slot: slot.id,
      idempotencyKey: attemptKey.keyFor(request),
    }
    moving.submit(change)
  }

  function answered(answer: Answer<{ appointment: PatientAppointment }>) {
    if (!answer.ok && (answer.status === NO_ANSWER || answer.status >= 500)) {
      setError(copy.unreachable)
      return
    }
    attemptKey.settle()
    if (answer.ok) {
      onMoved()
      return
    }
    const takenAnswer = slotTaken(answer.status, answer.body)
    if (takenAnswer) {
      setTaken(takenAnswer)
      moveFocus('taken')
      return
    }
    if (answer.status === 409) {
      onRefused({
        message: refusalMessage(answer.body, copy.refused),
        code: refusalCode(answer.body),
      })
      return
    }
    setError(
      answer.status === 429
        ? bookingCopy.details.tooMany
        : refusalMessage(answer.body, copy.refused),
    )
  }

  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="flex flex-col gap-5 rounded-xl border border-border bg-background p-5 shadow-xs sm:p-6"
      data-slot="reschedule"
    >
      <h2
        id={`${id}-heading`}
        ref={headingRef}
        tabIndex={-1}
        className="text-xl font-bold text-navy focus:outline-none"
      >
        {pending ? copy.moveHeading : copy.rescheduleHeading}
      </h2>

      {pending ? (
        <>
          <p className="font-medium text-navy">
            {copy.moveTo(
              visitWhen(pending.start, timeZone),
              bookingCopy.clinician(pending.clinician.name, pending.clinician.title),
            )}
          </p>
          {taken ? (
            <div
              ref={takenRef}
              tabIndex={-1}
              data-slot="slot-taken"
              className="flex flex-col gap-4 rounded-lg border-2 border-destructive p-4 focus:outline-none"
            >
              <p role="alert" className="font-semibold text-destructive">
                {taken.message}
              </p>
              <SlotList
                slots={taken.next}
                timeZone={timeZone}
                onChoose={choose}
                headingLevel={3}
                layout="list"
              />
            </div>
          ) : null}
          <FormAlert message={error} />
          <div className="flex flex-col gap-3 sm:flex-row">
            {taken ? null : (
              <Button disabled={moving.busy} onClick={() => move(pending)}>
                {moving.busy ? copy.moving : copy.confirmMove}
              </Button>
            )}
            <Button
              variant="outline"
              onClick={() => {
                setPending(null)
                setTaken(null)
                setError(undefined)
                moveFocus('heading')
              }}
            >
              {copy.chooseAnother}
            </Button>
          </div>
        </>
      ) : (
        <>
          {/* A visit booked for a state keeps it: the server offers that state's times. */}
          {telehealth && !appointment.state ? (
            <ChoiceSelect
              id={`${id}-state`}
              label={bookingCopy.visit.state}
              placeholder={bookingCopy.visit.stateNone}
              value={state}
              choices={states.map((served) => ({ value: served.code, label: served.name }))}
              error={undefined}
              onChange={setState}
            />
          ) : null}
          {query ? (
            <SlotPicker
              key={JSON.stringify(query)}
              query={query}
              today={today}
              timeZone={timeZone}
              onChoose={choose}
            />
          ) : null}
          <Button variant="outline" className="self-start" onClick={onClose}>
            {copy.keepTime}
          </Button>
        </>
      )}
    </section>
  )
}
