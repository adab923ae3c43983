import { useId } from 'react'

import { SelectField } from '@/components/ui/select-field'
import { TextField } from '@/components/ui/text-field'
import { ordersCopy } from '@/content/workspace-orders'
import { paymentMethodLabels, paymentMethods } from '@shared/orders/orders'

import { choicesOf } from '../workspace-fields'
import { MoveFormFrame, moveSchemas, useMoveForm } from './order-fields'
import type { MoveProps } from './use-order-moves'

const copy = ordersCopy.actions

const methodChoices = [
  { value: '', label: copy.chooseMethod },
  ...choicesOf(paymentMethods, paymentMethodLabels),
]

/** Record how the patient paid, and the receipt or invoice that shows it. */
export function PaymentForm({ move }: MoveProps) {
  const id = useId()
  const { form, alert, submit } = useMoveForm(move, 'payment', moveSchemas.payment, {
    method: '',
    reference: '',
  })
  const { errors } = form.formState
  return (
    <MoveFormFrame
      move={move}
      name="payment"
      title={copy.payment}
      alert={alert}
      onSubmit={submit((payment) => ({
        intent: 'transition',
        transition: { to: 'paid', ...payment },
      }))}
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
    </MoveFormFrame>
  )
}

/** Mark the order shipped, with its carrier and tracking number. */
export function ShipmentForm({ move }: MoveProps) {
  const id = useId()
  const { form, alert, submit } = useMoveForm(move, 'shipment', moveSchemas.shipment, {
    carrier: '',
    tracking: '',
  })
  const { errors } = form.formState
  return (
    <MoveFormFrame
      move={move}
      name="shipment"
      title={copy.shipped}
      alert={alert}
      onSubmit={submit((shipment) => ({
        intent: 'transition',
        transition: { to: 'shipped', ...shipment },
      }))}
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
  )
}
