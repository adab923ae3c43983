import { useId, useState } from 'react'
import * as z from 'zod/mini'

import { Button } from '@/components/ui/button'
import { DialogDescription, DialogTitle } from '@/components/ui/dialog'
import { TextField } from '@/components/ui/text-field'
import { workspaceCopy } from '@/content/workspace'
import { useAttemptKey } from '@/hooks/use-attempt-key'
import { useChange } from '@/hooks/use-change'
import { useZodForm } from '@/hooks/use-zod-form'
import { NO_ANSWER } from '@/lib/change-action'
import {
  type BookAnswer,
  bookingMessages,
  bookRequestSchema,
  isTelehealthVisit,
  visitTypeLabels,
} from '@shared/booking/booking'
import type { CalendarFreeSlot } from '@shared/booking/staff-booking-wire'
import { SERVED_STATES } from '@shared/clinic'
import { CONTACT_LIMITS } from '@shared/contact-fields'

import { refusalMessage } from '../api/workspace-api'
import { FormAlert, SelectField } from '../workspace-fields'
import type { VisitChange } from './api/calendar-api'

const copy = workspaceCopy.calendar.book

// "Book for a patient" on a free time of the calendar (docs/architecture.md, Booking): the
// details the public booking asks, checked by its schema (bookRequestSchema, src/shared), the
// state required for a phone or video visit, as the server requires it. The route's action sends
// it to POST /staff/v1/booking/appointments; a time taken meanwhile is said here, and the grid,
// read again, no longer offers it.

const contact = z.pick(bookRequestSchema, {
  firstName: true,
  lastName: true,
  email: true,
  phone: true,
  visit: true,
})
const telehealthSchema = z.extend(contact, {
  state: z.string(bookingMessages.state).check(z.regex(/^[A-Z]{2}$/, bookingMessages.state)),
})
const clinicSchema = z.extend(contact, { state: z.optional(z.string()) })

type BookField = 'firstName' | 'lastName' | 'email' | 'phone' | 'visit' | 'state'

export function BookForm({
  slot,
  summary,
  onClose,
  onBooked,
}: {
  slot: CalendarFreeSlot
  /** "Tuesday, November 24, 9:00 AM – 9:30 AM, with Dr. Ana Ruiz, Telehealth". */
  summary: { when: string; clinician: string; place: string }
  onClose: () => void
  /** Says in words who was booked when, once the calendar was read again. */
  onBooked: (words: string) => void
}) {
  const id = useId()
  const telehealth = slot.locationId === null
  const form = useZodForm(telehealth ? telehealthSchema : clinicSchema, {
    defaultValues: {
      firstName: '',
      lastName: '',
      email: '',
      phone: '',
      visit: slot.visits.includes('video') ? 'video' : (slot.visits[0] ?? 'clinic'),
      state: '',
    },
  })
  const { errors } = form.formState
  const attempt = useAttemptKey()
  const [alert, setAlert] = useState<string | undefined>()
  const booking = useChange<BookAnswer>({
    onAnswer: (answer) => {
      if (answer.ok) {
        attempt.settle()
        const who = `${form.getValues('firstName')} ${form.getValues('lastName')}`
        onBooked(copy.booked(who, summary.when))
        return
      }
      if (answer.status !== NO_ANSWER) attempt.settle()
      const body = answer.body as { field?: string } | null
      const message = refusalMessage(answer.body, copy.failed)
      if (body?.field && body.field in form.getValues()) {
        form.setError(body.field as BookField, message, { shouldFocus: true })
      } else setAlert(message)
    },
  })
  const states = SERVED_STATES.filter((state) => slot.states.includes(state.code))

  const submit = form.handleSubmit((data) => {
    setAlert(undefined)
    const request = {
      slot: slot.id,
      visit: data.visit,
      ...(isTelehealthVisit(data.visit) && data.state ? { state: data.state } : {}),
      firstName: data.firstName,
      lastName: data.lastName,
      email: data.email,
      phone: data.phone,
    }
    const change: VisitChange = {
      intent: 'book',
      ...request,
      idempotencyKey: attempt.keyFor(request),
    }
    booking.submit(change)
  })

  return (
    <>
      <div className="flex flex-col gap-2">
        <DialogTitle>{copy.title}</DialogTitle>
        <DialogDescription className="wrap-anywhere">
          {copy.slot(summary.when, summary.clinician, summary.place)}
        </DialogDescription>
      </div>
      <form
        noValidate
        onSubmit={(event) => void submit(event)}
        className="flex flex-col gap-4"
        aria-label={copy.title}
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            id={`${id}-first`}
            label={copy.firstName}
            autoComplete="off"
            maxLength={CONTACT_LIMITS.name}
            field={form.register('firstName')}
            error={errors.firstName?.message}
          />
          <TextField
            id={`${id}-last`}
            label={copy.lastName}
            autoComplete="off"
            maxLength={CONTACT_LIMITS.name}
            field={form.register('lastName')}
            error={errors.lastName?.message}
          />
        </div>
        <TextField
          id={`${id}-email`}
          label={copy.email}
          type="email"
          autoComplete="off"
          maxLength={CONTACT_LIMITS.email}
          field={form.register('email')}
          error={errors.email?.message}
        />
        <TextField
          id={`${id}-phone`}
          label={copy.phone}
          type="tel"
          autoComplete="off"
          maxLength={CONTACT_LIMITS.phone}
          field={form.register('phone')}
          error={errors.phone?.message}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            id={`${id}-visit`}
            label={copy.visit}
            field={form.register('visit')}
            error={errors.visit?.message}
            choices={slot.visits.map((visit) => ({ value: visit, label: visitTypeLabels[visit] }))}
          />
          {telehealth ? (
            <SelectField
              id={`${id}-state`}
              label={copy.state}
              field={form.register('state')}
              error={errors.state?.message}
              choices={[
                { value: '', label: copy.chooseState },
                ...states.map((state) => ({ value: state.code, label: state.name })),
              ]}
            />
          ) : null}
        </div>
        <FormAlert message={alert} />
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button type="button" variant="outline" disabled={booking.busy} onClick={onClose}>
            {copy.cancel}
          </Button>
          <Button type="submit" disabled={booking.busy}>
            {booking.busy ? copy.booking : copy.submit}
          </Button>
        </div>
      </form>
    </>
  )
}
