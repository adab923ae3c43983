import { createMiddleware } from 'hono/factory'

// Who may call the API from a browser on another origin (docs/wire-contract.md, CORS). Only the
// site's own origin and the ones CORS_ORIGINS lists are answered with CORS headers;
// for any other origin the browser withholds the response, so a page elsewhere cannot
// read leads or tokens with a visitor's credentials.

/** What supabase-js (auth, postgrest, storage) sends, and tracing when it is on. */
const ALLOW_HEADERS = [
  'apikey',
  'authorization',
  'content-type',
  // A booking's signed-link token when the page reads the booking (booking.routes.ts).
  'x-booking-token',
  'accept',
  'x-client-info',
  'x-client-ip',
  'x-jwt-aud',
  'x-use-cookie',
  'x-supabase-api-version',
  'x-retry-count',
  'prefer',
  'accept-profile',
  'content-profile',
  'range',
  'x-upsert',
  'cache-control',
  'traceparent',
  'tracestate',
  'baggage',
].join(', ')
// auth-js reads error codes only when it can see X-Supabase-Api-Version (docs/wire-contract.md,
// Auth errors); postgrest-js reads counts from Content-Range.
const EXPOSE_HEADERS =
  'X-Supabase-Api-Version, Content-Range, Preference-Applied, Content-Location, X-Total-Count, Link'
const ALLOW_METHODS = 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS'

export type CorsOptions = {
  /** The site's origin (PUBLIC_URL, else the listening address). */
  publicUrl: string
  /**
   * In development the site is also opened as localhost or 127.0.0.1: those names on the
   * site's own port count as the site (the Host check accepts them too).
   */
  allowLoopback?: boolean
  /** CORS_ORIGINS: further origins allowed to call the API (e.g. a staging front end). */
  allowedOrigins: readonly string[]
}

export const corsPolicy = ({ publicUrl, allowLoopback = false, allowedOrigins }: CorsOptions) => {
  const site = new URL(publicUrl)
  const listed = new Set([site.origin, ...allowedOrigins])
  if (allowLoopback) {
    for (const name of ['localhost', '127.0.0.1', '[::1]']) {
      listed.add(new URL(`${site.protocol}//${name}${site.port ? `:${site.port}` : ''}`).origin)
    }
  }
  const isAllowed = (origin: string) => listed.has(origin)

  return createMiddleware(async (c, next) => {
    const origin = c.req.header('origin')
    const allowed = origin !== undefined && isAllowed(origin)
    const addCors = (headers: Headers) => {
      headers.append('Vary', 'Origin')
      if (!allowed) return
      headers.set('Access-Control-Allow-Origin', origin)
      headers.set('Access-Control-Allow-Credentials', 'true')
      headers.set('Access-Control-Expose-Headers', EXPOSE_HEADERS)
    }

    if (c.req.method === 'OPTIONS') {
      const headers = new Headers({ 'Cache-Control': 'no-store' })
      addCors(headers)
      if (!allowed) {
        headers.set('Content-Type', 'application/json')
        const message = origin
          ? `Origin ${origin} is not allowed to call this API`
          : 'A preflight request needs an Origin header'
        return new Response(JSON.stringify({ message }), { status: 403, headers })
      }
      headers.set('Access-Control-Allow-Methods', ALLOW_METHODS)
      headers.set('Access-Control-Allow-Headers', ALLOW_HEADERS)
      headers.set('Access-Control-Max-Age', '600')
      return new Response(null, { status: 204, headers })
    }
    await next()
    addCors(c.res.headers)
  })
}
