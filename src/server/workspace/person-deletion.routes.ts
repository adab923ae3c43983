import { type Context, Hono } from 'hono'
import * as z from 'zod/mini'

import type {
  PersonDeletion,
  PersonDeletionPreview,
  PersonMergeAnswer,
} from '../../shared/workspace-wire'
import type { Database } from '../db/database'
import { type AuditAction, personKey, recordAudit } from '../lib/audit-log'
import type { Logger } from '../logger'
import type { StaffEnv } from '../middleware/caller-door'
import { readJsonBody } from '../middleware/read-input'
import { PlainError } from '../middleware/wire-error'
import { deletePerson, previewDeletion } from './person-deletion.queries'
import { mergePeople } from './person-links.queries'

// `/staff/v1/people`' changes (docs/wire-contract.md, Staff workspace; docs/decisions/042-a-
// person-deleted-whole-and-merged-by-link.md): a person's deletion with its preview, and the merge
// of two addresses that are one person. Mounted behind the staff door by workspace.routes.ts.
// Addresses go in the JSON body, never the URL (docs/architecture.md, Privacy).

export type PersonDeletionRoutesDeps = {
  db: Database
  logger: Logger
  /** Keys the pseudonymous person ids of the audit log (lib/audit-log.ts). */
  auditSecret: string
  now: () => Date
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
const address = z.string().check(z.maxLength(320))
const personBody = z.object({ email: address })
const mergeBody = z.object({ from: address, into: address })

const badRequest = (message: string, field?: string) =>
  new PlainError(400, message, { code: 'invalid_request', ...(field ? { field } : {}) })

/** The lower-cased address, or a 400 naming the field. */
function checked(value: string, field: string, message: string): string {
  const trimmed = value.trim()
  if (!EMAIL.test(trimmed) || trimmed.length > 254) throw badRequest(message, field)
  return trimmed.toLowerCase()
}

export function personDeletionRoutes(deps: PersonDeletionRoutesDeps) {
  const { db, logger } = deps
  const app = new Hono<StaffEnv>()
  const key = (email: string) => personKey(deps.auditSecret, email)
  const audit = (
    c: Context<StaffEnv>,
    action: AuditAction,
    target: string,
    detail: unknown,
    trx: Database,
  ) => recordAudit(trx, { actorId: c.var.staffId, action, target, detail })

  async function emailOf(c: Context): Promise<string> {
    const { email } = await readJsonBody(c, personBody)
    return checked(email, 'email', 'Give the person’s e-mail address ({ "email": … } in the body)')
  }

  // What the deletion would remove, for its confirmation: a read of the person's records,
  // audited as one (counts and the linked addresses' keys only).
  app.post('/delete-preview', async (c) => {
    const email = await emailOf(c)
    const preview = await previewDeletion(db, email, { linked: true })
    await audit(
      c,
      'person.preview',
      key(email),
      { deletionPreview: preview.deletion, linked: preview.emails.slice(1).map(key) },
      db,
    )
    return c.json(preview satisfies PersonDeletionPreview)
  })

  app.post('/delete', async (c) => {
    const email = await emailOf(c)
    const deleted = await deletePerson(
      db,
      email,
      (trx, deletion, emails) =>
        audit(
          c,
          'person.delete',
          key(email),
          { ...deletion, linked: emails.slice(1).map(key) },
          trx,
        ),
      { linked: true },
    )
    logger.info({ staffId: c.var.staffId, ...deleted }, 'workspace: person deleted')
    return c.json({ deleted: deleted satisfies PersonDeletion })
  })

  app.post('/merge', async (c) => {
    const body = await readJsonBody(c, mergeBody)
    const from = checked(body.from, 'from', 'Give the address to merge ({ "from": … } in the body)')
    const into = checked(
      body.into,
      'into',
      'Give the address to merge into ({ "into": … } in the body)',
    )
    if (from === into) throw badRequest('A person cannot be merged into their own address', 'into')
    const outcome = await mergePeople(
      db,
      { from, into, actorId: c.var.staffId, now: deps.now() },
      (trx, link) =>
        audit(c, 'person.merge', key(from), { into: key(into), linkedFrom: key(link.from) }, trx),
    )
    if (outcome.kind === 'already') {
      throw new PlainError(409, 'These addresses are already merged into one person', {
        code: 'already_merged',
      })
    }
    const { link } = outcome
    return c.json(
      { from: link.from, into: link.into, at: link.at } satisfies PersonMergeAnswer,
      201,
    )
  })

  return app
}
