import { randomUUID } from 'node:crypto'

import type { Selectable } from 'kysely'

import type { Database } from '../../db/database'
import type { IntakeResponsesTable } from '../../db/schema'
import { open, seal } from './intake-crypto'

// The intake's rows (migrations/0010): sealed on the way in, opened on the way out, so nothing
// else in the server handles ciphertext. Opening a value sealed under another key throws
// (SealedDataError): a wrong key fails loudly, never as an empty questionnaire.

export type IntakeRow = Selectable<IntakeResponsesTable>

/** A row as its reader sees it: the sealed columns opened. */
export type OpenedIntake = Omit<IntakeRow, 'answers' | 'assessment' | 'decision_note'> & {
  answers: unknown
  assessment: unknown
  decision_note: string | null
}

export function openIntake(key: Buffer, row: IntakeRow): OpenedIntake {
  return {
    ...row,
    answers: open(key, row.id, 'answers', row.answers),
    assessment: row.assessment === null ? null : open(key, row.id, 'assessment', row.assessment),
    decision_note:
      row.decision_note === null
        ? null
        : (open(key, row.id, 'decision_note', row.decision_note) as string),
  }
}

export function intakesOf(db: Database, userId: string): Promise<IntakeRow[]> {
  return db
    .selectFrom('intake_responses')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .execute()
}

export function findIntake(db: Database, id: string): Promise<IntakeRow | undefined> {
  return db.selectFrom('intake_responses').selectAll().where('id', '=', id).executeTakeFirst()
}

export function draftOf(
  db: Database,
  userId: string,
  program: string,
): Promise<IntakeRow | undefined> {
  return db
    .selectFrom('intake_responses')
    .selectAll()
    .where('user_id', '=', userId)
    .where('program', '=', program)
    .where('status', '=', 'in-progress')
    .executeTakeFirst()
}

export type SaveDraft = {
  userId: string
  program: string
  questionnaireVersion: string
  answers: unknown
  step: string | null
  /** The version the page last saw; undefined for the first save. */
  version: number | undefined
}

export type SaveResult =
  | { kind: 'saved'; row: IntakeRow }
  | { kind: 'stale'; row: IntakeRow }
  | { kind: 'not-in-progress' }

/**
 * Save the answers of the patient's questionnaire in progress, creating it on the first save.
 * Two devices saving at once: the partial unique index lets one create the draft, the other
 * then updates it; a save that names a version no longer current answers `stale` with the
 * stored row, so the page can take the newer answers instead of overwriting them.
 */
export async function saveDraft(db: Database, input: SaveDraft, key: Buffer): Promise<SaveResult> {
  const now = new Date().toISOString()
  const existing = await draftOf(db, input.userId, input.program)
  if (!existing) {
    const id = randomUUID()
    const inserted = await db
      .insertInto('intake_responses')
      .values({
        id,
        user_id: input.userId,
        program: input.program,
        questionnaire_version: input.questionnaireVersion,
        status: 'in-progress',
        answers: seal(key, id, 'answers', input.answers),
        step: input.step,
        flagged: 0,
        version: 1,
        created_at: now,
        updated_at: now,
      })
      .onConflict((conflict) => conflict.doNothing())
      .returningAll()
      .executeTakeFirst()
    if (inserted) return { kind: 'saved', row: inserted }
    // Another device created it first: save over theirs if this page saw no version yet.
    const created = await draftOf(db, input.userId, input.program)
    if (!created) return { kind: 'not-in-progress' }
    return saveDraft(db, { ...input, version: input.version ?? created.version }, key)
  }
  if (input.version !== undefined && input.version !== existing.version) {
    return { kind: 'stale', row: existing }
  }
  const updated = await db
    .updateTable('intake_responses')
    .set({
      answers: seal(key, existing.id, 'answers', input.answers),
      questionnaire_version: input.questionnaireVersion,
      step: input.step,
      version: existing.version + 1,
      updated_at: now,
    })
    .where('id', '=', existing.id)
    .where('version', '=', existing.version)
    .where('status', '=', 'in-progress')
    .returningAll()
    .executeTakeFirst()
  if (updated) return { kind: 'saved', row: updated }
  const current = await findIntake(db, existing.id)
  return current && current.status === 'in-progress'
    ? { kind: 'stale', row: current }
    : { kind: 'not-in-progress' }
}

/** Submit the draft at `version`: its answers and assessment sealed, its outcome in clear. */
export async function submitDraft(
  db: Database,
  key: Buffer,
  draft: IntakeRow,
  submission: { answers: unknown; assessment: unknown; outcome: string; flagged: boolean },
): Promise<IntakeRow | undefined> {
  const now = new Date().toISOString()
  return db
    .updateTable('intake_responses')
    .set({
      status: 'submitted',
      answers: seal(key, draft.id, 'answers', submission.answers),
      assessment: seal(key, draft.id, 'assessment', submission.assessment),
      outcome: submission.outcome,
      flagged: submission.flagged ? 1 : 0,
      version: draft.version + 1,
      updated_at: now,
      submitted_at: now,
    })
    .where('id', '=', draft.id)
    .where('version', '=', draft.version)
    .where('status', '=', 'in-progress')
    .returningAll()
    .executeTakeFirst()
}

/** Submitted questionnaires awaiting review: flagged first, then the longest waiting. */
export function reviewQueue(db: Database) {
  return db
    .selectFrom('intake_responses as intake')
    .innerJoin('users', 'users.id', 'intake.user_id')
    .select([
      'intake.id',
      'intake.program',
      'intake.outcome',
      'intake.flagged',
      'intake.submitted_at',
      'intake.version',
      'users.email',
      'users.raw_user_meta_data',
    ])
    .where('intake.status', '=', 'submitted')
    .orderBy('intake.flagged', 'desc')
    .orderBy('intake.submitted_at', 'asc')
    .execute()
}

export function reviewIntake(
  db: Database,
  key: Buffer,
  intake: IntakeRow,
  review: { decision: string; note: string; reviewerId: string; version: number },
  record: (trx: Database, reviewed: IntakeRow) => Promise<void>,
): Promise<IntakeRow | undefined> {
  // The decision and its audit record commit together, or neither does.
  return db.transaction().execute(async (trx) => {
    const reviewed = await decide(trx, key, intake, review)
    if (reviewed) await record(trx, reviewed)
    return reviewed
  })
}

/** The account a questionnaire belongs to, as the review shows it. */
export function intakeOwner(db: Database, userId: string) {
  return db
    .selectFrom('users')
    .select(['id', 'email', 'raw_user_meta_data'])
    .where('id', '=', userId)
    .executeTakeFirst()
}

function decide(
  db: Database,
  key: Buffer,
  intake: IntakeRow,
  review: { decision: string; note: string; reviewerId: string; version: number },
): Promise<IntakeRow | undefined> {
  const now = new Date().toISOString()
  return db
    .updateTable('intake_responses')
    .set({
      status: 'reviewed',
      decision: review.decision,
      decision_note: seal(key, intake.id, 'decision_note', review.note),
      reviewed_by: review.reviewerId,
      reviewed_at: now,
      version: intake.version + 1,
      updated_at: now,
    })
    .where('id', '=', intake.id)
    .where('version', '=', review.version)
    .where('status', 'in', ['submitted', 'reviewed'])
    .returningAll()
    .executeTakeFirst()
}
