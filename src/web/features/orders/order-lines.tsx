import { Stethoscope } from 'lucide-react'

import { ordersCopy } from '@/content/orders'
import { formatCents } from '@shared/money'
import type { OrderLine } from '@shared/orders/orders'

// The lines of an order as the server priced them (docs/architecture.md, Orders): name, how
// many at what price, the line's total, and whether a physician reviews it.

const copy = ordersCopy.line

export function OrderLines({ lines, label }: { lines: readonly OrderLine[]; label: string }) {
  return (
    <ul className="flex flex-col divide-y divide-border" aria-label={label}>
      {lines.map((line) => (
        <li key={line.id} data-slot="order-line" className="flex flex-col gap-1 py-3">
          <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
            <p className="font-semibold text-navy">{line.name}</p>
            <p className="font-semibold text-navy">
              {formatCents(line.unitPriceCents * line.quantity)}
            </p>
          </div>
          <p className="text-sm text-muted-foreground">
            {copy.quantityTimesPrice(line.quantity, formatCents(line.unitPriceCents))}
          </p>
          {line.needsReview ? (
            <p className="flex items-center gap-2 text-sm font-medium text-navy">
              <Stethoscope aria-hidden="true" className="size-4 shrink-0 text-teal" />
              {copy.needsReview}
            </p>
          ) : null}
        </li>
      ))}
    </ul>
  )
}
