import { parseArgs } from 'node:util'

import { formatCents } from '../../shared/money'
import type { OnlinePaymentService } from './online-payments'

// What `npm run payments -- reconcile` reads and prints (payments-cli.ts), apart from the
// command itself so tests run it against the fake Stripe (testing-stripe.ts).

/** The days to look back; undefined when the words make no command. */
export function parseReconcile(args: string[]): { days: number } | undefined {
  let parsed
  try {
    parsed = parseArgs({
      args,
      allowPositionals: true,
      strict: true,
      options: { days: { type: 'string' } },
    })
  } catch {
    return undefined
  }
  const [command, ...rest] = parsed.positionals
  if (command !== 'reconcile' || rest.length > 0) return undefined
  const days = parsed.values.days === undefined ? 7 : Number(parsed.values.days)
  if (!Number.isInteger(days) || days < 1 || days > 365) return undefined
  return { days }
}

/** The report's lines, and whether anything needs a person. */
export async function reconcileReport(
  service: Pick<OnlinePaymentService, 'reconcile'>,
  days: number,
): Promise<{ lines: string[]; mismatches: number }> {
  const { paidWithoutPayment, paymentsWithoutOrder } = await service.reconcile(days)
  const lines = [`Online payments over the last ${days} day${days === 1 ? '' : 's'}:`]
  lines.push(`Paid orders without a succeeded payment in Stripe: ${paidWithoutPayment.length}`)
  for (const order of paidWithoutPayment) {
    lines.push(
      `  ${order.number}  order ${order.orderId}  reference ${order.reference || '(none)'}`,
    )
  }
  lines.push(`Stripe payments without an order paid by them: ${paymentsWithoutOrder.length}`)
  for (const payment of paymentsWithoutOrder) {
    lines.push(
      `  ${payment.reference}  ${formatCents(payment.amountCents)} ${payment.currency.toUpperCase()}  ${payment.createdAt}  order ${payment.orderId ?? '(none)'}`,
    )
  }
  return { lines, mismatches: paidWithoutPayment.length + paymentsWithoutOrder.length }
}
