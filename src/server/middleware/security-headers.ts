import { createMiddleware } from 'hono/factory'

import { isHttps } from './client-ip'

// Everything the built app needs comes from our own origin. The one inline script, the boot
// code of a prerendered page, is allowed by its hash on those pages alone (`pageSecurityPolicy`;
// docs/decisions/018-page-code-starts-when-needed.md); there is no inline style, so the policy
// needs no 'unsafe-*' source.
const CSP = 'Content-Security-Policy'

/** The policy, allowing the inline scripts whose hash sources ('sha256-…') are given. */
export function pageSecurityPolicy(inlineScriptHashes: readonly string[]): string {
  for (const hash of inlineScriptHashes) {
    if (!/^'sha256-[A-Za-z0-9+/]+={0,2}'$/.test(hash)) throw new Error(`Not a script hash: ${hash}`)
  }
  return contentSecurityPolicy(["'self'", ...inlineScriptHashes].join(' '))
}

const contentSecurityPolicy = (scriptSources = "'self'") =>
  [
    "default-src 'self'",
    `script-src ${scriptSources}`,
    "style-src 'self'",
    "img-src 'self' data: blob:",
    "media-src 'self' blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "manifest-src 'self'",
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ].join('; ')

/**
 * The headers every answer carries, whatever the request. Also used for the answers Node
 * writes itself before any handler runs (a malformed request, headers too large).
 */
export function baseSecurityHeaders(noindex: boolean): Record<string, string> {
  return {
    [CSP]: contentSecurityPolicy(),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Cross-Origin-Resource-Policy': 'same-origin',
    'X-Frame-Options': 'DENY',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
    ...(noindex ? { 'X-Robots-Tag': 'noindex, nofollow' } : {}),
  }
}

export type SecurityHeaderOptions = {
  /**
   * How many reverse proxies stand in front (TRUST_PROXY); with one or more, X-Forwarded-Proto
   * tells whether the visitor used https (see client-ip.ts).
   */
  trustProxy: number
  /** Ask search engines to stay away (staff mode: the site is not public yet). */
  noindex: boolean
}

export const securityHeaders = ({ trustProxy, noindex }: SecurityHeaderOptions) =>
  createMiddleware(async (c, next) => {
    await next()
    const headers = c.res.headers
    for (const [name, value] of Object.entries(baseSecurityHeaders(noindex))) {
      // A prerendered page comes with its own policy, this one plus its script's hash.
      if (name === CSP && headers.has(CSP)) continue
      headers.set(name, value)
    }
    if (isHttps(c, trustProxy)) {
      headers.set('Strict-Transport-Security', 'max-age=63072000; includeSubDomains')
    }
  })
