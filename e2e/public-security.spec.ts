import { randomUUID } from 'node:crypto'

import type { APIRequestContext, APIResponse } from '@playwright/test'
import { SignJWT, decodeJwt } from 'jose'

import { e2eJwtSecret, e2eStaff } from './support/env'
import { allowConsole, expect, open, test } from './support/fixtures'
import { firstLink, lastMailTo } from './support/staff'

// The security checks, against the production build on the real public-mode server:
// the headers of docs/architecture.md, Security headers, on every kind of answer, the CSP at work
// in the browser, caching of auth and admin answers, CORS, and the tokens the API must refuse.

test.describe.configure({ mode: 'parallel' })

const CSP_DIRECTIVES = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
  "form-action 'self'",
]

function expectSecurityHeaders(response: APIResponse, what: string) {
  const headers = response.headers()
  const csp = headers['content-security-policy'] ?? ''
  for (const directive of CSP_DIRECTIVES)
    expect(csp, `${what}: CSP ${directive}`).toContain(directive)
  expect(csp, `${what}: CSP`).not.toMatch(/unsafe-inline|unsafe-eval|\*/)
  expect(headers['x-content-type-options'], what).toBe('nosniff')
  expect(headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin')
  expect(headers['cross-origin-opener-policy'], what).toBe('same-origin')
  expect(headers['cross-origin-resource-policy'], what).toBe('same-origin')
  expect(headers['x-frame-options'], what).toBe('DENY')
  // Plain http here: HSTS is only sent to visitors on https (src/server/app.test.ts).
  expect(headers['strict-transport-security'], what).toBeUndefined()
}

async function anonKey(request: APIRequestContext): Promise<string> {
  const config = (await (await request.get('/config.json')).json()) as { supabaseAnonKey: string }
  return config.supabaseAnonKey
}

type Session = { access_token: string; refresh_token: string }

async function signInStaff(request: APIRequestContext): Promise<Session> {
  const response = await request.post('/auth/v1/token?grant_type=password', {
    headers: { apikey: await anonKey(request) },
    data: e2eStaff,
  })
  expect(response.status()).toBe(200)
  return (await response.json()) as Session
}

/** A visitor's account, confirmed through the link in the e-mail (public mode confirms by mail). */
async function signUpPatient(request: APIRequestContext): Promise<Session> {
  const email = `patient-${randomUUID()}@example.com`
  const key = await anonKey(request)
  const signUp = await request.post('/auth/v1/signup', {
    headers: { apikey: key },
    data: { email, password: 'a patient passphrase 2026' },
  })
  expect(signUp.status()).toBe(200)
  const verify = await request.get(firstLink(lastMailTo('public', email)), { maxRedirects: 0 })
  expect(verify.status()).toBe(303)
  const fragment = new URL(verify.headers().location ?? '').hash.slice(1)
  const session = Object.fromEntries(new URLSearchParams(fragment)) as Session
  expect(session.access_token).toBeTruthy()
  return session
}

const readLeads = (request: APIRequestContext, key: string, token: string) =>
  request.get('/rest/v1/consultation_requests?select=id&limit=1', {
    headers: { apikey: key, authorization: `Bearer ${token}` },
  })

test('every kind of answer carries the security headers @desktop', async ({ request }) => {
  const key = await anonKey(request)
  const sitemap = await (await request.get('/sitemap.xml')).text()
  const pages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (match) => new URL(match[1]!).pathname,
  )
  expect(pages.length).toBeGreaterThan(60)

  // Every file the home page asks for (styles, images, preloads, icons), and the scripts its
  // inline boot code loads (listed on the root element).
  const home = await (await request.get('/')).text()
  const assets = [
    ...[...home.matchAll(/(?:src|href|srcset)="(\/[^"\s]+)/g)].map((match) => match[1]!),
    ...[...home.matchAll(/data-(?:main|modules)="([^"]+)"/g)].flatMap((match) =>
      match[1]!.split(' '),
    ),
  ]
  expect(assets.some((asset) => asset.endsWith('.js'))).toBe(true)
  expect(assets.some((asset) => asset.endsWith('.css'))).toBe(true)

  const answers: [string, Promise<APIResponse>][] = [
    ...[...pages, '/auth', '/admin', '/no-such-page', ...new Set(assets)].map(
      (url) => [url, request.get(url)] as [string, Promise<APIResponse>],
    ),
    ['/robots.txt', request.get('/robots.txt')],
    ['/config.json', request.get('/config.json')],
    ['/og-image.jpg', request.get('/og-image.jpg')],
    ['a guide PDF', request.get('/guides/weight-loss-guide.pdf')],
    ['a hero video', request.get('/storage/v1/object/public/hero-videos/lifestyle.mp4')],
    ['a missing asset', request.get('/assets/missing.js')],
    ['auth settings', request.get('/auth/v1/settings', { headers: { apikey: key } })],
    [
      'an auth error',
      request.post('/auth/v1/token?grant_type=password', {
        headers: { apikey: key },
        data: { email: 'nobody@example.com', password: 'wrong' },
      }),
    ],
    [
      'a lead refused',
      request.post('/rest/v1/consultation_requests', {
        headers: { apikey: key, authorization: `Bearer ${key}` },
        data: { first_name: '' },
      }),
    ],
    ['leads read anonymously', readLeads(request, key, key)],
    ['a method pages do not take', request.delete('/weight-loss')],
    [
      'a body over the limit',
      request.post('/rest/v1/consultation_requests', { data: 'x'.repeat(1_100_000) }),
    ],
  ]
  const statuses = new Set<number>()
  for (const [what, pending] of answers) {
    const response = await pending
    statuses.add(response.status())
    expectSecurityHeaders(response, `${what} (${response.status()})`)
  }
  // The sweep covered successes, redirects' targets, client errors and refusals alike.
  expect([...statuses].sort()).toEqual(expect.arrayContaining([200, 400, 401, 404, 405, 413]))
})

