import type { SupabaseClient } from '@supabase/supabase-js'

import { noteLinkArrival } from './link-arrival'

export type SiteAccess = 'staff' | 'public'
export type StaffMfa = 'required' | 'optional'

/**
 * What `GET /config.json` tells the browser at run time (docs/architecture.md, Runtime
 * configuration).
 */
export type SiteConfig = {
  supabaseUrl: string
  supabaseAnonKey: string
  siteAccess: SiteAccess
  /** STAFF_MFA: whether staff must pass a second factor; 'required' unless the server says otherwise. */
  staffMfa: StaffMfa
  /** STAFF_IDLE_MINUTES: a staff session ends after this long without activity. */
  staffIdleMinutes: number
  /** PATIENT_PORTAL_URL on the server; absent from older servers. */
  patientPortalUrl?: string
}

let siteConfig: Promise<SiteConfig> | undefined
let client: Promise<SupabaseClient> | undefined
const clientListeners = new Set<(client: SupabaseClient) => void>()

/** The runtime config, fetched once. A failed fetch is forgotten, so the next call retries. */
export function getSiteConfig(): Promise<SiteConfig> {
  siteConfig ??= loadSiteConfig().catch((error: unknown) => {
    siteConfig = undefined
    throw error
  })
  return siteConfig
}

/**
 * The one supabase-js client. supabase-js is a separate chunk, loaded on first use, so it stays
 * out of the entry bundle; the config fetch and the chunk download run in parallel.
 */
export function getSupabase(): Promise<SupabaseClient> {
  client ??= Promise.all([getSiteConfig(), import('@supabase/supabase-js')])
    .then(([config, { createClient }]) => {
      // Default auth options: persistSession, autoRefreshToken and detectSessionInUrl are on.
      // What a mailed link was for is noted before supabase-js reads and clears the fragment.
      noteLinkArrival()
      const created = createClient(config.supabaseUrl, config.supabaseAnonKey)
      for (const listener of clientListeners) listener(created)
      return created
    })
    .catch((error: unknown) => {
      client = undefined
      throw error
    })
  return client
}

async function loadSiteConfig(): Promise<SiteConfig> {
  const response = await fetch('/config.json', { headers: { Accept: 'application/json' } })
  if (!response.ok) throw new Error(`GET /config.json answered ${response.status}`)
  return parseSiteConfig(await response.json())
}

export function parseSiteConfig(body: unknown): SiteConfig {
  if (typeof body !== 'object' || body === null) throw new Error('/config.json is not an object')
  const { supabaseUrl, supabaseAnonKey, siteAccess, staffMfa, staffIdleMinutes, patientPortalUrl } =
    body as Record<string, unknown>
  if (typeof supabaseUrl !== 'string' || typeof supabaseAnonKey !== 'string') {
    throw new Error('/config.json lacks supabaseUrl or supabaseAnonKey')
  }
  // Fail closed: anything but an explicit 'public' keeps the staff gate up.
  return {
    supabaseUrl,
    supabaseAnonKey,
    siteAccess: siteAccess === 'public' ? 'public' : 'staff',
    staffMfa: staffMfa === 'optional' ? 'optional' : 'required',
    // The server's default when an older server does not say.
    staffIdleMinutes:
      typeof staffIdleMinutes === 'number' && staffIdleMinutes >= 2 ? staffIdleMinutes : 30,
    ...(typeof patientPortalUrl === 'string' && patientPortalUrl.startsWith('https://')
      ? { patientPortalUrl }
      : {}),
  }
}

/** Call `listener` once the client exists (now, if it already does). Returns an unsubscribe. */
export function onSupabaseClient(listener: (client: SupabaseClient) => void): () => void {
  clientListeners.add(listener)
  void client?.then(listener, () => undefined)
  return () => clientListeners.delete(listener)
}

/**
 * Whether supabase-js has anything to restore on this page: a stored session (its
 * default storage key) or an auth callback in the URL (docs/wire-contract.md, Client behavior we
 * rely on). When neither, the visitor is signed out and the client chunk can wait until it is
 * needed, which keeps it off a first visit (docs/architecture.md, Performance budgets).
 */
export function hasSessionToRestore(config: SiteConfig): boolean {
  let stored: string | null = null
  try {
    stored = window.localStorage.getItem(sessionStorageKey(config))
  } catch {
    // Storage blocked: supabase-js falls back to memory, so nothing can be restored.
  }
  const url = `${window.location.search}${window.location.hash}`
  return stored !== null || /[?#&](access_token|error_description|error_code|code)=/.test(url)
}

/**
 * Forget the session stored in this browser, at once. supabase-js removes it only after the
 * server has answered the sign-out, and a page loaded in between would restore it.
 */
export function forgetStoredSession(config: SiteConfig): void {
  try {
    window.localStorage.removeItem(sessionStorageKey(config))
  } catch {
    // Storage blocked: supabase-js kept the session in memory only, and signOut clears that.
  }
}

/** supabase-js's default storage key for a project URL. */
function sessionStorageKey(config: SiteConfig): string {
  return `sb-${new URL(config.supabaseUrl).hostname.split('.')[0]}-auth-token`
}
