import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'

import { afterEach, describe, expect, it } from 'vitest'

import type { DatabaseHandle } from './db/database'
import { ensureStaffAccount } from './staff/staff'
import { createTestApp, makeTempDir } from './testing'

const handles: DatabaseHandle[] = []
afterEach(async () => {
  await Promise.all(handles.splice(0).map((handle) => handle.close()))
})

const shellHtml =
  '<!doctype html><html><head><title>Renew</title></head><body><div id="root"></div></body></html>'
const script = `console.log(${JSON.stringify('x'.repeat(2000))})`

/**
 * A built client as vite + precompress leave it, in a directory of its own: the server looks for
 * prerendered pages beside it (`../pages`), and a build elsewhere may have left /tmp/pages.
 */
function makeClientDir() {
  const dir = path.join(makeTempDir('renew-client-'), 'client')
  fs.mkdirSync(path.join(dir, 'assets'), { recursive: true })
  fs.writeFileSync(path.join(dir, 'index.html'), shellHtml)
  fs.writeFileSync(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>')
  const asset = path.join(dir, 'assets', 'main-Ab12Cd34.js')
  fs.writeFileSync(asset, script)
  fs.writeFileSync(`${asset}.br`, zlib.brotliCompressSync(script))
  fs.writeFileSync(`${asset}.gz`, zlib.gzipSync(script))
  return dir
}

// Public mode unless a test says otherwise: these tests are about serving, not the gate.
async function appWith(overrides: Parameters<typeof createTestApp>[0] = {}) {
  const created = await createTestApp({
    clientDir: makeClientDir(),
    siteAccess: 'public',
    ...overrides,
  })
  handles.push(created.database)
  return created.app
}

describe('security headers', () => {
  it('are set on pages, API answers and errors alike', async () => {
    const app = await appWith()
    for (const [url, status] of [
      ['/', 200],
      ['/config.json', 200],
      ['/assets/missing-file.js', 404],
      ['/rest/v1/nothing-here', 404],
    ] as const) {
      const response = await app.request(url)
      expect(response.status, url).toBe(status)
      const csp = response.headers.get('content-security-policy') ?? ''
      expect(csp, url).toContain("default-src 'self'")
      expect(csp, url).toContain("script-src 'self'")
      expect(csp, url).toContain("object-src 'none'")
      expect(csp, url).toContain("base-uri 'none'")
      expect(csp, url).toContain("frame-ancestors 'none'")
      expect(csp, url).toContain("form-action 'self'")
      expect(csp, url).not.toMatch(/unsafe-(inline|eval)/)
      expect(response.headers.get('x-content-type-options')).toBe('nosniff')
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
      expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin')
      expect(response.headers.get('cross-origin-resource-policy')).toBe('same-origin')
    }
  })

  it('adds HSTS only when the visitor came over https', async () => {
    const app = await appWith({ trustProxy: 1 })
    expect(
      (await app.request('http://localhost/')).headers.get('strict-transport-security'),
    ).toBeNull()
    expect(
      (await app.request('https://localhost/')).headers.get('strict-transport-security'),
    ).toMatch(/max-age=\d+/)
    const proxied = await app.request('http://localhost/', {
      headers: { 'X-Forwarded-Proto': 'https' },
    })
    expect(proxied.headers.get('strict-transport-security')).toMatch(/max-age=\d+/)
  })

  it('tells search engines to stay away while the site is staff-only', async () => {
    const staff = await appWith({ siteAccess: 'staff' })
    expect((await staff.request('/')).headers.get('x-robots-tag')).toContain('noindex')
    const open = await appWith({ siteAccess: 'public' })
    expect((await open.request('/')).headers.get('x-robots-tag')).toBeNull()
  })
})

describe('GET /config.json', () => {
  it('names the listening address and the anon key, never the Host a request names', async () => {
    const app = await appWith()
    const response = await app.request('http://127.0.0.1:3999/config.json')
    expect(response.headers.get('cache-control')).toBe('no-cache')
    const body = (await response.json()) as {
      supabaseUrl: string
      supabaseAnonKey: string
      siteAccess: string
    }
    // testConfig listens on the default HOST:PORT; 127.0.0.1:3999 is only what the client wrote.
    expect(body.supabaseUrl).toBe('http://127.0.0.1:3000')
    expect(body.siteAccess).toBe('public')
    expect(body.supabaseAnonKey.split('.')).toHaveLength(3)
  })

  it('prefers PUBLIC_URL when it is set', async () => {
    const app = await appWith({ publicUrl: 'https://renewmedical.example' })
    const body = (await (await app.request('/config.json')).json()) as { supabaseUrl: string }
    expect(body.supabaseUrl).toBe('https://renewmedical.example')
  })

  it('names the patient portal (PATIENT_PORTAL_URL)', async () => {
    const app = await appWith({ patientPortalUrl: 'https://portal.example/login' })
    const body = (await (await app.request('/config.json')).json()) as { patientPortalUrl: string }
    expect(body.patientPortalUrl).toBe('https://portal.example/login')
  })
})

describe('static site', () => {
  it('caches hashed assets forever and serves the best precompressed encoding', async () => {
    const app = await appWith()
    const br = await app.request('/assets/main-Ab12Cd34.js', {
      headers: { 'Accept-Encoding': 'gzip, br' },
    })
    expect(br.status).toBe(200)
    expect(br.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(br.headers.get('content-encoding')).toBe('br')
    expect(br.headers.get('vary')).toBe('Accept-Encoding')
    expect(br.headers.get('content-type')).toBe('text/javascript; charset=utf-8')
    expect(zlib.brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(script)

    const gzip = await app.request('/assets/main-Ab12Cd34.js', {
      headers: { 'Accept-Encoding': 'gzip;q=1, br;q=0' },
    })
    expect(gzip.headers.get('content-encoding')).toBe('gzip')
    expect(zlib.gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(script)

    const plain = await app.request('/assets/main-Ab12Cd34.js')
    expect(plain.headers.get('content-encoding')).toBeNull()
    expect(await plain.text()).toBe(script)
  })

  it('answers a matching ETag with 304', async () => {
    const app = await appWith()
    const first = await app.request('/assets/main-Ab12Cd34.js', {
      headers: { 'Accept-Encoding': 'br' },
    })
    const etag = first.headers.get('etag') ?? ''
    expect(etag).toMatch(/^".+-br"$/)
    const again = await app.request('/assets/main-Ab12Cd34.js', {
      headers: { 'Accept-Encoding': 'br', 'If-None-Match': etag },
    })
    expect(again.status).toBe(304)
    expect(await again.text()).toBe('')
  })

  it('serves the shell, revalidated, for any client route (history fallback)', async () => {
    const app = await appWith()
    for (const url of ['/', '/weight-loss', '/blog/some-article', '/index.html']) {
      const response = await app.request(url)
      expect(response.status, url).toBe(200)
      expect(response.headers.get('cache-control'), url).toBe('no-cache')
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8')
      expect(await response.text()).toBe(shellHtml)
    }
  })

  it('keeps the sign-in and staff pages out of every cache', async () => {
    const app = await appWith()
    for (const url of ['/auth', '/admin']) {
      const response = await app.request(url)
      expect(response.status, url).toBe(200)
      expect(response.headers.get('cache-control'), url).toBe('no-store')
    }
  })

  it('answers HEAD with the headers and no body', async () => {
    const app = await appWith()
    const response = await app.request('/favicon.svg', { method: 'HEAD' })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/svg+xml')
    expect(response.headers.get('cache-control')).toBe('no-cache')
    expect(await response.text()).toBe('')
  })

  it('answers a missing file with 404 instead of the shell', async () => {
    const app = await appWith()
    const response = await app.request('/assets/gone-123.js')
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({ message: 'Not found' })
  })

  it("does not serve the build's hidden files, such as Vite's manifest", async () => {
    const clientDir = makeClientDir()
    fs.mkdirSync(path.join(clientDir, '.vite'))
    fs.writeFileSync(path.join(clientDir, '.vite', 'manifest.json'), '{}')
    const app = await appWith({ clientDir })
    expect((await app.request('/.vite/manifest.json')).status).toBe(404)
    expect((await app.request('/favicon.svg')).status).toBe(200)
  })

  it('explains that the site must be built when there is no build', async () => {
    const app = await appWith({ clientDir: path.join(makeTempDir(), 'missing') })
    const response = await app.request('/')
    expect(response.status).toBe(503)
    expect(((await response.json()) as { message: string }).message).toContain('npm run build')
  })
})

describe('requests the server refuses', () => {
  it('caps request bodies at 1 MiB with 413', async () => {
    const app = await appWith()
    const response = await app.request('/rest/v1/consultation_requests', {
      method: 'POST',
      body: 'x'.repeat(1024 * 1024 + 1),
      headers: { 'Content-Type': 'application/json' },
    })
    expect(response.status).toBe(413)
    expect(((await response.json()) as { code: string }).code).toBe('request_entity_too_large')
  })

  it('refuses a body by its declared length before reading it, in the API’s own shape', async () => {
    const app = await appWith()
    const declared = (path: string, length: number) =>
      app.request(path, {
        method: 'POST',
        body: '{}',
        headers: { 'Content-Type': 'application/json', 'Content-Length': String(length) },
      })
    const lead = await declared('/rest/v1/consultation_requests', 1024 * 1024 + 1)
    expect(lead.status).toBe(413)
    expect(((await lead.json()) as { code: string }).code).toBe('request_entity_too_large')
    const auth = await declared('/auth/v1/token?grant_type=password', 1024 * 1024 + 1)
    expect(auth.status).toBe(413)
    expect(((await auth.json()) as { error_code: string }).error_code).toBe(
      'request_entity_too_large',
    )
    // At the limit it is read: this one is refused for what it holds, not for its size.
    expect((await declared('/rest/v1/consultation_requests', 2)).status).not.toBe(413)
  })

  it('does not serve the shell for unknown API paths', async () => {
    const app = await appWith()
    for (const url of ['/auth/v1/nothing', '/rest/v1/nothing', '/storage/v1/nothing']) {
      const response = await app.request(url)
      expect(response.status, url).toBe(404)
      expect(response.headers.get('content-type')).toContain('application/json')
    }
  })

  it('answers unsupported methods on pages with 405', async () => {
    const app = await appWith()
    const response = await app.request('/', { method: 'DELETE' })
    expect(response.status).toBe(405)
  })
})

describe('the staff gate (SITE_ACCESS=staff)', () => {
  async function staffApp() {
    const created = await createTestApp({ clientDir: makeClientDir(), siteAccess: 'staff' })
    handles.push(created.database)
    const password = 'a staff password for tests'
    await ensureStaffAccount(
      created.deps.db,
      { staffEmail: 'staff@renewmedical.example', staffPassword: password },
      created.deps.logger,
    )
    return { ...created, password }
  }

  async function signIn(
    app: Awaited<ReturnType<typeof staffApp>>['app'],
    anonKey: string,
    password: string,
  ) {
    const response = await app.request('/auth/v1/token?grant_type=password', {
      method: 'POST',
      headers: { apikey: anonKey, 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'staff@renewmedical.example', password }),
    })
    expect(response.status).toBe(200)
    const cookie = response.headers.get('set-cookie') ?? ''
    expect(cookie).toMatch(/^rm_staff=[^;]+;/)
    expect(cookie).toContain('HttpOnly')
    expect(cookie).toContain('SameSite=Lax')
    const session = (await response.json()) as { access_token: string }
    return { cookie: cookie.split(';')[0] ?? '', accessToken: session.access_token }
  }

  it('keeps data, media and page chunks from visitors without a staff session', async () => {
    const { app } = await staffApp()
    for (const url of [
      '/assets/main-Ab12Cd34.js',
      '/storage/v1/object/public/hero-videos/Runner.mp4',
      '/rest/v1/consultation_requests',
    ]) {
      const response = await app.request(url)
      expect(response.status, url).toBe(401)
      expect(response.headers.get('cache-control'), url).toBe('no-store')
    }
    expect((await app.request('/weight-loss')).status).toBe(200)
    expect((await app.request('/config.json')).status).toBe(200)
  })

  it('lets a signed-in staff member through, privately cached, until sign-out', async () => {
    const { app, deps, password } = await staffApp()
    const { cookie, accessToken } = await signIn(app, deps.secrets.anonKey, password)

    const asset = await app.request('/assets/main-Ab12Cd34.js', { headers: { cookie } })
    expect(asset.status).toBe(200)
    expect(asset.headers.get('cache-control')).toBe('private, max-age=31536000, immutable')

    const logout = await app.request('/auth/v1/logout?scope=global', {
      method: 'POST',
      headers: { apikey: deps.secrets.anonKey, Authorization: `Bearer ${accessToken}`, cookie },
    })
    expect(logout.status).toBe(204)
    expect((await app.request('/assets/main-Ab12Cd34.js', { headers: { cookie } })).status).toBe(
      401,
    )
  })

  /**
   * What the gate leaves open (docs/architecture.md, Staff gate): the auth endpoints the gate
   * itself calls, the health check, the runtime config, robots.txt, and pages (the shell). Each
   * entry is `METHOD path` as Hono lists the mounted route.
   */
  const OPEN_ROUTES = new Set([
    'POST /auth/v1/token',
    'GET /auth/v1/user',
    'POST /auth/v1/logout',
    'POST /auth/v1/activity',
    'POST /auth/v1/factors',
    'POST /auth/v1/factors/:factorId/challenge',
    'POST /auth/v1/factors/:factorId/verify',
    'DELETE /auth/v1/factors/:factorId',
    'GET /health',
    'GET /config.json',
    'GET /robots.txt',
    // The history fallback: every other page is the shell, which holds no content.
    'GET /*',
    'HEAD /*',
  ])

  /** A concrete URL for a mounted route's pattern: sample values for its parameters. */
  function sampleUrl(pattern: string): string {
    return pattern
      .replace(/:[A-Za-z]+\{[^}]*\}/g, 'sample/key.txt')
      .replace(/:[A-Za-z]+/g, '0b5f4a1e-7d53-4c2e-9a5b-1f1e7a2c9d10')
      .replace(/\*/g, 'x')
  }

  async function rowCounts(db: DatabaseHandle['db']) {
    const tables = (await db.introspection.getTables()).map((table) => table.name).sort()
    const counts: Record<string, number> = {}
    // The open sign-in counts its attempts per address: that is the endpoint at work.
    for (const table of tables.filter((name) => name !== 'rate_limits')) {
      const row = await db
        .selectFrom(table as 'users')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
      counts[table] = Number(row.n)
    }
    return counts
  }

  it('closes every mounted route but the open list to a visitor, with or without the key', async () => {
    const { app, deps } = await staffApp()
    const anonKey = deps.secrets.anonKey
    const routes = new Map<string, { method: string; path: string }>()
    for (const { method, path: pattern } of app.routes) {
      // A middleware or catch-all mounted for every method: try a read and a write.
      for (const each of method === 'ALL' ? ['GET', 'POST'] : [method]) {
        routes.set(`${each} ${pattern}`, { method: each, path: pattern })
      }
    }
    // Every API mounted today is in the list, so the test walks what the app really serves.
    for (const api of ['booking', 'orders', 'patient', 'staff', 'rest', 'storage', 'auth']) {
      expect(
        [...routes.keys()].some((key) => key.includes(`/${api}/v1/`)),
        api,
      ).toBe(true)
    }
    routes.set('GET /newthing/v1/x', { method: 'GET', path: '/newthing/v1/x' })
    routes.set('POST /newthing/v1/x', { method: 'POST', path: '/newthing/v1/x' })
    routes.set('GET /payments/v2/x', { method: 'GET', path: '/payments/v2/x' })

    const before = await rowCounts(deps.db)
    const closed: string[] = []
    for (const [key, { method, path: pattern }] of routes) {
      const url = sampleUrl(pattern)
      for (const headers of [
        {} as Record<string, string>,
        { apikey: anonKey, Authorization: `Bearer ${anonKey}` },
      ]) {
        const init: RequestInit = { method, headers }
        if (!['GET', 'HEAD', 'DELETE'].includes(method)) {
          init.headers = { ...headers, 'Content-Type': 'application/json' }
          init.body = JSON.stringify({ email: 'visitor@example.com', password: 'a password 2026' })
        }
        const response = await app.request(url, init)
        if (OPEN_ROUTES.has(key)) {
          // Answered by the endpoint itself, whatever it makes of an anonymous call.
          if (response.status === 401 && method !== 'HEAD') {
            expect((await response.json()) as unknown, key).not.toMatchObject({
              code: 'staff_session_required',
            })
          }
          continue
        }
        expect(response.status, `${key} (${url})`).toBe(401)
        if (method !== 'HEAD') {
          // Plain, or GoTrue's shape on /auth/v1 (`code` and `message` in both).
          expect(await response.json(), key).toMatchObject({
            code: 'staff_session_required',
            message: 'Staff sign-in required',
          })
        }
        expect(response.headers.get('cache-control'), key).toBe('no-store')
      }
      if (!OPEN_ROUTES.has(key)) closed.push(key)
    }
    expect(closed.length).toBeGreaterThan(60)
    expect(closed).toEqual(
      expect.arrayContaining([
        'GET /booking/v1/slots',
        'POST /booking/v1/appointments',
        'POST /orders/v1/orders',
        'GET /patient/v1/care',
        'POST /auth/v1/signup',
        'POST /auth/v1/recover',
        'GET /newthing/v1/x',
      ]),
    )
    // Nothing was stored, booked, ordered or mailed.
    expect(await rowCounts(deps.db)).toEqual(before)
  })

  it('does not let a path spelled differently round the gate to an API', async () => {
    const { app, deps } = await staffApp()
    const headers = { apikey: deps.secrets.anonKey }
    for (const url of [
      '/booking/v1/options/',
      '//booking/v1/options',
      '/booking/v1//options',
      '/%62ooking/v1/options',
      '/booking%2Fv1/options',
      '/BOOKING/v1/options',
      '/booking/V1/options',
      '/./booking/v1/options',
      '/x/../booking/v1/options',
    ]) {
      const response = await app.request(url, { headers })
      // Refused, or the shell of a page that does not exist: never the API's answer.
      if (response.status === 200) {
        expect(response.headers.get('content-type'), url).toContain('text/html')
        expect(await response.text(), url).toBe(shellHtml)
      } else {
        expect(response.status, url).toBe(401)
      }
    }
  })

  it('lets staff through to the APIs: with the gate cookie, or a live staff token on the data APIs', async () => {
    const { app, deps, password } = await staffApp()
    const anonKey = deps.secrets.anonKey
    const { cookie, accessToken } = await signIn(app, anonKey, password)
    const withCookie = await app.request('/booking/v1/options', {
      headers: { apikey: anonKey, cookie },
    })
    expect(withCookie.status).toBe(200)
    const withToken = await app.request('/orders/v1/catalogue', {
      headers: { apikey: anonKey, Authorization: `Bearer ${accessToken}` },
    })
    expect(withToken.status).toBe(200)
    expect(withToken.headers.get('cache-control')).toBe('private, max-age=30')
    // A new API is closed to the token too until it is listed as a data API.
    const unknown = await app.request('/newthing/v1/x', {
      headers: { apikey: anonKey, Authorization: `Bearer ${accessToken}` },
    })
    expect(unknown.status).toBe(401)
  })

  it('refuses a forged gate cookie', async () => {
    const { app } = await staffApp()
    const forged = 'rm_staff=00000000-0000-4000-8000-000000000000.AAAA'
    expect(
      (await app.request('/assets/main-Ab12Cd34.js', { headers: { cookie: forged } })).status,
    ).toBe(401)
  })
})
