import { useId, useMemo } from 'react'

import { FieldDescription, FieldError } from '@/components/ui/field'
import { TextAreaField } from '@/components/ui/textarea-field'
import { ordersCopy } from '@/content/workspace-orders'
import { formatCents } from '@shared/money'
import type { OrderReviewRequest } from '@shared/orders/order-staff-requests'
import { ONLINE_PAYMENT_METHOD, shippingCentsFor, type StaffOrder } from '@shared/orders/orders'

import { ConfirmStep } from './order-confirm'
import { MoveFormFrame, useMoveForm } from './order-fields'
import { LineQuantityFields } from './order-line-quantities'
import { reviewDefaults, reviewSchema } from './order-review-form'
import type { MoveProps } from './use-order-moves'

const copy = ordersCopy.amend
const review = ordersCopy.review

/**
 * Whether a physician may change this order after payment: paid online, not shipped, nothing
 * still owed back (the server says the same, docs/decisions/051-a-paid-order-amended-and-the-
 * difference-refunded.md), with products that needed their review.
 */
export function canAmend(order: StaffOrder): boolean {
  return (
    order.state === 'paid' &&
    order.payment?.method === ONLINE_PAYMENT_METHOD &&
    !order.refund?.dueCents &&
    order.lines.some((line) => line.needsReview && line.quantity > 0)
  )
}

/** The order's total with these lines' new quantities (the server reprices it the same way). */
function totalWith(order: StaffOrder, lowered: OrderReviewRequest['lines']): number {
  const subtotal = order.lines.reduce((sum, line) => {
    const quantity = lowered?.find((change) => change.lineId === line.id)?.quantity
    return sum + line.unitPriceCents * (quantity ?? line.quantity)
  }, 0)
  return subtotal + shippingCentsFor(subtotal)
}

/**
 * A physician's change to a paid order: the review's change (the same request, the same rules:
 * only the products that needed a review, only lowered, with a reason the patient reads), then
 * a confirmation that names the new total and the refund before anything is sent.
 */
export function OrderAmendPanel({ order, move }: MoveProps) {
  const id = useId()
  const toReview = useMemo(
    () => order.lines.filter((line) => line.needsReview && line.quantity > 0),
    [order.lines],
  )
  const others = order.lines.length - toReview.length
  const schema = useMemo(() => reviewSchema(toReview, others > 0), [toReview, others])
  const { form, alert, submit, pending, confirm, dismiss } = useMoveForm(
    move,
    'review',
    schema,
    reviewDefaults(toReview, 'change'),
  )
  const { errors } = form.formState
  const asked = pending?.data
  const after = asked ? totalWith(order, asked.lines) : order.totalCents
  const raises = after > order.totalCents
  const linesErrorId = `${id}-lines-error`

  return (
    <>
      <MoveFormFrame
        move={move}
        name="review"
        title={copy.heading}
        alert={pending ? undefined : alert}
        onSubmit={submit((checked) => ({ intent: 'review', review: checked }), { confirm: true })}
      >
        <FieldDescription id={`${id}-intro`} className="md:col-span-2">
          {copy.intro}
        </FieldDescription>
        <LineQuantityFields id={id} lines={toReview} register={form.register} errors={errors} />
        <FieldError id={linesErrorId}>{errors.lines?.message}</FieldError>
        <div className="md:col-span-2">
          <TextAreaField
            required
            id={`${id}-reason`}
            label={review.reason}
            hint={ordersCopy.actions.reasonHint}
            error={errors.reason?.message}
            field={form.register('reason')}
          />
        </div>
      </MoveFormFrame>
      <ConfirmStep
        move={move}
        name="review"
        open={pending !== null}
        onCancel={dismiss}
        onConfirm={confirm}
        title={copy.confirmTitle}
        confirmLabel={copy.confirmYes}
      >
        <p>
          {raises
            ? copy.confirmRaises(formatCents(order.totalCents), formatCents(after))
            : copy.confirmBody(
                order.number,
                formatCents(order.totalCents),
                formatCents(after),
                formatCents(order.totalCents - after),
              )}
        </p>
      </ConfirmStep>
    </>
  )
}
