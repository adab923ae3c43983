// The sign-in form of /auth (AuthForm, auth-form.tsx) and where a sign-in returns to.
import type { User } from '@supabase/supabase-js'
import { useLocation, useNavigate } from 'react-router'

import { Button } from '@/components/ui/button'
import { Field, FieldError } from '@/components/ui/field'
import { Label } from '@/components/ui/label'
import { PasswordInput } from '@/components/ui/password-input'
import { paths } from '@/config/paths'
import { authFormCopy } from '@/content/auth-form'
import { authToasts } from '@/content/auth-toasts'
import { passwordResetCopy } from '@/content/password-reset'
import { useHydrated } from '@/hooks/use-hydrated'
import { toast } from '@/hooks/use-toast'
import { useZodForm } from '@/hooks/use-zod-form'
import { nextOf } from '@/lib/return-path'
import { type SignInInput, signInSchema } from '@shared/auth'

import { signIn } from './api/sign-in'
import { EmailField, invalidProps, useFieldIds } from './auth-form-fields'
import { isStaffUser } from './staff'

/**
 * Where a sign-in returns to: `?next=` when it is a path of this site (a page that sent the
 * visitor here, such as a questionnaire), else My care — a patient signs in to see their own
 * things — or, for staff, the workspace (docs/decisions/046-one-way-in-and-the-place-kept.md).
 * Never another origin (lib/return-path.ts).
 */
export function returnPath(search: string, user: User | null | undefined): string {
  return nextOf(search) ?? (isStaffUser(user) ? paths.admin : paths.account)
}

export function SignInForm({ onForgotPassword }: { onForgotPassword: (email: string) => void }) {
  const navigate = useNavigate()
  const location = useLocation()
  const ids = useFieldIds()
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors, isSubmitting },
  } = useZodForm(signInSchema, { defaultValues: { email: '', password: '' } })

  const hydrated = useHydrated()

  async function onSubmit(values: SignInInput) {
    try {
      const { data, error } = await signIn(values)
      if (error) {
        toast({
          title: authToasts.signInFailedTitle,
          description: error.message,
          variant: 'destructive',
        })
        return
      }
      toast(authToasts.welcomeBack)
      await navigate(returnPath(location.search, data.user))
    } catch {
      toast({ ...authToasts.unexpected, variant: 'destructive' })
    }
  }

  return (
    <form
      noValidate
      className="flex flex-col gap-5"
      onSubmit={(event) => void handleSubmit(onSubmit)(event)}
    >
      <EmailField id={ids.email} error={errors.email} registration={register('email')} />
      <Field>
        <Label htmlFor={ids.password}>{authFormCopy.passwordLabel}</Label>
        <PasswordInput
          id={ids.password}
          autoComplete="current-password"
          required
          {...invalidProps(errors.password, ids.password)}
          {...register('password')}
        />
        <FieldError id={`${ids.password}-error`}>{errors.password?.message}</FieldError>
        <Button
          type="button"
          variant="link"
          size="inline"
          className="h-9 self-end px-1"
          onClick={() => onForgotPassword(getValues('email').trim())}
        >
          {passwordResetCopy.forgotLink}
        </Button>
      </Field>
      <Button type="submit" className="w-full" disabled={isSubmitting || !hydrated}>
        {isSubmitting ? authFormCopy.signIn.submitting : authFormCopy.signIn.submit}
      </Button>
    </form>
  )
}
