import { type FormEvent, useId } from 'react'

import { CheckboxField } from '@/components/ui/checkbox-field'
import { TextField } from '@/components/ui/text-field'
import { workspaceCopy } from '@/content/workspace'
import type { SetupLocation } from '@shared/booking/staff-booking-wire'
import { US_STATES } from '@shared/intake/us-states'

import { SelectField } from '../workspace-fields'
import type { LocationInput } from './api/availability-api'
import { emptyLocation, locationDraftOf, zoneChoices, zoneLabel } from './availability-form'
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
const words = copy.clinics

const stateName = (code: string) => US_STATES.find((state) => state.code === code)?.name ?? code

/** The clinics patients can visit in person: each with its address, state and time zone. */
export function ClinicsSection({ locations }: { locations: SetupLocation[] }) {
  const id = useId()
  const editor = useEditor<LocationInput>(emptyLocation)
  const save = useSave()
  const { draft } = editor
  const editing = locations.find((location) => location.id === editor.editingId)

  function submit(event: FormEvent) {
    event.preventDefault()
    const body = { ...draft, name: draft.name.trim(), address: draft.address.trim() }
    save.send({ intent: 'clinic', id: editing?.id ?? null, body }, copy.saved, () => editor.reset())
  }

  return (
    <Section id={`${id}-heading`} title={words.heading}>
      {locations.length === 0 ? (
        <p>{words.empty}</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {locations.map((location) => (
            <RecordRow
              key={location.id}
              name={location.name}
              active={location.active}
              details={
                <>
                  <span>
                    {location.address}, {stateName(location.state)}
                  </span>
                  <span>{zoneLabel(location.timeZone)}</span>
                </>
              }
              onEdit={() => {
                save.clear()
                editor.edit(location.id, locationDraftOf(location))
              }}
            />
          ))}
        </ul>
      )}
      <form
        noValidate
        aria-labelledby={`${id}-form`}
        className="flex flex-col gap-4 border-t border-border pt-4"
        onSubmit={submit}
      >
        <FormHeading id={`${id}-form`} headingRef={editor.headingRef}>
          {editing ? words.editing(editing.name) : words.add}
        </FormHeading>
        <div className="grid gap-4 md:grid-cols-2">
          <TextField
            id={`${id}-name`}
            label={words.name}
            value={draft.name}
            maxLength={100}
            onChange={(name) => editor.update({ name })}
          />
          <TextField
            id={`${id}-address`}
            label={words.address}
            value={draft.address}
            maxLength={200}
            onChange={(address) => editor.update({ address })}
          />
          <SelectField
            id={`${id}-state`}
            label={words.state}
            value={draft.state}
            onChange={(state) => editor.update({ state })}
            choices={[
              { value: '', label: words.chooseState },
              ...US_STATES.map((state) => ({ value: state.code, label: state.name })),
            ]}
          />
          <SelectField
            id={`${id}-zone`}
            label={words.timeZone}
            value={draft.timeZone}
            onChange={(timeZone) => editor.update({ timeZone })}
            choices={zoneChoices(draft.timeZone)}
          />
        </div>
        <CheckboxField
          id={`${id}-active`}
          label={copy.active}
          checked={draft.active !== false}
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
    </Section>
  )
}
