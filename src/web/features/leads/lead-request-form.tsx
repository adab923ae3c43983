import { useId, useRef, useState } from 'react'
import type * as React from 'react'
import { Link } from 'react-router'

import { Button } from '@/components/ui/button'
import { Field, FieldError } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { paths } from '@/config/paths'
import type { LeadFormCopy } from '@/content/consultation'
import { useHydrated } from '@/hooks/use-hydrated'
import { toast } from '@/hooks/use-toast'
import { useZodForm } from '@/hooks/use-zod-form'
import { cn } from '@/lib/cn'
import {
  type ConsultationRequest,
  type ConsultationRequestInput,
  consultationRequestSchema,
  consultationTable,
  hearAboutUsOptions,
  type SpamFields,
} from '@shared/leads'

import type { LeadInsertResult } from './api/lead-insert-result'
import { HoneypotField } from './honeypot-field'
import { classifyLeadFailure, useMinimumFillTime } from './lead-submission'

type LeadFieldName = keyof ConsultationRequestInput

/** The row's columns (as the server names them in `details`) and the fields that show them. */
const columnFields = consultationTable.fields satisfies Record<string, LeadFieldName>

const emptyValues: ConsultationRequestInput = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  hearAboutUs: '',
  emailOptIn: false,
  smsOptIn: false,
}

type LeadRequestFormProps = Omit<React.ComponentProps<'form'>, 'onSubmit'> & {
  copy: LeadFormCopy
  submitLabel: string
  submittingLabel: string
  /** Stores the lead; resolves with PostgREST's answer. */
  send: (values: ConsultationRequest, spam: SpamFields) => Promise<LeadInsertResult>
  /** After the server accepted the lead (the form then resets itself). */
  onSent: (values: ConsultationRequest) => void
}

/**
 * The lead form of /consultation and of the guide download dialog (docs/product.md, Lead forms):
 * names, e-mail, phone, how they heard about us and two opt-ins, unchecked by default. Validation
 * uses the shared schema (the server checks the same one). A refusal or a failure keeps everything
 * typed; only success resets the form.
 */
