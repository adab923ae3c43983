import { useCallback, useEffect, useId, useRef, useState } from 'react'
import * as z from 'zod/mini'

import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { Field, FieldDescription, FieldError } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { staffSecondFactorCopy as copy } from '@/content/staff-second-factor'
import { toast } from '@/hooks/use-toast'
import { useZodForm } from '@/hooks/use-zod-form'

import {
  startTotpEnrolment,
  type TotpEnrolment,
  verifiedTotpFactorId,
  verifyTotpCode,
} from './api/second-factor'
import { useSession } from './session-provider'

type Step = 'enroll' | 'code'

/**
 * The second step of a staff sign-in (docs/architecture.md, Staff accounts): setting up an
 * authenticator app when STAFF_MFA requires one and the staff member has none, else entering its
 * code. Once the code is verified supabase-js holds an aal2 session and the session provider
 * grants staff rights, so whoever shows this moves on by itself.
 */
export function StaffSecondFactor({
  step,
  headingLevel = 1,
}: {
  step: Step
  /** 2 where the page around it has its own h1. */
  headingLevel?: 1 | 2
}) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2'
  const heading = useRef<HTMLHeadingElement>(null)
  const { signOut } = useSession()

  useEffect(() => {
    heading.current?.focus()
  }, [step])

  return (
    <Card className="w-full max-w-md text-left" data-slot="staff-second-factor">
      <CardHeader>
        <CardTitle asChild>
          <Heading ref={heading} tabIndex={-1} className="focus:outline-none">
            {step === 'enroll' ? copy.enrolTitle : copy.codeTitle}
          </Heading>
        </CardTitle>
        <CardDescription>{step === 'enroll' ? copy.enrolBody : copy.codeBody}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        {step === 'enroll' ? <Enrollment /> : <CodeEntry />}
        <Button
          type="button"
          variant="link"
          size="sm"
          className="-ml-3 self-start"
          onClick={() => void signOut({ scope: 'local' })}
        >
          {copy.useAnotherAccount}
        </Button>
      </CardContent>
    </Card>
  )
}

type EnrolmentState =
  { status: 'loading' } | { status: 'ready'; enrollment: TotpEnrolment } | { status: 'failed' }

function Enrollment() {
  const [state, setState] = useState<EnrolmentState>({ status: 'loading' })
  const started = useRef(false)

  const start = useCallback(() => {
    setState({ status: 'loading' })
    startTotpEnrolment().then(
      (enrollment) => setState({ status: 'ready', enrollment }),
      () => setState({ status: 'failed' }),
    )
  }, [])

  useEffect(() => {
    // Once per mount: a second enrollment would replace the key being shown.
    if (started.current) return
    started.current = true
    start()
  }, [start])

  if (state.status === 'loading') return <p role="status">{copy.preparing}</p>
  if (state.status === 'failed') {
    return (
      <div className="flex flex-col items-start gap-3">
        <p role="alert" className="text-sm font-medium text-destructive">
          {copy.prepareFailed}
        </p>
        <Button type="button" variant="outline" onClick={start}>
          {copy.retry}
        </Button>
      </div>
    )
  }
  const { enrollment } = state
  return (
    <>
      <ol className="flex list-decimal flex-col gap-4 pl-5 text-sm text-foreground">
        <li className="flex flex-col gap-3">
          <span>{copy.scanStep}</span>
          <img
            src={enrollment.qrCodeUrl}
            alt={copy.qrAlt}
            width={192}
            height={192}
            className="size-48 rounded-md border border-border bg-white p-2"
          />
          <span>{copy.keyStep}</span>
          <SetupKey secret={enrollment.secret} />
        </li>
        <li>{copy.codeStep}</li>
      </ol>
      <CodeForm factorId={enrollment.factorId} onVerified={() => toast(copy.toasts.enrolled)} />
    </>
  )
}

/** The secret in groups of four, selectable as one piece; spaces are ignored by the apps. */
function SetupKey({ secret }: { secret: string }) {
  const groups = secret.match(/.{1,4}/g) ?? [secret]
  return (
    <p className="flex flex-col gap-1">
      <span className="sr-only">{copy.keyLabel}</span>
      <code
        data-slot="totp-secret"
        className="rounded-md bg-mist px-3 py-2 font-mono text-base tracking-wider break-all text-navy select-all"
      >
        {groups.join(' ')}
      </code>
    </p>
  )
}

function CodeEntry() {
  const [factorId, setFactorId] = useState<string | null | undefined>(undefined)

  useEffect(() => {
    let active = true
    verifiedTotpFactorId().then(
      (id) => active && setFactorId(id ?? null),
      () => active && setFactorId(null),
    )
    return () => {
      active = false
    }
  }, [])

  if (factorId === undefined) return <p role="status">{copy.preparing}</p>
  if (factorId === null) {
    return (
      <p role="alert" className="text-sm font-medium text-destructive">
        {copy.errors.noFactor}
      </p>
    )
  }
  return <CodeForm factorId={factorId} onVerified={() => toast(copy.toasts.verified)} />
}

/** Six digits, spaces allowed between them (as authenticator apps group them). */
const codeSchema = z.object({
  code: z
    .string()
    .check(z.refine((value) => /^\d{6}$/.test(value.replace(/\s/g, '')), copy.errors.format)),
})

function CodeForm({ factorId, onVerified }: { factorId: string; onVerified: () => void }) {
  const id = useId()
  const inputId = `${id}-code`
  const { register, handleSubmit, setError, reset, formState } = useZodForm(codeSchema, {
    defaultValues: { code: '' },
  })
  const error = formState.errors.code?.message
  const submitting = formState.isSubmitting

  async function onValid({ code }: { code: string }) {
    let message: string
    try {
      const { error: refused } = await verifyTotpCode(factorId, code.replace(/\s/g, ''))
      if (!refused) {
        onVerified()
        return
      }
      message =
        refused.code === 'over_request_rate_limit'
          ? copy.errors.tooMany
          : refused.code === 'mfa_verification_failed'
            ? copy.errors.wrong
            : copy.errors.unexpected
    } catch {
      message = copy.errors.unexpected
    }
    // A code is used once: the field is emptied for the next one, and says why.
    reset()
    setError('code', message, { shouldFocus: true })
  }

  return (
    <form
      noValidate
      className="flex flex-col gap-5"
      onSubmit={(event) => void handleSubmit(onValid)(event)}
    >
      <Field>
        <Label htmlFor={inputId}>{copy.codeLabel}</Label>
        <Input
          id={inputId}
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          maxLength={7}
          required
          {...register('code')}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${inputId}-hint${error ? ` ${inputId}-error` : ''}`}
          className="font-mono text-lg tracking-widest"
        />
        <FieldDescription id={`${inputId}-hint`}>{copy.codeHint}</FieldDescription>
        <FieldError id={`${inputId}-error`} role="alert">
          {error}
        </FieldError>
      </Field>
      <Button type="submit" className="w-full" disabled={submitting}>
        {submitting ? copy.submitting : copy.submit}
      </Button>
    </form>
  )
}
