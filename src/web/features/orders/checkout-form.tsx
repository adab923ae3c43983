import type { User } from '@supabase/supabase-js'
import { Stethoscope, Trash2 } from 'lucide-react'
import type * as React from 'react'

import { Button } from '@/components/ui/button'
import { FormAlert } from '@/components/ui/form-alert'
import { SelectField } from '@/components/ui/select-field'
import { TextField } from '@/components/ui/text-field'
import { ordersCopy } from '@/content/orders'
import { SERVED_STATES } from '@shared/clinic'
import { CONTACT_LIMITS } from '@shared/contact-fields'
import { formatCents } from '@shared/money'

import {
  cartTotals,
  type CheckoutLine,
  type DraftField,
  needsPhysicianReview,
} from './checkout-draft'
import type { StoredConfirmation } from './confirmation-storage'
import { ErrorSummary } from './error-summary'
import { OrderTotals } from './order-totals'
import { useCheckoutForm } from './use-checkout-form'

// The form of /checkout (docs/architecture.md, Orders): the cart read back (each line that a
// physician reviews marked), the patient's contact details (a signed-in patient's from their
// profile until they type), a US address in a state the clinic ships to, and Send order request.
// Every problem is said in the shared schema's or the server's words next to its field or line,
// and listed in a summary that takes focus, each entry a link to where it is fixed. What it
// knows and how it sends is use-checkout-form.ts.

const copy = ordersCopy.checkout

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
  const {
    id,
    errors,
    cart,
    summary,
    summaryRef,
    alert,
    sending,
    fieldId,
    quantityId,
    lineProblemId,
    lineProblemFor,
    orderHeadingId,
    field,
    submit,
  } = useCheckoutForm({ lines, user, onPlaced })

  const input = (
    name: DraftField,
    label: string,
    props: Omit<React.ComponentProps<'input'>, 'id' | 'value' | 'onChange' | 'ref' | 'name'>,
    hint?: string,
  ) => (
    <TextField
      id={fieldId(name)}
      label={label}
      hint={hint}
      error={errors[name]?.message}
      field={field(name)}
      {...props}
    />
  )

  const totals = cartTotals(lines)
  const reviewed = lines.some(needsPhysicianReview)

  return (
    <form noValidate aria-label={copy.heading} className="flex flex-col gap-6" onSubmit={submit}>
      {summary.length > 0 ? (
        <ErrorSummary id={`${id}-summary`} summary={summary} summaryRef={summaryRef} />
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
        {cart ? <p className="text-sm font-medium text-destructive">{cart}</p> : null}
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
        {/* Where we ship is said before the address is typed, not found out at the State field. */}
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
          <SelectField
            id={fieldId('state')}
            label={copy.state}
            required
            autoComplete="shipping address-level1"
            // The states' hint opens the section, as it holds a link.
            describedBy={`${fieldId('state')}-hint`}
            error={errors.state?.message}
            field={field('state')}
            choices={[
              { value: '', label: copy.stateNone },
              ...SERVED_STATES.map((state) => ({ value: state.code, label: state.name })),
            ]}
          />
          {input('zip', copy.zip, {
            autoComplete: 'shipping postal-code',
            inputMode: 'numeric',
            maxLength: 10,
            required: true,
          })}
        </div>
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
