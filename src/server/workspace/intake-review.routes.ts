import { type Context, Hono } from 'hono'
import * as z from 'zod/mini'

import { uuid } from '../../shared/ids'
import type { IntakeProgram } from '../../shared/intake/questionnaire'
import { intakeDecisions } from '../../shared/intake-review'
import type { IntakeQueueAnswer, IntakeQueueRow, IntakeStale } from '../../shared/workspace-wire'
import type { Database } from '../db/database'
import { type AuditAction, personKey, recordAudit } from '../lib/audit-log'
import { displayName, intakeDetail } from '../lib/intake-store/intake-detail'
import {
  findIntake,
  intakeOwner,
  type IntakeRow,
  reviewIntake,
  reviewQueue,
} from '../lib/intake-store/intake.queries'
import { withinRecipientBudget } from '../mail/recipient-budget'
import { requirePermission, type StaffEnv } from '../middleware/caller-door'
import { readJsonBody, readParam } from '../middleware/read-input'
import { PlainError } from '../middleware/wire-error'
import { enqueue } from '../outbox/outbox.queries'
import { firstNameOf, intakeDecisionMail } from './intake-decision-mail'

// `/staff/v1/intakes`: the physicians' review of submitted health questionnaires
// (docs/wire-contract.md, Staff workspace) — the queue with flagged answers first, one response
// in full, and the decision with a note the patient sees in My care. Mounted inside the
// workspace routes, behind their staff check. The queue (who, which program, when, the first
// look and its flags, no answers) is every staff member's; a response's answers and the
// decision are a physician's alone (docs/architecture.md, Roles), refused before anything is
// read. Every read of a response and every decision is audited, a decision in its own
// transaction, which also queues the patient's notice that a result is waiting
// (intake-decision-mail.ts): a decision is mailed if and only if it is stored.

type Env = StaffEnv

export type IntakeReviewDeps = {
  db: Database
  auditSecret: string
  intakeKey: Buffer
  /** The site's origin (PUBLIC_URL): the notice's link to My care. */
  publicUrl: string
  /** The outbox worker's nudge, after a decision's notice is committed. */
  onMailQueued?: () => void
}

const reviewBody = z.object({
  version: z.number().check(z.int(), z.positive()),
  decision: z.enum(intakeDecisions),
  note: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Write a note for the patient'),
      z.maxLength(2000, 'Keep the note under 2,000 characters'),
    ),
})

export function intakeReviewRoutes(deps: IntakeReviewDeps) {
  const { db, intakeKey } = deps
  const app = new Hono<Env>()
  const audit = (
    c: Context<Env>,
    action: AuditAction,
    target: string,
    detail: unknown,
    trx: Database = db,
  ) => recordAudit(trx, { actorId: c.var.staffId, action, target, detail })

  async function intakeOf(c: Context): Promise<IntakeRow> {
    const noSuchQuestionnaire = () =>
      new PlainError(404, 'No such questionnaire', { code: 'not_found' })
    const row = await findIntake(db, readParam(c, 'id', uuid(), noSuchQuestionnaire))
    if (!row || row.status === 'in-progress') throw noSuchQuestionnaire()
    return row
  }

  const full = (row: IntakeRow) => intakeDetail(db, intakeKey, row)

  /**
   * The notice to the questionnaire's owner, in the decision's transaction. It counts against the
   * address's site budget as the visit and order mails do (mail/recipient-budget.ts): a physician
   * deciding again and again cannot flood one inbox, and the decision stands either way — My care
   * shows it. An account deleted meanwhile gets nothing.
   */
  async function queueDecisionNotice(trx: Database, userId: string) {
    const owner = await intakeOwner(trx, userId)
    if (!owner?.email) return
    const mail = intakeDecisionMail({
      to: owner.email,
      firstName: firstNameOf(owner.raw_user_meta_data),
      publicUrl: deps.publicUrl,
    })
    await enqueue(trx, await withinRecipientBudget(trx, [mail]))
  }

  app.get('/', async (c) => {
    requirePermission(c, 'intakes.queue')
    const rows = await reviewQueue(db)
    await audit(c, 'read', 'workspace.intakes', { ids: rows.map((row) => row.id) })
    return c.json({
      rows: rows.map((row) => ({
        id: row.id,
        program: row.program as IntakeProgram,
        outcome: row.outcome as IntakeQueueRow['outcome'],
        flagged: row.flagged === 1,
        // Only submitted questionnaires are queued: each has its time.
        // An in-progress questionnaire is never answered here (intakeOf): it has been submitted.
        submittedAt: row.submitted_at!,
        version: row.version,
        email: row.email,
        name: displayName(row.raw_user_meta_data),
      })),
    } satisfies IntakeQueueAnswer)
  })

  app.get('/:id', async (c) => {
    requirePermission(c, 'intakes.read')
    const row = await intakeOf(c)
    const intake = await full(row)
    await audit(c, 'intake.view', row.id, {
      person: intake.patient ? personKey(deps.auditSecret, intake.patient.email) : null,
    })
    return c.json(intake)
  })

  app.post('/:id/review', async (c) => {
    requirePermission(c, 'intakes.decide')
    const row = await intakeOf(c)
    const review = await readJsonBody(c, reviewBody)
    const { decision } = review
    const reviewed = await reviewIntake(
      db,
      intakeKey,
      row,
      { ...review, reviewerId: c.var.staffId },
      async (trx) => {
        await audit(c, 'intake.review', row.id, { decision }, trx)
        await queueDecisionNotice(trx, row.user_id)
      },
    )
    if (reviewed) deps.onMailQueued?.()
    if (!reviewed) {
      const current = await findIntake(db, row.id)
      return c.json(
        {
          code: 'stale',
          message: 'Someone else decided on this questionnaire meanwhile',
          intake: current ? await full(current) : null,
        } satisfies IntakeStale,
        409,
      )
    }
    return c.json(await full(reviewed))
  })

  return app
}
