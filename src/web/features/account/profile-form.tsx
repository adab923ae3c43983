import type { User } from '@supabase/supabase-js'
import { useId, useState } from 'react'
import * as z from 'zod/mini'

import { Button } from '@/components/ui/button'
import { FormAlert } from '@/components/ui/form-alert'
import { SelectField } from '@/components/ui/select-field'
import { TextField } from '@/components/ui/text-field'
import { accountCopy } from '@/content/account'
import { useChange } from '@/hooks/use-change'
import { useZodForm } from '@/hooks/use-zod-form'
import { US_STATES } from '@shared/intake/us-states'

import type { AccountChange, Profile } from './api/account-api'

// The patient's details, kept in `user_metadata` through supabase-js's updateUser, unchanged
// (docs/wire-contract.md, Update user): name, phone, state of residence, how to contact them.
// Saved through the page's action (docs/decisions/036-app-pages-read-and-change-through-the-
// router.md), which calls updateUser and reads nothing again.

const copy = accountCopy.profile
const contactMethods = ['phone', 'text', 'email'] as const
type ContactMethod = Profile['preferred_contact']

export function profileOf(user: Pick<User, 'user_metadata'>): Profile {
  const data = user.user_metadata as Record<string, unknown>
  const text = (key: string) => (typeof data[key] === 'string' ? data[key] : '')
  const contact = text('preferred_contact')
  return {
    first_name: text('first_name'),
    last_name: text('last_name'),
    phone: text('phone'),
    state: text('state'),
    preferred_contact: contactMethods.includes(contact as ContactMethod)
      ? (contact as ContactMethod)
      : 'phone',
  }
}

/** A US number of 10 digits (an optional leading 1), or nothing. */
export function isPhoneOk(phone: string): boolean {
  const digits = phone.replace(/\D/g, '')
  return digits === '' || digits.length === 10 || (digits.length === 11 && digits.startsWith('1'))
}

/**
 * The details as the form checks them. No server schema checks them (supabase-js keeps them as
 * they come), so the form's own check is the only one: the phone as `isPhoneOk` says, in the
 * page's words; names and phone are sent trimmed (docs/decisions/037-one-form-hook.md).
 */
const profileForm = z.object({
  first_name: z.string().check(z.trim()),
  last_name: z.string().check(z.trim()),
  phone: z.string().check(z.trim(), z.refine(isPhoneOk, copy.phoneInvalid)),
  state: z.string(),
  preferred_contact: z.enum(contactMethods),
})

export function ProfileForm({ user }: { user: User }) {
  const id = useId()
  const form = useZodForm(profileForm, { defaultValues: profileOf(user) })
  const { errors } = form.formState
  const saving = useChange()
  // "Saved" is said until a detail changes after the save.
  const [changed, setChanged] = useState(false)
  const saved = saving.answer?.ok === true && !changed
  const error = saving.answer && !saving.answer.ok ? copy.failed : undefined
  // The phone is checked as it is typed, before any save, so a wrong number is said at once.
  const [phoneTyped, setPhoneTyped] = useState(form.getValues('phone'))
  const phoneError =
    errors.phone?.message ?? (isPhoneOk(phoneTyped) ? undefined : copy.phoneInvalid)
  const phone = form.register('phone')

  const save = form.handleSubmit((profile) => {
    setChanged(false)
    saving.submit({ intent: 'profile', profile } satisfies AccountChange)
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
          error={errors.first_name?.message}
          field={form.register('first_name')}
        />
        <TextField
          id={`${id}-last`}
          label={copy.lastName}
          autoComplete="family-name"
          maxLength={100}
          error={errors.last_name?.message}
          field={form.register('last_name')}
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
                {...form.register('preferred_contact', { value: method })}
              />
              {copy.contactOptions[method]}
            </label>
          ))}
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
