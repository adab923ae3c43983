import { getConnInfo } from '@hono/node-server/conninfo'
import { type Context } from 'hono'

/**
 * The caller's IP for rate limiting: the socket's peer address, or — behind a reverse
 * proxy that we trust — the first X-Forwarded-For entry. Without a socket (tests
 * through `app.request()`) every caller is "unknown" and shares one bucket.
 */
export function clientIp(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim()
    if (forwarded) return forwarded
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown'
  } catch {
    return 'unknown'
  }
}

/** Whether the visitor reached us over https (directly, or per a trusted proxy). */
export function isHttps(c: Context, trustProxy: boolean): boolean {
  const forwardedProto = trustProxy
    ? c.req.header('x-forwarded-proto')?.split(',')[0]?.trim()
    : undefined
  return (forwardedProto ?? new URL(c.req.url).protocol.replace(':', '')) === 'https'
}
