import { TextField } from '@/components/ui/text-field'
import { ordersCopy } from '@/content/workspace-orders'
import type { FieldRegistration } from '@/hooks/use-zod-form'
import type { StaffOrder } from '@shared/orders/orders'

import { quantityName } from './order-review-form'

const copy = ordersCopy.review

/**
 * One quantity field per line a physician may lower, from 0 to what it is now: the review's
 * (order-review-panel.tsx) and the change after payment's (order-amend-panel.tsx).
 */
export function LineQuantityFields({
  id,
  lines,
  register,
  errors,
}: {
  /** The form's id, which the fields' ids start with. */
  id: string
  lines: readonly StaffOrder['lines'][number][]
  register: (name: string) => FieldRegistration
  errors: Partial<Record<string, { message?: string }>>
}) {
  return lines.map((line) => (
    <TextField
      key={line.id}
      id={`${id}-line-${line.id}`}
      label={copy.quantityLabel(line.name)}
      hint={copy.quantityHint(line.quantity)}
      error={errors[quantityName(line.id)]?.message}
      type="number"
      inputMode="numeric"
      min={0}
      max={line.quantity}
      step={1}
      field={register(quantityName(line.id))}
    />
  ))
}
