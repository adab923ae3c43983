import { type FormEvent, useId, useRef, useState } from 'react'

import { Button } from '@/components/ui/button'
import { FieldDescription, FieldError } from '@/components/ui/field'
import { TextAreaField, TextField } from '@/components/ui/text-field'
import { ordersCopy } from '@/content/workspace-orders'
import {
  ORDER_LIMITS,
  orderMessages,
  type OrderReviewRequest,
  type StaffOrder,
} from '@shared/orders/orders'

import { FormAlert } from '../workspace-fields'
import type { MoveProps } from './use-order-moves'

const copy = ordersCopy.review

type Decision = OrderReviewRequest['decision']
const decisions: readonly Decision[] = ['approve', 'change', 'decline']

type Draft = { decision: Decision | ''; quantities: Record<string, string>; reason: string }

export type ReviewErrors = {
  decision?: string
  /** Per line id: the quantity typed is not a whole number from 0 to the line's quantity. */
  quantities?: Record<string, string>
  /** About the quantities together: none lowered, or every product removed. */
  lines?: string
  reason?: string
}

/**
 * Checks a physician's review before it is sent (docs/architecture.md, Orders: a physician
 * approves, lowers or removes lines with a reason the patient reads, or declines). A change may
 * only lower quantities, must lower at least one, and may not remove every product — that is a
 * decline. Change and decline need a reason. Returns the errors, or the request to send.
 */
export function checkReview(
  lines: StaffOrder['lines'],
  draft: Draft,
): { errors: ReviewErrors } | { request: OrderReviewRequest } {
  const errors: ReviewErrors = {}
  if (draft.decision === '') return { errors: { decision: copy.chooseDecision } }
  if (draft.decision === 'approve') return { request: { decision: 'approve' } }

  const reason = draft.reason.trim()
  if (reason === '') errors.reason = orderMessages.reason
  else if (reason.length > ORDER_LIMITS.reasonMax) errors.reason = ordersCopy.actions.reasonTooLong

  if (draft.decision === 'decline') {
    return errors.reason ? { errors } : { request: { decision: 'decline', reason } }
  }

  const changed: { lineId: string; quantity: number }[] = []
  const quantityErrors: Record<string, string> = {}
  let kept = 0
  for (const line of lines) {
    const typed = (draft.quantities[line.id] ?? String(line.quantity)).trim()
    const quantity = /^\d+$/.test(typed) ? Number(typed) : Number.NaN
    if (!(quantity >= 0 && quantity <= line.quantity)) {
      quantityErrors[line.id] = copy.quantityError(line.quantity)
      continue
    }
    if (quantity !== line.quantity) changed.push({ lineId: line.id, quantity })
    if (quantity > 0) kept += 1
  }
  if (Object.keys(quantityErrors).length > 0) errors.quantities = quantityErrors
  else if (changed.length === 0) errors.lines = orderMessages.changeNeedsEdit
  else if (kept === 0) errors.lines = orderMessages.changeRemovesAll

  if (errors.reason || errors.quantities || errors.lines) return { errors }
  return { request: { decision: 'change', reason, lines: changed } }
}

/**
 * A physician's review of an order awaiting it: approve as requested; lower or remove products
 * (each quantity from 0 to what it is now) with a reason; or decline with a reason. Shown only to
 * physicians: the server refuses anyone else (403) in any case.
 */
