import { type Context, Hono } from 'hono'
import * as z from 'zod/mini'

import { personSearchSchema } from '../../shared/person-search'
import { can } from '../../shared/roles'
import type {
  PersonContactAnswer,
  PersonExport,
  PersonPage,
  PersonSearchAnswer,
  QueueAnswer,
} from '../../shared/workspace-wire'
import type { Database } from '../db/database'
import { type AuditAction, lastAuditDetail, personKey, recordAudit } from '../lib/audit-log'
import type { Logger } from '../logger'
import { type Callers, door, type StaffEnv } from '../middleware/caller-door'
import { readJsonBody, readQuery } from '../middleware/read-input'
import { PlainError } from '../middleware/wire-error'
import { auditLogRoutes } from './audit-log.routes'
import { consultationRoutes } from './consultation.routes'
import { intakeReviewRoutes } from './intake-review.routes'
import { personDeletionRoutes } from './person-deletion.routes'
import { personExport } from './person-export'
import { linkedAddresses } from './person-links.queries'
import { emailOfRef, isPersonRef, personPage } from './person-page'
import { searchPeople, searchTerms } from './person-search.queries'
import { findPerson, isEmpty, type Person } from './person.queries'
import { pipelineMetrics } from './queue-metrics.queries'
import { readQueue, recordPersonContact, staffDirectory } from './queue.queries'

// `/staff/v1`: the staff workspace's API (docs/wire-contract.md, Staff workspace) — the queue of
// everyone who needs a human, the pipeline of each request, one person across our data with
// export and deletion, the figures of the promise, and the audit log. Staff only (with the
// second factor STAFF_MFA asks for); every read of personal data, every change, export and
// deletion is audited; answers are never cached.

