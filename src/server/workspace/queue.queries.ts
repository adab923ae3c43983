import { FIRST_CONTACT_PROMISE_MS } from '../../shared/pipeline'
import { isStaffRole, staffRoles } from '../../shared/roles'
import type {
  FunnelCounts,
  PipelineMetrics,
  QueueRow,
  StaffMember,
} from '../../shared/workspace-wire'
import type { Database } from '../db/database'

// The queue of requests awaiting first contact, the figures of the promise, and the staff
// directory (docs/architecture.md, Staff workspace): reads only; the pipeline's changes are in
// pipeline.queries.ts.

/** Requests nobody has reached yet (status new), oldest first: the promise's queue. */
export async function awaitingFirstContact(
  db: Database,
  limit = 500,
): Promise<Omit<QueueRow, 'overdue'>[]> {
  const rows = await db
    .selectFrom('consultation_requests as r')
    .leftJoin('consultation_pipeline as p', 'p.request_id', 'r.id')
    .select([
      'r.id',
      'r.first_name',
      'r.last_name',
      'r.email',
      'r.phone',
      'r.created_at',
      'p.status',
      'p.assigned_to',
      'p.follow_up_on',
      'p.version',
    ])
    .where((eb) => eb.or([eb('p.status', 'is', null), eb('p.status', '=', 'new')]))
    .orderBy('r.created_at')
    .orderBy('r.id')
    .limit(limit)
    .execute()
  // Renamed for the wire here, where the columns are chosen (src/shared/workspace-wire.ts).
  return rows.map((row) => ({
    id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    phone: row.phone,
    createdAt: row.created_at,
    status: row.status ?? 'new',
    assignedTo: row.assigned_to ?? null,
    followUpOn: row.follow_up_on ?? null,
    version: Number(row.version ?? 0),
  }))
}

export function isOverdue(createdAt: string, now: number): boolean {
  return now - Date.parse(createdAt) > FIRST_CONTACT_PROMISE_MS
}

/** The dashboard's figures. `todayStart` is the clinic's midnight, as the browser sends it. */
export async function pipelineMetrics(
  db: Database,
  now: Date,
  todayStart: Date,
): Promise<PipelineMetrics> {
  const day = 24 * 60 * 60_000
  const since90 = new Date(now.getTime() - 90 * day).toISOString()
  const rows = await db
    .selectFrom('consultation_requests as r')
    .leftJoin('consultation_pipeline as p', 'p.request_id', 'r.id')
    .select(['r.created_at', 'p.status', 'p.contacted_at', 'p.booked_at', 'p.patient_at'])
    .where((eb) =>
      eb.or([
        eb('r.created_at', '>=', since90),
        eb('p.status', 'is', null),
        eb('p.status', '=', 'new'),
      ]),
    )
    .execute()

  const nowMs = now.getTime()
  const since30 = nowMs - 30 * day
  const since90Ms = nowMs - 90 * day
  const funnel = (since: number): FunnelCounts => {
    const window = rows.filter((row) => Date.parse(row.created_at) >= since)
    return {
      requested: window.length,
      contacted: window.filter((row) => row.contacted_at).length,
      booked: window.filter((row) => row.booked_at).length,
      patient: window.filter((row) => row.patient_at).length,
    }
  }
  const awaiting = rows.filter((row) => (row.status ?? 'new') === 'new')
  const delays = rows
    .filter((row) => row.contacted_at && Date.parse(row.created_at) >= since30)
    .map((row) => Date.parse(row.contacted_at!) - Date.parse(row.created_at))
    .sort((a, b) => a - b)
  return {
    newToday: rows.filter((row) => Date.parse(row.created_at) >= todayStart.getTime()).length,
    awaitingFirstContact: awaiting.length,
    overdue: awaiting.filter((row) => isOverdue(row.created_at, nowMs)).length,
    medianFirstContactMs: median(delays),
    funnel: { days30: funnel(since30), days90: funnel(since90Ms) },
  }
}

function median(sorted: number[]): number | null {
  if (sorted.length === 0) return null
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1
    ? sorted[middle]!
    : Math.round((sorted[middle - 1]! + sorted[middle]!) / 2)
}

/** Staff members, for assignment and for naming who changed what. */
export async function staffDirectory(db: Database): Promise<StaffMember[]> {
  const rows = await db
    .selectFrom('users')
    .select(['id', 'email', 'raw_app_meta_data'])
    .where((eb) => eb.or(staffRoles.map((role) => eb('raw_app_meta_data', 'like', `%${role}%`))))
    .orderBy('email')
    .execute()
  return rows
    .filter((row) => isStaffMetadata(row.raw_app_meta_data))
    .map(({ id, email }) => ({ id, email }))
}

/** Whether `app_metadata` (JSON text) names a staff role; a physician is staff too. */
export function isStaffMetadata(text: string): boolean {
  try {
    return isStaffRole((JSON.parse(text) as { role?: unknown }).role)
  } catch {
    return false
  }
}
