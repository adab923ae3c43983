import { useId, useMemo, useRef, useState } from 'react'

import { Button } from '@/components/ui/button'
import { FieldDescription, FieldError } from '@/components/ui/field'
import { TextAreaField } from '@/components/ui/textarea-field'
import { ordersCopy } from '@/content/workspace-orders'
import type { OrderReviewRequest } from '@shared/orders/order-staff-requests'

import { FormAlert } from '../workspace-fields'
import { MoveHeading, useMoveForm } from './order-fields'
import { LineQuantityFields } from './order-line-quantities'
import { reviewDefaults, reviewSchema } from './order-review-form'
import type { MoveProps } from './use-order-moves'

const copy = ordersCopy.review

type Decision = OrderReviewRequest['decision']
const decisions: readonly Decision[] = ['approve', 'change', 'decline']

/**
 * A physician's review of an order awaiting it: approve as requested; lower or remove products
 * (each quantity from 0 to what it is now) with a reason; or decline with a reason. Shown only to
 * physicians: the server refuses anyone else (403) in any case.
 */
export function OrderReviewPanel({ order, move }: MoveProps) {
  const id = useId()
  // The decision is the page's to keep: it shows the fields it needs and names the button.
  const [decision, setDecision] = useState<Decision | ''>('')
  // Only the products that need a review are the physician's to lower or remove: the others are
  // neither offered nor sent (the server refuses them, docs/architecture.md, Orders).
  const toReview = useMemo(() => order.lines.filter((line) => line.needsReview), [order.lines])
  const others = order.lines.length - toReview.length
  const schema = useMemo(() => reviewSchema(toReview, others > 0), [toReview, others])
  const groupRef = useRef<HTMLFieldSetElement>(null)
  const linesRef = useRef<HTMLFieldSetElement>(null)
  const { form, alert, submit } = useMoveForm(
    move,
    'review',
    schema,
    reviewDefaults(toReview, decision),
    // The decision and the quantities together are no one field: their first control is focused.
    (found) => {
      if (found.decision) groupRef.current?.querySelector('input')?.focus()
      else if (found.lines) linesRef.current?.querySelector('input')?.focus()
    },
  )
  const { errors } = form.formState

  const decisionErrorId = `${id}-decision-error`
  const linesErrorId = `${id}-lines-error`
  const saveLabel = copy.save[decision === '' ? 'none' : decision]

  return (
    <form
      noValidate
      aria-labelledby={`${id}-heading`}
      className="flex flex-col gap-4"
      onSubmit={submit((review) => ({ intent: 'review', review }))}
    >
      <MoveHeading id={`${id}-heading`}>{copy.heading}</MoveHeading>
      <p className="text-sm">{copy.intro}</p>
      <fieldset ref={groupRef} className="flex flex-col gap-3">
        <legend className="mb-3 text-sm font-semibold text-foreground">{copy.decision}</legend>
        {decisions.map((value) => (
          <div key={value} className="flex items-center gap-3">
            <input
              id={`${id}-${value}`}
              type="radio"
              name={`${id}-decision`}
              value={value}
              checked={decision === value}
              aria-describedby={errors.decision ? decisionErrorId : undefined}
              onChange={() => {
                // Another decision asks afresh: the last check's errors go, the fields keep theirs.
                form.reset(form.getValues())
                setDecision(value)
              }}
              className="size-5 shrink-0 accent-teal"
            />
            <label htmlFor={`${id}-${value}`} className="text-sm text-foreground">
              {copy[value]}
            </label>
          </div>
        ))}
        <FieldError id={decisionErrorId}>{errors.decision?.message}</FieldError>
      </fieldset>
      {decision === 'change' ? (
        <fieldset
          ref={linesRef}
          aria-describedby={`${id}-lines-hint${errors.lines ? ` ${linesErrorId}` : ''}`}
          className="flex flex-col gap-3"
        >
          <legend className="mb-1 text-sm font-semibold text-foreground">{copy.quantities}</legend>
          <FieldDescription id={`${id}-lines-hint`}>
            {copy.quantitiesHint}
            {others > 0 ? ` ${copy.otherLines(others)}` : ''}
          </FieldDescription>
          <div className="grid gap-4 sm:grid-cols-2">
            <LineQuantityFields id={id} lines={toReview} register={form.register} errors={errors} />
          </div>
          <FieldError id={linesErrorId}>{errors.lines?.message}</FieldError>
        </fieldset>
      ) : null}
      {decision === 'change' || decision === 'decline' ? (
        <TextAreaField
          required
          id={`${id}-reason`}
          label={copy.reason}
          hint={ordersCopy.actions.reasonHint}
          error={errors.reason?.message}
          field={form.register('reason')}
        />
      ) : null}
      <FormAlert message={alert} />
      <Button
        type="submit"
        variant={decision === 'decline' ? 'destructive' : 'default'}
        className="self-start"
        disabled={move.busy}
      >
        {move.sending('review') ? ordersCopy.actions.saving : saveLabel}
      </Button>
    </form>
  )
}
