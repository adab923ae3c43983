import type * as React from 'react'

import { Button } from '@/components/ui/button'
import { FormAlert } from '@/components/ui/form-alert'
import { TextField } from '@/components/ui/text-field'
import { bookingCopy } from '@/content/booking'
import type { useAttemptKey } from '@/hooks/use-attempt-key'
import type { BookableSlot, BookAnswer, VisitType } from '@shared/booking/booking'
import { CONTACT_LIMITS } from '@shared/contact-fields'

import { AppointmentSummary } from './appointment-summary'
import { SlotList } from './slot-list'
import { type DetailField, useDetailsStep } from './use-details-step'
import type { BookingDetails } from './visit-choice'

// Step 3 of /book (docs/architecture.md, Booking): the chosen time read back, the patient's
// name, e-mail and phone, the cancellation policy, and Confirm. A time taken meanwhile is said
// with the next free times right here. What it knows and how it books is use-details-step.ts.

const copy = bookingCopy.details

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
  const {
    id,
    errors,
    problemCount,
    fieldId,
    alert,
    taken,
    takenRef,
    confirming,
    field,
    confirm,
    chooseNext,
  } = useDetailsStep({ slot, visit, state, details, attemptKey, onDetails, onChooseSlot, onBooked })

  const input = (
    name: DetailField,
    label: string,
    props: Pick<React.ComponentProps<'input'>, 'type' | 'autoComplete' | 'maxLength'>,
    hint?: string,
  ) => (
    <TextField
      id={fieldId(name)}
      label={label}
      hint={hint}
      error={errors[name]?.message}
      field={field(name)}
      required
      {...props}
    />
  )

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
                layout="list"
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
        onSubmit={confirm}
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
        <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={confirming}>
          {confirming ? copy.confirming : copy.confirm}
        </Button>
      </form>
    </div>
  )
}
