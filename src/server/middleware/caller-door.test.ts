import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'

import type { ApiCaller } from '../lib/api-caller'
import type { Patient } from '../lib/patient'
import { createLogger } from '../logger'
import { type Callers, door, type Need, requirePermission, type StaffEnv } from './caller-door'
import { errorHandler } from './error-handler'
import { PlainError } from './wire-error'

// The door on its own: each need admits its callers and refuses the rest with one answer per
// kind of refusal, whatever the area. The own APIs' recorded answers (wire-answers.test.ts) prove
// the same through the app.

const user = (extra: Partial<Extract<ApiCaller, { kind: 'user' }>> = {}): ApiCaller => ({
  kind: 'user',
  userId: 'u-1',
  staff: false,
  ...extra,
})

/** Resolves the caller from a test header, as the auth service would from the real ones. */
function callers(caller: ApiCaller): Callers {
  return {
    resolveCaller: () => Promise.resolve(caller),
    resolvePatient: () =>
      caller.kind === 'user'
        ? Promise.resolve({ user: { id: caller.userId }, linked: true, staff: false } as Patient)
        : Promise.reject(
            new PlainError(401, 'Sign in to see your account', { code: 'sign_in_required' }),
          ),
  }
}

async function ask(need: Need, caller: ApiCaller, cache?: string) {
  const app = new Hono<StaffEnv>()
  app.onError(errorHandler(createLogger('silent')))
  app.use(door(callers(caller), need) as never)
  app.get('/', (c) => {
    if (cache) c.header('Cache-Control', cache)
    return c.json({ staffId: c.get('staffId') ?? null, role: c.get('staffRole') ?? null })
  })
  app.get('/review', (c) => {
    requirePermission(c, 'orders.review')
    return c.json({ ok: true })
  })
  const response = await app.request(cache === 'review' ? '/review' : '/')
  return {
    status: response.status,
    cache: response.headers.get('cache-control'),
    body: (await response.json()) as Record<string, unknown>,
  }
}

describe('the door of the own APIs', () => {
  it('refuses a missing or wrong key the same way for every need', async () => {
    for (const need of ['api-key', 'staff'] as const) {
      for (const kind of ['no-api-key', 'bad-api-key'] as const) {
        const answer = await ask(need, { kind })
        expect(answer).toMatchObject({ status: 401, body: { code: 'no_api_key' } })
      }
    }
  })

  it('lets a guest through on the key alone, but not a token that no longer verifies', async () => {
    expect((await ask('api-key', { kind: 'anon' })).status).toBe(200)
    const ended = await ask('api-key', { kind: 'bad-token', expired: true, reason: 'expired' })
    expect(ended).toMatchObject({ status: 401, body: { code: 'bad_jwt' } })
  })

  it('admits staff only, in the role their account holds', async () => {
    expect(await ask('staff', { kind: 'anon' })).toMatchObject({
      status: 401,
      body: { code: 'staff_session_required' },
    })
    expect(await ask('staff', user())).toMatchObject({ status: 403, body: { code: 'staff_only' } })
    expect(await ask('staff', user({ staff: true }))).toMatchObject({
      status: 200,
      body: { staffId: 'u-1', role: 'staff' },
    })
    expect(await ask('staff', user({ staff: true, physician: true }))).toMatchObject({
      body: { role: 'physician' },
    })
  })

  it("asks a staff member's role for a right per route", async () => {
    expect(await ask('staff', user({ staff: true }), 'review')).toMatchObject({
      status: 403,
      body: { code: 'physician_only' },
    })
    expect((await ask('staff', user({ staff: true, physician: true }), 'review')).status).toBe(200)
  })

  it('admits a signed-in account to patient routes and refuses a guest', async () => {
    expect((await ask('patient', user())).status).toBe(200)
    expect(await ask('patient', { kind: 'anon' })).toMatchObject({
      status: 401,
      body: { code: 'sign_in_required' },
    })
  })

  it('lets nothing behind a session be cached, and only a public read say otherwise', async () => {
    expect((await ask('staff', user({ staff: true }), 'public, max-age=30')).cache).toBe('no-store')
    expect((await ask('patient', user(), 'public, max-age=30')).cache).toBe('no-store')
    expect((await ask('api-key', { kind: 'anon' })).cache).toBe('no-store')
    expect((await ask('api-key', { kind: 'anon' }, 'public, max-age=30')).cache).toBe(
      'public, max-age=30',
    )
  })
})
