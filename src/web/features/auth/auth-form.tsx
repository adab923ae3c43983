import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect, useId, useRef, useState } from 'react'
import { type FieldErrors, useForm, type UseFormRegisterReturn } from 'react-hook-form'
import { useLocation, useNavigate } from 'react-router'

import { Button } from '@/components/ui/button'
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '@/components/ui/card'
import { Field, FieldDescription, FieldError } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { PasswordInput } from '@/components/ui/password-input'
import { paths } from '@/config/paths'
import { authFormCopy } from '@/content/auth-form'
import { authToasts } from '@/content/auth-toasts'
import { passwordResetCopy } from '@/content/password-reset'
import { useHydrated } from '@/hooks/use-hydrated'
import { toast } from '@/hooks/use-toast'
import { type SignInInput, signInSchema, type SignUpInput, signUpSchema } from '@shared/auth'

import { signIn } from './api/sign-in'
import { signUp } from './api/sign-up'
import { ForgotPassword, wantsForgotPassword } from './forgot-password'

type AuthMode = 'signIn' | 'signUp' | 'forgotPassword'

/**
 * Where a sign-in returns to: `?next=` when it is a path of this site (a page that sent the
 * visitor here, such as /account), else home. Never another origin (`//host`, `https://…`).
 */
export function returnPath(search: string): string {
  const next = new URLSearchParams(search).get('next')
  return next && next.startsWith('/') && !next.startsWith('//') && !next.includes('\\')
    ? next
    : paths.home
}

/**
 * /auth (docs/product.md, Sign-in and sign-up): sign-in and sign-up, toggled by a link, and from
 * sign-in the "Forgot password?" view, which asks for a recovery link.
 */
export function AuthForm({ startWithSignUp = false }: { startWithSignUp?: boolean }) {
  const location = useLocation()
  const [mode, setMode] = useState<AuthMode>(() =>
    wantsForgotPassword(location.state) ? 'forgotPassword' : startWithSignUp ? 'signUp' : 'signIn',
  )
  const [forgotEmail, setForgotEmail] = useState('')
  const heading = useRef<HTMLHeadingElement>(null)
  const focusHeading = useRef(false)

  // Back from the forgot-password view, focus returns to the sign-in heading, as it went to
  // that view's heading on the way there.
  useEffect(() => {
    if (!focusHeading.current) return
    focusHeading.current = false
    heading.current?.focus()
  }, [mode])

  if (mode === 'forgotPassword') {
    return (
      <ForgotPassword
        defaultEmail={forgotEmail}
        onBack={() => {
          focusHeading.current = true
          setMode('signIn')
        }}
      />
    )
  }

  const copy = authFormCopy[mode]
  return (
    <Card className="w-full max-w-md">
      <CardHeader>
        <CardTitle asChild>
          <h1 ref={heading} tabIndex={-1} className="focus:outline-none">
            {copy.heading}
          </h1>
        </CardTitle>
        <CardDescription>{copy.description}</CardDescription>
      </CardHeader>
      <CardContent>
        {mode === 'signIn' ? (
          <SignInForm
            onForgotPassword={(email) => {
              setForgotEmail(email)
              setMode('forgotPassword')
            }}
          />
        ) : (
          <SignUpForm onSignedUp={() => setMode('signIn')} />
        )}
      </CardContent>
      <CardFooter className="justify-center gap-1 text-sm text-muted-foreground">
        <span>{copy.switchPrompt}</span>
        <Button
          type="button"
          variant="link"
          size="inline"
          className="h-9 px-1"
          onClick={() => setMode(mode === 'signIn' ? 'signUp' : 'signIn')}
        >
          {copy.switchLink}
        </Button>
      </CardFooter>
    </Card>
  )
}

function SignInForm({ onForgotPassword }: { onForgotPassword: (email: string) => void }) {
  const navigate = useNavigate()
  const location = useLocation()
  const ids = useFieldIds()
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<SignInInput>({
    resolver: zodResolver(signInSchema),
    defaultValues: { email: '', password: '' },
  })

  const hydrated = useHydrated()

  async function onSubmit(values: SignInInput) {
    try {
      const { error } = await signIn(values)
      if (error) {
        toast({
          title: authToasts.signInFailedTitle,
          description: error.message,
          variant: 'destructive',
        })
        return
      }
      toast(authToasts.welcomeBack)
      await navigate(returnPath(location.search))
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

function SignUpForm({ onSignedUp }: { onSignedUp: () => void }) {
  const ids = useFieldIds()
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<SignUpInput>({
    resolver: zodResolver(signUpSchema),
    defaultValues: { fullName: '', email: '', password: '' },
  })

  const hydrated = useHydrated()

  async function onSubmit(values: SignUpInput) {
    try {
      const { data, error } = await signUp(values)
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

  function onInvalid(formErrors: FieldErrors<SignUpInput>) {
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

function useFieldIds() {
  const id = useId()
  return {
    fullName: `${id}-full-name`,
    email: `${id}-email`,
    password: `${id}-password`,
  }
}

/** The e-mail field both modes share. */
function EmailField({
  id,
  error,
  registration,
}: {
  id: string
  error: { message?: string } | undefined
  registration: UseFormRegisterReturn<'email'>
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

function invalidProps(error: { message?: string } | undefined, id: string) {
  return error
    ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-error` }
    : { 'aria-invalid': undefined, 'aria-describedby': undefined }
}
