import { getConnInfo } from '@hono/node-server/conninfo'
import type { Context } from 'hono'

// The client's address and scheme behind `trustProxy` reverse proxies (TRUST_PROXY, see
// docs/deploy-behind-a-proxy.md). Each proxy appends the address it received the request
// from to X-Forwarded-For, so only the rightmost `trustProxy` entries were written by
// proxies we run; anything to their left came with the request and is the client's to
// choose. The entry `trustProxy` places from the right is the address our outermost proxy
// saw: the client's.

/**
 * The X-Forwarded-For (or X-Forwarded-Proto) entry written by the outermost of `hops`
 * trusted proxies, or undefined when there is none to trust.
 *
 * A list shorter than `hops` did not pass every proxy (a request sent to an inner one
 * directly); its leftmost entry is then the furthest one a proxy recorded. That entry is
 * the client's own only if the client can reach an inner proxy, and a client who can could
 * as well send a longer list: deployments must keep inner proxies reachable only through
 * the outer ones (docs/deploy-behind-a-proxy.md), whatever this function picks.
 */
export function forwardedEntry(header: string | undefined, hops: number): string | undefined {
  if (!header || hops < 1) return undefined
  const entries = header.split(',').map((entry) => entry.trim())
  return entries[Math.max(0, entries.length - hops)] || undefined
}

/**
 * The caller's IP for rate limiting: behind `trustProxy` trusted proxies the address the
 * outermost one saw (see forwardedEntry), else — or when no proxy sent the header — the
 * socket's peer address. Without a socket (tests through `app.request()`) every caller is
 * "unknown" and shares one bucket.
 */
export function clientIp(c: Context, trustProxy: number): string {
  const forwarded = forwardedEntry(c.req.header('x-forwarded-for'), trustProxy)
  if (forwarded) return forwarded
  try {
    return getConnInfo(c).remote.address ?? 'unknown'
  } catch {
    return 'unknown'
  }
}

/** Whether the visitor reached us over https (directly, or per our outermost proxy). */
export function isHttps(c: Context, trustProxy: number): boolean {
  const forwardedProto = forwardedEntry(c.req.header('x-forwarded-proto'), trustProxy)
  return (forwardedProto?.toLowerCase() ?? new URL(c.req.url).protocol.replace(':', '')) === 'https'
}
