import { useId } from 'react'
import type * as React from 'react'

import { Button } from '@/components/ui/button'
import { FieldError } from '@/components/ui/field'
import { bookingCopy } from '@/content/booking'
import { cn } from '@/lib/cn'
import {
  type BookingOptions,
  isTelehealthVisit,
  type VisitType,
  visitTypeLabels,
} from '@shared/booking/booking'
import { visitOfferLabel } from '@shared/clinic'

import { ChoiceSelect } from './choice-select'
import type { VisitChoice } from './visit-choice'

// Step 1 of /book (docs/architecture.md, Booking): the kind of visit as large radio cards, then
// the state the patient lives in (phone and video: a physician may treat only where they are
// licensed) or the clinic. Only the states booking serves are offered; the others are told to
// call. The states are a few large buttons rather than a select, and pressing one goes straight
// to the times: from "Book Now" (phone preselected) to the first free time in two taps. Changing
// the kind of visit never goes on by itself; a clinic is chosen from a select, then confirmed.

const copy = bookingCopy.visit

export type VisitProblem = { field: 'state' | 'location'; message: string }

export function VisitStep({
  options,
  choice,
  problem,
  headingRef,
  onChange,
  onChooseState,
  onNext,
}: {
  options: BookingOptions
  choice: VisitChoice
  problem: VisitProblem | null
  headingRef: React.RefObject<HTMLHeadingElement | null>
  onChange: (change: Partial<VisitChoice>) => void
  /** A state pressed (phone and video): goes on to its times at once. */
  onChooseState: (state: string) => void
  /** Goes on, or says what is missing (focus then moves to its control). */
  onNext: () => VisitProblem | null
}) {
  const id = useId()
  const headingId = `${id}-heading`
  const telehealth = isTelehealthVisit(choice.visit)
  const noClinics = !telehealth && options.locations.length === 0
  const labelOf = (visit: VisitType) =>
    options.visitTypes.find((type) => type.id === visit)?.label ?? visitTypeLabels[visit]

  return (
    <form
      noValidate
      aria-labelledby={headingId}
      className="flex flex-col gap-6"
      onSubmit={(event) => {
        event.preventDefault()
        const missing = onNext()
        if (missing) document.getElementById(`${id}-${missing.field}`)?.focus()
      }}
    >
      <h2
        id={headingId}
        ref={headingRef}
        tabIndex={-1}
        className="text-2xl font-bold text-navy focus:outline-none"
      >
        {copy.heading}
      </h2>
      <fieldset aria-labelledby={headingId} className="flex flex-col gap-3">
        {/* Only the kinds this site offers: no video visit without a video provider. */}
        {options.visitTypes.map(({ id: visit }) => {
          const inputId = `${id}-${visit}`
          return (
            <label
              key={visit}
              htmlFor={inputId}
              className={cn(
                'grid min-h-11 cursor-pointer grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 rounded-lg border-2 p-3 transition-colors hover:border-teal has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring sm:p-4',
                choice.visit === visit ? 'border-teal bg-mist' : 'border-border bg-background',
              )}
            >
              <input
                id={inputId}
                type="radio"
                name={`${id}-visit`}
                value={visit}
                checked={choice.visit === visit}
                onChange={() => onChange({ visit })}
                // Named by its title alone; its price, length and sentence describe it.
                aria-labelledby={`${inputId}-title`}
                aria-describedby={`${inputId}-offer ${inputId}-description`}
                className="row-span-2 mt-0.5 size-5 accent-teal"
              />
              <span className="flex flex-wrap items-baseline justify-between gap-x-3">
                <span id={`${inputId}-title`} className="font-semibold text-navy">
                  {labelOf(visit)}
                </span>
                <span
                  id={`${inputId}-offer`}
                  data-slot="visit-offer"
                  className="text-sm font-semibold text-teal"
                >
                  {visitOfferLabel(visit)}
                </span>
              </span>
              {/* On a phone only the chosen kind says more, so the states (the next tap) stay
                  on the first screen; screen readers hear every description. */}
              <span
                id={`${inputId}-description`}
                className={cn(
                  'text-sm text-muted-foreground',
                  choice.visit !== visit && 'max-sm:sr-only',
                )}
              >
                {copy.describe[visit]}
              </span>
            </label>
          )
        })}
        <p className="text-sm text-muted-foreground">{copy.visitPrices}</p>
      </fieldset>

      {telehealth ? (
        <StateButtons
          id={`${id}-state`}
          states={options.states}
          chosen={choice.state}
          error={problem?.field === 'state' ? problem.message : undefined}
          onChoose={onChooseState}
        />
      ) : noClinics ? (
        <p className="rounded-lg border border-border bg-background p-4">
          {copy.noClinics}{' '}
          <a
            href={bookingCopy.callHref}
            className="font-semibold whitespace-nowrap text-teal underline underline-offset-4"
          >
            {bookingCopy.callUs}
          </a>
        </p>
      ) : (
        <ChoiceSelect
          id={`${id}-location`}
          label={copy.clinic}
          placeholder={copy.clinicNone}
          value={choice.location}
          choices={options.locations.map((location) => ({
            value: location.id,
            label: location.address ? `${location.name} — ${location.address}` : location.name,
          }))}
          error={problem?.field === 'location' ? problem.message : undefined}
          onChange={(location) => onChange({ location })}
        />
      )}

      {telehealth || noClinics ? null : (
        <div className="border-t border-border pt-6">
          <Button type="submit" size="lg" className="w-full sm:w-auto">
            {copy.next}
          </Button>
        </div>
      )}
    </form>
  )
}

/**
 * The served states as large buttons in a group named by the question; the one chosen (or the
 * profile's) is pressed. Pressing any, the pressed one too, goes on to its times. `${id}` is the
 * first button's, so a form sent with none chosen (Enter on a radio card) focuses it.
 */
function StateButtons({
  id,
  states,
  chosen,
  error,
  onChoose,
}: {
  id: string
  states: BookingOptions['states']
  chosen: string
  error: string | undefined
  onChoose: (state: string) => void
}) {
  const describedBy = [`${id}-hint`, error ? `${id}-error` : ''].filter(Boolean).join(' ')
  return (
    <fieldset aria-describedby={describedBy} className="flex min-w-0 flex-col gap-3">
      <legend className="mb-1 font-semibold text-navy">{copy.state}</legend>
      <p id={`${id}-hint`} className="text-sm text-muted-foreground">
        {copy.stateHint}
      </p>
      <div className="grid grid-cols-2 gap-3">
        {states.map((state, index) => (
          <button
            key={state.code}
            id={index === 0 ? id : undefined}
            type="button"
            aria-pressed={chosen === state.code}
            onClick={() => onChoose(state.code)}
            className={cn(
              'min-h-14 min-w-0 rounded-lg border-2 p-3 text-center text-base font-semibold wrap-anywhere text-navy transition-colors outline-none hover:border-teal focus-visible:ring-2 focus-visible:ring-ring',
              chosen === state.code ? 'border-teal bg-mist' : 'border-border bg-background',
            )}
          >
            {state.name}
          </button>
        ))}
      </div>
      <FieldError id={`${id}-error`} role="alert">
        {error}
      </FieldError>
      <p className="text-sm text-muted-foreground">
        {copy.otherStates}{' '}
        <a
          href={bookingCopy.callHref}
          className="font-semibold whitespace-nowrap text-teal underline underline-offset-4"
        >
          {bookingCopy.callUs}
        </a>
      </p>
    </fieldset>
  )
}
