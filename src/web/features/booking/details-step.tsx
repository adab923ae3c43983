import { useEffect, useId, useRef, useState } from 'react'
import type * as React from 'react'
import * as z from 'zod/mini'

import { Button } from '@/components/ui/button'
import { Field, FieldDescription, FieldError } from '@/components/ui/field'
import { FormAlert } from '@/components/ui/form-alert'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { bookingCopy } from '@/content/booking'
import type { useAttemptKey } from '@/hooks/use-attempt-key'
import { refusalMessage } from '@/lib/api-request'
import {
  type BookableSlot,
  type BookAnswer,
  type BookRequest,
  isTelehealthVisit,
  type SlotTakenAnswer,
  type VisitType,
} from '@shared/booking/booking'
import { CONTACT_LIMITS } from '@shared/contact-fields'
import { consultationRequestSchema } from '@shared/leads'

import { bookAppointment, refusalField, slotTaken } from './api/booking-api'
import { AppointmentSummary } from './appointment-summary'
import { SlotList } from './slot-list'
import type { BookingDetails } from './visit-choice'

// Step 3 of /book (docs/architecture.md, Booking): the chosen time read back, the patient's
// name, e-mail and phone (checked with the consultation form's rules and words, which the
// server checks too), the cancellation policy, and Confirm. A time taken meanwhile is said
// with the next free times right here; choosing one keeps what was typed.

const copy = bookingCopy.details

/** The consultation form's rules for the four fields booking asks. */
const detailsSchema = z.pick(consultationRequestSchema, {
  firstName: true,
  lastName: true,
  email: true,
  phone: true,
})

type DetailField = keyof BookingDetails
const detailFields: readonly DetailField[] = ['firstName', 'lastName', 'email', 'phone']
const isDetailField = (field: string | undefined): field is DetailField =>
  detailFields.includes(field as DetailField)

type Problems = Partial<Record<DetailField, string>>

function problemsOf(details: BookingDetails): Problems {
  const result = detailsSchema.safeParse(details)
  if (result.success) return {}
  const problems: Problems = {}
  for (const issue of result.error.issues) {
    const field = issue.path[0]
    if (typeof field === 'string' && isDetailField(field) && !problems[field]) {
      problems[field] = issue.message
    }
  }
  return problems
}

