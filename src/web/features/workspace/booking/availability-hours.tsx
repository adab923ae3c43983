import { type FormEvent, useId, useRef } from 'react'

import { Button } from '@/components/ui/button'
import { CheckboxField } from '@/components/ui/checkbox-field'
import { FieldDescription } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { TextField } from '@/components/ui/text-field'
import { workspaceCopy } from '@/content/workspace'
import { SLOT_MINUTES, TELEHEALTH_LOCATION_ID } from '@shared/booking/booking'
import type {
  SetupClinician,
  SetupLocation,
  SetupSchedule,
} from '@shared/booking/staff-booking-wire'

import { SelectField } from '../workspace-fields'
import { saveSchedule } from './api/availability-api'
import {
  addedRow,
  emptySchedule,
  type HoursRow,
  hoursSummary,
  type ScheduleDraft,
  scheduleDraftOf,
  scheduleInput,
  WEEKDAYS_FROM_MONDAY,
  weekdayName,
  zoneChoices,
  zoneLabel,
} from './availability-form'
import {
  FormButtons,
  FormHeading,
  RecordRow,
  SaveFeedback,
  Section,
  useEditor,
  useSave,
} from './availability-parts'

const copy = workspaceCopy.availability
const words = copy.hours

/**
 * Each clinician's weekly hours at one place, telehealth or a clinic (FHIR's Schedule; see
 * docs/architecture.md, Booking): wall-clock windows per weekday in the place's zone, the length
 * of a visit and the break after it. Overlapping or backwards windows are refused here with the
 * server's own words (`validateWeeklyHours`), before anything is sent.
 */