test('the CSP stops an injected inline script, an inline event handler, a data: script and eval @desktop', async ({
  page,
}) => {
  const violations: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text())
  })
  // Not our server's content: a test-only script, served under the page's real CSP.
  await page.route('**/csp-eval-probe.js', (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: "try { new Function('window.__evalRan = true')() } catch { window.__evalRefused = true }",
    }),
  )
  // What this test injects must be refused and reported; it checks those reports itself.
  await allowConsole(page, /./)
  await open(page, '/privacy')
  const outcome = await page.evaluate(async () => {
    const reported: string[] = []
    document.addEventListener('securitypolicyviolation', (event) =>
      reported.push(event.effectiveDirective),
    )
    const marks = window as unknown as Record<string, unknown>
    // What an injection (say a lead's name rendered unescaped) would add to the page.
    const holder = document.createElement('div')
    holder.innerHTML = '<img src="/no-such-image.png" onerror="window.__handlerRan = true">'
    document.body.append(holder)
    const script = document.createElement('script')
    script.textContent = 'window.__scriptRan = true'
    document.body.append(script)
    const scriptTag = document.createElement('script')
    scriptTag.src = 'data:text/javascript,window.__dataScriptRan = true'
    document.body.append(scriptTag)
    // eval must be refused to the page's own scripts (DevTools' evaluate is exempt), so
    // a same-origin probe script tries it; the route below supplies that script.
    const probe = document.createElement('script')
    probe.src = '/csp-eval-probe.js'
    document.body.append(probe)
    await new Promise((resolve) => setTimeout(resolve, 500))
    return {
      evalRefused: marks.__evalRefused === true,
      evalRan: marks.__evalRan === true,
      scriptRan: marks.__scriptRan === true,
      handlerRan: marks.__handlerRan === true,
      dataScriptRan: marks.__dataScriptRan === true,
      reported,
    }
  })
  expect(outcome.scriptRan).toBe(false)
  expect(outcome.handlerRan).toBe(false)
  expect(outcome.dataScriptRan).toBe(false)
  expect(outcome.evalRan).toBe(false)
  expect(outcome.evalRefused).toBe(true)
  expect(outcome.reported).toEqual(expect.arrayContaining(['script-src-elem', 'script-src-attr']))

  expect(violations.length).toBeGreaterThan(0)
})

test('auth, admin and staff data answers are never stored by a cache @desktop', async ({
  request,
}) => {
  const key = await anonKey(request)
  const staff = await signInStaff(request)
  const answers: [string, APIResponse][] = [
    ['the sign-in page', await request.get('/auth')],
    ['the staff dashboard page', await request.get('/admin')],
    ['auth settings', await request.get('/auth/v1/settings', { headers: { apikey: key } })],
    [
      'the signed-in user',
      await request.get('/auth/v1/user', {
        headers: { apikey: key, authorization: `Bearer ${staff.access_token}` },
      }),
    ],
    [
      'a refused sign-in',
      await request.post('/auth/v1/token?grant_type=password', {
        headers: { apikey: key },
        data: { email: e2eStaff.email, password: 'not the password' },
      }),
    ],
    ['leads read by staff', await readLeads(request, key, staff.access_token)],
    [
      'a leads export',
      await request.get('/rest/v1/consultation_requests?select=*', {
        headers: { apikey: key, authorization: `Bearer ${staff.access_token}`, accept: 'text/csv' },
      }),
    ],
  ]
  for (const [what, response] of answers) {
    expect(response.status(), what).toBeLessThan(500)
    expect(response.headers()['cache-control'], what).toBe('no-store')
  }
  // Ordinary pages may be cached, but are revalidated each time.
  expect((await request.get('/weight-loss')).headers()['cache-control']).toBe('no-cache')
})

