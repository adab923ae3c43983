import { useEffect, useId, useRef } from 'react'

import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { Field, FieldError } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { PasswordInput } from '@/components/ui/password-input'
import { staffGateCopy } from '@/content/staff-gate'
import { toast } from '@/hooks/use-toast'
import { useZodForm } from '@/hooks/use-zod-form'
import { getSiteConfig } from '@/lib/supabase'
import { type StaffSignInInput, staffSignInSchema } from '@shared/auth'

import { signIn } from './api/sign-in'
import { useSession } from './session-provider'
import { isStaffUser, staffAccess } from './staff'

/**
 * The gate's sign-in form (docs/product.md, Access and the gate). Only staff accounts get through.
 */
export function GateSignInForm({ onBack }: { onBack: () => void }) {
  const { signOut } = useSession()
  const heading = useRef<HTMLHeadingElement>(null)
  const id = useId()
  const emailId = `${id}-email`
  const passwordId = `${id}-password`

  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useZodForm(staffSignInSchema, { defaultValues: { email: '', password: '' } })

  useEffect(() => {
    heading.current?.focus()
  }, [])

  async function onSubmit(values: StaffSignInInput) {
    try {
      const { data, error } = await signIn(values)
      if (error) {
        if (error.code === 'invalid_credentials') {
          toast({ ...staffGateCopy.toasts.accessDenied, variant: 'destructive' })
        } else {
          toast({
            title: staffGateCopy.toasts.signInFailedTitle,
            description: error.message,
            variant: 'destructive',
          })
        }
        return
      }
      if (!isStaffUser(data.user)) {
        // A real account, but not staff: end this session here and on the server at once.
        const ending = signOut({ scope: 'local' })
        toast({ ...staffGateCopy.toasts.accessDenied, variant: 'destructive' })
        await ending
        return
      }
      // With a second factor to give, the gate moves on to it; the welcome comes after.
      const { staffMfa } = await getSiteConfig()
      if (staffAccess(data.session, staffMfa) === 'granted') toast(staffGateCopy.toasts.welcome)
    } catch {
      toast({ ...staffGateCopy.toasts.unexpected, variant: 'destructive' })
    }
  }

  return (
    <Card className="w-full max-w-md text-left">
      <CardHeader>
        <Button
          type="button"
          variant="link"
          size="sm"
          className="-ml-3 self-start"
          onClick={onBack}
        >
          {staffGateCopy.back}
        </Button>
        <CardTitle asChild>
          <h1 ref={heading} tabIndex={-1} className="focus:outline-none">
            {staffGateCopy.formTitle}
          </h1>
        </CardTitle>
        <CardDescription>{staffGateCopy.formBody}</CardDescription>
      </CardHeader>
      <CardContent>
        <form
          noValidate
          className="flex flex-col gap-5"
          onSubmit={(event) => void handleSubmit(onSubmit)(event)}
        >
          <Field>
            <Label htmlFor={emailId}>{staffGateCopy.emailLabel}</Label>
            <Input
              id={emailId}
              type="email"
              autoComplete="username"
              required
              aria-invalid={errors.email ? true : undefined}
              aria-describedby={errors.email ? `${emailId}-error` : undefined}
              {...register('email')}
            />
            <FieldError id={`${emailId}-error`}>{errors.email?.message}</FieldError>
          </Field>
          <Field>
            <Label htmlFor={passwordId}>{staffGateCopy.passwordLabel}</Label>
            <PasswordInput
              id={passwordId}
              autoComplete="current-password"
              required
              aria-invalid={errors.password ? true : undefined}
              aria-describedby={errors.password ? `${passwordId}-error` : undefined}
              {...register('password')}
            />
            <FieldError id={`${passwordId}-error`}>{errors.password?.message}</FieldError>
          </Field>
          <Button type="submit" className="w-full" disabled={isSubmitting}>
            {isSubmitting ? staffGateCopy.submitting : staffGateCopy.submit}
          </Button>
        </form>
      </CardContent>
    </Card>
  )
}
