import fs from 'node:fs'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { MIN_FORM_FILL_MS } from '../shared/leads'
import { signTestJwt } from './auth/auth-testing'
import { insertUser, newUserValues } from './auth/auth.queries'
import { hashPassword } from './auth/passwords'
import { createTestApp, TEST_JWT_SECRET } from './testing'

// The error answers the API sends, recorded once and compared on every run: status, the
// headers a client reads, and the body with volatile values (ids, times, tokens) replaced
// by placeholders. Errors are rendered in one place (middleware/error-handler.ts); this
// proves a change there or in a route leaves every answer on the wire as it was, on SQLite
// and on PostgreSQL alike. WIRE_ANSWERS_RECORD=1 rewrites the fixture from the current code.

const FIXTURE = path.join(import.meta.dirname, '__fixtures__', 'wire-answers.json')
const HEADERS = [
  'content-type',
  'cache-control',
  'www-authenticate',
  'x-sb-error-code',
  'x-supabase-api-version',
  'allow',
  'content-range',
  'location',
  'retry-after',
]

type Who = 'none' | 'anon' | 'anon-key-only' | 'user' | 'staff' | 'expired' | 'forged'
type Case = {
  name: string
  method?: string
  path: string
  who?: Who
  headers?: Record<string, string>
  body?: unknown
  /** Sent this many times; the last answer is recorded (for rate limits). */
  repeat?: number
}

const PASSWORD = 'Correct-Horse-Battery-9'
const spam = { website: '', form_elapsed_ms: MIN_FORM_FILL_MS + 500 }
const consultation = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: 'ada@example.com',
  phone: '(555) 123-4567',
  hear_about_us: 'Google Search',
  email_opt_in: true,
  sms_opt_in: false,
  ...spam,
}
const json = { 'content-type': 'application/json' }
const leads = '/rest/v1/consultation_requests'
/** A well-formed id that names nothing. */
const NO_ID = '00000000-0000-4000-8000-000000000000'