test("CORS answers only the site's own origin @desktop", async ({ request, baseURL }) => {
  const own = new URL(baseURL ?? '').origin
  const preflight = (origin: string) =>
    request.fetch('/rest/v1/consultation_requests', {
      method: 'OPTIONS',
      headers: {
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'apikey, authorization, content-type, prefer',
      },
    })
  const allowed = await preflight(own)
  expect(allowed.status()).toBe(204)
  expect(allowed.headers()['access-control-allow-origin']).toBe(own)
  expect(allowed.headers()['access-control-allow-headers']).toContain('apikey')

  const foreign = await preflight('https://elsewhere.example')
  expect(foreign.status()).toBe(403)
  expect(foreign.headers()['access-control-allow-origin']).toBeUndefined()

  const key = await anonKey(request)
  const read = await request.get('/auth/v1/settings', {
    headers: { apikey: key, origin: 'https://elsewhere.example' },
  })
  expect(read.headers()['access-control-allow-origin']).toBeUndefined()
})

test('forged, alg:none, expired and tampered tokens are refused; staff data refuses a patient @desktop', async ({
  request,
}) => {
  const key = await anonKey(request)
  const staff = await signInStaff(request)
  const patient = await signUpPatient(request)
  const staffClaims = decodeJwt(staff.access_token)
  const secret = new TextEncoder().encode(e2eJwtSecret('public'))
  const now = Math.floor(Date.now() / 1000)
  const sign = (claims: Record<string, unknown>, key: Uint8Array) =>
    new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(key)
  const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')
  const [patientHeader, , patientSignature] = patient.access_token.split('.')

  const refused: Record<string, string> = {
    'signed with another secret': await sign(
      staffClaims,
      new TextEncoder().encode('another-secret-that-is-at-least-thirty-two-chars'),
    ),
    'alg none': `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(staffClaims)}.`,
    expired: await sign({ ...staffClaims, iat: now - 7200, exp: now - 3600 }, secret),
    // A patient's token with the staff member's identity pasted in, signature kept.
    tampered: `${patientHeader}.${base64url({ ...decodeJwt(patient.access_token), sub: staffClaims.sub, session_id: staffClaims.session_id })}.${patientSignature}`,
    garbage: 'not-a-token',
  }
  for (const [what, token] of Object.entries(refused)) {
    const rest = await readLeads(request, key, token)
    expect(rest.status(), `REST, ${what}`).toBe(401)
    const restError = (await rest.json()) as { code: string; message: string }
    expect(restError.code, `REST, ${what}`).toBe(what === 'expired' ? 'PGRST303' : 'PGRST301')

    const user = await request.get('/auth/v1/user', {
      headers: { apikey: key, authorization: `Bearer ${token}` },
    })
    expect([401, 403], `auth, ${what}`).toContain(user.status())
    expect(((await user.json()) as { code: string }).code, `auth, ${what}`).toMatch(
      /bad_jwt|no_authorization/,
    )
  }

  // The same request with the real tokens: staff may read leads, a patient may not.
  const asStaff = await readLeads(request, key, staff.access_token)
  expect(asStaff.status()).toBe(200)
  const asPatient = await readLeads(request, key, patient.access_token)
  expect(asPatient.status()).toBe(403)
  expect(((await asPatient.json()) as { code: string }).code).toBe('42501')
  const patientDelete = await request.delete('/rest/v1/consultation_requests?id=not.is.null', {
    headers: { apikey: key, authorization: `Bearer ${patient.access_token}` },
  })
  expect(patientDelete.status()).toBe(403)

  // A staff token stops working the moment its session is signed out: it signs in no one
  // (docs/wire-contract.md, Sessions).
  const signOut = await request.post('/auth/v1/logout', {
    headers: { apikey: key, authorization: `Bearer ${staff.access_token}` },
  })
  expect(signOut.status()).toBe(204)
  const afterSignOut = await readLeads(request, key, staff.access_token)
  expect(afterSignOut.status()).toBe(401)
  expect(((await afterSignOut.json()) as { code: string }).code).toBe('PGRST301')
})
