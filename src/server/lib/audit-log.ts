import { createHmac, randomUUID } from 'node:crypto'

import type { Database } from '../db/database'

// The audit log (docs/architecture.md, Privacy): who on staff read, exported, changed or
// deleted what, and when. Append-only: nothing in the app updates or deletes a row, and the
// database refuses it (triggers, migrations/0009). It holds ids, never personal data: a
// person is named by a keyed hash of their e-mail (`personKey`), which finds their records
// again from the address but does not give the address back, and outlives their deletion.

export type AuditAction =
  | 'read'
  | 'export'
  | 'count'
  | 'consultation.view'
  | 'consultation.update'
  | 'consultation.attempt'
  | 'consultation.note'
  | 'person.search'
  | 'person.view'
  | 'person.export'
  | 'person.delete'
  | 'person.contact'
  | 'person.merge'
  | 'person.preview'
  | 'audit.view'
  | 'account.export'
  | 'account.delete'
  | 'intake.view'
  | 'intake.review'
  | 'availability.update'
  | 'booking.calendar'
  | 'booking.update'
  | 'booking.video'
  | 'order.view'
  | 'order.export'
  | 'order.review'
  | 'order.update'
  | 'order.payment'
  | 'order.refund'
  | 'catalogue.update'

export type AuditEntry = {
  actorId: string
  action: AuditAction
  /** What was acted on: a table, a request id, a person key. */
  target: string
  /** Ids and counts only. */
  detail: unknown
}

export async function recordAudit(
  db: Database,
  entry: AuditEntry,
  now = new Date(),
): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      id: randomUUID(),
      actor_id: entry.actorId,
      action: entry.action,
      target: entry.target,
      detail: JSON.stringify(entry.detail),
      created_at: now.toISOString(),
    })
    .execute()
}

/** The detail of this staff member's newest record of `action` on `target`, if any. */
export async function lastAuditDetail(
  db: Database,
  actorId: string,
  action: AuditAction,
  target: string,
): Promise<unknown> {
  const row = await db
    .selectFrom('audit_log')
    .select('detail')
    .where('actor_id', '=', actorId)
    .where('action', '=', action)
    .where('target', '=', target)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst()
  return row ? (JSON.parse(row.detail) as unknown) : undefined
}

/** Audit records, newest first, filtered by who acted, on whom, and before when. */
export function auditEntries(
  db: Database,
  filter: { actorId?: string; target?: string; before?: string; limit: number },
) {
  const { actorId, target, before } = filter
  return db
    .selectFrom('audit_log')
    .selectAll()
    .$if(actorId !== undefined, (qb) => qb.where('actor_id', '=', actorId!))
    .$if(target !== undefined, (qb) => qb.where('target', '=', target!))
    .$if(before !== undefined, (qb) => qb.where('created_at', '<', before!))
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(filter.limit)
    .execute()
}

/** The pseudonymous key of the person with this e-mail (case-insensitive): `person:<hex>`. */
export function personKey(secret: string, email: string): string {
  const digest = createHmac('sha256', secret)
    .update(`renew-medical/audit-person/v1:${email.trim().toLowerCase()}`)
    .digest('hex')
  return `person:${digest.slice(0, 32)}`
}

/** Query parameters that shape a read and carry no one's data. */
const STRUCTURAL_PARAMS = new Set(['select', 'order', 'limit', 'offset', 'columns', 'on_conflict'])

/**
 * A read's query string as the audit log keeps it: its shape without the values it searched
 * for. A filter keeps its column and operator; an e-mail looked up exactly becomes the person's
 * key (a probe for one address stays findable under that person); any other value, and the
 * insides of `or`/`and` groups, become `…`.
 */
export function auditQuery(secret: string, params: URLSearchParams): string {
  const kept = new URLSearchParams()
  for (const [key, value] of params) {
    if (STRUCTURAL_PARAMS.has(key)) kept.append(key, value)
    else if (key === 'or' || key === 'and' || key.endsWith('.or') || key.endsWith('.and')) {
      kept.append(key, '(…)')
    } else {
      const dot = value.indexOf('.')
      const operator = dot < 0 ? '' : value.slice(0, dot)
      const operand = dot < 0 ? value : value.slice(dot + 1)
      const shown = key === 'email' && operator === 'eq' ? personKey(secret, operand) : '…'
      kept.append(key, operator ? `${operator}.${shown}` : shown)
    }
  }
  return kept.toString()
}
