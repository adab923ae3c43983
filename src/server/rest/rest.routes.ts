import { type Context, Hono } from 'hono'
import * as z from 'zod/mini'

import type { LeadTableDescriptor } from '../../shared/lead-tables'
import { MIN_FORM_FILL_MS, spamFields } from '../../shared/leads'
import { type Database, supportsRowLocks } from '../db/database'
import type { Config } from '../env'
import { auditQuery, recordAudit } from '../lib/audit-log'
import type { Logger } from '../logger'
import type { ResolveCaller } from '../middleware/caller-door'
import { clientIp } from '../middleware/client-ip'
import {
  countRequest,
  countRequestApart,
  maybePrune,
  type RateLimit,
  rateLimitKey,
  refund,
} from '../middleware/rate-limit'
import { toCsv } from './csv'
import { leadAcknowledgement } from './lead-acknowledgement'
import { leadNotifications } from './lead-notifications'
import { type LeadTableDefinition, leadTableLookup } from './lead-tables'
import { countLeads, insertLead, selectLeads } from './leads.queries'
import { permissionDenied, RestError, tableNotFound } from './rest-errors'
import { admitted, type Caller, parsePrefer, readLeadBody } from './rest-input'
import { MAX_ROWS, parseReadQuery } from './rest-query'

// `/rest/v1`: the PostgREST-compatible API of the lead tables (docs/wire-contract.md, REST;
// docs/decisions/010-leads-api-and-outbox.md). Anyone holding the anon key may insert a lead; only
// a signed-in staff user may read, and every read and export is written to audit_log. Errors use
// PostgREST's shape.

export type RestRoutesDeps = {
  db: Database
  logger: Logger
  config: Pick<
    Config,
    'trustProxy' | 'leadsPerIpPer10Min' | 'clinicNotifyEmail' | 'leadWebhook' | 'publicUrl'
  >
  resolveCaller: ResolveCaller
  /** The lead tables served (default: the site's, src/shared/leads.ts). */
  tables?: readonly LeadTableDescriptor[]
  /** Called after a lead and its notifications committed (if it has any): deliver them now. */
  onLeadStored?: () => void
  /** Keys the person ids the audit log uses in place of e-mail addresses (lib/audit-log.ts). */
  auditSecret: string
}

/** The most rows one CSV export holds. */
export const MAX_EXPORT_ROWS = 50_000
const TOO_MANY_LEADS = 'Too many requests. Please wait a few minutes and try again.'
const TOO_FAST = 'The form was sent too quickly. Please wait a moment and try again.'

/** What an audit_log row says about one staff read: what was asked and what it was told. */
type ReadOutcome = {
  /** The query string's shape: filters without their values (lib/audit-log.ts, auditQuery). */
  query: string
  /** The HTTP status answered (500 until the read succeeds or is refused). */
  status: number
  /** The PostgREST error code of a refusal. */
  code?: string
  /** The matching count computed for `Prefer: count`, also told by a 416. */
  total?: number
  /** Rows read (and sent, unless the answer is a refusal or HEAD). */
  rows?: number
  ids?: unknown[]
}

