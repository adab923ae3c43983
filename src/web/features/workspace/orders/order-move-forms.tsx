import { useId, useMemo } from 'react'

import { SelectField } from '@/components/ui/select-field'
import { TextField } from '@/components/ui/text-field'
import { ordersCopy } from '@/content/workspace-orders'
import { formatCents } from '@shared/money'
import { paymentMethodLabels, paymentMethods } from '@shared/orders/orders'

import { choicesOf } from '../workspace-fields'
import { ConfirmStep } from './order-confirm'
import { MoveFormFrame, moveSchemas, useMoveForm } from './order-fields'
import {
  clinicToday,
  formatDay,
  paymentDefaults,
  paymentFieldOf,
  paymentSchema,
  placedOn,
} from './order-payment-form'
import type { MoveProps } from './use-order-moves'

const copy = ordersCopy.actions
const ask = copy.ask

const methodChoices = [
  { value: '', label: copy.chooseMethod },
  ...choicesOf(paymentMethods, paymentMethodLabels),
]

const patientOf = (order: MoveProps['order']) =>
  `${order.contact.firstName} ${order.contact.lastName}`

/**
 * Record how the patient paid, the receipt or invoice that shows it, how much came in and on
 * which day; a confirmation says what will be recorded before it is.
 */
export function PaymentForm({ order, move }: MoveProps) {
  const id = useId()
  const today = clinicToday()
  const schema = useMemo(() => paymentSchema(order, today), [order, today])
  const { form, alert, submit, pending, confirm, dismiss } = useMoveForm(
    move,
    'payment',
    schema,
    paymentDefaults(order, today),
    undefined,
    paymentFieldOf,
  )
  const { errors } = form.formState
  const paid = pending?.data
  return (
    <>
      <MoveFormFrame
        move={move}
        name="payment"
        title={copy.payment}
        alert={alert}
        onSubmit={submit((payment) => ({ intent: 'transition', transition: payment }), {
          confirm: true,
        })}
      >
        <SelectField
          id={`${id}-method`}
          label={copy.method}
          choices={methodChoices}
          error={errors.method?.message}
          field={form.register('method')}
        />
        <TextField
          id={`${id}-reference`}
          label={copy.reference}
          maxLength={100}
          autoComplete="off"
          error={errors.reference?.message}
          field={form.register('reference')}
        />
        <TextField
          id={`${id}-amount`}
          label={copy.amount}
          hint={copy.amountHint(formatCents(order.totalCents))}
          inputMode="decimal"
          autoComplete="off"
          error={errors.amount?.message}
          field={form.register('amount')}
        />
        <TextField
          id={`${id}-paid-on`}
          label={copy.paidOn}
          hint={copy.paidOnHint(formatDay(placedOn(order)))}
          type="date"
          min={placedOn(order)}
          max={today}
          error={errors.paidOn?.message}
          field={form.register('paidOn')}
        />
      </MoveFormFrame>
      <ConfirmStep
        move={move}
        name="payment"
        open={paid !== undefined}
        onCancel={dismiss}
        onConfirm={confirm}
        title={ask.paymentTitle}
        confirmLabel={ask.paymentYes}
      >
        {paid ? (
          <>
            <p>
              {ask.paymentBody(
                formatCents(paid.amountCents),
                paymentMethodLabels[paid.method],
                formatDay(paid.paidOn),
                order.number,
              )}
            </p>
            {paid.amountCents < order.totalCents ? (
              <p>
                {ask.paymentShort(
                  formatCents(order.totalCents - paid.amountCents),
                  formatCents(order.totalCents),
                )}
              </p>
            ) : null}
            <p>{ask.paymentMail(patientOf(order))}</p>
          </>
        ) : null}
      </ConfirmStep>
    </>
  )
}

/** Mark the order shipped, with its carrier and tracking number, once confirmed. */
export function ShipmentForm({ order, move }: MoveProps) {
  const id = useId()
  const { form, alert, submit, pending, confirm, dismiss } = useMoveForm(
    move,
    'shipment',
    moveSchemas.shipment,
    { carrier: '', tracking: '' },
  )
  const { errors } = form.formState
  const shipment = pending?.data
  return (
    <>
      <MoveFormFrame
        move={move}
        name="shipment"
        title={copy.shipped}
        alert={alert}
        onSubmit={submit(
          (shipment) => ({ intent: 'transition', transition: { to: 'shipped', ...shipment } }),
          { confirm: true },
        )}
      >
        <TextField
          id={`${id}-carrier`}
          label={copy.carrier}
          maxLength={60}
          error={errors.carrier?.message}
          field={form.register('carrier')}
        />
        <TextField
          id={`${id}-tracking`}
          label={copy.tracking}
          maxLength={100}
          autoComplete="off"
          error={errors.tracking?.message}
          field={form.register('tracking')}
        />
      </MoveFormFrame>
      <ConfirmStep
        move={move}
        name="shipment"
        open={shipment !== undefined}
        onCancel={dismiss}
        onConfirm={confirm}
        title={ask.shippedTitle}
        confirmLabel={ask.shippedYes}
      >
        {shipment ? (
          <p>
            {ask.shippedBody(patientOf(order), order.number, shipment.carrier, shipment.tracking)}
          </p>
        ) : null}
      </ConfirmStep>
    </>
  )
}