const cases: Case[] = [
  // ---- the gateway's key check on /auth/v1 -------------------------------------------
  { name: 'auth: no api key', method: 'POST', path: '/auth/v1/signup', who: 'none', body: {} },
  {
    name: 'auth: bad api key',
    method: 'POST',
    path: '/auth/v1/token?grant_type=password',
    who: 'none',
    headers: { apikey: 'not-a-key' },
    body: {},
  },
  { name: 'auth: health without a key', path: '/auth/v1/health', who: 'none' },
  { name: 'auth: settings without a key', path: '/auth/v1/settings', who: 'none' },
  { name: 'auth: user without a key', path: '/auth/v1/user', who: 'none' },
  { name: 'auth: GET signup without a key', path: '/auth/v1/signup', who: 'none' },
  { name: 'auth: jwks without a key', path: '/auth/v1/.well-known/jwks.json', who: 'none' },
  { name: 'auth: verify without a key', path: '/auth/v1/verify', who: 'none' },
  { name: 'auth: unknown path without a key', path: '/auth/v1/nothing-here', who: 'none' },
  { name: 'auth: unknown path', path: '/auth/v1/nothing-here', who: 'anon-key-only' },
  { name: 'auth: GET signup', path: '/auth/v1/signup', who: 'anon-key-only' },
  // ---- tokens and sessions --------------------------------------------------------------
  { name: 'auth: user without a token', path: '/auth/v1/user', who: 'anon-key-only' },
  { name: 'auth: user with a forged token', path: '/auth/v1/user', who: 'forged' },
  { name: 'auth: user with an expired token', path: '/auth/v1/user', who: 'expired' },
  {
    name: 'auth: user with a malformed bearer',
    path: '/auth/v1/user',
    who: 'anon-key-only',
    headers: { authorization: 'Bearer not.a.jwt' },
  },
  {
    name: 'auth: token audience mismatch',
    path: '/auth/v1/user',
    who: 'user',
    headers: { 'x-jwt-aud': 'somebody-else' },
  },
  { name: 'auth: logout bad scope', method: 'POST', path: '/auth/v1/logout?scope=x', who: 'user' },
  {
    name: 'auth: logout without a token',
    method: 'POST',
    path: '/auth/v1/logout',
    who: 'anon-key-only',
  },
  {
    name: 'auth: unsupported grant',
    method: 'POST',
    path: '/auth/v1/token?grant_type=magic',
    who: 'anon',
    body: {},
  },
  {
    name: 'auth: wrong password',
    method: 'POST',
    path: '/auth/v1/token?grant_type=password',
    who: 'anon',
    body: { email: 'user@example.com', password: 'Wrong-password-123' },
  },
  {
    name: 'auth: unknown e-mail',
    method: 'POST',
    path: '/auth/v1/token?grant_type=password',
    who: 'anon',
    body: { email: 'nobody@example.com', password: PASSWORD },
  },
  {
    name: 'auth: password grant without e-mail',
    method: 'POST',
    path: '/auth/v1/token?grant_type=password',
    who: 'anon',
    body: { password: PASSWORD },
  },
  {
    name: 'auth: phone login',
    method: 'POST',
    path: '/auth/v1/token?grant_type=password',
    who: 'anon',
    body: { phone: '+15551234567', password: PASSWORD },
  },
  {
    name: 'auth: e-mail not confirmed',
    method: 'POST',
    path: '/auth/v1/token?grant_type=password',
    who: 'anon',
    body: { email: 'pending@example.com', password: PASSWORD },
  },
  {
    name: 'auth: malformed refresh token',
    method: 'POST',
    path: '/auth/v1/token?grant_type=refresh_token',
    who: 'anon',
    body: { refresh_token: 'x' },
  },
  {
    name: 'auth: unknown refresh token',
    method: 'POST',
    path: '/auth/v1/token?grant_type=refresh_token',
    who: 'anon',
    body: { refresh_token: 'abcdefghijkl' },
  },
  {
    name: 'auth: bad json',
    method: 'POST',
    path: '/auth/v1/token?grant_type=password',
    who: 'anon',
    body: '{not json',
  },
  {
    name: 'auth: wrong json type',
    method: 'POST',
    path: '/auth/v1/token?grant_type=password',
    who: 'anon',
    body: [1, 2],
  },
  // ---- sign-up ---------------------------------------------------------------------------
  {
    name: 'auth: weak password',
    method: 'POST',
    path: '/auth/v1/signup',
    who: 'anon',
    body: { email: 'new@example.com', password: 'abc' },
  },
  {
    name: 'auth: password too long',
    method: 'POST',
    path: '/auth/v1/signup',
    who: 'anon',
    body: { email: 'new@example.com', password: `Aa1-${'x'.repeat(80)}` },
  },
  {
    name: 'auth: invalid e-mail',
    method: 'POST',
    path: '/auth/v1/signup',
    who: 'anon',
    body: { email: 'not-an-address', password: PASSWORD },
  },
  {
    name: 'auth: sign-up without a password',
    method: 'POST',
    path: '/auth/v1/signup',
    who: 'anon',
    body: { email: 'new@example.com' },
  },
  {
    name: 'auth: anonymous sign-up',
    method: 'POST',
    path: '/auth/v1/signup',
    who: 'anon',
    body: {},
  },
  {
    name: 'auth: phone sign-up',
    method: 'POST',
    path: '/auth/v1/signup',
    who: 'anon',
    body: { phone: '+15551234567', password: PASSWORD },
  },
  {
    name: 'auth: metadata too large',
    method: 'POST',
    path: '/auth/v1/signup',
    who: 'anon',
    body: { email: 'big@example.com', password: PASSWORD, data: { x: 'y'.repeat(17_000) } },
  },
  {
    name: 'auth: body too large',
    method: 'POST',
    path: '/auth/v1/signup',
    who: 'anon',
    body: { email: 'big@example.com', password: PASSWORD, data: { x: 'y'.repeat(1_100_000) } },
  },
  // ---- the user --------------------------------------------------------------------------
  {
    name: 'auth: update app_metadata',
    method: 'PUT',
    path: '/auth/v1/user',
    who: 'user',
    body: { app_metadata: { role: 'staff' } },
  },
  {
    name: 'auth: same password',
    method: 'PUT',
    path: '/auth/v1/user',
    who: 'user',
    body: { password: PASSWORD },
  },
  {
    name: 'auth: weak new password',
    method: 'PUT',
    path: '/auth/v1/user',
    who: 'user',
    body: { password: 'password' },
  },
  {
    name: 'auth: phone update',
    method: 'PUT',
    path: '/auth/v1/user',
    who: 'user',
    body: { phone: '+15551234567' },
  },
  {
    name: 'auth: update to an invalid e-mail',
    method: 'PUT',
    path: '/auth/v1/user',
    who: 'user',
    body: { email: 'nope' },
  },
  // ---- e-mail links ----------------------------------------------------------------------
  {
    name: 'auth: recover without e-mail',
    method: 'POST',
    path: '/auth/v1/recover',
    who: 'anon',
    body: {},
  },
  { name: 'auth: verify without a type', path: '/auth/v1/verify?token=abc', who: 'none' },
  { name: 'auth: verify bad type', path: '/auth/v1/verify?type=magic&token=abc', who: 'none' },
  { name: 'auth: verify without a token', path: '/auth/v1/verify?type=signup', who: 'none' },
  {
    name: 'auth: verify unknown token',
    path: '/auth/v1/verify?type=signup&token=abc&redirect_to=http%3A%2F%2Fevil.example%2F',
    who: 'none',
  },
  // ---- rate limits ------------------------------------------------------------------------
  {
    name: 'auth: sign-up rate limit',
    method: 'POST',
    path: '/auth/v1/signup',
    who: 'anon',
    body: {},
    repeat: 31,
  },
  // ---- /rest/v1 ---------------------------------------------------------------------------
  { name: 'rest: no api key', path: leads, who: 'none' },
  { name: 'rest: bad api key', path: leads, who: 'none', headers: { apikey: 'nope' } },
  { name: 'rest: forged token', path: leads, who: 'forged' },
  { name: 'rest: expired token', path: leads, who: 'expired' },
  { name: 'rest: anon read (RLS)', path: leads, who: 'anon' },
  { name: 'rest: user read (RLS)', path: leads, who: 'user' },
  { name: 'rest: unknown table', path: '/rest/v1/secrets', who: 'staff' },
  { name: 'rest: nested unknown path', path: '/rest/v1/a/b', who: 'staff' },
  { name: 'rest: bad column', path: `${leads}?select=nope`, who: 'staff' },
  { name: 'rest: bad filter', path: `${leads}?email=zz.1`, who: 'staff' },
  { name: 'rest: bad filter column', path: `${leads}?nope=eq.1`, who: 'staff' },
  { name: 'rest: bad limit', path: `${leads}?limit=-1`, who: 'staff' },
  { name: 'rest: like on a boolean', path: `${leads}?sms_opt_in=like.t*`, who: 'staff' },
  { name: 'rest: and groups', path: `${leads}?and=(id.eq.1)`, who: 'staff' },
  {
    name: 'rest: range not satisfiable (416)',
    path: `${leads}?offset=5`,
    who: 'staff',
    headers: { prefer: 'count=exact' },
  },
  {
    name: 'rest: one object wanted (406)',
    path: leads,
    who: 'staff',
    headers: { accept: 'application/vnd.pgrst.object+json' },
  },
  { name: 'rest: patch', method: 'PATCH', path: leads, who: 'anon', body: {} },
  { name: 'rest: delete as a user', method: 'DELETE', path: leads, who: 'user' },
  {
    name: 'rest: insert returning a row as anon',
    method: 'POST',
    path: leads,
    who: 'anon',
    headers: { prefer: 'return=representation' },
    body: consultation,
  },
  {
    name: 'rest: insert with a wrong content type',
    method: 'POST',
    path: leads,
    who: 'anon',
    headers: { 'content-type': 'text/plain' },
    body: 'x',
  },
  { name: 'rest: insert bad json', method: 'POST', path: leads, who: 'anon', body: '{' },
  { name: 'rest: insert two rows', method: 'POST', path: leads, who: 'anon', body: [{}, {}] },
  { name: 'rest: insert a number', method: 'POST', path: leads, who: 'anon', body: 7 },
  {
    name: 'rest: insert too large',
    method: 'POST',
    path: leads,
    who: 'anon',
    body: { ...consultation, first_name: 'x'.repeat(20_000) },
  },
  {
    name: 'rest: insert body over the app limit',
    method: 'POST',
    path: leads,
    who: 'anon',
    body: { ...consultation, first_name: 'x'.repeat(1_100_000) },
  },
  {
    name: 'rest: insert unknown column',
    method: 'POST',
    path: leads,
    who: 'anon',
    body: { ...consultation, secret: 1 },
  },
  {
    name: 'rest: insert a server column',
    method: 'POST',
    path: leads,
    who: 'anon',
    body: { ...consultation, id: 'x' },
  },
  {
    name: 'rest: insert columns param',
    method: 'POST',
    path: `${leads}?columns=first_name,secret`,
    who: 'anon',
    body: consultation,
  },
  {
    name: 'rest: insert too fast',
    method: 'POST',
    path: leads,
    who: 'anon',
    body: { ...consultation, form_elapsed_ms: 1 },
  },
  {
    name: 'rest: insert invalid (check violation)',
    method: 'POST',
    path: leads,
    who: 'anon',
    body: { ...consultation, email: 'nope' },
  },
  {
    name: 'rest: lead rate limit',
    method: 'POST',
    path: leads,
    who: 'anon',
    body: consultation,
    repeat: 11,
  },
  // ---- /storage/v1 ------------------------------------------------------------------------
  { name: 'storage: missing object', path: '/storage/v1/object/public/media/none.txt' },
  { name: 'storage: missing bucket', path: '/storage/v1/object/public/nobucket/a.txt' },
  { name: 'storage: bad bucket name', path: '/storage/v1/object/public/../a.txt' },
  { name: 'storage: dot-dot key', path: '/storage/v1/object/public/media/%2e%2e/x' },
  { name: 'storage: empty key', path: '/storage/v1/object/public/media/' },
  { name: 'storage: a directory', path: '/storage/v1/object/public/media/dir' },
  {
    name: 'storage: post (405)',
    method: 'POST',
    path: '/storage/v1/object/public/media/a.txt',
    body: 'x',
  },
  { name: 'storage: delete (405)', method: 'DELETE', path: '/storage/v1/object/media/a.txt' },
  {
    name: 'storage: range not satisfiable (416)',
    path: '/storage/v1/object/public/media/a.txt',
    headers: { range: 'bytes=100-200' },
  },
  { name: 'storage: unknown path', path: '/storage/v1/bucket' },
  // ---- the own APIs: /booking/v1, /orders/v1, /patient/v1, /staff/v1 ------------------------
  // Who may call, bad paths, queries and bodies: the answers the door and the readers give.
  { name: 'booking: no api key', path: '/booking/v1/options' },
  { name: 'booking: expired session', path: '/booking/v1/options', who: 'expired' },
  { name: 'booking: forged session', path: '/booking/v1/options', who: 'forged' },
  { name: 'booking: slots without a visit', path: '/booking/v1/slots', who: 'anon' },
  {
    name: 'booking: slots from a bad date',
    path: '/booking/v1/slots?visit=phone&state=TX&from=soon',
    who: 'anon',
  },
  {
    name: 'booking: book with bad json',
    method: 'POST',
    path: '/booking/v1/appointments',
    who: 'anon',
    body: '{',
  },
  {
    name: 'booking: book with an empty body',
    method: 'POST',
    path: '/booking/v1/appointments',
    who: 'anon',
    body: {},
  },
  { name: 'booking: visit with a bad id', path: '/booking/v1/appointments/x', who: 'anon' },
  { name: 'booking: unknown visit', path: `/booking/v1/appointments/${NO_ID}`, who: 'anon' },
  {
    name: 'booking: cancel an unknown visit',
    method: 'POST',
    path: `/booking/v1/appointments/${NO_ID}/cancel`,
    who: 'user',
    body: {},
  },
  { name: 'booking: unknown path', path: '/booking/v1/nope', who: 'anon' },
  { name: 'orders: no api key', path: '/orders/v1/catalogue' },
  { name: 'orders: expired session', path: '/orders/v1/catalogue', who: 'expired' },
  {
    name: 'orders: place with bad json',
    method: 'POST',
    path: '/orders/v1/orders',
    who: 'anon',
    body: '{',
  },
  {
    name: 'orders: place with an empty body',
    method: 'POST',
    path: '/orders/v1/orders',
    who: 'anon',
    body: {},
  },
  { name: 'orders: list as a guest', path: '/orders/v1/orders', who: 'anon' },
  { name: 'orders: list as a patient', path: '/orders/v1/orders', who: 'user' },
  { name: 'orders: order with a bad id', path: '/orders/v1/orders/x', who: 'user' },
  { name: 'orders: unknown order', path: `/orders/v1/orders/${NO_ID}`, who: 'user' },
  {
    name: 'orders: cancel an unknown order',
    method: 'POST',
    path: `/orders/v1/orders/${NO_ID}/cancel`,
    who: 'user',
  },
  { name: 'patient: no api key', path: '/patient/v1/care' },
  { name: 'patient: as a guest', path: '/patient/v1/care', who: 'anon' },
  { name: 'patient: expired session', path: '/patient/v1/care', who: 'expired' },
  { name: 'patient: my care', path: '/patient/v1/care', who: 'user' },
  {
    name: 'patient: newsletter with a bad body',
    method: 'PUT',
    path: '/patient/v1/newsletter',
    who: 'user',
    body: { subscribed: 'yes' },
  },
  { name: 'patient: unknown program', path: '/patient/v1/intakes/nope', who: 'user' },
  {
    name: 'patient: submit with a bad body',
    method: 'POST',
    path: '/patient/v1/intakes/weight-loss/submit',
    who: 'user',
    body: { version: 'one' },
  },
  {
    name: 'patient: delete without a password',
    method: 'DELETE',
    path: '/patient/v1/account',
    who: 'user',
    body: {},
  },
  { name: 'staff: no api key', path: '/staff/v1/queue' },
  { name: 'staff: as a guest', path: '/staff/v1/queue', who: 'anon' },
  { name: 'staff: as a patient', path: '/staff/v1/queue', who: 'user' },
  { name: 'staff: expired session', path: '/staff/v1/queue', who: 'expired' },
  { name: 'staff: request with a bad id', path: '/staff/v1/consultations/x', who: 'staff' },
  { name: 'staff: unknown request', path: `/staff/v1/consultations/${NO_ID}`, who: 'staff' },
  {
    name: 'staff: change a request with a bad body',
    method: 'PATCH',
    path: `/staff/v1/consultations/${NO_ID}`,
    who: 'staff',
    body: { version: 'x' },
  },
  {
    // The field of a refusal is named as the request names it: camelCase (ADR 035, Casing).
    name: 'staff: close a request without a reason',
    method: 'PATCH',
    path: `/staff/v1/consultations/${NO_ID}`,
    who: 'staff',
    body: { version: 0, status: 'closed' },
  },
  {
    name: 'staff: person search with bad json',
    method: 'POST',
    path: '/staff/v1/people/search',
    who: 'staff',
    body: '{',
  },
  {
    name: 'staff: person search too short',
    method: 'POST',
    path: '/staff/v1/people/search',
    who: 'staff',
    body: { query: 'a' },
  },
  {
    name: 'staff: person export without an address',
    method: 'POST',
    path: '/staff/v1/people/export',
    who: 'staff',
    body: { email: 'nope' },
  },
  { name: 'staff: person by url', path: '/staff/v1/people?email=a@example.com', who: 'staff' },
  {
    name: 'staff: audit search with a bad body',
    method: 'POST',
    path: '/staff/v1/audit/search',
    who: 'staff',
    body: { limit: 'all' },
  },
  { name: 'staff: the questionnaire queue', path: '/staff/v1/intakes', who: 'staff' },
  { name: 'staff: calendar without a range', path: '/staff/v1/booking/calendar', who: 'staff' },
  {
    name: 'staff: calendar over six weeks',
    path: '/staff/v1/booking/calendar?from=2026-01-01T00:00:00Z&to=2026-03-01T00:00:00Z',
    who: 'staff',
  },
  {
    name: 'staff: add a clinic with an empty body',
    method: 'POST',
    path: '/staff/v1/booking/locations',
    who: 'staff',
    body: {},
  },
  {
    name: 'staff: change an unknown clinic',
    method: 'PUT',
    path: `/staff/v1/booking/locations/${NO_ID}`,
    who: 'staff',
    body: { name: 'A', address: 'B', state: 'TX', timeZone: 'America/Chicago' },
  },
  {
    name: 'staff: remove time off with a bad id',
    method: 'DELETE',
    path: '/staff/v1/booking/exceptions/a%20b',
    who: 'staff',
  },
  { name: 'staff: orders in an unknown state', path: '/staff/v1/orders?state=lost', who: 'staff' },
  { name: 'staff: order with a bad id', path: '/staff/v1/orders/x', who: 'staff' },
  {
    name: 'staff: move an order with a bad body',
    method: 'POST',
    path: `/staff/v1/orders/${NO_ID}/transition`,
    who: 'staff',
    body: { to: 'lost' },
  },
  {
    name: 'staff: review an order without the right',
    method: 'POST',
    path: `/staff/v1/orders/${NO_ID}/review`,
    who: 'staff',
    body: { decision: 'approve' },
  },
  {
    name: 'staff: change the catalogue with nothing',
    method: 'PATCH',
    path: '/staff/v1/catalogue/1',
    who: 'staff',
    body: {},
  },
  {
    name: 'staff: change an unknown product',
    method: 'PATCH',
    path: '/staff/v1/catalogue/none',
    who: 'staff',
    body: { stock: 1 },
  },
  { name: 'staff: unknown path', path: '/staff/v1/nope', who: 'staff' },
  // ---- the app -----------------------------------------------------------------------------
  { name: 'app: PUT on a page (405)', method: 'PUT', path: '/', body: 'x' },
  { name: 'app: DELETE on config (405)', method: 'DELETE', path: '/config.json' },
  { name: 'app: health POST', method: 'POST', path: '/health', body: 'x' },
  {
    name: 'app: host not allowed',
    path: '/auth/v1/settings',
    who: 'anon',
    headers: { host: 'evil.example' },
  },
]