export function createRestRoutes(deps: RestRoutesDeps) {
  const { db, logger, config } = deps
  const leadLimit: RateLimit = { limit: config.leadsPerIpPer10Min, windowMs: 10 * 60_000 }
  // Where row locks exist (PostgreSQL), a lead's per-address count is taken apart from it.
  const countApart = supportsRowLocks(db)
  const leadTable = leadTableLookup(deps.tables)
  const app = new Hono()

  app.use(async (c, next) => {
    await next()
    // Leads are personal data: never cached by a browser or a proxy (README, Architecture).
    c.header('Cache-Control', 'no-store')
  })

  async function caller(c: Context): Promise<Caller> {
    return admitted(
      await deps.resolveCaller({
        apikey: c.req.header('apikey'),
        authorization: c.req.header('authorization'),
      }),
    )
  }

  function table(c: Context): LeadTableDefinition {
    const name = c.req.param('table') ?? ''
    const found = leadTable(name)
    if (!found) throw tableNotFound(name.slice(0, 64))
    return found
  }

  // ---- reads (staff only) -------------------------------------------------------------

  app.on(['GET', 'HEAD'], '/:table', async (c) => {
    const lead = table(c)
    const who = await caller(c)
    if (who.kind !== 'user' || !who.staff) throw permissionDenied(lead.name, who.kind === 'user')
    const params = new URL(c.req.url).searchParams
    const accept = c.req.header('accept') ?? ''
    const csv = accept.includes('text/csv')
    const head = c.req.method === 'HEAD'

    // Audited before it is answered, whatever the answer (ADR 010): a refusal tells about
    // rows too — a 416 says how many match a filter, a 406 whether exactly one does — so
    // the record is written in `finally`, after the answer is built and before it is sent.
    // If the record cannot be written, its error replaces the answer.
    const outcome: ReadOutcome = { query: auditQuery(deps.auditSecret, params), status: 500 }
    try {
      const query = parseReadQuery(lead.name, lead.columns, params)
      if (csv) {
        const rows = await selectLeads(
          db,
          lead,
          query,
          Math.min(query.limit ?? MAX_EXPORT_ROWS, MAX_EXPORT_ROWS),
        )
        outcome.status = 200
        outcome.rows = rows.length
        const date = new Date().toISOString().slice(0, 10)
        c.header('Content-Type', 'text/csv; charset=utf-8')
        c.header(
          'Content-Disposition',
          `attachment; filename="${lead.name.replaceAll('_', '-')}-${date}.csv"`,
        )
        if (head) return c.body(null, 200)
        return c.body(toCsv(query.columns, rows), 200)
      }

      const prefer = parsePrefer(c.req.header('prefer'))
      const total = prefer.count !== undefined ? await countLeads(db, lead, query) : undefined
      outcome.total = total
      if (total !== undefined && query.offset > 0 && query.offset >= total) {
        throw new RestError(
          416,
          'PGRST103',
          'Requested range not satisfiable',
          `An offset of ${query.offset} was requested, but there are only ${total} rows.`,
        )
      }
      const rows = head
        ? []
        : await selectLeads(db, lead, query, Math.min(query.limit ?? MAX_ROWS, MAX_ROWS))
      outcome.rows = rows.length
      outcome.ids = rows.map((row) => row.id).filter((id) => id !== undefined)

      const shownTotal = total ?? '*'
      c.header(
        'Content-Range',
        rows.length > 0
          ? `${query.offset}-${query.offset + rows.length - 1}/${shownTotal}`
          : `*/${shownTotal}`,
      )
      if (prefer.count) c.header('Preference-Applied', `count=${prefer.count}`)
      const partial = total !== undefined && !head && (query.offset > 0 || rows.length < total)

      if (accept.includes('application/vnd.pgrst.object+json')) {
        if (rows.length !== 1) {
          throw new RestError(
            406,
            'PGRST116',
            'JSON object requested, multiple (or no) rows returned',
            `The result contains ${rows.length} rows`,
          )
        }
        outcome.status = 200
        return c.json(rows[0], 200)
      }
      const status = partial ? 206 : 200
      outcome.status = status
      if (head) return c.body(null, status)
      return c.json(rows, status)
    } catch (error) {
      if (error instanceof RestError) {
        outcome.status = error.status
        outcome.code = error.code
      }
      throw error
    } finally {
      await recordAudit(db, {
        actorId: who.userId,
        action: csv ? 'export' : head ? 'count' : 'read',
        target: lead.name,
        detail: outcome,
      })
    }
  })

  // ---- inserts (anyone with the anon key) -------------------------------------------------

  app.post('/:table', async (c) => {
    const lead = table(c)
    const who = await caller(c)
    const prefer = parsePrefer(c.req.header('prefer'))
    const staff = who.kind === 'user' && who.staff
    // The anon role may insert but not select: PostgREST refuses to return the row.
    if (prefer.return === 'representation' && !staff) {
      throw permissionDenied(lead.name, who.kind === 'user')
    }

    const { fields, spam } = await readLeadBody(c, lead)

    if (typeof spam.honeypot === 'string' && spam.honeypot.trim() !== '') {
      // A bot filled the field a person never sees: answer as if stored, store nothing.
      logger.warn({ table: lead.name }, 'lead dropped: honeypot filled')
      return created(c)
    }
    if (
      typeof spam.elapsed !== 'number' ||
      !Number.isFinite(spam.elapsed) ||
      spam.elapsed < MIN_FORM_FILL_MS
    ) {
      throw new RestError(400, 'PGRST102', TOO_FAST, spamFields.elapsed)
    }

    const parsed = z.safeParse(lead.schema, fields)
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!
      const field = String(issue.path[0] ?? '')
      const column = Object.entries(lead.writable).find(([, name]) => name === field)?.[0] ?? null
      throw new RestError(400, '23514', issue.message, column)
    }

    // The per-address count (ADR 010). Either way one atomic upsert counts and returns the
    // count, so however many leads arrive at once exactly the limit is admitted. A request
    // refused before this point stored nothing and is not counted.
    const client = clientIp(c, config.trustProxy)
    const limitKey = rateLimitKey('leads', client, leadLimit)
    const refuse = () => {
      logger.warn({ table: lead.name }, 'lead refused: per-IP limit reached')
      return new RestError(429, 'over_request_rate_limit', TOO_MANY_LEADS)
    }
    // PostgreSQL: counted first, in a short transaction of its own. Inside the lead's, the
    // counter row would stay locked until the lead commits, and every lead from one address
    // (an office, a mobile carrier) would wait for the one before it.
    if (countApart && !(await countRequestApart(db, limitKey, leadLimit)).allowed) throw refuse()
    // SQLite: counted inside the lead's transaction, where its one writer serialises it anyway,
    // so a lead costs one durable commit, not two.
    const admitPerIp = async (trx: Database) => {
      if (!countApart && !(await countRequest(trx, limitKey, leadLimit)).allowed) throw refuse()
    }
    let stored: Awaited<ReturnType<typeof insertLead>>
    try {
      stored = await insertLead(
        db,
        lead,
        lead.toRow(parsed.data),
        async (row, trx) => [
          ...leadNotifications(config, lead, row),
          ...(await leadAcknowledgement(trx, lead, row, client)),
        ],
        admitPerIp,
      )
    } catch (error) {
      // Counted apart but not stored: the count is handed back.
      if (countApart) await refund(db, limitKey).catch(() => undefined)
      throw error
    }
    const { row, inserted, notifications } = stored
    maybePrune(db)
    if (inserted) logger.info({ table: lead.name, leadId: row.id }, 'lead stored')
    else if (lead.descriptor.foldRepeatsMs !== undefined) {
      logger.info({ table: lead.name, leadId: row.id }, 'lead folded into an earlier one')
    }
    // Only a lead that left something to deliver wakes the outbox worker: a newsletter sign-up
    // without a webhook leaves nothing, and a run that finds nothing still costs queries.
    if (notifications > 0) deps.onLeadStored?.()
    if (prefer.return === 'representation') {
      c.header('Preference-Applied', 'return=representation')
      return c.json([row], 201)
    }
    return created(c)
  })

  // Leads are never changed or deleted through the API.
  app.on(['PATCH', 'PUT', 'DELETE'], '/:table', async (c) => {
    const lead = table(c)
    const who = await caller(c)
    throw permissionDenied(lead.name, who.kind === 'user')
  })

  app.all('*', (c) => {
    throw tableNotFound(c.req.path.replace(/^\/rest\/v1\/?/, '').slice(0, 64))
  })

  return app
}

function created(c: Context) {
  c.header('Content-Range', '*/*')
  return c.body(null, 201)
}
