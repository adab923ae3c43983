import { getSiteConfig, getSupabase } from '@/lib/supabase'

// The staff workspace's API, /staff/v1 (docs/wire-contract.md, Staff workspace), called with the
// signed-in staff member's token.

export type PipelineState = {
  request_id: string
  status: string
  closed_reason: string | null
  assigned_to: string | null
  follow_up_on: string | null
  contacted_at: string | null
  booked_at: string | null
  patient_at: string | null
  version: number
  updated_at: string
  updated_by: string
}

export type TimelineEvent = {
  id: string
  request_id: string
  actor_id: string
  kind: 'change' | 'note' | 'attempt'
  data: string
  created_at: string
}

export type ConsultationRequest = {
  id: string
  first_name: string
  last_name: string
  email: string
  phone: string
  hear_about_us: string
  email_opt_in: number | boolean
  sms_opt_in: number | boolean
  created_at: string
}

export type QueueRow = ConsultationRequest & {
  status: string
  assigned_to: string | null
  follow_up_on: string | null
  version: number
  overdue: boolean
}

export type Funnel = { requested: number; contacted: number; booked: number; patient: number }

export type Metrics = {
  newToday: number
  awaitingFirstContact: number
  overdue: number
  medianFirstContactMs: number | null
  funnel: { days30: Funnel; days90: Funnel }
}

export type StaffMember = { id: string; email: string }

export type Person = {
  email: string
  found: boolean
  consultations: (ConsultationRequest & {
    pipeline: PipelineState | null
    events: TimelineEvent[]
  })[]
  downloads: { id: string; resource_title?: string; created_at: string }[]
  newsletter: { id: string; created_at: string }[]
  account: {
    id: string
    created_at: string
    email_confirmed_at: string | null
    staff: boolean
  } | null
}

export type AuditEntry = {
  id: string
  actor_id: string
  action: string
  target: string
  detail: unknown
  created_at: string
}

export type Stale = {
  code: 'stale'
  message: string
  current: PipelineState
  changed_by: StaffMember | null
  changed_at: string
}

export type Answer<T> = { ok: true; data: T } | { ok: false; status: number; body: unknown }

/** One call to /staff/v1; the answer's JSON, or its status and body when it is not 2xx. */
export async function workspaceRequest<T>(
  path: string,
  init: { method?: string; body?: unknown } = {},
): Promise<Answer<T>> {
  const [config, supabase] = await Promise.all([getSiteConfig(), getSupabase()])
  const { data } = await supabase.auth.getSession()
  const response = await fetch(`${config.supabaseUrl}/staff/v1${path}`, {
    method: init.method ?? 'GET',
    headers: {
      apikey: config.supabaseAnonKey,
      Authorization: `Bearer ${data.session?.access_token ?? config.supabaseAnonKey}`,
      ...(init.body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  })
  const text = await response.text()
  const body: unknown = text ? JSON.parse(text) : null
  return response.ok ? { ok: true, data: body as T } : { ok: false, status: response.status, body }
}

/** The message of a refusal, as the server words it. */
export function refusalMessage(body: unknown, fallback: string): string {
  return typeof body === 'object' && body !== null && 'message' in body
    ? String(body.message)
    : fallback
}