export type WorkspaceRoutesDeps = {
  db: Database
  logger: Logger
  /** Who is calling (app.ts): the door admits staff only. */
  callers: Callers
  /** Keys the pseudonymous person ids of the audit log (lib/audit-log.ts). */
  auditSecret: string
  /** The health intake's AES-256 key (secrets.ts), for the physicians' review. */
  intakeKey: Buffer
  /** The app's one clock (AppDeps.clock). */
  now: () => Date
  /** The site's origin (PUBLIC_URL), for the links in the patient's mail. */
  publicUrl: string
  /** The outbox worker's nudge, after a mail is committed. */
  onMailQueued?: () => void
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

const personBody = z.object({ email: z.string().check(z.maxLength(320)) })
const metricsQuery = z.object({ today: z.optional(z.string()) })

const badRequest = (message: string, code = 'invalid_request') =>
  new PlainError(400, message, { code })

export function createWorkspaceRoutes(deps: WorkspaceRoutesDeps) {
  const { db, logger, now: clock } = deps
  const app = new Hono<StaffEnv>()

  app.use(door(deps.callers, 'staff'))

  const audit = (
    c: Context<StaffEnv>,
    action: AuditAction,
    target: string,
    detail: unknown,
    trx: Database = db,
  ) => recordAudit(trx, { actorId: c.var.staffId, action, target, detail })

  /**
   * The person's address from the JSON body, never the URL: a query string stays in every
   * proxy's and browser's history (docs/architecture.md, Privacy).
   */
  async function emailBody(c: Context): Promise<string> {
    const { email } = await readJsonBody(c, personBody)
    const trimmed = email.trim()
    if (!EMAIL.test(trimmed) || trimmed.length > 254) {
      throw badRequest('Give the person’s e-mail address ({ "email": … } in the body)')
    }
    return trimmed.toLowerCase()
  }

  /** The old forms with the address in the URL: refused, naming the new one. */
  const movedToBody = (form: string) => () => {
    throw badRequest(
      `Look people up with ${form} and { "email": … } in a JSON body: an address in the URL ` +
        'stays in proxy logs',
      'moved_to_body',
    )
  }

  app.route(
    '/intakes',
    intakeReviewRoutes({
      db,
      auditSecret: deps.auditSecret,
      intakeKey: deps.intakeKey,
      publicUrl: deps.publicUrl,
      onMailQueued: deps.onMailQueued,
    }),
  )

  // ---- the queue and the figures ----------------------------------------------------

  app.get('/queue', async (c) => {
    const now = clock()
    const rows = await readQueue(db, now)
    const keys = rows.map((row) => row.key)
    // The page reads the queue every 20 seconds: a read is recorded when it shows this staff
    // member rows (of any kind, by kind and id) their last recorded read did not, not once per
    // poll.
    const last = await lastAuditDetail(db, c.var.staffId, 'read', 'workspace.queue')
    const seen = new Set((last as { ids?: string[] } | undefined)?.ids ?? [])
    if (last === undefined || keys.some((key) => !seen.has(key))) {
      await audit(c, 'read', 'workspace.queue', { ids: keys })
    }
    return c.json({ now: now.toISOString(), rows } satisfies QueueAnswer)
  })

  // "Contacted", for a person the queue holds by their account or a visit rather than a request:
  // recorded against their lower-cased address, audited by its keyed hash in the same transaction.
  app.post('/queue/contacted', async (c) => {
    const email = await emailBody(c)
    const contactedAt = await recordPersonContact(
      db,
      { email, actorId: c.var.staffId, now: clock() },
      (trx, contactId) =>
        audit(c, 'person.contact', personKey(deps.auditSecret, email), { contactId }, trx),
    )
    return c.json({ contactedAt } satisfies PersonContactAnswer, 201)
  })

  app.get('/metrics', async (c) => {
    const now = clock()
    const { today } = readQuery(c, metricsQuery)
    const todayStart =
      today && !Number.isNaN(Date.parse(today)) ? new Date(today) : startOfUtcDay(now)
    if (now.getTime() - todayStart.getTime() > 48 * 60 * 60_000 || todayStart > now) {
      throw badRequest('?today must be the start of today (an ISO time within the last day)')
    }
    return c.json(await pipelineMetrics(db, now, todayStart))
  })

  app.get('/staff', async (c) => c.json(await staffDirectory(db)))

  // ---- one consultation request, its pipeline and timeline ---------------------------

  app.route('/consultations', consultationRoutes({ db, now: clock, audit }))

  // ---- people ----------------------------------------------------------------------

  // The search: the text in the body, never the URL (names and phones are personal data, and a
  // URL stays in logs); audited by its count of people found, never its text.
  app.post('/people/search', async (c) => {
    const { query } = await readJsonBody(c, personSearchSchema)
    const results = await searchPeople(db, searchTerms(query))
    await audit(c, 'person.search', 'workspace.people', { count: results.length })
    return c.json({ results } satisfies PersonSearchAnswer)
  })

  app.post('/people/export', async (c) => {
    const email = await emailBody(c)
    const person = await findPerson(db, await linkedAddresses(db, email))
    if (isEmpty(person))
      throw new PlainError(404, 'We hold nothing about this address', { code: 'not_found' })
    // A questionnaire's answers are a physician's to read (docs/architecture.md, Roles).
    const key = can(c.var.staffRole, 'intakes.read') ? deps.intakeKey : null
    await audit(c, 'person.export', personKey(deps.auditSecret, email), counts(person))
    c.header('Content-Disposition', 'attachment; filename="renew-medical-person-export.json"')
    return c.json(personExport(person, clock(), key) satisfies PersonExport)
  })

  // Deletion with its preview, and merging two addresses into one person.
  app.route(
    '/people',
    personDeletionRoutes({ db, logger, auditSecret: deps.auditSecret, now: clock }),
  )

  app.get('/people', movedToBody('POST /staff/v1/people/search'))
  app.get('/people/export', movedToBody('POST /staff/v1/people/export'))
  app.delete('/people', movedToBody('POST /staff/v1/people/delete'))

  // The person page, by a reference to one of their records (`request:<id>`, …): it names no
  // one, so it may be in the URL.
  app.get('/people/:ref', async (c) => {
    const noSuchPerson = () => new PlainError(404, 'No such person', { code: 'not_found' })
    const ref = c.req.param('ref')
    if (!isPersonRef(ref)) throw noSuchPerson()
    const email = await emailOfRef(db, ref)
    if (email === undefined) throw noSuchPerson()
    // Every address staff merged into this person, or this one into (person-links.queries.ts).
    const person = await findPerson(db, await linkedAddresses(db, email))
    await audit(c, 'person.view', personKey(deps.auditSecret, email), counts(person))
    return c.json(personPage(person, ref, await staffDirectory(db)) satisfies PersonPage)
  })

  app.route('/audit', auditLogRoutes({ db, auditSecret: deps.auditSecret }))

  return app
}

function counts(person: Person) {
  return {
    consultations: person.consultations.map((row) => row.id),
    downloads: person.downloads.length,
    newsletter: person.newsletter.length,
    accounts: person.accounts.map((account) => account.id),
    intakes: person.intakes.map((row) => row.id),
    visits: person.appointments.map((row) => row.id),
    orders: person.orders.map((row) => row.id),
  }
}

function startOfUtcDay(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()))
}
