import type { SupabaseClient } from '@supabase/supabase-js'

export type SiteAccess = 'staff' | 'public'

/** What `GET /config.json` tells the browser at run time (DESIGN.md §2). */
export type SiteConfig = {
  supabaseUrl: string
  supabaseAnonKey: string
  siteAccess: SiteAccess
}

let siteConfig: Promise<SiteConfig> | undefined
let client: Promise<SupabaseClient> | undefined

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
    .then(([config, { createClient }]) =>
      // Default auth options: persistSession, autoRefreshToken and detectSessionInUrl are on.
      createClient(config.supabaseUrl, config.supabaseAnonKey),
    )
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
  const { supabaseUrl, supabaseAnonKey, siteAccess } = body as Record<string, unknown>
  if (typeof supabaseUrl !== 'string' || typeof supabaseAnonKey !== 'string') {
    throw new Error('/config.json lacks supabaseUrl or supabaseAnonKey')
  }
  // Fail closed: anything but an explicit 'public' keeps the staff gate up.
  return { supabaseUrl, supabaseAnonKey, siteAccess: siteAccess === 'public' ? 'public' : 'staff' }
}
