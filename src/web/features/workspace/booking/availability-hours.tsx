import { type FormEvent, useId } from 'react'

import { CheckboxField } from '@/components/ui/checkbox-field'
import { TextField } from '@/components/ui/text-field'
import { workspaceCopy } from '@/content/workspace'
import { SLOT_MINUTES, TELEHEALTH_LOCATION_ID } from '@shared/booking/booking'
import type {
  SetupClinician,
  SetupLocation,
  SetupSchedule,
} from '@shared/booking/staff-booking-wire'

import { SelectField } from '../workspace-fields'
import { useChosenClinician } from './availability-clinician'
import {
  emptySchedule,
  hoursSummary,
  type ScheduleDraft,
  scheduleDraftOf,
  scheduleInput,
  zoneChoices,
  zoneLabel,
} from './availability-form'
import { WeekHours } from './availability-hours-days'
import { EditorForm, RecordList, SaveRow, Section, useEditor, useSave } from './availability-parts'

const copy = workspaceCopy.availability
const words = copy.hours

/**
 * Each clinician's weekly hours at one place, telehealth or a clinic (FHIR's Schedule; see
 * docs/architecture.md, Booking): wall-clock windows per weekday in the place's zone, the length
 * of a visit and the break after it. Overlapping or backwards windows are refused here with the
 * server's own words (`validateWeeklyHours`), before anything is sent. A new schedule starts on
 * the clinician the address names, and a save keeps them chosen (./availability-clinician.ts).
 */
export function HoursSection({
  clinicians,
  locations,
  schedules,
}: {
  clinicians: SetupClinician[]
  locations: SetupLocation[]
  schedules: SetupSchedule[]
}) {
  const id = useId()
  const [chosen, choose] = useChosenClinician(clinicians)
  const editor = useEditor<ScheduleDraft>(() => emptySchedule(chosen))
  const save = useSave()
  const { draft } = editor
  const editing = schedules.find((schedule) => schedule.id === editor.editingId)

  const clinicianName = (clinicianId: string) =>
    clinicians.find((clinician) => clinician.id === clinicianId)?.name ?? clinicianId
  const placeName = (locationId: string | null) =>
    locationId === null
      ? words.telehealth
      : (locations.find((location) => location.id === locationId)?.name ?? locationId)
  const clinic = locations.find((location) => location.id === draft.place)

  function submit(event: FormEvent) {
    event.preventDefault()
    const checked = scheduleInput(draft, locations)
    if ('error' in checked) {
      save.refuse(checked.error)
      return
    }
    const { clinicianId } = checked.input
    // The form starts afresh for the next hours of the same clinician.
    save.send({ intent: 'hours', id: editing?.id ?? null, body: checked.input }, copy.saved, () => {
      choose(clinicianId)
      editor.reset(emptySchedule(clinicianId))
    })
  }

  return (
    <Section id={`${id}-heading`} title={words.heading}>
      <RecordList
        items={schedules}
        empty={words.empty}
        name={(schedule) =>
          `${clinicianName(schedule.clinicianId)} · ${placeName(schedule.locationId)}`
        }
        details={(schedule) => (
          <>
            <span>
              {zoneLabel(schedule.timeZone)} ·{' '}
              {words.summary(schedule.slotMinutes, schedule.bufferMinutes)}
            </span>
            {hoursSummary(schedule.hours).map((line) => (
              <span key={line}>{line}</span>
            ))}
          </>
        )}
        onEdit={(schedule) => {
          save.clear()
          choose(schedule.clinicianId)
          editor.edit(schedule.id, scheduleDraftOf(schedule))
        }}
      />
      {clinicians.length === 0 ? (
        <p className="border-t border-border pt-4">{words.needClinician}</p>
      ) : (
        <EditorForm
          id={`${id}-form`}
          heading={
            editing
              ? words.editing(clinicianName(editing.clinicianId), placeName(editing.locationId))
              : words.add
          }
          headingRef={editor.headingRef}
          onSubmit={submit}
        >
          <div className="grid gap-4 md:grid-cols-2">
            <SelectField
              id={`${id}-clinician`}
              label={words.clinician}
              value={draft.clinicianId}
              onChange={(clinicianId) => {
                choose(clinicianId)
                editor.update({ clinicianId })
              }}
              choices={[
                { value: '', label: words.chooseClinician },
                ...clinicians.map((clinician) => ({
                  value: clinician.id,
                  label: clinician.active
                    ? clinician.name
                    : `${clinician.name} (${copy.inactiveBadge.toLowerCase()})`,
                })),
              ]}
            />
            <SelectField
              id={`${id}-place`}
              label={words.place}
              value={draft.place}
              onChange={(place) => editor.update({ place })}
              choices={[
                { value: TELEHEALTH_LOCATION_ID, label: words.telehealth },
                ...locations.map((location) => ({ value: location.id, label: location.name })),
              ]}
            />
            {clinic ? (
              <p className="text-sm text-muted-foreground md:col-span-2">
                {words.clinicZone(zoneLabel(clinic.timeZone))}
              </p>
            ) : (
              <SelectField
                id={`${id}-zone`}
                label={words.timeZone}
                value={draft.timeZone}
                onChange={(timeZone) => editor.update({ timeZone })}
                choices={zoneChoices(draft.timeZone)}
              />
            )}
          </div>
          <div className="grid gap-4 md:grid-cols-2">
            <fieldset className="flex flex-col">
              <legend className="mb-1 text-sm font-semibold text-foreground">{words.slot}</legend>
              <div className="flex flex-wrap gap-x-6">
                {SLOT_MINUTES.map((minutes) => (
                  <label
                    key={minutes}
                    className="flex min-h-11 items-center gap-3 text-sm text-foreground"
                  >
                    <input
                      type="radio"
                      name={`${id}-slot`}
                      value={minutes}
                      checked={draft.slotMinutes === minutes}
                      onChange={() => editor.update({ slotMinutes: minutes })}
                      className="size-5 shrink-0 accent-teal"
                    />
                    {words.slotOption(minutes)}
                  </label>
                ))}
              </div>
            </fieldset>
            <TextField
              id={`${id}-buffer`}
              label={words.buffer}
              hint={words.bufferHint}
              type="number"
              inputMode="numeric"
              min={0}
              max={60}
              step={1}
              value={draft.bufferMinutes}
              onChange={(bufferMinutes) => editor.update({ bufferMinutes })}
            />
          </div>
          <WeekHours
            key={editor.round}
            id={id}
            days={draft.days}
            onChange={(days) => editor.update({ days })}
          />
          <CheckboxField
            id={`${id}-active`}
            label={copy.active}
            checked={draft.active}
            onChange={(active) => editor.update({ active })}
          />
          <SaveRow
            save={save}
            label={words.save}
            onCancel={editing ? () => editor.reset(emptySchedule(chosen)) : null}
          />
        </EditorForm>
      )}
    </Section>
  )
}