export function LeadRequestForm({
  copy,
  submitLabel,
  submittingLabel,
  send,
  onSent,
  className,
  ...props
}: LeadRequestFormProps) {
  const id = useId()
  const honeypot = useRef<HTMLInputElement>(null)
  const waitForMinimumFill = useMinimumFillTime()
  // Also said beside the button: a toast behind a modal dialog is hidden from screen readers.
  const [failureMessage, setFailureMessage] = useState<string | null>(null)
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useZodForm(consultationRequestSchema, { defaultValues: emptyValues })

  const hydrated = useHydrated()

  async function onSubmit(values: ConsultationRequest) {
    setFailureMessage(null)
    const spam: SpamFields = {
      website: honeypot.current?.value ?? '',
      form_elapsed_ms: await waitForMinimumFill(),
    }
    let result: LeadInsertResult
    try {
      result = await send(values, spam)
    } catch {
      // Config or client failed to load, or the network is down: nothing was stored.
      result = { error: { code: '', message: '', details: null, hint: null }, status: 0 }
    }
    const failure = classifyLeadFailure(result, Object.keys(columnFields))
    if (!failure) {
      onSent(values)
      reset(emptyValues)
      if (honeypot.current) honeypot.current.value = ''
      return
    }
    if (failure.kind === 'field') {
      const field = columnFields[failure.column as keyof typeof columnFields]
      setError(field, failure.message, { shouldFocus: true })
      return
    }
    const message =
      failure.kind === 'rateLimited' ? copy.toasts.rateLimited : copy.toasts.unexpected
    toast({ ...message, variant: 'destructive' })
    setFailureMessage(message.description)
  }

  const fieldId = (name: LeadFieldName) => `${id}-${name}`
  const invalid = (name: LeadFieldName, error: { message: string } | undefined) =>
    error
      ? { 'aria-invalid': true as const, 'aria-describedby': `${fieldId(name)}-error` }
      : { 'aria-invalid': undefined, 'aria-describedby': undefined }

  return (
    <form
      noValidate
      data-slot="lead-request-form"
      className={cn('relative flex flex-col gap-5', className)}
      onSubmit={(event) => void handleSubmit(onSubmit)(event)}
      {...props}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <Field>
          <Label htmlFor={fieldId('firstName')}>{copy.firstName}</Label>
          <Input
            id={fieldId('firstName')}
            autoComplete="given-name"
            required
            {...invalid('firstName', errors.firstName)}
            {...register('firstName')}
          />
          <FieldError id={`${fieldId('firstName')}-error`}>{errors.firstName?.message}</FieldError>
        </Field>
        <Field>
          <Label htmlFor={fieldId('lastName')}>{copy.lastName}</Label>
          <Input
            id={fieldId('lastName')}
            autoComplete="family-name"
            required
            {...invalid('lastName', errors.lastName)}
            {...register('lastName')}
          />
          <FieldError id={`${fieldId('lastName')}-error`}>{errors.lastName?.message}</FieldError>
        </Field>
      </div>
      <Field>
        <Label htmlFor={fieldId('email')}>{copy.email}</Label>
        <Input
          id={fieldId('email')}
          type="email"
          autoComplete="email"
          required
          {...invalid('email', errors.email)}
          {...register('email')}
        />
        <FieldError id={`${fieldId('email')}-error`}>{errors.email?.message}</FieldError>
      </Field>
      <Field>
        <Label htmlFor={fieldId('phone')}>{copy.phone}</Label>
        <Input
          id={fieldId('phone')}
          type="tel"
          autoComplete="tel"
          required
          {...invalid('phone', errors.phone)}
          {...register('phone')}
        />
        <FieldError id={`${fieldId('phone')}-error`}>{errors.phone?.message}</FieldError>
      </Field>
      <Field>
        <Label htmlFor={fieldId('hearAboutUs')}>{copy.hearAboutUs}</Label>
        <select
          id={fieldId('hearAboutUs')}
          required
          className="h-11 w-full rounded-md border border-input bg-background px-3 text-base text-foreground shadow-xs outline-none focus-visible:border-ring aria-invalid:border-destructive md:text-sm"
          {...invalid('hearAboutUs', errors.hearAboutUs)}
          {...register('hearAboutUs')}
        >
          <option value="" disabled>
            {copy.hearAboutUsPlaceholder}
          </option>
          {hearAboutUsOptions.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
        <FieldError id={`${fieldId('hearAboutUs')}-error`}>
          {errors.hearAboutUs?.message}
        </FieldError>
      </Field>
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-3 text-sm font-semibold text-foreground">{copy.optInsLegend}</legend>
        <OptIn id={fieldId('emailOptIn')} label={copy.emailOptIn} {...register('emailOptIn')} />
        <OptIn id={fieldId('smsOptIn')} label={copy.smsOptIn} {...register('smsOptIn')} />
      </fieldset>
      <HoneypotField label={copy.honeypot} inputRef={honeypot} />
      {failureMessage ? <FailureAlert>{failureMessage}</FailureAlert> : null}
      <Button type="submit" size="lg" className="w-full" disabled={isSubmitting || !hydrated}>
        {isSubmitting ? submittingLabel : submitLabel}
      </Button>
      <p className="text-sm text-muted-foreground">
        {copy.privacyNote}{' '}
        <Link
          to={paths.privacy}
          className="font-semibold text-primary underline underline-offset-4"
        >
          {copy.privacyLinkLabel}
        </Link>
        .
      </p>
    </form>
  )
}

/** Why the last submit did not go through; what was typed is still there. */
export function FailureAlert({ children }: { children: React.ReactNode }) {
  return (
    <p
      role="alert"
      className="rounded-md border border-destructive/40 bg-destructive/5 px-3 py-2 text-sm font-medium text-destructive"
    >
      {children}
    </p>
  )
}

/** A checkbox with its label beside it; the whole row is the touch target. */
function OptIn({ id, label, ...props }: React.ComponentProps<'input'> & { label: string }) {
  return (
    <div className="flex items-start gap-3">
      <input
        id={id}
        type="checkbox"
        className="mt-0.5 size-5 shrink-0 rounded border-input accent-teal"
        {...props}
      />
      <label htmlFor={id} className="text-sm leading-snug text-foreground">
        {label}
      </label>
    </div>
  )
}
