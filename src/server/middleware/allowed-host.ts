import { createMiddleware } from 'hono/factory'

import { PlainError } from './wire-error'

// Links in mail, redirects and /config.json are built from the configured origin only
// (docs/decisions/014-public-origin-from-configuration.md). A request that names another
// host was not meant for this site — a poisoned cache, DNS rebinding, a probe — and is
// refused before any handler sees it. Load balancers check health by address, so the health
// checks answer whatever the Host.

const LOOPBACK_NAMES = new Set(['localhost', '127.0.0.1', '[::1]'])
const ANY_HOST_PATHS = new Set(['/health', '/auth/v1/health'])

export type AllowedHostOptions = {
  /** The site's public origin (PUBLIC_URL, else the listening address). */
  publicUrl: string
  /**
   * Whether loopback names are also accepted: in development (no PUBLIC_URL, or a loopback
   * one) the same server is reached as localhost, 127.0.0.1 or through the Vite proxy.
   */
  allowLoopback: boolean
}

/** The host part (`name[:port]`, lower-case) of a Host header, or undefined if malformed. */
function hostName(host: string): string | undefined {
  const match = /^(\[[0-9a-f:.]+\]|[^:[\]]+)(?::\d{1,5})?$/i.exec(host.trim())
  return match?.[1]?.toLowerCase()
}

export function isLoopbackUrl(url: string): boolean {
  return LOOPBACK_NAMES.has(new URL(url).hostname)
}

export const allowedHost = ({ publicUrl, allowLoopback }: AllowedHostOptions) => {
  const expected = new URL(publicUrl).host.toLowerCase()
  return createMiddleware(async (c, next) => {
    if (ANY_HOST_PATHS.has(c.req.path)) return next()
    // Without a Host header (HTTP/1.0, or a request made in-process) the adapter's URL says it.
    const host = (c.req.header('host') ?? new URL(c.req.url).host).trim().toLowerCase()
    if (host === expected) return next()
    const name = hostName(host)
    if (allowLoopback && name !== undefined && LOOPBACK_NAMES.has(name)) return next()
    throw new PlainError(400, 'Invalid Host header', { headers: { 'Cache-Control': 'no-store' } })
  })
}
