import type { ContactAttempt } from '../../shared/pipeline'
import type { Database } from '../db/database'
import {
  applyChange,
  changedFields,
  type PipelineRow,
  readPipeline,
  writePipeline,
} from './pipeline.queries'
import { appendEvent, type EventRow, requestExists } from './timeline.queries'

// A contact attempt on a consultation request (docs/architecture.md, Staff workspace, The
// queue). One whose outcome is "reached" on a request still at New moves it to Contacted in
// the same transaction as the attempt, by the pipeline's conditional write at the version read
// (or the one the caller names): the attempt, the move, their timeline entries and audit
// records are all saved, or — when someone changed the request meanwhile — none is.

export type AttemptOutcome =
  | { kind: 'recorded'; event: EventRow; pipeline: PipelineRow; moved: boolean }
  | { kind: 'stale'; current: PipelineRow }

/** The request changed between the read and the conditional write: undo the attempt too. */
class MovedMeanwhile extends Error {}

/** Undefined when there is no such request. */
export async function recordAttempt(
  db: Database,
  {
    requestId,
    actorId,
    attempt,
    now,
  }: { requestId: string; actorId: string; attempt: ContactAttempt; now: Date },
  record: (
    trx: Database,
    event: EventRow,
    move: { before: PipelineRow; after: PipelineRow } | null,
  ) => Promise<void>,
): Promise<AttemptOutcome | undefined> {
  const { version, ...data } = attempt
  try {
    return await db.transaction().execute(async (trx) => {
      if (!(await requestExists(trx, requestId))) return undefined
      const current = await readPipeline(trx, requestId)
      const reaches = data.outcome === 'reached' && current.status === 'new'
      if (reaches && version !== undefined && version !== current.version) {
        return { kind: 'stale', current } as const
      }
      const event = await appendEvent(trx, { requestId, actorId, kind: 'attempt', data, now })
      if (!reaches) {
        await record(trx, event, null)
        return { kind: 'recorded', event, pipeline: current, moved: false } as const
      }
      const next = applyChange(
        current,
        { status: 'contacted', version: current.version },
        actorId,
        now.toISOString(),
      )
      if (!(await writePipeline(trx, current, next))) throw new MovedMeanwhile()
      const fields = changedFields(current, next)
      await appendEvent(trx, { requestId, actorId, kind: 'change', data: fields, now })
      await record(trx, event, { before: current, after: next })
      return { kind: 'recorded', event, pipeline: next, moved: true } as const
    })
  } catch (error) {
    if (!(error instanceof MovedMeanwhile)) throw error
    return { kind: 'stale', current: await readPipeline(db, requestId) }
  }
}
