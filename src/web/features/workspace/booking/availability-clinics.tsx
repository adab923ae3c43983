import * as z from 'zod/mini'

import { TextField } from '@/components/ui/text-field'
import { workspaceCopy } from '@/content/workspace'
import { locationSchema } from '@shared/booking/availability-input'
import type { SetupLocation } from '@shared/booking/staff-booking-wire'
import { US_STATES } from '@shared/intake/us-states'

import { SelectField } from '../workspace-fields'
import { emptyLocation, locationDraftOf, zoneChoices, zoneLabel } from './availability-form'
import { EditableList } from './editable-list'

const copy = workspaceCopy.availability
const words = copy.clinics

const stateName = (code: string) => US_STATES.find((state) => state.code === code)?.name ?? code

/** The server's check of a clinic (docs/wire-contract.md, Booking API); the box always sends. */
const clinicForm = z.object({ ...locationSchema.shape, active: z.boolean() })

/** The clinics patients can visit in person: each with its address, state and time zone. */
export function ClinicsSection({ locations }: { locations: SetupLocation[] }) {
  return (
    <EditableList
      words={words}
      items={locations}
      rowName={(location) => location.name}
      details={(location) => (
        <>
          <span>
            {location.address}, {stateName(location.state)}
          </span>
          <span>{zoneLabel(location.timeZone)}</span>
        </>
      )}
      fieldsOf={(location) => (location ? locationDraftOf(location) : emptyLocation())}
      schemaOf={() => clinicForm}
      change={(id, body) => ({ intent: 'clinic', id, body })}
    >
      {(form, id, fields) => {
        const { errors } = form.formState
        return (
          <>
            <TextField
              id={`${id}-address`}
              label={words.address}
              maxLength={200}
              error={errors.address?.message}
              field={form.register('address')}
            />
            <SelectField
              id={`${id}-state`}
              label={words.state}
              error={errors.state?.message}
              field={form.register('state')}
              choices={[
                { value: '', label: words.chooseState },
                ...US_STATES.map((state) => ({ value: state.code, label: state.name })),
              ]}
            />
            <SelectField
              id={`${id}-zone`}
              label={words.timeZone}
              error={errors.timeZone?.message}
              field={form.register('timeZone')}
              choices={zoneChoices(fields.timeZone)}
            />
          </>
        )
      }}
    </EditableList>
  )
}
