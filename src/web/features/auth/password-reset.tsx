import { useEffect, useId, useRef, useState } from 'react'
import type * as React from 'react'
import { Link, useLocation, useNavigate } from 'react-router'
import * as z from 'zod/mini'

import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { Field, FieldDescription, FieldError } from '@/components/ui/field'
import { Label } from '@/components/ui/label'
import { PasswordInput } from '@/components/ui/password-input'
import { paths } from '@/config/paths'
import { authFormCopy } from '@/content/auth-form'
import { passwordResetCopy } from '@/content/password-reset'
import { toast } from '@/hooks/use-toast'
import { useZodForm } from '@/hooks/use-zod-form'
import { PASSWORD_MIN_LENGTH, signUpSchema } from '@shared/auth'

import { type RecoveryProblem, setNewPassword } from './api/password-recovery'
import { forgotPasswordState } from './forgot-password'
import { useSession } from './session-provider'

const copy = passwordResetCopy.reset

/** The new password follows the sign-up form's rule and message; the two entries must agree. */
const newPasswordSchema = z
  .object({ password: signUpSchema.shape.password, confirmPassword: z.string() })
  .check(
    z.refine((values) => values.password === values.confirmPassword, {
      message: copy.mismatch,
      path: ['confirmPassword'],
    }),
  )
type NewPasswordInput = z.infer<typeof newPasswordSchema>

/**
 * /auth/reset, where the mailed recovery link lands (docs/wire-contract.md, E-mail links). The
 * link signs the visitor in: supabase-js reads the session from the URL and emits
 * PASSWORD_RECOVERY, before this page's code has loaded, so the page goes by the session being
 * there rather than by that event. A link that was used, replaced or expired arrives with
 * `#error_code=otp_expired` and no session; either way the page offers a new link.
 */
export function PasswordReset() {
  const { status, user } = useSession()
  const { hash } = useLocation()
  const [sessionLost, setSessionLost] = useState(false)

  if (status === 'loading') {
    return (
      <ResetCard heading={copy.heading}>
        <p role="status">{copy.checking}</p>
      </ResetCard>
    )
  }
  if (linkRefused(hash) || !user || sessionLost) return <InvalidLink focus={sessionLost} />
  return <NewPasswordForm onSessionLost={() => setSessionLost(true)} />
}

/** The error GoTrue puts in the fragment of a link it refused (`error`, `error_code`). */
function linkRefused(hash: string): boolean {
  const fragment = new URLSearchParams(hash.replace(/^#/, ''))
  return fragment.has('error_code') || fragment.has('error')
}

function NewPasswordForm({ onSessionLost }: { onSessionLost: () => void }) {
  const navigate = useNavigate()
  const id = useId()
  const passwordId = `${id}-password`
  const confirmId = `${id}-confirm`
  const [problem, setProblem] = useState<string | null>(null)
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useZodForm(newPasswordSchema, { defaultValues: { password: '', confirmPassword: '' } })

  async function onSubmit({ password }: NewPasswordInput) {
    setProblem(null)
    const outcome = await setNewPassword(password)
    if (outcome.ok) {
      toast(copy.changed)
      await navigate(paths.home, { replace: true })
      return
    }
    const fieldMessage = passwordFieldMessage(outcome.problem, outcome.message)
    if (fieldMessage) setError('password', fieldMessage, { shouldFocus: true })
    else if (outcome.problem === 'session-missing') onSessionLost()
    else setProblem(problemText(outcome.problem))
  }

  return (
    <ResetCard heading={copy.heading} description={copy.description}>
      <form
        noValidate
        className="flex flex-col gap-5"
        onSubmit={(event) => void handleSubmit(onSubmit)(event)}
      >
        <Field>
          <Label htmlFor={passwordId}>{copy.newPasswordLabel}</Label>
          <PasswordInput
            id={passwordId}
            autoComplete="new-password"
            required
            minLength={PASSWORD_MIN_LENGTH}
            aria-invalid={errors.password ? true : undefined}
            aria-describedby={errors.password ? `${passwordId}-error` : `${passwordId}-hint`}
            {...register('password')}
          />
          {/* As on sign-up: the hint turns into the error, so one sentence shows at a time. */}
          {errors.password ? (
            <FieldError id={`${passwordId}-error`}>{errors.password.message}</FieldError>
          ) : (
            <FieldDescription id={`${passwordId}-hint`}>
              {authFormCopy.passwordHint}
            </FieldDescription>
          )}
        </Field>
        <Field>
          <Label htmlFor={confirmId}>{copy.confirmPasswordLabel}</Label>
          <PasswordInput
            id={confirmId}
            autoComplete="new-password"
            required
            aria-invalid={errors.confirmPassword ? true : undefined}
            aria-describedby={errors.confirmPassword ? `${confirmId}-error` : undefined}
            {...register('confirmPassword')}
          />
          <FieldError id={`${confirmId}-error`}>{errors.confirmPassword?.message}</FieldError>
        </Field>
        <Button type="submit" className="w-full" disabled={isSubmitting}>
          {isSubmitting ? copy.submitting : copy.submit}
        </Button>
        {problem ? (
          <p role="alert" className="text-sm font-medium text-destructive">
            {problem}
          </p>
        ) : null}
      </form>
    </ResetCard>
  )
}

/** What belongs beside the new password: the server refused that password itself. */
function passwordFieldMessage(problem: RecoveryProblem, serverMessage: string): string | null {
  if (problem === 'same-password') return copy.samePassword
  // The server's reasons (too short, a common password), worded as sign-up shows them.
  if (problem === 'weak-password') return serverMessage
  return null
}

function problemText(problem: RecoveryProblem): string {
  if (problem === 'rate-limited') return passwordResetCopy.problems.rateLimited
  if (problem === 'network') return passwordResetCopy.problems.network
  return passwordResetCopy.problems.unexpected
}

/** A link that no longer works, or no session to change: the way to a new link. */
function InvalidLink({ focus }: { focus: boolean }) {
  const heading = useRef<HTMLHeadingElement>(null)

  // Only when it replaced the form (the session ended meanwhile); on arrival the page is new
  // and the browser starts at its top.
  useEffect(() => {
    if (focus) heading.current?.focus()
  }, [focus])

  return (
    <ResetCard
      heading={passwordResetCopy.invalidLink.heading}
      description={passwordResetCopy.invalidLink.description}
      headingRef={heading}
    >
      <Button asChild className="w-full">
        <Link to={paths.auth} state={forgotPasswordState}>
          {passwordResetCopy.invalidLink.sendNew}
        </Link>
      </Button>
    </ResetCard>
  )
}

function ResetCard({
  heading,
  description,
  headingRef,
  children,
}: {
  heading: string
  description?: string
  headingRef?: React.Ref<HTMLHeadingElement>
  children: React.ReactNode
}) {
  return (
    <Card className="w-full max-w-md">
      <CardHeader>
        <CardTitle asChild>
          <h1 ref={headingRef} tabIndex={-1} className="focus:outline-none">
            {heading}
          </h1>
        </CardTitle>
        {description ? <CardDescription>{description}</CardDescription> : null}
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  )
}