/** Cases answered by an app in staff mode (the gate in front of everything). */
const staffModeCases: Case[] = [
  { name: 'gate: api read without a staff session', path: leads, who: 'anon' },
  {
    name: 'gate: sign-up while staff-only',
    method: 'POST',
    path: '/auth/v1/signup',
    who: 'anon',
    body: { email: 'a@example.com', password: PASSWORD },
  },
]

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi
const JWT = /eyJ[\w-]+\.[\w-]+\.[\w-]+/g
const ISO = /\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:?\d{2})/g

function normalize(text: string, origin: string): string {
  return text
    .replaceAll(origin, '<origin>')
    .replace(JWT, '<jwt>')
    .replace(UUID, '<uuid>')
    .replace(ISO, '<time>')
}

type Answer = { status: number; headers: Record<string, string>; body: unknown }

async function setUp(overrides: Parameters<typeof createTestApp>[0] = {}) {
  const created = await createTestApp({ siteAccess: 'public', ...overrides })
  const { app, deps } = created
  const origin = deps.config.publicUrl
  const storage = path.join(deps.config.dataDir, 'storage', 'media')
  fs.mkdirSync(path.join(storage, 'dir'), { recursive: true })
  fs.writeFileSync(path.join(storage, 'a.txt'), 'hello')

  const now = new Date().toISOString()
  const passwordHash = await hashPassword(PASSWORD)
  const add = (email: string, staff: boolean, confirmed: boolean) =>
    insertUser(
      deps.db,
      newUserValues({
        email,
        encryptedPassword: passwordHash,
        appMetadata: staff ? { role: 'staff' } : {},
        confirmedAt: confirmed ? now : null,
        now,
      }),
    )
  await add('user@example.com', false, true)
  await add('staff@example.com', true, true)
  await add('pending@example.com', false, false)

  const anonKey = deps.secrets.anonKey
  const signIn = async (email: string) => {
    const response = await app.request('/auth/v1/token?grant_type=password', {
      method: 'POST',
      headers: { apikey: anonKey, ...json },
      body: JSON.stringify({ email, password: PASSWORD }),
    })
    const body = (await response.json()) as { access_token?: string }
    if (!body.access_token) throw new Error(`sign-in failed: ${JSON.stringify(body)}`)
    return body.access_token
  }
  const tokens = {
    user: await signIn('user@example.com'),
    staff: await signIn('staff@example.com'),
  }
  const expired = await signTestJwt({
    sub: '00000000-0000-4000-8000-000000000000',
    role: 'authenticated',
    aud: 'authenticated',
    exp: Math.floor(Date.now() / 1000) - 60,
  })
  // Signed with another secret: the signature does not verify.
  const forged = tokens.user.replace(
    /\.[\w-]+$/,
    `.${Buffer.from(TEST_JWT_SECRET).toString('base64url')}`,
  )

  const send = async (test: Case): Promise<Answer> => {
    const who = test.who ?? 'none'
    const headers: Record<string, string> = {}
    if (who !== 'none') headers.apikey = anonKey
    const bearer = {
      none: undefined,
      'anon-key-only': undefined,
      anon: anonKey,
      user: tokens.user,
      staff: tokens.staff,
      expired,
      forged,
    }[who]
    if (bearer) headers.authorization = `Bearer ${bearer}`
    let body: string | undefined
    if (test.body !== undefined) {
      body = typeof test.body === 'string' ? test.body : JSON.stringify(test.body)
      headers['content-type'] = 'application/json'
    }
    Object.assign(headers, test.headers)
    let response: Response | undefined
    for (let i = 0; i < (test.repeat ?? 1); i++) {
      response = await app.request(test.path, { method: test.method ?? 'GET', headers, body })
      if (i < (test.repeat ?? 1) - 1) await response.arrayBuffer()
    }
    const answer = response!
    const recorded: Record<string, string> = {}
    for (const name of HEADERS) {
      const value = answer.headers.get(name)
      if (value !== null) recorded[name] = normalize(value, origin)
    }
    const text = normalize(await answer.text(), origin)
    let parsed: unknown = text
    try {
      parsed = text === '' ? '' : JSON.parse(text)
    } catch {
      // not JSON: kept as text
    }
    return { status: answer.status, headers: recorded, body: parsed }
  }
  return { created, send }
}

