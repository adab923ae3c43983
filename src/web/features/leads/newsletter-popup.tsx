// One module per icon keeps tests fast (import-x sees one shared .d.mts behind them all).
/* eslint-disable import-x/no-duplicates */
import CheckCircle2 from 'lucide-react/icons/check-circle-2'
import Mail from 'lucide-react/icons/mail'
/* eslint-enable import-x/no-duplicates */
import { type FormEvent, useEffect, useId, useRef, useState } from 'react'
import * as z from 'zod/mini'

import { Button } from '@/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog'
import { Field, FieldError } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import type { LeadFormCopy } from '@/content/consultation'
import type { newsletterPopup } from '@/content/newsletter'
import { toast } from '@/hooks/use-toast'
import { useZodForm } from '@/hooks/use-zod-form'
import { emailField } from '@shared/contact-fields'
import type { SpamFields } from '@shared/leads'

import type { LeadInsertResult } from './api/lead-insert-result'
import { subscribeNewsletter } from './api/subscribe-newsletter'
import { HoneypotField } from './honeypot-field'
import { FailureAlert } from './lead-request-form'
import { classifyLeadFailure, useMinimumFillTime } from './lead-submission'
import { hasSeenPopup, rememberSeen } from './newsletter-flag'

const subscribeSchema = z.object({ email: emailField })

type NewsletterPopupProps = {
  copy: typeof newsletterPopup
  toasts: LeadFormCopy['toasts']
  honeypotLabel: string
  /** Open at once: the caller has already waited `openDelayMs` (see the home page). */
  startOpen?: boolean
}

/**
 * The home page's newsletter popup (docs/product.md, Newsletter popup): it opens `openDelayMs`
 * after it mounts unless this browser has seen it; closing it (any way) sets the flag. After a
 * successful sign-up the thank-you shows and the popup closes `thankYouCloseMs` later. Mount it
 * only in the browser, after the page itself has rendered.
 */
export function NewsletterPopup({
  copy,
  toasts,
  honeypotLabel,
  startOpen = false,
}: NewsletterPopupProps) {
  const [open, setOpen] = useState(startOpen)
  // When the sign-up succeeded (performance.now()), or null before.
  const [subscribedAt, setSubscribedAt] = useState<number | null>(null)
  const subscribed = subscribedAt !== null

  useEffect(() => {
    if (startOpen || hasSeenPopup(copy.storageKey)) return
    const timer = setTimeout(() => setOpen(true), copy.openDelayMs)
    return () => clearTimeout(timer)
  }, [copy.storageKey, copy.openDelayMs, startOpen])

  useEffect(() => {
    if (subscribedAt === null) return
    // Counted from the sign-up itself: an effect may run a frame after it.
    const remaining = copy.thankYouCloseMs - (performance.now() - subscribedAt)
    const timer = setTimeout(() => setOpen(false), Math.max(0, remaining))
    return () => clearTimeout(timer)
  }, [subscribedAt, copy.thankYouCloseMs])

  function onOpenChange(next: boolean) {
    if (!next) rememberSeen(copy.storageKey)
    setOpen(next)
  }

  function onSubscribed() {
    rememberSeen(copy.storageKey)
    setSubscribedAt(performance.now())
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        closeLabel={copy.close}
        data-slot="newsletter-popup"
        width="narrow"
        spacing="roomy"
        className="motion-safe:ease-out sm:p-8"
      >
        {subscribed ? (
          <ThankYou title={copy.thankYou.title} description={copy.thankYou.description} />
        ) : (
          <>
            <div className="flex flex-col gap-2">
              <p className="flex items-center gap-2 text-sm font-semibold tracking-wider text-teal uppercase">
                <Mail aria-hidden="true" className="size-4" />
                {copy.eyebrow}
              </p>
              <DialogTitle size="lg" className="pr-10 leading-tight">
                {copy.title}
              </DialogTitle>
              <DialogDescription size="base">{copy.description}</DialogDescription>
            </div>
            <NewsletterForm
              copy={copy}
              toasts={toasts}
              honeypotLabel={honeypotLabel}
              onSubscribed={onSubscribed}
            />
          </>
        )}
      </DialogContent>
    </Dialog>
  )
}

/** Takes focus when it replaces the form, so it is read out and focus stays in the dialog. */
function ThankYou({ title, description }: { title: string; description: string }) {
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => {
    ref.current?.focus()
  }, [])
  return (
    <div
      ref={ref}
      tabIndex={-1}
      className="flex flex-col items-center gap-3 py-4 text-center outline-none"
    >
      <CheckCircle2 aria-hidden="true" className="size-12 text-teal" />
      <DialogTitle size="lg" className="leading-tight">
        {title}
      </DialogTitle>
      <DialogDescription size="base">{description}</DialogDescription>
    </div>
  )
}

function NewsletterForm({
  copy,
  toasts,
  honeypotLabel,
  onSubscribed,
}: NewsletterPopupProps & { onSubscribed: () => void }) {
  const id = useId()
  const honeypot = useRef<HTMLInputElement>(null)
  const waitForMinimumFill = useMinimumFillTime()
  const [failure, setFailure] = useState<string | null>(null)
  const { register, handleSubmit, setError, getValues, formState } = useZodForm(subscribeSchema, {
    defaultValues: { email: '' },
  })
  const error = formState.errors.email?.message
  const busy = formState.isSubmitting

  async function onValid({ email }: { email: string }) {
    setFailure(null)
    let result: LeadInsertResult
    try {
      const spam: SpamFields = {
        website: honeypot.current?.value ?? '',
        form_elapsed_ms: await waitForMinimumFill(),
      }
      result = await subscribeNewsletter({ email }, spam)
    } catch {
      result = { error: { code: '', message: '', details: null, hint: null }, status: 0 }
    }
    const outcome = classifyLeadFailure(result, ['email'])
    if (!outcome) {
      onSubscribed()
      return
    }
    if (outcome.kind === 'field') {
      setError('email', outcome.message)
      return
    }
    // The toast sits outside the modal, hidden from screen readers: say it in here too.
    toast({ ...toasts[outcome.kind], variant: 'destructive' })
    setFailure(toasts[outcome.kind].description)
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    // docs/product.md, Validation: the address is required; an empty submit does nothing (the
    // browser says why).
    if (busy || getValues('email').trim() === '') {
      event.preventDefault()
      return
    }
    void handleSubmit(onValid)(event)
  }

  const inputId = `${id}-email`
  return (
    <form className="relative flex flex-col gap-4" onSubmit={onSubmit}>
      <Field>
        <Label htmlFor={inputId}>{copy.emailLabel}</Label>
        <Input
          id={inputId}
          type="email"
          autoComplete="email"
          required
          placeholder={copy.emailPlaceholder}
          {...register('email')}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${inputId}-error` : `${inputId}-hint`}
        />
        {error ? (
          <FieldError id={`${inputId}-error`}>{error}</FieldError>
        ) : (
          <p id={`${inputId}-hint`} className="text-sm text-muted-foreground">
            {copy.privacy}
          </p>
        )}
      </Field>
      <HoneypotField label={honeypotLabel} inputRef={honeypot} />
      {failure ? <FailureAlert>{failure}</FailureAlert> : null}
      <Button type="submit" size="lg" className="w-full" disabled={busy}>
        {busy ? copy.submitting : copy.submit}
      </Button>
    </form>
  )
}
