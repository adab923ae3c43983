import type { ContactAttempt, PipelineChange, StaffNote } from '@shared/pipeline'
import type {
  ConsultationAnswer,
  PipelineChangeAnswer,
  PersonContactAnswer,
  PersonMergeAnswer,
  PipelineMetrics,
  QueueAnswer,
  StaffMember,
} from '@shared/workspace-wire'

import { type Answer, workspaceRequest } from '../../api/workspace-api'

// The consultation pipeline, /staff/v1 (docs/wire-contract.md, Staff workspace): the queue with
// the figures of the 24-hour promise, and one request worked to an outcome.

/** What the queue page shows: the figures and everyone who needs a human. */
export type QueuePage = { figures: PipelineMetrics; queue: QueueAnswer }

function startOfToday(): string {
  const now = new Date()
  return new Date(now.getFullYear(), now.getMonth(), now.getDate()).toISOString()
}

/** The figures, counted from the browser's midnight, and the queue; a refusal of either. */
export async function readQueuePage(): Promise<Answer<QueuePage>> {
  const [figures, queue] = await Promise.all([
    workspaceRequest<PipelineMetrics>(`/metrics?today=${encodeURIComponent(startOfToday())}`),
    workspaceRequest<QueueAnswer>('/queue'),
  ])
  if (!figures.ok) return figures
  if (!queue.ok) return queue
  return { ok: true, data: { figures: figures.data, queue: queue.data } }
}

/** The changes the queue page makes through its route's action. */
export type QueueChange =
  { intent: 'contacted'; email: string } | { intent: 'merge'; from: string; into: string }

/**
 * Records that `from` is the same person as `into` (docs/decisions/042-a-person-deleted-whole-
 * and-merged-by-link.md): the queue no longer flags them as duplicates of each other.
 */
export function mergePeople(from: string, into: string): Promise<Answer<PersonMergeAnswer>> {
  return workspaceRequest<PersonMergeAnswer>('/people/merge', {
    method: 'POST',
    body: { from, into },
  })
}

/**
 * Records that staff reached the person under `email`, outside any request: their account's and
 * visits' rows leave the queue. The address goes in the body, never the URL.
 */
export function markContacted(email: string): Promise<Answer<PersonContactAnswer>> {
  return workspaceRequest<PersonContactAnswer>('/queue/contacted', {
    method: 'POST',
    body: { email },
  })
}

/** What the request page shows: the request, and the staff it can be assigned to. */
export type RequestPage = ConsultationAnswer & { members: StaffMember[] }

function requestPath(requestId: string): string {
  return `/consultations/${encodeURIComponent(requestId)}`
}

/**
 * One request with its pipeline and timeline. The staff list only names people and fills the
 * assignee choice: without it the page still works, with ids in place of names.
 */
export async function readRequestPage(requestId: string): Promise<Answer<RequestPage>> {
  const [detail, staff] = await Promise.all([
    workspaceRequest<ConsultationAnswer>(requestPath(requestId)),
    workspaceRequest<StaffMember[]>('/staff').catch(() => null),
  ])
  if (!detail.ok) return detail
  return { ok: true, data: { ...detail.data, members: staff?.ok ? staff.data : [] } }
}

/** The changes the request page makes through its route's action. */
export type RequestChange =
  | { intent: 'pipeline'; change: PipelineChange }
  | { intent: 'attempt'; attempt: ContactAttempt }
  | { intent: 'note'; note: StaffNote }

/** Sends `change` for `requestId`; a 409 of a pipeline change carries a `PipelineStale`. */
export function changeRequest(requestId: string, change: RequestChange): Promise<Answer<unknown>> {
  switch (change.intent) {
    case 'pipeline':
      return workspaceRequest<PipelineChangeAnswer>(requestPath(requestId), {
        method: 'PATCH',
        body: change.change,
      })
    case 'attempt':
      return workspaceRequest(`${requestPath(requestId)}/attempts`, {
        method: 'POST',
        body: change.attempt,
      })
    case 'note':
      return workspaceRequest(`${requestPath(requestId)}/notes`, {
        method: 'POST',
        body: change.note,
      })
  }
}
