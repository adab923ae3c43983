import { type Context, Hono } from 'hono'

import { uuid } from '../../shared/ids'
import { contactAttemptSchema, pipelineChangeSchema, staffNoteSchema } from '../../shared/pipeline'
import type {
  AttemptAnswer,
  ConsultationAnswer,
  PipelineChangeAnswer,
  PipelineStale,
} from '../../shared/workspace-wire'
import type { Database } from '../db/database'
import type { AuditAction } from '../lib/audit-log'
import type { StaffEnv } from '../middleware/caller-door'
import { readJsonBody, readParam } from '../middleware/read-input'
import { PlainError } from '../middleware/wire-error'
import { recordAttempt } from './attempt.queries'
import { changedFields, changePipeline, type PipelineRow, readPipeline } from './pipeline.queries'
import { staffDirectory } from './queue.queries'
import { addEvent, findRequest, listEvents } from './timeline.queries'
import { consultationToWire, eventToWire, pipelineToWire } from './workspace-wire'

// `/staff/v1/consultations/:id`: one consultation request with its pipeline and timeline
// (docs/wire-contract.md, Staff workspace). Mounted by workspace.routes.ts behind its staff door;
// every read and change is audited, each change in its own transaction.

export type ConsultationRoutesDeps = {
  db: Database
  /** The app's one clock (AppDeps.clock). */
  now: () => Date
  /** Records an audit entry for the calling staff member, in `trx` when given. */
  audit: (
    c: Context<StaffEnv>,
    action: AuditAction,
    target: string,
    detail: unknown,
    trx?: Database,
  ) => Promise<void>
}

const noSuchRequest = () =>
  new PlainError(404, 'No such consultation request', { code: 'not_found' })
const requestId = (c: Context) => readParam(c, 'id', uuid(), noSuchRequest)

export function consultationRoutes({ db, now: clock, audit }: ConsultationRoutesDeps) {
  const app = new Hono<StaffEnv>()

  app.get('/:id', async (c) => {
    const id = requestId(c)
    const request = await findRequest(db, id)
    if (!request) throw noSuchRequest()
    await audit(c, 'consultation.view', id, {})
    return c.json({
      request: consultationToWire(request),
      pipeline: pipelineToWire(await readPipeline(db, id)),
      events: (await listEvents(db, [id])).map(eventToWire),
    } satisfies ConsultationAnswer)
  })

  app.patch('/:id', async (c) => {
    const id = requestId(c)
    const change = await readJsonBody(c, pipelineChangeSchema)
    const outcome = await changePipeline(db, {
      requestId: id,
      change,
      actorId: c.var.staffId,
      now: clock(),
      record: (trx, before, after) =>
        audit(
          c,
          'consultation.update',
          id,
          { version: after.version, fields: changedFields(before, after) },
          trx,
        ),
    })
    if (!outcome) throw noSuchRequest()
    if (outcome.kind === 'stale') return staleAnswer(c, outcome.current)
    return c.json({
      pipeline: pipelineToWire(outcome.pipeline),
      event: outcome.kind === 'changed' ? eventToWire(outcome.event) : null,
    } satisfies PipelineChangeAnswer)
  })

  async function staleAnswer(c: Context, current: PipelineRow) {
    const staff = await staffDirectory(db)
    const by = staff.find((member) => member.id === current.updated_by)
    const who = by?.email ?? 'another member of staff'
    return c.json(
      {
        code: 'stale',
        message: `${who} changed this request at ${current.updated_at} while you were editing it. Review what they changed, then make your change again.`,
        current: pipelineToWire(current),
        changedBy: by ?? null,
        changedAt: current.updated_at,
      } satisfies PipelineStale,
      409,
    )
  }

  app.post('/:id/attempts', async (c) => {
    const id = requestId(c)
    const attempt = await readJsonBody(c, contactAttemptSchema)
    const outcome = await recordAttempt(
      db,
      { requestId: id, actorId: c.var.staffId, attempt, now: clock() },
      async (trx, event, move) => {
        await audit(c, 'consultation.attempt', id, { event: event.id }, trx)
        if (move) {
          const fields = changedFields(move.before, move.after)
          await audit(c, 'consultation.update', id, { version: move.after.version, fields }, trx)
        }
      },
    )
    if (!outcome) throw noSuchRequest()
    if (outcome.kind === 'stale') return staleAnswer(c, outcome.current)
    return c.json(
      {
        event: eventToWire(outcome.event),
        pipeline: pipelineToWire(outcome.pipeline),
        moved: outcome.moved ? { from: 'new', to: 'contacted' } : null,
      } satisfies AttemptAnswer,
      201,
    )
  })

  app.post('/:id/notes', async (c) => {
    const id = requestId(c)
    const data = await readJsonBody(c, staffNoteSchema)
    const event = await addEvent(
      db,
      { requestId: id, actorId: c.var.staffId, kind: 'note', data, now: clock() },
      (trx, appended) => audit(c, 'consultation.note', id, { event: appended.id }, trx),
    )
    if (!event) throw noSuchRequest()
    return c.json({ event: eventToWire(event) }, 201)
  })

  return app
}
