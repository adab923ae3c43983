import type { User } from '@supabase/supabase-js'
import { Stethoscope, Trash2 } from 'lucide-react'
import { useEffect, useId, useRef, useState } from 'react'
import type * as React from 'react'

import { Button } from '@/components/ui/button'
import { Field, FieldDescription, FieldError } from '@/components/ui/field'
import { FormAlert } from '@/components/ui/form-alert'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { ordersCopy } from '@/content/orders'
import { useAttemptKey } from '@/hooks/use-attempt-key'
import { refusalMessage } from '@/lib/api-request'
import { SERVED_STATES } from '@shared/clinic'
import { CONTACT_LIMITS } from '@shared/contact-fields'
import { formatCents } from '@shared/money'

import { isOrderAnswer, placeOrder, refusalField, refusedLines } from './api/orders-api'
import {
  cartTotals,
  type CheckoutDraft,
  type CheckoutLine,
  checkDraft,
  type DraftField,
  draftFields,
  draftFromUser,
  needsPhysicianReview,
  placeOf,
  type Problems,
} from './checkout-draft'
import { saveConfirmation, type StoredConfirmation } from './confirmation-storage'
import { OrderTotals } from './order-totals'

// The form of /checkout (docs/architecture.md, Orders): the cart read back (each line that a
// physician reviews marked), the patient's contact details (a signed-in patient's from their
// profile until they type), a US address in a state the clinic ships to, and Send order request.
// Every problem is said in the shared schema's or the server's words next to its field or line,
// and listed in a summary that takes focus, each entry a link to where it is fixed. One request
// per attempt: a second press while one is on its way sends nothing, and a retry after no answer
// carries the same idempotency key, so the server makes at most one order of it.

const copy = ordersCopy.checkout

/** A line the server refused, as long as the patient has not changed it since. */
type LineProblem = { productId: string; message: string; quantity: number }

/** A problem with the cart as a whole from the server, as long as the cart is as it was. */
type CartProblem = { message: string; cart: string }

const cartFingerprint = (lines: readonly CheckoutLine[]) =>
  lines.map((line) => `${line.id}×${line.quantity}`).join(' ')

export type QuantityControl = {
  /** The id the control's input must carry: the error summary's link moves focus there. */
  inputId: string
  /** The id of the line's problem, when it has one, for the control's aria-describedby. */
  describedBy: string | undefined
}

