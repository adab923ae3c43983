import type { User } from '@supabase/supabase-js'
import { type FormEvent, useId, useState } from 'react'

import { Button } from '@/components/ui/button'
import { Field, FieldDescription, FieldError } from '@/components/ui/field'
import { FormAlert } from '@/components/ui/form-alert'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { SelectField } from '@/components/ui/select-field'
import { accountCopy } from '@/content/account'
import { useChange } from '@/hooks/use-change'
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

export function ProfileForm({ user }: { user: User }) {
  const id = useId()
  const [profile, setProfile] = useState(() => profileOf(user))
  // The details as they were sent: "Saved" is said until they change.
  const [sent, setSent] = useState<Profile | undefined>()
  const saving = useChange()
  const saved = saving.answer?.ok === true && sent === profile
  const error = saving.answer && !saving.answer.ok ? copy.failed : undefined
  const phoneError = isPhoneOk(profile.phone) ? undefined : copy.phoneInvalid
  const set = (key: keyof Profile) => (value: string) => {
    setProfile((current) => ({ ...current, [key]: value }))
  }

  function save(event: FormEvent) {
    event.preventDefault()
    if (phoneError) return
    setSent(profile)
    saving.submit({
      intent: 'profile',
      profile: {
        first_name: profile.first_name.trim(),
        last_name: profile.last_name.trim(),
        phone: profile.phone.trim(),
        state: profile.state,
        preferred_contact: profile.preferred_contact,
      },
    } satisfies AccountChange)
  }

  return (
    <form className="flex flex-col gap-4" onSubmit={save} noValidate>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field>
          <Label htmlFor={`${id}-first`}>{copy.firstName}</Label>
          <Input
            id={`${id}-first`}
            autoComplete="given-name"
            maxLength={100}
            value={profile.first_name}
            onChange={(event) => set('first_name')(event.target.value)}
          />
        </Field>
        <Field>
          <Label htmlFor={`${id}-last`}>{copy.lastName}</Label>
          <Input
            id={`${id}-last`}
            autoComplete="family-name"
            maxLength={100}
            value={profile.last_name}
            onChange={(event) => set('last_name')(event.target.value)}
          />
        </Field>
        <Field>
          <Label htmlFor={`${id}-phone`}>{copy.phone}</Label>
          <Input
            id={`${id}-phone`}
            type="tel"
            autoComplete="tel-national"
            maxLength={20}
            value={profile.phone}
            aria-invalid={phoneError ? true : undefined}
            aria-describedby={`${id}-phone-hint${phoneError ? ` ${id}-phone-error` : ''}`}
            onChange={(event) => set('phone')(event.target.value)}
          />
          <FieldDescription id={`${id}-phone-hint`}>{copy.phoneHint}</FieldDescription>
          <FieldError id={`${id}-phone-error`}>{phoneError}</FieldError>
        </Field>
        <SelectField
          id={`${id}-state`}
          label={copy.state}
          value={profile.state}
          onChange={set('state')}
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
                name={`${id}-contact`}
                className="size-4 accent-teal"
                value={method}
                checked={profile.preferred_contact === method}
                onChange={() => set('preferred_contact')(method)}
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
