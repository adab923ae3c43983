import { getSiteConfig, getSupabase, hasSessionToRestore } from '@/lib/supabase'

// One call to one of our JSON APIs beside supabase-js (docs/wire-contract.md: /staff/v1 for the
// staff workspace, /patient/v1 for a patient's own data, /booking/v1 and /orders/v1 for booking and
// order requests), with the signed-in user's token.

export type Answer<T> = { ok: true; data: T } | { ok: false; status: number; body: unknown }

export async function apiRequest<T>(
  base: '/staff/v1' | '/patient/v1' | '/booking/v1' | '/orders/v1',
  path: string,
  init: { method?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<Answer<T>> {
  const config = await getSiteConfig()
  // A visitor who never signed in (a guest booking) needs no session, so no supabase-js: the
  // public pages that call this stay within their script budget.
  const supabase = hasSessionToRestore(config) ? await getSupabase() : undefined
  const token = supabase && (await supabase.auth.getSession()).data.session?.access_token
  const response = await fetch(`${config.supabaseUrl}${base}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      apikey: config.supabaseAnonKey,
      Authorization: `Bearer ${token ?? config.supabaseAnonKey}`,
      ...init.headers,
      ...(init.body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  })
  const text = await response.text()
  const body: unknown = text ? JSON.parse(text) : null
  // The codes these APIs answer a token with when its session is not live (401).
  const code = (body as { code?: string } | null)?.code ?? ''
  if (
    supabase &&
    token &&
    response.status === 401 &&
    ['bad_jwt', 'sign_in_required', 'staff_session_required'].includes(code)
  ) {
    // The server no longer takes this session's token (signed out elsewhere, revoked, ended:
    // docs/wire-contract.md, Sessions). A refresh asks the auth server: an ended session is
    // refused and supabase-js signs out locally, so the page shows the visitor signed out and
    // asks them to sign in; a token that had only expired comes back renewed.
    await supabase.auth.refreshSession().catch(() => undefined)
  }
  return response.ok ? { ok: true, data: body as T } : { ok: false, status: response.status, body }
}

/** The message of a refusal, as the server words it. */
export function refusalMessage(body: unknown, fallback: string): string {
  return typeof body === 'object' && body !== null && 'message' in body
    ? String(body.message)
    : fallback
}
