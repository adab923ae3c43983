import type { Selectable } from 'kysely'

import { camelKeys } from '../../shared/camel-case'
import type {
  AuditEntry,
  ConsultationRequest,
  PipelineState,
  TimelineEvent,
} from '../../shared/workspace-wire'
import type { AuditLogTable, ConsultationRequestsTable } from '../db/schema'
import type { PipelineRow } from './pipeline.queries'
import type { EventRow } from './timeline.queries'

// The workspace's rows as /staff/v1 answers them (src/shared/workspace-wire.ts): the tables keep
// their snake_case column names, the wire speaks camelCase
// (docs/decisions/035-own-api-conventions.md, Casing). Every answer of the workspace goes
// through one of these, typed with the shared shape the page reads.

export function pipelineToWire(row: PipelineRow): PipelineState {
  return camelKeys(row)
}

/**
 * A timeline entry. A change's `data` is stored with the column names it changed
 * (`closed_reason`, …), in rows written before this wire and after: renamed here, as text.
 */
export function eventToWire(row: EventRow): TimelineEvent {
  return {
    id: row.id,
    requestId: row.request_id,
    actorId: row.actor_id,
    kind: row.kind as TimelineEvent['kind'],
    data: eventDataToWire(row.data),
    createdAt: row.created_at,
  }
}

export function eventDataToWire(text: string): string {
  try {
    const data: unknown = JSON.parse(text)
    if (typeof data !== 'object' || data === null || Array.isArray(data)) return text
    return JSON.stringify(camelKeys(data))
  } catch {
    return text
  }
}

export function consultationToWire(
  row: Selectable<ConsultationRequestsTable>,
): ConsultationRequest {
  return camelKeys(row)
}

/** An audit record; its `detail` (parsed by the caller) is as recorded, never renamed. */
export function auditEntryToWire(
  row: Omit<AuditLogTable, 'detail'> & { detail: unknown },
): AuditEntry {
  return {
    id: row.id,
    actorId: row.actor_id,
    action: row.action,
    target: row.target,
    detail: row.detail,
    createdAt: row.created_at,
  }
}
