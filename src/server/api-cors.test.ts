import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { DatabaseHandle } from './db/database'
import { createTestApp } from './testing'

// The CORS policy of every API the server mounts (docs/wire-contract.md, CORS;
// docs/decisions/013-cors-own-origin-and-a-list.md): the site's own origin and the ones
// CORS_ORIGINS lists get CORS headers and a 204 preflight; any other origin gets none, and a 403
// preflight. The same one middleware stands before each API, so each is asked the same
// questions here — a new API that forgets it fails this file.

const SITE = 'https://renewmedical.example'
const LISTED = 'https://staging.example'
const FOREIGN = 'https://elsewhere.example'

/** One path per API, and a GET on it that the API answers without a session. */
const APIS = [
  { prefix: '/auth/v1', path: '/auth/v1/settings', status: 200 },
  { prefix: '/rest/v1', path: '/rest/v1/consultation_requests?select=id', status: 401 },
  // Storage answers a missing object as Supabase Storage does: 400, `statusCode: "404"`.
  { prefix: '/storage/v1', path: '/storage/v1/object/public/hero-videos/missing.mp4', status: 400 },
  { prefix: '/booking/v1', path: '/booking/v1/options', status: 200 },
  { prefix: '/orders/v1', path: '/orders/v1/catalogue', status: 200 },
  { prefix: '/patient/v1', path: '/patient/v1/care', status: 401 },
  { prefix: '/staff/v1', path: '/staff/v1/queue', status: 401 },
] as const

const handles: DatabaseHandle[] = []
afterAll(async () => {
  await Promise.all(handles.splice(0).map((handle) => handle.close()))
})

async function createApp(siteAccess: 'public' | 'staff') {
  const created = await createTestApp({
    publicUrl: SITE,
    publicUrlConfigured: true,
    corsOrigins: [LISTED],
    siteAccess,
  })
  handles.push(created.database)
  const { app, deps } = created
  const preflight = (path: string, origin?: string) =>
    app.request(`${SITE}${path}`, {
      method: 'OPTIONS',
      headers: {
        ...(origin ? { Origin: origin } : {}),
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'apikey, authorization, content-type, x-booking-token',
      },
    })
  const get = (path: string, origin: string) =>
    app.request(`${SITE}${path}`, {
      headers: { Origin: origin, apikey: deps.secrets.anonKey },
    })
  return { preflight, get }
}

// Nothing here changes what the apps hold, so one app per mode serves every test.
const apps = {} as Record<'public' | 'staff', Awaited<ReturnType<typeof createApp>>>
beforeAll(async () => {
  apps.public = await createApp('public')
  apps.staff = await createApp('staff')
})
const appIn = (siteAccess: 'public' | 'staff') => apps[siteAccess]

describe.each(APIS)('CORS on $prefix', ({ path, status }) => {
  it('answers a preflight from the own origin or a listed one with 204 and the allowed methods and headers', async () => {
    const { preflight } = appIn('public')
    for (const origin of [SITE, LISTED]) {
      const response = await preflight(path, origin)
      expect(response.status, origin).toBe(204)
      expect(await response.text()).toBe('')
      const headers = response.headers
      expect(headers.get('access-control-allow-origin')).toBe(origin)
      expect(headers.get('access-control-allow-credentials')).toBe('true')
      expect(headers.get('access-control-allow-methods')).toBe(
        'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS',
      )
      const allowed = (headers.get('access-control-allow-headers') ?? '').split(', ')
      expect(allowed).toEqual(
        expect.arrayContaining(['apikey', 'authorization', 'content-type', 'x-booking-token']),
      )
      expect(headers.get('access-control-max-age')).toBe('600')
      expect(headers.get('cache-control')).toBe('no-store')
      expect(headers.get('vary')).toContain('Origin')
    }
  })

  it('refuses a preflight from any other origin, or without one, with 403 and no CORS headers', async () => {
    const { preflight } = appIn('public')
    const foreign = await preflight(path, FOREIGN)
    expect(foreign.status).toBe(403)
    expect(await foreign.json()).toEqual({
      message: `Origin ${FOREIGN} is not allowed to call this API`,
    })
    const missing = await preflight(path)
    expect(missing.status).toBe(403)
    expect(await missing.json()).toEqual({ message: 'A preflight request needs an Origin header' })
    for (const response of [foreign, missing]) {
      for (const name of [
        'access-control-allow-origin',
        'access-control-allow-credentials',
        'access-control-allow-methods',
        'access-control-allow-headers',
      ]) {
        expect(response.headers.get(name), name).toBeNull()
      }
      expect(response.headers.get('vary')).toContain('Origin')
    }
  })

  it('puts the CORS headers on a real answer for an allowed origin, and none for another (the browser then withholds it)', async () => {
    const { get } = appIn('public')
    const allowed = await get(path, LISTED)
    expect(allowed.status).toBe(status)
    expect(allowed.headers.get('access-control-allow-origin')).toBe(LISTED)
    expect(allowed.headers.get('access-control-allow-credentials')).toBe('true')
    // auth-js reads error codes only when it can see X-Supabase-Api-Version; postgrest-js reads
    // counts from Content-Range (docs/wire-contract.md, CORS).
    expect(allowed.headers.get('access-control-expose-headers')).toBe(
      'X-Supabase-Api-Version, Content-Range, Preference-Applied, Content-Location, X-Total-Count, Link',
    )
    expect(allowed.headers.get('vary')).toContain('Origin')

    const foreign = await get(path, FOREIGN)
    expect(foreign.status).toBe(status)
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull()
    expect(foreign.headers.get('access-control-allow-credentials')).toBeNull()
    expect(foreign.headers.get('access-control-expose-headers')).toBeNull()
    expect(foreign.headers.get('vary')).toContain('Origin')
  })

  it('answers preflights the same before launch, ahead of the staff gate', async () => {
    const { preflight } = appIn('staff')
    const own = await preflight(path, SITE)
    expect(own.status).toBe(204)
    expect(own.headers.get('access-control-allow-origin')).toBe(SITE)
    expect((await preflight(path, FOREIGN)).status).toBe(403)
  })
})

describe('CORS outside the APIs', () => {
  it('is not answered on pages and site files: they are for the site itself', async () => {
    const { preflight, get } = appIn('public')
    for (const path of ['/', '/config.json', '/robots.txt']) {
      const answer = await get(path, SITE)
      expect(answer.headers.get('access-control-allow-origin'), path).toBeNull()
      // No preflight handler: OPTIONS on a page is a method pages do not take.
      expect((await preflight(path, SITE)).status, path).toBe(405)
    }
  })
})
