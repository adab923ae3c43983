import { ordersCopy } from '@/content/orders'
import { formatCents } from '@shared/money'

// Subtotal, shipping and total, as the checkout estimates them from the cart and the
// confirmation reads them from the server's answer (docs/architecture.md, Orders).

const copy = ordersCopy.totals

export function OrderTotals({
  subtotalCents,
  shippingCents,
  totalCents,
}: {
  subtotalCents: number
  shippingCents: number
  totalCents: number
}) {
  const rows: [string, string, string][] = [
    [copy.subtotal, formatCents(subtotalCents), 'order-subtotal'],
    [copy.shipping, shippingCents === 0 ? copy.free : formatCents(shippingCents), 'order-shipping'],
    [copy.total, formatCents(totalCents), 'order-total'],
  ]
  return (
    <dl className="flex flex-col gap-1">
      {rows.map(([term, value, slot]) => (
        <div
          key={term}
          className={
            slot === 'order-total'
              ? 'flex justify-between gap-4 border-t border-border pt-2 text-lg font-bold text-navy'
              : 'flex justify-between gap-4 text-navy'
          }
        >
          <dt>{term}</dt>
          <dd data-slot={slot}>{value}</dd>
        </div>
      ))}
    </dl>
  )
}
