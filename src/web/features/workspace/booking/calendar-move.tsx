import { useId, useState } from 'react'
import * as z from 'zod/mini'

import { Button } from '@/components/ui/button'
import { DialogDescription, DialogTitle } from '@/components/ui/dialog'
import { workspaceCopy } from '@/content/workspace'
import { useAttemptKey } from '@/hooks/use-attempt-key'
import { useChange } from '@/hooks/use-change'
import { useZodForm } from '@/hooks/use-zod-form'
import { NO_ANSWER } from '@/lib/change-action'
import { staffRescheduleSchema } from '@shared/booking/availability-input'
import {
  isTelehealthVisit,
  type PatientAppointment,
  TELEHEALTH_LOCATION_ID,
} from '@shared/booking/booking'
import type { CalendarFreeSlot, StaffVisit } from '@shared/booking/staff-booking-wire'

import { refusalMessage } from '../api/workspace-api'
import { FormAlert, SelectField } from '../workspace-fields'
import type { VisitChange } from './api/calendar-api'
import { dateIn, dayHeading, timeRange } from './calendar-time'

const copy = workspaceCopy.calendar.move

// "Reschedule" on a visit (docs/architecture.md, Booking): a free time of the same clinician
// and kind (the same clinic, or telehealth in the patient's state) among the days shown; the
// route's action sends it to POST /staff/v1/booking/appointments/:id/reschedule, which moves the
// visit through the patients' own rules and mails them the new time.

const moveSchema = z.pick(staffRescheduleSchema, { slot: true })

/** The free times a visit may move to: its clinician's, of its kind and place, not its own. */
export function movesFor(visit: StaffVisit, free: readonly CalendarFreeSlot[]): CalendarFreeSlot[] {
  return free.filter(
    (slot) =>
      slot.clinicianId === visit.clinicianId &&
      slot.visits.includes(visit.visit) &&
      (isTelehealthVisit(visit.visit)
        ? slot.locationId === null && slot.states.includes(visit.state ?? '')
        : slot.locationId === visit.location.id && visit.location.id !== TELEHEALTH_LOCATION_ID) &&
      slot.start !== visit.start,
  )
}

export function MoveForm({
  visit,
  free,
  zone,
  onClose,
  onMoved,
}: {
  visit: StaffVisit
  free: readonly CalendarFreeSlot[]
  zone: string
  onClose: () => void
  onMoved: (words: string) => void
}) {
  const id = useId()
  const form = useZodForm(moveSchema, { defaultValues: { slot: '' } })
  const attempt = useAttemptKey()
  const [alert, setAlert] = useState<string | undefined>()
  const when = (item: { start: string; end: string }) =>
    `${dayHeading(dateIn(new Date(item.start), zone))}, ${timeRange(item.start, item.end, zone)}`
  const who = `${visit.patient.firstName} ${visit.patient.lastName}`
  const choices = movesFor(visit, free)
  const moving = useChange<{ appointment: PatientAppointment }>({
    onAnswer: (answer) => {
      if (answer.ok || answer.status !== NO_ANSWER) attempt.settle()
      if (answer.ok) {
        onMoved(copy.moved(who, when(answer.data.appointment)))
        return
      }
      setAlert(refusalMessage(answer.body, copy.failed))
    },
  })

  const submit = form.handleSubmit(({ slot }) => {
    setAlert(undefined)
    const change: VisitChange = {
      intent: 'reschedule',
      id: visit.id,
      slot,
      idempotencyKey: attempt.keyFor({ id: visit.id, slot }),
    }
    moving.submit(change)
  })

  return (
    <>
      <div className="flex flex-col gap-2">
        <DialogTitle>{copy.title}</DialogTitle>
        <DialogDescription className="wrap-anywhere">
          {copy.body(who, when(visit))}
        </DialogDescription>
      </div>
      {choices.length === 0 ? (
        <p className="font-semibold text-navy">{copy.none}</p>
      ) : (
        <form
          noValidate
          onSubmit={(event) => void submit(event)}
          className="flex flex-col gap-4"
          aria-label={copy.title}
        >
          <SelectField
            id={`${id}-slot`}
            label={copy.slot}
            field={form.register('slot')}
            error={form.formState.errors.slot?.message}
            choices={[
              { value: '', label: copy.chooseSlot },
              ...choices.map((slot) => ({ value: slot.id, label: when(slot) })),
            ]}
          />
          <FormAlert message={alert} />
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button type="button" variant="outline" disabled={moving.busy} onClick={onClose}>
              {copy.keep}
            </Button>
            <Button type="submit" disabled={moving.busy}>
              {moving.busy ? copy.moving : copy.submit}
            </Button>
          </div>
        </form>
      )}
      {choices.length === 0 ? (
        <Button type="button" variant="outline" className="self-end" onClick={onClose}>
          {copy.keep}
        </Button>
      ) : null}
    </>
  )
}