describe('wire answers', () => {
  const answers: Record<string, Answer> = {}
  const closers: (() => Promise<void>)[] = []
  const record = process.env.WIRE_ANSWERS_RECORD === '1'

  beforeAll(async () => {
    const publicMode = await setUp()
    closers.push(() => publicMode.created.database.close())
    for (const test of cases) answers[test.name] = await publicMode.send(test)
    const staffMode = await setUp({ siteAccess: 'staff' })
    closers.push(() => staffMode.created.database.close())
    for (const test of staffModeCases) answers[test.name] = await staffMode.send(test)
    if (record) {
      fs.mkdirSync(path.dirname(FIXTURE), { recursive: true })
      fs.writeFileSync(FIXTURE, `${JSON.stringify(answers, null, 2)}\n`)
    }
  }, 120_000)

  afterAll(async () => {
    await Promise.all(closers.map((close) => close()))
  })

  const expected = (
    fs.existsSync(FIXTURE) ? JSON.parse(fs.readFileSync(FIXTURE, 'utf8')) : {}
  ) as Record<string, Answer>

  it('has a recorded answer for every case and no other', () => {
    expect(Object.keys(answers).sort()).toEqual(Object.keys(expected).sort())
  })

  for (const test of [...cases, ...staffModeCases]) {
    it(test.name, () => {
      expect(answers[test.name]).toEqual(expected[test.name])
    })
  }
})
