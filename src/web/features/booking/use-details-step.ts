import { useEffect, useId, useRef, useState } from 'react'
import type * as React from 'react'
import * as z from 'zod/mini'

import { bookingCopy } from '@/content/booking'
import type { useAttemptKey } from '@/hooks/use-attempt-key'
import { useChange } from '@/hooks/use-change'
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
// it. The details are checked with the consultation form's rules and words (the server checks
// them too), and the booking is sent through /book's action (docs/decisions/036-app-pages-read-
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
  const [checked, setChecked] = useState(false)
  const [serverProblems, setServerProblems] = useState<Problems>({})
  const [alert, setAlert] = useState<string | undefined>()
  const [taken, setTaken] = useState<SlotTakenAnswer | null>(null)
  const [focusTaken, setFocusTaken] = useState(0)
  const takenRef = useRef<HTMLDivElement>(null)
  // The details as they were sent: the confirmation reads them back.
  const sent = useRef<BookingDetails>(details)
  const book = useChange<BookAnswer>({ onAnswer: answered })
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

  function confirm(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (book.busy) return
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
    sent.current = result.data
    const change: BookChange = {
      intent: 'book',
      request: { ...request, idempotencyKey: attemptKey.keyFor(request) },
    }
    book.submit(change)
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

  return {
    id,
    problems,
    problemCount,
    fieldId,
    alert,
    taken,
    takenRef,
    confirming: book.busy,
    change,
    confirm,
    chooseNext,
  }
}
