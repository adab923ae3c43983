import { type FormEvent, useId } from 'react'

import { CheckboxField } from '@/components/ui/checkbox-field'
import { FieldDescription } from '@/components/ui/field'
import { TextField } from '@/components/ui/text-field'
import { workspaceCopy } from '@/content/workspace'
import type { SetupClinician } from '@shared/booking/staff-booking-wire'
import { SERVED_STATES } from '@shared/clinic'
import { US_STATES } from '@shared/intake/us-states'

import type { ClinicianInput } from './api/availability-api'
import { clinicianDraftOf, emptyClinician, withState } from './availability-form'
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
const words = copy.clinicians

const stateName = (code: string) => US_STATES.find((state) => state.code === code)?.name ?? code

/**
 * The clinicians, with the states each is licensed in: a phone or video visit goes only to a
 * clinician licensed where the patient lives (docs/architecture.md, Booking), so the form offers
 * the states served online and keeps any other license on record untouched.
 */
export function CliniciansSection({ clinicians }: { clinicians: SetupClinician[] }) {
  const id = useId()
  const editor = useEditor<ClinicianInput>(emptyClinician)
  const save = useSave()
  const { draft } = editor
  const editing = clinicians.find((clinician) => clinician.id === editor.editingId)

  function submit(event: FormEvent) {
    event.preventDefault()
    const body = { ...draft, name: draft.name.trim(), title: draft.title.trim() }
    save.send({ intent: 'clinician', id: editing?.id ?? null, body }, copy.saved, () =>
      editor.reset(),
    )
  }

  return (
    <Section id={`${id}-heading`} title={words.heading}>
      {clinicians.length === 0 ? (
        <p>{words.empty}</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {clinicians.map((clinician) => (
            <RecordRow
              key={clinician.id}
              name={clinician.title ? `${clinician.name}, ${clinician.title}` : clinician.name}
              active={clinician.active}
              details={
                <span>
                  {clinician.licensedStates.length > 0
                    ? clinician.licensedStates.map(stateName).join(', ')
                    : words.noStates}
                </span>
              }
              onEdit={() => {
                save.clear()
                editor.edit(clinician.id, clinicianDraftOf(clinician))
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
            id={`${id}-title`}
            label={words.title}
            value={draft.title}
            maxLength={100}
            onChange={(title) => editor.update({ title })}
          />
        </div>
        <fieldset className="flex flex-col gap-1" aria-describedby={`${id}-states-note`}>
          <legend className="mb-1 text-sm font-semibold text-foreground">{words.licensed}</legend>
          <FieldDescription id={`${id}-states-note`}>{words.licensedNote}</FieldDescription>
          <div className="flex flex-wrap gap-x-6">
            {SERVED_STATES.map((state) => (
              <CheckboxField
                key={state.code}
                id={`${id}-state-${state.code}`}
                label={state.name}
                checked={draft.licensedStates.includes(state.code)}
                onChange={(licensed) =>
                  editor.update({
                    licensedStates: withState(draft.licensedStates, state.code, licensed),
                  })
                }
              />
            ))}
          </div>
        </fieldset>
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
