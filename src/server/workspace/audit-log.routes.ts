import { type Context, Hono } from 'hono'
import * as z from 'zod/mini'

import { isUuid } from '../../shared/ids'
import type { AuditAnswer } from '../../shared/workspace-wire'
import type { Database } from '../db/database'
import { auditEntries, personKey, recordAudit } from '../lib/audit-log'
import type { StaffEnv } from '../middleware/caller-door'
import { readJsonBody, readQuery } from '../middleware/read-input'
import { PlainError } from '../middleware/wire-error'
import { staffDirectory } from './queue.queries'
import { auditEntryToWire } from './workspace-wire'

// `/staff/v1/audit`: the audit log, read only — no route changes it (docs/architecture.md,
// Privacy). Mounted inside the workspace, behind its staff door. Reading it is itself audited.

export type AuditLogRoutesDeps = {
  db: Database
  /** Keys the pseudonymous person ids of the audit log (lib/audit-log.ts). */
  auditSecret: string
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
const MAX_AUDIT_ROWS = 200

const auditQuery = z.object({ actor: z.optional(z.string()), before: z.optional(z.string()) })
const auditSearchBody = z.object({
  email: z.string().check(z.maxLength(320)),
  actor: z.optional(z.string()),
  before: z.optional(z.string()),
})

const badRequest = (message: string, code = 'invalid_request') =>
  new PlainError(400, message, { code })

export function auditLogRoutes(deps: AuditLogRoutesDeps) {
  const { db } = deps
  const app = new Hono<StaffEnv>()

  app.get('/', async (c) => {
    if (c.req.query('email') !== undefined) {
      throw badRequest(
        'Filter the audit log by person with POST /staff/v1/audit/search and { "email": … } ' +
          'in a JSON body: an address in the URL stays in proxy logs',
        'moved_to_body',
      )
    }
    return auditLog(c, readQuery(c, auditQuery))
  })

  // By person: the address in the body (docs/architecture.md, Privacy).
  app.post('/search', async (c) => {
    const { email, actor, before } = await readJsonBody(c, auditSearchBody)
    const trimmed = email.trim()
    if (!EMAIL.test(trimmed)) throw badRequest('email must be an e-mail address')
    return auditLog(c, { actor, before, email: trimmed })
  })

  async function auditLog(
    c: Context<StaffEnv>,
    filter: { actor?: string | undefined; before?: string | undefined; email?: string },
  ) {
    const { actor, before, email } = filter
    if (actor && !isUuid(actor)) throw badRequest('actor must be a staff member’s id')
    if (before && Number.isNaN(Date.parse(before))) throw badRequest('before must be an ISO time')
    const target = email ? personKey(deps.auditSecret, email) : undefined
    const rows = await auditEntries(db, {
      actorId: actor || undefined,
      target,
      before: before || undefined,
      limit: MAX_AUDIT_ROWS,
    })
    // Before the answer: a read that cannot be recorded is not answered.
    await recordAudit(db, {
      actorId: c.var.staffId,
      action: 'audit.view',
      target: 'audit_log',
      detail: { actor: actor ?? null, person: target ?? null, rows: rows.length },
    })
    return c.json({
      rows: rows.map((row) => auditEntryToWire({ ...row, detail: safeJson(row.detail) })),
      staff: await staffDirectory(db),
    } satisfies AuditAnswer)
  }

  return app
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}