export function OrderReviewPanel({ order, move }: MoveProps) {
  const id = useId()
  const refusal = move.refusal('review')
  const [draft, setDraft] = useState<Draft>({
    decision: '',
    quantities: Object.fromEntries(order.lines.map((line) => [line.id, String(line.quantity)])),
    reason: '',
  })
  const [errors, setErrors] = useState<ReviewErrors>({})
  const groupRef = useRef<HTMLFieldSetElement>(null)
  const linesRef = useRef<HTMLFieldSetElement>(null)
  const reasonRef = useRef<HTMLTextAreaElement>(null)

  const update = (patch: Partial<Draft>) => setDraft((before) => ({ ...before, ...patch }))

  function submit(event: FormEvent) {
    event.preventDefault()
    move.clear()
    const checked = checkReview(order.lines, draft)
    if ('errors' in checked) {
      setErrors(checked.errors)
      const { decision, quantities, lines, reason } = checked.errors
      if (decision) {
        groupRef.current?.querySelector<HTMLInputElement>('input')?.focus()
      } else if (quantities) {
        const first = order.lines.find((line) => quantities[line.id])
        if (first) document.getElementById(`${id}-line-${first.id}`)?.focus()
      } else if (lines) {
        linesRef.current?.querySelector<HTMLInputElement>('input')?.focus()
      } else if (reason) {
        reasonRef.current?.focus()
      }
      return
    }
    setErrors({})
    move.send('review', { intent: 'review', review: checked.request })
  }

  const decisionErrorId = `${id}-decision-error`
  const linesErrorId = `${id}-lines-error`
  const saveLabel = copy.save[draft.decision === '' ? 'none' : draft.decision]

  return (
    <form
      noValidate
      aria-labelledby={`${id}-heading`}
      className="flex flex-col gap-4"
      onSubmit={submit}
    >
      <h3 id={`${id}-heading`} className="text-lg font-semibold text-navy">
        {copy.heading}
      </h3>
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
              checked={draft.decision === value}
              aria-describedby={errors.decision ? decisionErrorId : undefined}
              onChange={() => {
                setErrors({})
                update({ decision: value })
              }}
              className="size-5 shrink-0 accent-teal"
            />
            <label htmlFor={`${id}-${value}`} className="text-sm text-foreground">
              {copy[value]}
            </label>
          </div>
        ))}
        <FieldError id={decisionErrorId}>{errors.decision}</FieldError>
      </fieldset>
      {draft.decision === 'change' ? (
        <fieldset
          ref={linesRef}
          aria-describedby={`${id}-lines-hint${errors.lines ? ` ${linesErrorId}` : ''}`}
          className="flex flex-col gap-3"
        >
          <legend className="mb-1 text-sm font-semibold text-foreground">{copy.quantities}</legend>
          <FieldDescription id={`${id}-lines-hint`}>{copy.quantitiesHint}</FieldDescription>
          <div className="grid gap-4 sm:grid-cols-2">
            {order.lines.map((line) => (
              <TextField
                key={line.id}
                id={`${id}-line-${line.id}`}
                label={copy.quantityLabel(line.name)}
                hint={copy.quantityHint(line.quantity)}
                error={errors.quantities?.[line.id]}
                value={draft.quantities[line.id] ?? ''}
                type="number"
                inputMode="numeric"
                min={0}
                max={line.quantity}
                step={1}
                onChange={(value) =>
                  update({ quantities: { ...draft.quantities, [line.id]: value } })
                }
              />
            ))}
          </div>
          <FieldError id={linesErrorId}>{errors.lines}</FieldError>
        </fieldset>
      ) : null}
      {draft.decision === 'change' || draft.decision === 'decline' ? (
        <TextAreaField
          required
          id={`${id}-reason`}
          label={copy.reason}
          hint={ordersCopy.actions.reasonHint}
          error={errors.reason ?? (refusal?.field === 'reason' ? refusal.message : undefined)}
          value={draft.reason}
          textAreaRef={reasonRef}
          onChange={(reason) => update({ reason })}
        />
      ) : null}
      <FormAlert message={refusal?.field === 'reason' ? undefined : refusal?.message} />
      <Button
        type="submit"
        variant={draft.decision === 'decline' ? 'destructive' : 'default'}
        className="self-start"
        disabled={move.busy}
      >
        {move.sending('review') ? ordersCopy.actions.saving : saveLabel}
      </Button>
    </form>
  )
}
