import { useId, useState } from 'react'
import * as z from 'zod/mini'

import { Button } from '@/components/ui/button'
import { FormAlert } from '@/components/ui/form-alert'
import { SelectField } from '@/components/ui/select-field'
import { TextField } from '@/components/ui/text-field'
import { accountCopy } from '@/content/account'
import { useChange } from '@/hooks/use-change'
import { useZodForm } from '@/hooks/use-zod-form'
import { SERVED_STATES } from '@shared/clinic'
import { US_STATES } from '@shared/intake/us-states'
import { contactMethods, isPhoneOk, type PatientProfile } from '@shared/patient-profile'

import type { AccountChange } from './api/account-api'

// The patient's details (docs/wire-contract.md, Patient API, Profile): name, phone, state of
// residence, how to contact them and where to ship — what booking, checkout and the intake
// offer again. Read by the page's loader from /patient/v1/profile and saved there through the
// page's action (docs/decisions/036-app-pages-read-and-change-through-the-router.md); the
// server checks them with the same schema and answers a wrong one with its words.

const copy = accountCopy.profile

/** The form's fields: the profile, its address flat (all empty is no address). */
const profileForm = z.object({
  firstName: z.string().check(z.trim()),
  lastName: z.string().check(z.trim()),
  phone: z.string().check(z.trim(), z.refine(isPhoneOk, copy.phoneInvalid)),
  state: z.string(),
  preferredContact: z.enum(contactMethods),
  line1: z.string().check(z.trim()),
  line2: z.string().check(z.trim()),
  city: z.string().check(z.trim()),
  shipState: z.string(),
  zip: z.string().check(z.trim()),
})
type ProfileFields = z.output<typeof profileForm>

function fieldsOf({ shippingAddress: address, ...profile }: PatientProfile): ProfileFields {
  return {
    ...profile,
    line1: address?.line1 ?? '',
    line2: address?.line2 ?? '',
    city: address?.city ?? '',
    shipState: address?.state ?? '',
    zip: address?.zip ?? '',
  }
}

function profileOf({
  line1,
  line2,
  city,
  shipState,
  zip,
  ...profile
}: ProfileFields): PatientProfile {
  const given = [line1, line2, city, shipState, zip].some((value) => value !== '')
  return {
    ...profile,
    shippingAddress: given
      ? { line1, ...(line2 ? { line2 } : {}), city, state: shipState, zip }
      : null,
  }
}

/** The server's words for a refused save (a 400 names what is wrong), else the page's own. */
function failure(body: unknown): string {
  const message = (body as { message?: unknown } | null)?.message
  return typeof message === 'string' && message ? message : copy.failed
}

export function ProfileForm({ profile }: { profile: PatientProfile }) {
  const id = useId()
  const form = useZodForm(profileForm, { defaultValues: fieldsOf(profile) })
  const { errors } = form.formState
  const saving = useChange()
  // "Saved" is said until a detail changes after the save.
  const [changed, setChanged] = useState(false)
  const saved = saving.answer?.ok === true && !changed
  const error = saving.answer && !saving.answer.ok ? failure(saving.answer.body) : undefined
  // The phone is checked as it is typed, before any save, so a wrong number is said at once.
  const [phoneTyped, setPhoneTyped] = useState(form.getValues('phone'))
  const phoneError =
    errors.phone?.message ?? (isPhoneOk(phoneTyped) ? undefined : copy.phoneInvalid)
  const phone = form.register('phone')

  const save = form.handleSubmit((fields) => {
    setChanged(false)
    saving.submit({ intent: 'profile', profile: profileOf(fields) } satisfies AccountChange)
  })

  return (
    <form
      className="flex flex-col gap-4"
      onSubmit={(event) => void save(event)}
      onChange={() => setChanged(true)}
      noValidate
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id={`${id}-first`}
          label={copy.firstName}
          autoComplete="given-name"
          maxLength={100}
          error={errors.firstName?.message}
          field={form.register('firstName')}
        />
        <TextField
          id={`${id}-last`}
          label={copy.lastName}
          autoComplete="family-name"
          maxLength={100}
          error={errors.lastName?.message}
          field={form.register('lastName')}
        />
        <TextField
          id={`${id}-phone`}
          label={copy.phone}
          hint={copy.phoneHint}
          type="tel"
          autoComplete="tel-national"
          maxLength={20}
          error={phoneError}
          field={{
            ...phone,
            onChange: (event) => {
              phone.onChange(event)
              setPhoneTyped(event.target.value)
            },
          }}
        />
        <SelectField
          id={`${id}-state`}
          label={copy.state}
          error={errors.state?.message}
          field={form.register('state')}
          choices={[
            { value: '', label: copy.stateNone },
            ...US_STATES.map((state) => ({ value: state.code, label: state.name })),
          ]}
        />
      </div>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-semibold text-navy">{copy.contact}</legend>
        <div className="flex flex-wrap gap-x-6 gap-y-2">
          {contactMethods.map((method) => (
            <label key={method} className="flex min-h-11 items-center gap-2 text-sm">
              <input
                type="radio"
                className="size-4 accent-teal"
                {...form.register('preferredContact', { value: method })}
              />
              {copy.contactOptions[method]}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className="flex flex-col gap-4">
        <legend className="mb-2 text-sm font-semibold text-navy">{copy.shipping}</legend>
        <p className="text-sm text-muted-foreground">{copy.shippingHint}</p>
        <TextField
          id={`${id}-line1`}
          label={copy.line1}
          autoComplete="shipping address-line1"
          maxLength={120}
          field={form.register('line1')}
        />
        <TextField
          id={`${id}-line2`}
          label={copy.line2}
          autoComplete="shipping address-line2"
          maxLength={120}
          field={form.register('line2')}
        />
        <div className="grid gap-4 sm:grid-cols-[2fr_1fr_1fr]">
          <TextField
            id={`${id}-city`}
            label={copy.city}
            autoComplete="shipping address-level2"
            maxLength={80}
            field={form.register('city')}
          />
          <SelectField
            id={`${id}-ship-state`}
            label={copy.shipState}
            autoComplete="shipping address-level1"
            field={form.register('shipState')}
            choices={[
              { value: '', label: copy.stateNone },
              ...SERVED_STATES.map((state) => ({ value: state.code, label: state.name })),
            ]}
          />
          <TextField
            id={`${id}-zip`}
            label={copy.zip}
            autoComplete="shipping postal-code"
            inputMode="numeric"
            maxLength={10}
            field={form.register('zip')}
          />
        </div>
      </fieldset>
      <FormAlert message={error} />
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={saving.busy}>
          {saving.busy ? copy.saving : copy.save}
        </Button>
        <p role="status" className="text-sm text-muted-foreground">
          {saved ? copy.saved : ''}
        </p>
      </div>
    </form>
  )
}
