import { useEffect, useId, useRef, useState } from 'react'
import * as z from 'zod/mini'

import { Button } from '@/components/ui/button'
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '@/components/ui/card'
import { Field, FieldError } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { authFormCopy } from '@/content/auth-form'
import { passwordResetCopy } from '@/content/password-reset'
import { useZodForm } from '@/hooks/use-zod-form'
import { signInSchema } from '@shared/auth'

import { requestPasswordReset, type RecoveryOutcome } from './api/password-recovery'

const copy = passwordResetCopy.forgot

/** The e-mail checked exactly as the sign-in form checks it. */
const forgotPasswordSchema = z.object({ email: signInSchema.shape.email })
type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>

/**
 * Router state that opens /auth on this view: /auth/reset's "Send a new link" navigates with it,
 * so a visitor with a dead link is one step from a new one.
 */
export const forgotPasswordState = { authView: 'forgot-password' } as const

export function wantsForgotPassword(state: unknown): boolean {
  return (
    typeof state === 'object' &&
    state !== null &&
    (state as { authView?: unknown }).authView === forgotPasswordState.authView
  )
}

/**
 * The "Forgot password?" view of /auth (docs/product.md, Sign-in and sign-up): asks for a
 * recovery link. Every address gets the same answer, as the server gives it, so the form never
 * tells whether an account exists (docs/wire-contract.md, Password recovery).
 */
export function ForgotPassword({
  defaultEmail = '',
  onBack,
}: {
  /** What the visitor had typed into the sign-in form, so they need not type it twice. */
  defaultEmail?: string
  onBack: () => void
}) {
  const heading = useRef<HTMLHeadingElement>(null)
  const emailId = `${useId()}-email`
  const [answer, setAnswer] = useState<{ sent: true } | { problem: string } | null>(null)
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useZodForm(forgotPasswordSchema, { defaultValues: { email: defaultEmail } })

  // The view replaces the sign-in form on the same page: focus goes to its heading, so a
  // screen reader starts reading the new view and the keyboard continues from there.
  useEffect(() => {
    heading.current?.focus()
  }, [])

  async function onSubmit({ email }: ForgotPasswordInput) {
    // Emptied first, so sending again announces the answer again.
    setAnswer(null)
    const outcome = await requestPasswordReset(email)
    setAnswer(outcome.ok ? { sent: true } : { problem: problemText(outcome) })
  }

  const invalid = errors.email
    ? { 'aria-invalid': true as const, 'aria-describedby': `${emailId}-error` }
    : {}

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
        <form
          noValidate
          className="flex flex-col gap-5"
          onSubmit={(event) => void handleSubmit(onSubmit)(event)}
        >
          <Field>
            <Label htmlFor={emailId}>{authFormCopy.emailLabel}</Label>
            <Input
              id={emailId}
              type="email"
              autoComplete="email"
              required
              {...invalid}
              {...register('email')}
            />
            <FieldError id={`${emailId}-error`}>{errors.email?.message}</FieldError>
          </Field>
          <Button type="submit" className="w-full" disabled={isSubmitting}>
            {isSubmitting ? copy.submitting : copy.submit}
          </Button>
        </form>
        {/* Always in the page, so the answer is announced when it is written into it. */}
        <div role="status">
          {answer && 'sent' in answer ? <p className="mt-5 text-sm">{copy.sent}</p> : null}
        </div>
        {answer && 'problem' in answer ? (
          <p role="alert" className="mt-5 text-sm font-medium text-destructive">
            {answer.problem}
          </p>
        ) : null}
      </CardContent>
      <CardFooter className="justify-center text-sm">
        <Button type="button" variant="link" size="inline" className="h-9 px-1" onClick={onBack}>
          {copy.back}
        </Button>
      </CardFooter>
    </Card>
  )
}

function problemText(outcome: Extract<RecoveryOutcome, { ok: false }>): string {
  if (outcome.problem === 'rate-limited') return passwordResetCopy.problems.rateLimited
  if (outcome.problem === 'network') return passwordResetCopy.problems.network
  return passwordResetCopy.problems.unexpected
}