export function CheckoutForm({
  lines,
  user,
  renderQuantity,
  onRemove,
  onPlaced,
}: {
  lines: readonly CheckoutLine[]
  /** The signed-in patient, or null for a guest (or while the session is read). */
  user: User | null
  /** The cart's own quantity control for a line (the shop's stepper). */
  renderQuantity: (line: CheckoutLine, control: QuantityControl) => React.ReactNode
  onRemove: (productId: string) => void
  /** The order was taken: its confirmation is stored, the cart is the caller's to empty. */
  onPlaced: (confirmation: StoredConfirmation) => void
}) {
  const id = useId()
  const [typed, setTyped] = useState<CheckoutDraft | null>(null)
  const [checked, setChecked] = useState(false)
  const [serverProblems, setServerProblems] = useState<Problems>({})
  const [cartProblem, setCartProblem] = useState<CartProblem | null>(null)
  const [lineProblems, setLineProblems] = useState<LineProblem[]>([])
  const [alert, setAlert] = useState<string | undefined>()
  const [sending, setSending] = useState(false)
  const [focusRound, setFocusRound] = useState(0)
  const inFlight = useRef(false)
  const summaryRef = useRef<HTMLDivElement>(null)
  const attemptKey = useAttemptKey()

  // Until the patient types, the signed-in patient's profile stands (the session may arrive late).
  const draft = typed ?? draftFromUser(user)
  const fieldId = (field: DraftField) => `${id}-${field}`
  const quantityId = (productId: string) => `${id}-quantity-${productId}`
  const lineProblemId = (productId: string) => `${id}-line-${productId}-error`
  const orderHeadingId = `${id}-order`

  const checkedProblems: Problems = checked
    ? (() => {
        const result = checkDraft(draft, lines)
        return result.ok ? {} : result.problems
      })()
    : {}
  const fingerprint = cartFingerprint(lines)
  const problems: Problems = {
    ...checkedProblems,
    ...serverProblems,
    ...(cartProblem && cartProblem.cart === fingerprint ? { cart: cartProblem.message } : {}),
  }
  const openLineProblems = lineProblems.filter((problem) =>
    lines.some((line) => line.id === problem.productId && line.quantity === problem.quantity),
  )
  const lineProblemFor = (productId: string) =>
    openLineProblems.find((problem) => problem.productId === productId)

  // The summary lists what is wrong in the page's order, each linked to where it is fixed.
  const summary: { target: string; message: string }[] = [
    ...(problems.cart ? [{ target: orderHeadingId, message: problems.cart }] : []),
    ...openLineProblems.map((problem) => ({
      target: quantityId(problem.productId),
      message: problem.message,
    })),
    ...draftFields.flatMap((field) => {
      const message = problems[field]
      return message ? [{ target: fieldId(field), message }] : []
    }),
  ]

  useEffect(() => {
    if (focusRound > 0) summaryRef.current?.focus()
  }, [focusRound])

  function change(field: DraftField, value: string) {
    setTyped({ ...draft, [field]: value })
    setServerProblems(({ [field]: _fixed, ...rest }) => rest)
  }

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    // A second press (a double click) while the first is on its way sends nothing more.
    if (inFlight.current) return
    setAlert(undefined)
    const result = checkDraft(draft, lines)
    if (!result.ok) {
      setChecked(true)
      setFocusRound((round) => round + 1)
      return
    }
    inFlight.current = true
    setSending(true)
    const answer = await placeOrder({
      ...result.request,
      idempotencyKey: attemptKey.keyFor(result.request),
    }).catch(() => null)
    inFlight.current = false
    setSending(false)
    // No answer, a server error, or a 2xx that is not ours: it may have ordered. The same
    // request sent again keeps its key, so it finds that order rather than make a second.
    if (
      !answer ||
      (!answer.ok && answer.status >= 500) ||
      (answer.ok && !isOrderAnswer(answer.data))
    ) {
      setAlert(copy.unreachable)
      return
    }
    attemptKey.settle()
    if (answer.ok) {
      onPlaced(saveConfirmation(answer.data, user !== null))
      return
    }
    const refused = refusedLines(answer.status, answer.body)
    if (refused) {
      setLineProblems(
        refused.map((problem) => ({
          productId: problem.productId,
          message: problem.message,
          quantity: lines.find((line) => line.id === problem.productId)?.quantity ?? 0,
        })),
      )
      setFocusRound((round) => round + 1)
      return
    }
    const message = refusalMessage(answer.body, copy.refused)
    const place = answer.status === 400 ? placeOf(refusalField(answer.body)) : undefined
    if (place === 'cart') {
      setCartProblem({ message, cart: fingerprint })
      setFocusRound((round) => round + 1)
      return
    }
    if (place) {
      setServerProblems((current) => ({ ...current, [place]: message }))
      setFocusRound((round) => round + 1)
      return
    }
    setAlert(answer.status === 429 ? copy.tooMany : message)
  }

  const describedBy = (field: DraftField, hint?: boolean) =>
    [hint ? `${fieldId(field)}-hint` : '', problems[field] ? `${fieldId(field)}-error` : '']
      .filter(Boolean)
      .join(' ') || undefined

  const input = (
    field: DraftField,
    label: string,
    props: React.ComponentProps<'input'>,
    hint?: string,
  ) => (
    <Field>
      <Label htmlFor={fieldId(field)}>{label}</Label>
      <Input
        id={fieldId(field)}
        value={draft[field]}
        aria-invalid={problems[field] ? true : undefined}
        aria-describedby={describedBy(field, hint !== undefined)}
        onChange={(event) => change(field, event.target.value)}
        {...props}
      />
      {hint ? <FieldDescription id={`${fieldId(field)}-hint`}>{hint}</FieldDescription> : null}
      <FieldError id={`${fieldId(field)}-error`}>{problems[field]}</FieldError>
    </Field>
  )

  const totals = cartTotals(lines)
  const reviewed = lines.some(needsPhysicianReview)

  return (
    <form
      noValidate
      aria-label={copy.heading}
      className="flex flex-col gap-6"
      onSubmit={(event) => void submit(event)}
    >
      {summary.length > 0 ? (
        <div
          ref={summaryRef}
          tabIndex={-1}
          role="alert"
          aria-labelledby={`${id}-summary`}
          data-slot="error-summary"
          className="flex flex-col gap-2 rounded-lg border-2 border-destructive bg-background p-4 focus:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          <h2 id={`${id}-summary`} className="font-bold text-destructive">
            {copy.fix(summary.length)}
          </h2>
          <ul className="flex list-disc flex-col gap-1 pl-5">
            {summary.map(({ target, message }) => (
              <li key={`${target} ${message}`}>
                <a
                  href={`#${target}`}
                  className="font-medium text-destructive underline underline-offset-4"
                  onClick={(event) => {
                    // Focus, not only scroll: the patient lands in the field to fix.
                    event.preventDefault()
                    document.getElementById(target)?.focus()
                  }}
                >
                  {message}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      <section
        aria-labelledby={orderHeadingId}
        className="flex flex-col gap-4 rounded-lg border border-teal bg-mist p-4"
      >
        <h2
          id={orderHeadingId}
          tabIndex={-1}
          className="text-xl font-bold text-navy focus:outline-none"
        >
          {copy.summaryHeading}
        </h2>
        <ul className="flex flex-col divide-y divide-border" aria-label={copy.summaryHeading}>
          {lines.map((line) => {
            const problem = lineProblemFor(line.id)
            return (
              <li key={line.id} data-slot="checkout-line" className="flex flex-col gap-2 py-3">
                <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
                  <p className="font-semibold text-navy">{line.name}</p>
                  <p className="font-semibold text-navy" data-slot="checkout-line-total">
                    {formatCents(line.priceCents * line.quantity)}
                  </p>
                </div>
                <p className="text-sm text-muted-foreground">
                  {ordersCopy.line.quantityTimesPrice(line.quantity, formatCents(line.priceCents))}
                </p>
                {needsPhysicianReview(line) ? (
                  <p className="flex items-center gap-2 text-sm font-medium text-navy">
                    <Stethoscope aria-hidden="true" className="size-4 shrink-0 text-teal" />
                    {ordersCopy.line.needsReview}
                  </p>
                ) : null}
                <div className="flex flex-wrap items-center gap-3">
                  {renderQuantity(line, {
                    inputId: quantityId(line.id),
                    describedBy: problem ? lineProblemId(line.id) : undefined,
                  })}
                  {/* "Remove" in sight (a product's name would not fit a phone's width on one
                      line), the product's name for a screen reader. */}
                  <Button
                    type="button"
                    variant="ghostDestructive"
                    aria-label={ordersCopy.line.remove(line.name)}
                    aria-describedby={problem ? lineProblemId(line.id) : undefined}
                    onClick={() => onRemove(line.id)}
                  >
                    <Trash2 aria-hidden="true" />
                    {ordersCopy.line.removeShort}
                  </Button>
                </div>
                {problem ? (
                  <p id={lineProblemId(line.id)} className="text-sm font-medium text-destructive">
                    {problem.message}
                  </p>
                ) : null}
              </li>
            )
          })}
        </ul>
        {problems.cart ? (
          <p className="text-sm font-medium text-destructive">{problems.cart}</p>
        ) : null}
        {reviewed ? <p className="text-sm text-navy">{copy.reviewNote}</p> : null}
        <OrderTotals {...totals} />
        <p className="text-sm text-muted-foreground">{copy.estimate}</p>
      </section>

      <section aria-labelledby={`${id}-details`} className="flex flex-col gap-5">
        <h2 id={`${id}-details`} className="text-xl font-bold text-navy">
          {copy.detailsHeading}
        </h2>
        <div className="grid gap-5 sm:grid-cols-2">
          {input('firstName', copy.firstName, {
            autoComplete: 'given-name',
            maxLength: CONTACT_LIMITS.name,
            required: true,
          })}
          {input('lastName', copy.lastName, {
            autoComplete: 'family-name',
            maxLength: CONTACT_LIMITS.name,
            required: true,
          })}
        </div>
        {input('email', copy.email, {
          type: 'email',
          autoComplete: 'email',
          maxLength: CONTACT_LIMITS.email,
          required: true,
        })}
        {input(
          'phone',
          copy.phone,
          { type: 'tel', autoComplete: 'tel', maxLength: CONTACT_LIMITS.phone, required: true },
          copy.phoneHint,
        )}
      </section>

      <section aria-labelledby={`${id}-shipping`} className="flex flex-col gap-5">
        <h2 id={`${id}-shipping`} className="text-xl font-bold text-navy">
          {copy.shippingHeading}
        </h2>
        {input('line1', copy.line1, {
          autoComplete: 'shipping address-line1',
          maxLength: 120,
          required: true,
        })}
        {input('line2', copy.line2, { autoComplete: 'shipping address-line2', maxLength: 120 })}
        <div className="grid gap-5 sm:grid-cols-[2fr_1fr_1fr]">
          {input('city', copy.city, {
            autoComplete: 'shipping address-level2',
            maxLength: 80,
            required: true,
          })}
          <Field>
            <Label htmlFor={fieldId('state')}>{copy.state}</Label>
            <select
              id={fieldId('state')}
              value={draft.state}
              required
              autoComplete="shipping address-level1"
              aria-invalid={problems.state ? true : undefined}
              aria-describedby={[
                `${fieldId('state')}-hint`,
                problems.state ? `${fieldId('state')}-error` : '',
              ]
                .filter(Boolean)
                .join(' ')}
              onChange={(event) => change('state', event.target.value)}
              className="h-11 w-full rounded-md border border-input bg-background px-3 text-base text-foreground shadow-xs outline-none focus-visible:border-ring aria-invalid:border-destructive md:text-sm"
            >
              <option value="">{copy.stateNone}</option>
              {SERVED_STATES.map((state) => (
                <option key={state.code} value={state.code}>
                  {state.name}
                </option>
              ))}
            </select>
            <FieldError id={`${fieldId('state')}-error`}>{problems.state}</FieldError>
          </Field>
          {input('zip', copy.zip, {
            autoComplete: 'shipping postal-code',
            inputMode: 'numeric',
            maxLength: 10,
            required: true,
          })}
        </div>
        <p id={`${fieldId('state')}-hint`} className="text-sm text-muted-foreground">
          {copy.servedStates}{' '}
          <a
            href={ordersCopy.callHref}
            className="font-semibold whitespace-nowrap text-teal underline underline-offset-4"
          >
            {ordersCopy.callUs}
          </a>{' '}
          {copy.otherStates}
        </p>
      </section>

      <section
        aria-labelledby={`${id}-pay`}
        className="flex flex-col gap-2 rounded-md border-l-4 border-teal bg-background p-3"
      >
        <h2 id={`${id}-pay`} className="font-bold text-navy">
          {copy.payHeading}
        </h2>
        <p className="text-sm">{copy.pay}</p>
      </section>

      <FormAlert message={alert} />
      <Button type="submit" size="lg" className="w-full sm:w-auto sm:self-start" disabled={sending}>
        {sending ? copy.sending : copy.submit}
      </Button>
    </form>
  )
}
