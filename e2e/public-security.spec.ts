import { randomUUID } from 'node:crypto'

import type { APIRequestContext } from '@playwright/test'
import { SignJWT, decodeJwt } from 'jose'

import { e2eJwtSecret, e2eStaff } from './support/env'
import { allowConsole, expect, open, test } from './support/fixtures'
import { firstLink, lastMailTo } from './support/staff'

// The security checks, against the production build on the real public-mode server: the CSP at
// work in the browser, and the tokens the API must refuse. The headers on every kind of answer,
// what may be cached and CORS are proven by the server tests (src/server/site-answers.test.ts,
// src/server/api-cors.test.ts; docs/decisions/032-browser-proof-moved-to-server-tests.md).

test.describe.configure({ mode: 'parallel' })

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
