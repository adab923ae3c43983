import { type FormEvent, useId, useRef, useState } from 'react'

import { Button } from '@/components/ui/button'
import { TextField } from '@/components/ui/text-field'
import { ordersCopy } from '@/content/workspace-orders'
import { paymentMethodLabels, paymentMethods } from '@shared/orders/orders'

import { choicesOf, FormAlert } from '../workspace-fields'
import {
  checkMove,
  errorsWith,
  type FieldErrors,
  focusFirst,
  formRefusal,
  MoveHeading,
} from './order-fields'
import type { MoveProps } from './use-order-moves'

const copy = ordersCopy.actions

/** Record how the patient paid, and the receipt or invoice that shows it. */
export function PaymentForm({ move }: MoveProps) {
  const id = useId()
  const [method, setMethod] = useState('')
  const [reference, setReference] = useState('')
  const [errors, setErrors] = useState<FieldErrors>({})
  const methodRef = useRef<HTMLSelectElement>(null)
  const referenceRef = useRef<HTMLInputElement>(null)
  const fields = ['method', 'reference']

  function submit(event: FormEvent) {
    event.preventDefault()
    move.clear()
    const checked = checkMove({ to: 'paid', method, reference })
    if ('errors' in checked) {
      setErrors(checked.errors)
      focusFirst(checked.errors, [
        ['method', methodRef],
        ['reference', referenceRef],
      ])
      return
    }
    setErrors({})
    move.send('payment', { intent: 'transition', transition: checked.move })
  }

  const refusal = move.refusal('payment')
  const shown = errorsWith(errors, refusal, fields)
  const methodError = shown.method
  return (
    <form
      noValidate
      aria-labelledby={`${id}-heading`}
      className="flex flex-col gap-4"
      onSubmit={submit}
    >
      <MoveHeading id={`${id}-heading`}>{copy.payment}</MoveHeading>
      <div className="grid gap-4 md:grid-cols-2">
        <div data-slot="field" className="flex min-w-0 flex-col gap-2">
          <label
            htmlFor={`${id}-method`}
            className="text-sm leading-none font-semibold text-foreground"
          >
            {copy.method}
          </label>
          <select
            ref={methodRef}
            id={`${id}-method`}
            value={method}
            aria-invalid={methodError ? true : undefined}
            aria-describedby={methodError ? `${id}-method-error` : undefined}
            onChange={(event) => setMethod(event.target.value)}
            className="h-11 w-full rounded-md border border-input bg-background px-3 text-base text-foreground shadow-xs outline-none focus-visible:border-ring aria-invalid:border-destructive md:text-sm"
          >
            {[
              { value: '', label: copy.chooseMethod },
              ...choicesOf(paymentMethods, paymentMethodLabels),
            ].map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </select>
          {methodError ? (
            <p id={`${id}-method-error`} className="text-sm font-medium text-destructive">
              {methodError}
            </p>
          ) : null}
        </div>
        <TextField
          id={`${id}-reference`}
          label={copy.reference}
          value={reference}
          maxLength={100}
          autoComplete="off"
          error={shown.reference}
          inputRef={referenceRef}
          onChange={setReference}
        />
      </div>
      <FormAlert message={formRefusal(refusal, fields)} />
      <Button type="submit" className="self-start" disabled={move.busy}>
        {move.sending('payment') ? copy.saving : copy.payment}
      </Button>
    </form>
  )
}

/** Mark the order shipped, with its carrier and tracking number. */
export function ShipmentForm({ move }: MoveProps) {
  const id = useId()
  const [carrier, setCarrier] = useState('')
  const [tracking, setTracking] = useState('')
  const [errors, setErrors] = useState<FieldErrors>({})
  const carrierRef = useRef<HTMLInputElement>(null)
  const trackingRef = useRef<HTMLInputElement>(null)
  const fields = ['carrier', 'tracking']

  function submit(event: FormEvent) {
    event.preventDefault()
    move.clear()
    const checked = checkMove({ to: 'shipped', carrier, tracking })
    if ('errors' in checked) {
      setErrors(checked.errors)
      focusFirst(checked.errors, [
        ['carrier', carrierRef],
        ['tracking', trackingRef],
      ])
      return
    }
    setErrors({})
    move.send('shipment', { intent: 'transition', transition: checked.move })
  }

  const refusal = move.refusal('shipment')
  const shown = errorsWith(errors, refusal, fields)
  return (
    <form
      noValidate
      aria-labelledby={`${id}-heading`}
      className="flex flex-col gap-4"
      onSubmit={submit}
    >
      <MoveHeading id={`${id}-heading`}>{copy.shipped}</MoveHeading>
      <div className="grid gap-4 md:grid-cols-2">
        <TextField
          id={`${id}-carrier`}
          label={copy.carrier}
          value={carrier}
          maxLength={60}
          error={shown.carrier}
          inputRef={carrierRef}
          onChange={setCarrier}
        />
        <TextField
          id={`${id}-tracking`}
          label={copy.tracking}
          value={tracking}
          maxLength={100}
          autoComplete="off"
          error={shown.tracking}
          inputRef={trackingRef}
          onChange={setTracking}
        />
      </div>
      <FormAlert message={formRefusal(refusal, fields)} />
      <Button type="submit" className="self-start" disabled={move.busy}>
        {move.sending('shipment') ? copy.saving : copy.shipped}
      </Button>
    </form>
  )
}
