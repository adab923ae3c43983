import { type FormEvent, useId, useRef } from 'react'

import { Button } from '@/components/ui/button'
import { TextField } from '@/components/ui/text-field'
import { workspaceCopy } from '@/content/workspace'
import { useZodForm } from '@/hooks/use-zod-form'
import type { SetupClinician, SetupException } from '@shared/booking/staff-booking-wire'

import { refusalMessage } from '../api/workspace-api'
import { SelectField } from '../workspace-fields'
import { refusedField } from '../workspace-refusal'
import { useChosenClinician } from './availability-clinician'
import { emptyTimeOff, formatInZone, timeOffForm, zoneInWords } from './availability-form'
import { EditorForm, SaveFeedback, SaveRow, Section, useSave } from './availability-parts'
import { calendarTimeZone } from './calendar-time'

const copy = workspaceCopy.availability
const words = copy.timeOff

/** The zone's words, and the field's error when it has one, read with a time field. */
function describedWith(zoneId: string, fieldId: string, error: unknown) {
  return error ? `${zoneId} ${fieldId}-error` : zoneId
}

/**
 * Time off and holidays: no slot is offered while a clinician is away (docs/architecture.md,
 * Booking). The start and end are typed as wall-clock times on the clinic's clock, the one the
 * calendar reads (calendarTimeZone, src/shared/clinic.ts), whichever zone the browser is in or
 * the clinician's hours keep; the page names it, and lists each time off on it too
 * (docs/decisions/044-time-off-on-the-clinic-clock.md). The form starts on the clinician the
 * address names (./availability-clinician.ts).
 */
export function TimeOffSection({
  clinicians,
  exceptions,
}: {
  clinicians: SetupClinician[]
  exceptions: SetupException[]
}) {
  const id = useId()
  const zone = calendarTimeZone()
  const [chosen, choose] = useChosenClinician(clinicians)
  const listHeadingRef = useRef<HTMLHeadingElement>(null)
  const headingRef = useRef<HTMLHeadingElement>(null)

  const clinicianName = (clinicianId: string) =>
    clinicians.find((clinician) => clinician.id === clinicianId)?.name ?? clinicianId
  const form = useZodForm(timeOffForm(zone), { defaultValues: emptyTimeOff(chosen) })
  const { errors } = form.formState
  const clinicianField = form.register('clinicianId')
  // A refusal of the server that names a field is shown on it (docs/decisions/037-one-form-hook.md).
  const save = useSave((body) => {
    const field = refusedField(body, ['clinicianId', 'start', 'end', 'reason'] as const)
    if (field) form.setError(field, refusalMessage(body, ''), { shouldFocus: true })
    return field !== undefined
  })
  const remove = useSave()

  function submit(event: FormEvent) {
    remove.clear()
    const check = form.handleSubmit((input) =>
      // The clinician stays chosen, for their next time off.
      save.send({ intent: 'add-time-off', body: input }, copy.saved, () => {
        form.reset(emptyTimeOff(input.clinicianId))
        headingRef.current?.focus()
      }),
    )
    void check(event)
  }

  function removeOne(exception: SetupException) {
    save.clear()
    remove.send({ intent: 'remove-time-off', id: exception.id }, copy.removed, () =>
      listHeadingRef.current?.focus(),
    )
  }

  return (
    <Section id={`${id}-heading`} title={words.heading} headingRef={listHeadingRef}>
      <div className="flex flex-col gap-3">
        {exceptions.length === 0 ? (
          <p>{words.empty}</p>
        ) : (
          <ul className="flex flex-col gap-3">
            {exceptions.map((exception) => {
              const name = clinicianName(exception.clinicianId)
              const when = `${formatInZone(exception.start, zone)} – ${formatInZone(exception.end, zone)}`
              return (
                <li
                  key={exception.id}
                  className="flex flex-col gap-3 rounded-md border border-border p-3 sm:flex-row sm:items-start sm:justify-between"
                >
                  <div className="flex min-w-0 flex-col gap-1">
                    <p className="font-semibold wrap-anywhere text-navy">{name}</p>
                    <p className="text-sm wrap-anywhere">{when}</p>
                    <p className="text-sm wrap-anywhere text-muted-foreground">
                      {exception.reason}
                    </p>
                  </div>
                  <Button
                    type="button"
                    variant="outline"
                    className="self-start"
                    disabled={remove.saving}
                    onClick={() => removeOne(exception)}
                  >
                    {words.remove}
                    <span className="sr-only">
                      : {name}, {when}
                    </span>
                  </Button>
                </li>
              )
            })}
          </ul>
        )}
        <SaveFeedback status={remove.status} error={remove.error} />
      </div>
      {clinicians.length === 0 ? (
        <p className="border-t border-border pt-4">{copy.hours.needClinician}</p>
      ) : (
        <EditorForm id={`${id}-form`} heading={words.add} headingRef={headingRef} onSubmit={submit}>
          <div className="grid gap-4 md:grid-cols-2">
            <SelectField
              id={`${id}-clinician`}
              label={words.clinician}
              error={errors.clinicianId?.message}
              field={{
                ...clinicianField,
                onChange: (event) => {
                  clinicianField.onChange(event)
                  choose(event.target.value)
                },
              }}
              choices={[
                { value: '', label: words.chooseClinician },
                ...clinicians.map((clinician) => ({ value: clinician.id, label: clinician.name })),
              ]}
            />
            <TextField
              id={`${id}-reason`}
              label={words.reason}
              hint={words.reasonHint}
              maxLength={200}
              error={errors.reason?.message}
              field={form.register('reason')}
            />
          </div>
          <p id={`${id}-zone`} className="text-sm font-medium text-navy">
            {words.zone(zoneInWords(zone))}
          </p>
          <div className="grid gap-4 md:grid-cols-2">
            <TextField
              id={`${id}-start`}
              label={words.start}
              type="datetime-local"
              aria-describedby={describedWith(`${id}-zone`, `${id}-start`, errors.start)}
              error={errors.start?.message}
              field={form.register('start')}
            />
            <TextField
              id={`${id}-end`}
              label={words.end}
              type="datetime-local"
              aria-describedby={describedWith(`${id}-zone`, `${id}-end`, errors.end)}
              error={errors.end?.message}
              field={form.register('end')}
            />
          </div>
          <SaveRow save={save} label={words.save} onCancel={null} />
        </EditorForm>
      )}
    </Section>
  )
}