export function HoursSection({
  clinicians,
  locations,
  schedules,
  onSaved,
}: {
  clinicians: SetupClinician[]
  locations: SetupLocation[]
  schedules: SetupSchedule[]
  onSaved: () => void
}) {
  const id = useId()
  const editor = useEditor<ScheduleDraft>(emptySchedule)
  const save = useSave(onSaved)
  // The control to focus once the rows it belongs to are drawn: a new window's first time, or a
  // day's Add button after its last window was removed.
  const pendingFocus = useRef<string | null>(null)
  const { draft } = editor
  const editing = schedules.find((schedule) => schedule.id === editor.editingId)

  const clinicianName = (clinicianId: string) =>
    clinicians.find((clinician) => clinician.id === clinicianId)?.name ?? clinicianId
  const placeName = (locationId: string | null) =>
    locationId === null
      ? words.telehealth
      : (locations.find((location) => location.id === locationId)?.name ?? locationId)
  const clinic = locations.find((location) => location.id === draft.place)

  function setDay(weekday: number, rows: HoursRow[]) {
    editor.update({ days: draft.days.map((day, index) => (index === weekday ? rows : day)) })
  }

  function focusRef(key: string) {
    return (node: HTMLElement | null) => {
      if (node && pendingFocus.current === key) {
        pendingFocus.current = null
        node.focus()
      }
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault()
    const checked = scheduleInput(draft, locations)
    if ('error' in checked) {
      save.refuse(checked.error)
      return
    }
    if (await save.send(() => saveSchedule(editing?.id ?? null, checked.input), copy.saved)) {
      editor.reset()
    }
  }

  return (
    <Section id={`${id}-heading`} title={words.heading}>
      {schedules.length === 0 ? (
        <p>{words.empty}</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {schedules.map((schedule) => (
            <RecordRow
              key={schedule.id}
              name={`${clinicianName(schedule.clinicianId)} · ${placeName(schedule.locationId)}`}
              active={schedule.active}
              details={
                <>
                  <span>
                    {zoneLabel(schedule.timeZone)} ·{' '}
                    {words.summary(schedule.slotMinutes, schedule.bufferMinutes)}
                  </span>
                  {hoursSummary(schedule.hours).map((line) => (
                    <span key={line}>{line}</span>
                  ))}
                </>
              }
              onEdit={() => {
                save.clear()
                editor.edit(schedule.id, scheduleDraftOf(schedule))
              }}
            />
          ))}
        </ul>
      )}
      {clinicians.length === 0 ? (
        <p className="border-t border-border pt-4">{words.needClinician}</p>
      ) : (
        <form
          noValidate
          aria-labelledby={`${id}-form`}
          className="flex flex-col gap-4 border-t border-border pt-4"
          onSubmit={(event) => void submit(event)}
        >
          <FormHeading id={`${id}-form`} headingRef={editor.headingRef}>
            {editing
              ? words.editing(clinicianName(editing.clinicianId), placeName(editing.locationId))
              : words.add}
          </FormHeading>
          <div className="grid gap-4 md:grid-cols-2">
            <SelectField
              id={`${id}-clinician`}
              label={words.clinician}
              value={draft.clinicianId}
              onChange={(clinicianId) => editor.update({ clinicianId })}
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
          <fieldset className="flex flex-col gap-3" aria-describedby={`${id}-days-hint`}>
            <legend className="mb-1 text-sm font-semibold text-foreground">{words.days}</legend>
            <FieldDescription id={`${id}-days-hint`}>{words.daysHint}</FieldDescription>
            <ul className="flex flex-col gap-3">
              {WEEKDAYS_FROM_MONDAY.map((weekday) => {
                const day = weekdayName(weekday)
                const rows = draft.days[weekday] ?? []
                const addKey = `add-${weekday}`
                return (
                  <li
                    key={weekday}
                    className="flex flex-col gap-2 rounded-md border border-border p-3 md:flex-row md:items-start md:gap-4"
                  >
                    <p className="font-semibold text-navy md:w-28 md:shrink-0 md:pt-2.5">{day}</p>
                    <div className="flex min-w-0 flex-1 flex-col gap-2">
                      {rows.length === 0 ? (
                        <p className="text-sm text-muted-foreground md:pt-2.5">{words.closed}</p>
                      ) : null}
                      {rows.map((window, index) => (
                        <div
                          key={window.key}
                          role="group"
                          aria-label={words.windowName(day, index + 1)}
                          className="flex flex-wrap items-end gap-3"
                        >
                          <TimeField
                            id={`${id}-${window.key}-start`}
                            label={words.from}
                            value={window.start}
                            inputRef={focusRef(window.key)}
                            onChange={(start) =>
                              setDay(
                                weekday,
                                rows.map((other) =>
                                  other.key === window.key ? { ...other, start } : other,
                                ),
                              )
                            }
                          />
                          <TimeField
                            id={`${id}-${window.key}-end`}
                            label={words.until}
                            value={window.end}
                            onChange={(end) =>
                              setDay(
                                weekday,
                                rows.map((other) =>
                                  other.key === window.key ? { ...other, end } : other,
                                ),
                              )
                            }
                          />
                          <Button
                            type="button"
                            variant="ghostDestructive"
                            onClick={() => {
                              pendingFocus.current = addKey
                              setDay(
                                weekday,
                                rows.filter((other) => other.key !== window.key),
                              )
                            }}
                          >
                            {words.removeWindow}
                            <span className="sr-only">: {words.windowName(day, index + 1)}</span>
                          </Button>
                        </div>
                      ))}
                      <Button
                        ref={focusRef(addKey)}
                        type="button"
                        variant="outline"
                        className="self-start"
                        onClick={() => {
                          const added = addedRow(rows)
                          pendingFocus.current = added.key
                          setDay(weekday, [...rows, added])
                        }}
                      >
                        {words.addWindow}
                        <span className="sr-only">: {day}</span>
                      </Button>
                    </div>
                  </li>
                )
              })}
            </ul>
          </fieldset>
          <CheckboxField
            id={`${id}-active`}
            label={copy.active}
            checked={draft.active}
            onChange={(active) => editor.update({ active })}
          />
          <SaveFeedback status={save.status} error={save.error} />
          <FormButtons
            saving={save.saving}
            save={words.save}
            onCancel={
              editing
                ? () => {
                    save.clear()
                    editor.reset()
                  }
                : null
            }
          />
        </form>
      )}
    </Section>
  )
}

function TimeField({
  id,
  label,
  value,
  onChange,
  inputRef,
}: {
  id: string
  label: string
  value: string
  onChange: (value: string) => void
  inputRef?: (node: HTMLInputElement | null) => void
}) {
  return (
    <div className="flex w-36 flex-col gap-1">
      <Label htmlFor={id}>{label}</Label>
      <Input
        ref={inputRef}
        id={id}
        type="time"
        step={60}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  )
}
