import type { Database } from '../db/database'
import { greeting } from '../mail/mail-text'
import { withinRecipientBudget } from '../mail/recipient-budget'
import { countRequest, type RateLimit, rateLimitKey } from '../middleware/rate-limit'
import type { OutboxEntry } from '../outbox/outbox.queries'
import type { LeadTableDefinition } from './lead-tables'
import type { StoredRow } from './leads.queries'

// The "we received your request" mail to the visitor (docs/architecture.md, Lead forms). Anyone
// can type someone else's address into the form, so, like every mail a visitor's action sends
// to an address nobody proved (docs/decisions/028-mail-to-visitors-is-budgeted.md), it is
// budgeted twice, in the lead's transaction: per client address first (a client sending leads
// in other people's names spends its own allowance, as sign-up mail does), then per recipient
// (the site stream shared with visit and order mail). Past either budget the request is stored
// and the clinic hears of it; only this mail is left out.

const HOUR = 60 * 60_000

/** Acknowledgements one client address may cause per hour. */
export const LEAD_ACKNOWLEDGEMENTS_PER_CLIENT: RateLimit = { limit: 5, windowMs: HOUR }

/** The acknowledgement of a new row, within its budgets; none for a table without one. */
export async function leadAcknowledgement(
  trx: Database,
  table: LeadTableDefinition,
  row: StoredRow,
  client: string,
  now = Date.now(),
): Promise<OutboxEntry[]> {
  const words = table.descriptor.acknowledgement
  const to = row.email
  if (!words || typeof to !== 'string') return []
  const perClient = LEAD_ACKNOWLEDGEMENTS_PER_CLIENT
  const counted = await countRequest(
    trx,
    rateLimitKey('lead-ack-client', client, perClient),
    perClient,
    now,
  )
  if (!counted.allowed) return []
  const mail: OutboxEntry = {
    kind: 'email',
    payload: {
      to,
      subject: words.subject,
      text: [greeting(String(row.first_name ?? '')), '', ...words.lines].join('\n'),
    },
  }
  return withinRecipientBudget(trx, [mail], now)
}