export function DetailsStep({
  slot,
  visit,
  state,
  cutoffHours,
  details,
  timeZone,
  headingRef,
  attemptKey,
  onDetails,
  onChangeTime,
  onChooseSlot,
  onBooked,
}: {
  slot: BookableSlot
  visit: VisitType
  state: string
  cutoffHours: number
  details: BookingDetails
  timeZone: string | undefined
  headingRef: React.RefObject<HTMLHeadingElement | null>
  attemptKey: ReturnType<typeof useAttemptKey>
  onDetails: (details: BookingDetails) => void
  onChangeTime: () => void
  /** One of the next free times offered after a time was taken. */
  onChooseSlot: (slot: BookableSlot) => void
  onBooked: (answer: BookAnswer, details: BookingDetails) => void
}) {
  const id = useId()
  const [checked, setChecked] = useState(false)
  const [serverProblems, setServerProblems] = useState<Problems>({})
  const [sending, setSending] = useState(false)
  const [alert, setAlert] = useState<string | undefined>()
  const [taken, setTaken] = useState<SlotTakenAnswer | null>(null)
  const [focusTaken, setFocusTaken] = useState(0)
  const takenRef = useRef<HTMLDivElement>(null)
  const problems: Problems = { ...(checked ? problemsOf(details) : {}), ...serverProblems }
  const problemCount = detailFields.filter((field) => problems[field]).length
  const fieldId = (field: DetailField) => `${id}-${field}`

  useEffect(() => {
    if (focusTaken > 0) takenRef.current?.focus()
  }, [focusTaken])

  function change(field: DetailField, value: string) {
    onDetails({ ...details, [field]: value })
    setServerProblems(({ [field]: _fixed, ...rest }) => rest)
  }

  async function confirm(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setAlert(undefined)
    const result = detailsSchema.safeParse(details)
    if (!result.success) {
      setChecked(true)
      const first = detailFields.find((field) => problemsOf(details)[field])
      if (first) document.getElementById(fieldId(first))?.focus()
      return
    }
    const request: Omit<BookRequest, 'idempotencyKey'> = {
      slot: slot.id,
      visit,
      ...(isTelehealthVisit(visit) ? { state } : {}),
      ...result.data,
    }
    setSending(true)
    const answer = await bookAppointment({
      ...request,
      idempotencyKey: attemptKey.keyFor(request),
    }).catch(() => null)
    setSending(false)
    // No answer, or a server error: it may have booked. The same request retried keeps its key.
    if (!answer || (!answer.ok && answer.status >= 500)) {
      setAlert(copy.unreachable)
      return
    }
    attemptKey.settle()
    if (answer.ok) {
      onBooked(answer.data, result.data)
      return
    }
    const takenAnswer = slotTaken(answer.status, answer.body)
    if (takenAnswer) {
      setTaken(takenAnswer)
      setFocusTaken((round) => round + 1)
      return
    }
    const field = refusalField(answer.body)
    if (answer.status === 400 && isDetailField(field)) {
      setServerProblems({ [field]: refusalMessage(answer.body, copy.refused) })
      document.getElementById(fieldId(field))?.focus()
      return
    }
    setAlert(answer.status === 429 ? copy.tooMany : refusalMessage(answer.body, copy.refused))
  }

  function chooseNext(next: BookableSlot) {
    setTaken(null)
    onChooseSlot(next)
  }

  const input = (
    field: DetailField,
    label: string,
    props: React.ComponentProps<'input'>,
    hint?: string,
  ) => {
    const error = problems[field]
    const describedBy = [
      hint ? `${fieldId(field)}-hint` : '',
      error ? `${fieldId(field)}-error` : '',
    ]
      .filter(Boolean)
      .join(' ')
    return (
      <Field>
        <Label htmlFor={fieldId(field)}>{label}</Label>
        <Input
          id={fieldId(field)}
          value={details[field]}
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          onChange={(event) => change(field, event.target.value)}
          {...props}
        />
        {hint ? <FieldDescription id={`${fieldId(field)}-hint`}>{hint}</FieldDescription> : null}
        <FieldError id={`${fieldId(field)}-error`}>{error}</FieldError>
      </Field>
    )
  }

  return (
    <div className="flex flex-col gap-6">
      <h2
        id={`${id}-heading`}
        ref={headingRef}
        tabIndex={-1}
        className="text-2xl font-bold text-navy focus:outline-none"
      >
        {copy.heading}
      </h2>

      <section
        aria-labelledby={`${id}-visit`}
        className="flex flex-col gap-3 rounded-lg border border-teal bg-mist p-4"
      >
        <h3 id={`${id}-visit`} className="font-semibold text-navy">
          {copy.yourVisit}
        </h3>
        <AppointmentSummary
          facts={{ visit, start: slot.start, clinician: slot.clinician, location: slot.location }}
          timeZone={timeZone}
        />
        <Button variant="outline" className="self-start" onClick={onChangeTime}>
          {copy.changeTime}
        </Button>
      </section>

      {taken ? (
        <div
          ref={takenRef}
          tabIndex={-1}
          data-slot="slot-taken"
          className="flex flex-col gap-4 rounded-lg border-2 border-destructive bg-background p-4 focus:outline-none"
        >
          <p role="alert" className="font-semibold text-destructive">
            {taken.message}
          </p>
          {taken.next.length > 0 ? (
            <section aria-labelledby={`${id}-next`} className="flex flex-col gap-3">
              <h3 id={`${id}-next`} className="font-semibold text-navy">
                {copy.nextTimes}
              </h3>
              <SlotList
                slots={taken.next}
                timeZone={timeZone}
                onChoose={chooseNext}
                headingLevel={4}
              />
            </section>
          ) : (
            <Button variant="outline" className="self-start" onClick={onChangeTime}>
              {copy.chooseAnother}
            </Button>
          )}
        </div>
      ) : null}

      <form
        noValidate
        aria-labelledby={`${id}-heading`}
        className="flex flex-col gap-5"
        onSubmit={(event) => void confirm(event)}
      >
        {problemCount > 0 ? (
          <p role="alert" className="font-semibold text-destructive">
            {copy.fix(problemCount)}
          </p>
        ) : null}
        <div className="grid gap-5 sm:grid-cols-2">
          {input('firstName', copy.firstName, {
            autoComplete: 'given-name',
            maxLength: CONTACT_LIMITS.name,
          })}
          {input('lastName', copy.lastName, {
            autoComplete: 'family-name',
            maxLength: CONTACT_LIMITS.name,
          })}
        </div>
        {input('email', copy.email, {
          type: 'email',
          autoComplete: 'email',
          maxLength: CONTACT_LIMITS.email,
        })}
        {input(
          'phone',
          copy.phone,
          { type: 'tel', autoComplete: 'tel', maxLength: CONTACT_LIMITS.phone },
          copy.phoneHint,
        )}
        <p className="rounded-md border-l-4 border-teal bg-background p-3 text-sm">
          {copy.policy(cutoffHours)}
        </p>
        <FormAlert message={alert} />
        <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={sending}>
          {sending ? copy.confirming : copy.confirm}
        </Button>
      </form>
    </div>
  )
}
