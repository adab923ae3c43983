import * as z from 'zod/mini'

import { CheckboxField } from '@/components/ui/checkbox-field'
import { FieldDescription } from '@/components/ui/field'
import { TextField } from '@/components/ui/text-field'
import { workspaceCopy } from '@/content/workspace'
import { clinicianSchema } from '@shared/booking/availability-input'
import type { SetupClinician } from '@shared/booking/staff-booking-wire'
import { SERVED_STATES } from '@shared/clinic'
import { US_STATES } from '@shared/intake/us-states'

import type { ClinicianInput } from './api/availability-api'
import { withState } from './availability-form'
import { EditableList } from './editable-list'

const copy = workspaceCopy.availability
const words = copy.clinicians

const stateName = (code: string) => US_STATES.find((state) => state.code === code)?.name ?? code

/** The form's fields: one box per state served online, named `state-TX` and so on. */
type ClinicianFields = { name: string; title: string; active: boolean } & Record<
  `state-${string}`,
  boolean
>
const stateField = (code: string) => `state-${code}` as const

function fieldsOf(clinician: SetupClinician | undefined): ClinicianFields {
  const licensed = clinician?.licensedStates ?? []
  const fields: ClinicianFields = {
    name: clinician?.name ?? '',
    title: clinician?.title ?? '',
    active: clinician?.active ?? true,
  }
  for (const state of SERVED_STATES) fields[stateField(state.code)] = licensed.includes(state.code)
  return fields
}

/**
 * The boxes become the licensed states — any license on record the form does not list kept —
 * and the whole is checked by the server's own schema (docs/wire-contract.md, Booking API).
 */
function schemaOf(clinician: SetupClinician | undefined) {
  const toInput = z.transform((fields: ClinicianFields): ClinicianInput => ({
    name: fields.name,
    title: fields.title,
    licensedStates: SERVED_STATES.reduce(
      (states, state) => withState(states, state.code, fields[stateField(state.code)] === true),
      clinician?.licensedStates ?? [],
    ),
    active: fields.active,
  }))
  const checked = z.pipe(toInput, z.object({ ...clinicianSchema.shape, active: z.boolean() }))
  // The boxes' names are made from the list of states, which zod's types cannot follow.
  return checked as unknown as z.ZodMiniType<ClinicianInput, ClinicianFields>
}

/**
 * The clinicians, with the states each is licensed in: a phone or video visit goes only to a
 * clinician licensed where the patient lives (docs/architecture.md, Booking), so the form offers
 * the states served online and keeps any other license on record untouched.
 */
export function CliniciansSection({ clinicians }: { clinicians: SetupClinician[] }) {
  return (
    <EditableList
      words={words}
      items={clinicians}
      rowName={(clinician) =>
        clinician.title ? `${clinician.name}, ${clinician.title}` : clinician.name
      }
      details={(clinician) => (
        <span>
          {clinician.licensedStates.length > 0
            ? clinician.licensedStates.map(stateName).join(', ')
            : words.noStates}
        </span>
      )}
      fieldsOf={fieldsOf}
      schemaOf={schemaOf}
      change={(id, body) => ({ intent: 'clinician', id, body })}
      below={(form, id) => (
        <fieldset className="flex flex-col gap-1" aria-describedby={`${id}-states-note`}>
          <legend className="mb-1 text-sm font-semibold text-foreground">{words.licensed}</legend>
          <FieldDescription id={`${id}-states-note`}>{words.licensedNote}</FieldDescription>
          <div className="flex flex-wrap gap-x-6">
            {SERVED_STATES.map((state) => (
              <CheckboxField
                key={state.code}
                id={`${id}-state-${state.code}`}
                label={state.name}
                field={form.register(stateField(state.code))}
              />
            ))}
          </div>
        </fieldset>
      )}
    >
      {(form, id) => (
        <TextField
          id={`${id}-title`}
          label={words.title}
          maxLength={100}
          error={form.formState.errors.title?.message}
          field={form.register('title')}
        />
      )}
    </EditableList>
  )
}
