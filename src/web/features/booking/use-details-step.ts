import { useEffect, useEffectEvent, useId, useRef, useState } from 'react'
import type * as React from 'react'
import * as z from 'zod/mini'

import { bookingCopy } from '@/content/booking'
import type { useAttemptKey } from '@/hooks/use-attempt-key'
import { useChange } from '@/hooks/use-change'
import { type FieldRegistration, useZodForm } from '@/hooks/use-zod-form'
import { type Answer, refusalMessage } from '@/lib/api-request'
import { NO_ANSWER } from '@/lib/change-action'
import {
  type BookableSlot,
  type BookAnswer,
  type BookRequest,
  isTelehealthVisit,
  type SlotTakenAnswer,
  type VisitType,
} from '@shared/booking/booking'
import { consultationRequestSchema } from '@shared/leads'

import { type BookChange, refusalField, slotTaken } from './api/booking-api'
import type { BookingDetails } from './visit-choice'

// What step 3 of /book knows and does (docs/architecture.md, Booking); details-step.tsx draws
// it. The details are checked through useZodForm (docs/decisions/037-one-form-hook.md) with the
// consultation form's rules and words (the server checks them too), and the booking is sent through /book's action (docs/decisions/036-app-pages-read-
// and-change-through-the-router.md), so "confirming" is the change's own state. A time taken
// meanwhile is said with the next free times; choosing one keeps what was typed.

const copy = bookingCopy.details

/** The consultation form's rules for the four fields booking asks. */
const detailsSchema = z.pick(consultationRequestSchema, {
  firstName: true,
  lastName: true,
  email: true,
  phone: true,
})

export type DetailField = keyof BookingDetails
export const detailFields: readonly DetailField[] = ['firstName', 'lastName', 'email', 'phone']
const isDetailField = (field: string | undefined): field is DetailField =>
  detailFields.includes(field as DetailField)

export function useDetailsStep({
  slot,
  visit,
  state,
  details,
  attemptKey,
  onDetails,
  onChooseSlot,
  onBooked,
}: {
  slot: BookableSlot
  visit: VisitType
  state: string
  details: BookingDetails
  attemptKey: ReturnType<typeof useAttemptKey>
  onDetails: (details: BookingDetails) => void
  onChooseSlot: (slot: BookableSlot) => void
  onBooked: (answer: BookAnswer, details: BookingDetails) => void
}) {
  const id = useId()
  const form = useZodForm(detailsSchema, { defaultValues: details })
  const typed = useRef(false)
  const [alert, setAlert] = useState<string | undefined>()
  const [taken, setTaken] = useState<SlotTakenAnswer | null>(null)
  const [focusTaken, setFocusTaken] = useState(0)
  const takenRef = useRef<HTMLDivElement>(null)
  // The details as they were sent: the confirmation reads them back.
  const sent = useRef<BookingDetails>(details)
  const book = useChange<BookAnswer>({ onAnswer: answered })
  const errors = form.formState.errors
  const problemCount = detailFields.filter((field) => errors[field]).length
  const fieldId = (field: DetailField) => `${id}-${field}`

  // Until the patient types, the details the flow starts from stand (the session may arrive late).
  const fillFromFlow = useEffectEvent(() => {
    if (!typed.current) form.reset(details)
  })
  useEffect(() => fillFromFlow(), [details])

  useEffect(() => {
    if (focusTaken > 0) takenRef.current?.focus()
  }, [focusTaken])

  /** The field's registration; what is typed is kept by the flow, for a change of time. */
  function field(name: DetailField): FieldRegistration {
    const registration = form.register(name)
    return {
      ...registration,
      onChange: (event) => {
        typed.current = true
        registration.onChange(event)
        onDetails(form.getValues())
      },
    }
  }

  function confirm(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (book.busy) return
    setAlert(undefined)
    void form.handleSubmit((data) => {
      const request: Omit<BookRequest, 'idempotencyKey'> = {
        slot: slot.id,
        visit,
        ...(isTelehealthVisit(visit) ? { state } : {}),
        ...data,
      }
      sent.current = data
      const change: BookChange = {
        intent: 'book',
        request: { ...request, idempotencyKey: attemptKey.keyFor(request) },
      }
      book.submit(change)
    })(event)
  }

  function answered(answer: Answer<BookAnswer>) {
    // No answer, or a server error: it may have booked. The same request retried keeps its key.
    if (!answer.ok && (answer.status === NO_ANSWER || answer.status >= 500)) {
      setAlert(copy.unreachable)
      return
    }
    attemptKey.settle()
    if (answer.ok) {
      onBooked(answer.data, sent.current)
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
      form.setError(field, refusalMessage(answer.body, copy.refused), { shouldFocus: true })
      return
    }
    setAlert(answer.status === 429 ? copy.tooMany : refusalMessage(answer.body, copy.refused))
  }

  function chooseNext(next: BookableSlot) {
    setTaken(null)
    onChooseSlot(next)
  }

  return {
    id,
    errors,
    problemCount,
    fieldId,
    alert,
    taken,
    takenRef,
    confirming: book.busy,
    field,
    confirm,
    chooseNext,
  }
}
