// What the sign-in and sign-up forms of /auth share: their fields' ids, the e-mail field, and how
// a field says it is invalid.
import { useId } from 'react'

import { Field, FieldError } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { authFormCopy } from '@/content/auth-form'
import type { FieldRegistration } from '@/hooks/use-zod-form'

export function useFieldIds() {
  const id = useId()
  return {
    fullName: `${id}-full-name`,
    email: `${id}-email`,
    password: `${id}-password`,
  }
}

/** The e-mail field both modes share. */
export function EmailField({
  id,
  error,
  registration,
}: {
  id: string
  error: { message?: string } | undefined
  registration: FieldRegistration
}) {
  return (
    <Field>
      <Label htmlFor={id}>{authFormCopy.emailLabel}</Label>
      <Input
        id={id}
        type="email"
        autoComplete="email"
        required
        {...invalidProps(error, id)}
        {...registration}
      />
      <FieldError id={`${id}-error`}>{error?.message}</FieldError>
    </Field>
  )
}

export function invalidProps(error: { message?: string } | undefined, id: string) {
  return error
    ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-error` }
    : { 'aria-invalid': undefined, 'aria-describedby': undefined }
}
