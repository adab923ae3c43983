// The sign-up form of /auth (AuthForm, auth-form.tsx).

import { Button } from '@/components/ui/button'
import { Field, FieldDescription, FieldError } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { PasswordInput } from '@/components/ui/password-input'
import { authFormCopy } from '@/content/auth-form'
import { authToasts } from '@/content/auth-toasts'
import { useHydrated } from '@/hooks/use-hydrated'
import { toast } from '@/hooks/use-toast'
import { type FormErrors, useZodForm } from '@/hooks/use-zod-form'
import { type SignUpInput, signUpSchema } from '@shared/auth'

import { signUp } from './api/sign-up'
import { EmailField, invalidProps, useFieldIds } from './auth-form-fields'

export function SignUpForm({
  returnTo,
  onSignedUp,
}: {
  /** The path of this site the confirmation link returns to (already checked), if any. */
  returnTo?: string
  onSignedUp: () => void
}) {
  const ids = useFieldIds()
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useZodForm(signUpSchema, { defaultValues: { fullName: '', email: '', password: '' } })

  const hydrated = useHydrated()

  async function onSubmit(values: SignUpInput) {
    try {
      const { data, error } = await signUp(values, returnTo)
      if (error) {
        const exists =
          error.message.includes('User already registered') || error.code === 'user_already_exists'
        toast(
          exists
            ? { ...authToasts.accountExists, variant: 'destructive' }
            : {
                title: authToasts.signUpFailedTitle,
                description: error.message,
                variant: 'destructive',
              },
        )
        return
      }
      // With e-mail confirmation on, GoTrue answers an existing address with a user that has
      // no identities instead of an error (docs/wire-contract.md, Sign-up).
      if (data.user?.identities?.length === 0) {
        toast({ ...authToasts.accountExists, variant: 'destructive' })
        return
      }
      toast(authToasts.signUpSuccess)
      onSignedUp()
    } catch {
      toast({ ...authToasts.unexpected, variant: 'destructive' })
    }
  }

  function onInvalid(formErrors: FormErrors<keyof SignUpInput>) {
    // docs/product.md, Validation: a blank full name is also reported as an 'Error' toast.
    if (formErrors.fullName?.message) {
      toast({
        title: authToasts.errorTitle,
        description: formErrors.fullName.message,
        variant: 'destructive',
      })
    }
  }

  return (
    <form
      noValidate
      className="flex flex-col gap-5"
      onSubmit={(event) => void handleSubmit(onSubmit, onInvalid)(event)}
    >
      <Field>
        <Label htmlFor={ids.fullName}>{authFormCopy.fullNameLabel}</Label>
        <Input
          id={ids.fullName}
          autoComplete="name"
          required
          {...invalidProps(errors.fullName, ids.fullName)}
          {...register('fullName')}
        />
        <FieldError id={`${ids.fullName}-error`}>{errors.fullName?.message}</FieldError>
      </Field>
      <EmailField id={ids.email} error={errors.email} registration={register('email')} />
      <Field>
        <Label htmlFor={ids.password}>{authFormCopy.passwordLabel}</Label>
        <PasswordInput
          id={ids.password}
          autoComplete="new-password"
          required
          minLength={6}
          aria-invalid={errors.password ? true : undefined}
          aria-describedby={errors.password ? `${ids.password}-error` : `${ids.password}-hint`}
          {...register('password')}
        />
        {/* The hint turns into the error, so the same sentence is not shown twice. */}
        {errors.password ? (
          <FieldError id={`${ids.password}-error`}>{errors.password.message}</FieldError>
        ) : (
          <FieldDescription id={`${ids.password}-hint`}>
            {authFormCopy.passwordHint}
          </FieldDescription>
        )}
      </Field>
      <Button type="submit" className="w-full" disabled={isSubmitting || !hydrated}>
        {isSubmitting ? authFormCopy.signUp.submitting : authFormCopy.signUp.submit}
      </Button>
    </form>
  )
}
