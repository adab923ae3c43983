import { describe, expect, it } from 'vitest'

import { type AuthRateLimitSettings, loadConfig } from '../env'
import { createTestClient, lastMailTo, linkIn, readOutbox, type TestServer } from '../testing'
import { FREE_FAILED_SIGN_INS, signInDelayMs } from './auth-limits'
import { clientFor, createUser, openLink, signedInClient, useTestServers } from './auth-testing'

// What one person must not be able to do to others through the auth API: lock an owner out,
// use up the clinic's mail, learn who has an account, or bloat every token of theirs.

const startServer = useTestServers()

const defaults = loadConfig({}).authRateLimits
const limits = (overrides: Partial<AuthRateLimitSettings>) => ({ ...defaults, ...overrides })

/** supabase-js as seen from one client address (the test server trusts one proxy). */
function clientAt(server: TestServer, address: string) {
  return createTestClient(server.url, server.anonKey, { 'X-Forwarded-For': address })
}

describe('failed sign-ins', () => {
  it('lock out the address that guesses, never the owner signing in from theirs', async () => {
    const failuresSeen: number[] = []
    const server = await startServer(
      { trustProxy: 1 },
      { auth: { signInDelayMs: (failures) => (failuresSeen.push(failures), 0) } },
    )
    await createUser(server, 'owner@example.com', 'owner password 1')
    const attacker = clientAt(server, '203.0.113.66')
    for (let i = 0; i < 10; i++) {
      const { error } = await attacker.auth.signInWithPassword({
        email: 'owner@example.com',
        password: `guess ${i}`,
      })
      expect(error?.code).toBe('invalid_credentials')
    }
    const blocked = await attacker.auth.signInWithPassword({
      email: 'owner@example.com',
      password: 'owner password 1',
    })
    expect(blocked.error?.code).toBe('over_request_rate_limit')

    const owner = await clientAt(server, '198.51.100.10').auth.signInWithPassword({
      email: 'owner@example.com',
      password: 'owner password 1',
    })
    expect(owner.error).toBeNull()
    expect(owner.data.session?.access_token).toBeTruthy()
    // The owner's attempt waited by the count of failures for the e-mail from anywhere.
    expect(failuresSeen.at(-1)).toBe(10)
  })

  it('are counted before the password is checked, so guesses sent at once still stop at the limit', async () => {
    const server = await startServer({}, { auth: { signInDelayMs: () => 0 } })
    await createUser(server, 'fast@example.com', 'fast password 1')
    const supabase = clientFor(server)
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        supabase.auth.signInWithPassword({ email: 'fast@example.com', password: `guess ${i}` }),
      ),
    )
    const codes = answers.map((answer) => answer.error?.code)
    expect(codes.filter((code) => code === 'invalid_credentials')).toHaveLength(10)
    expect(codes.filter((code) => code === 'over_request_rate_limit')).toHaveLength(20)
  })

  it('slow further attempts for the e-mail progressively, up to a bound', () => {
    expect(signInDelayMs(0)).toBe(0)
    expect(signInDelayMs(FREE_FAILED_SIGN_INS - 1)).toBe(0)
    expect(signInDelayMs(FREE_FAILED_SIGN_INS)).toBe(500)
    expect(signInDelayMs(FREE_FAILED_SIGN_INS + 1)).toBe(1000)
    expect(signInDelayMs(FREE_FAILED_SIGN_INS + 3)).toBe(4000)
    expect(signInDelayMs(1000)).toBe(8000)
  })
})

describe('auth mail', () => {
  it('one account cannot use up the mail budget that password recovery needs', async () => {
    const server = await startServer({
      authRateLimits: limits({ emailSent: 4, emailChanges: 100 }),
    })
    await createUser(server, 'user@example.com', 'user password 1')
    await createUser(server, 'lost@example.com', 'lost password 1')
    const { client } = await signedInClient(server, 'user@example.com', 'user password 1')
    const answers = []
    for (let i = 0; i < 6; i++) {
      answers.push((await client.auth.updateUser({ email: `victim${i}@example.org` })).error?.code)
    }
    // Each change mails two addresses: the budget of 4 allows two changes.
    expect(answers).toEqual([
      undefined,
      undefined,
      'over_email_send_rate_limit',
      'over_email_send_rate_limit',
      'over_email_send_rate_limit',
      'over_email_send_rate_limit',
    ])
    const recovery = await clientFor(server).auth.resetPasswordForEmail('lost@example.com')
    expect(recovery.error).toBeNull()
    expect(lastMailTo(server.outboxDir, 'lost@example.com')?.subject).toBe(
      'Renew Medical: reset your password',
    )
  })

  it('limits e-mail changes per user, whatever the addresses', async () => {
    const server = await startServer({ authRateLimits: limits({ emailChanges: 3 }) })
    await createUser(server, 'mover@example.com', 'mover password 1')
    const { client } = await signedInClient(server, 'mover@example.com', 'mover password 1')
    const codes = []
    for (let i = 0; i < 4; i++) {
      codes.push((await client.auth.updateUser({ email: `new${i}@example.org` })).error?.code)
    }
    expect(codes).toEqual([undefined, undefined, undefined, 'over_email_send_rate_limit'])
  })

  it('limits mail to one recipient, silently for recovery', async () => {
    const server = await startServer({ authRateLimits: limits({ emailsPerAddress: 2 }) })
    await createUser(server, 'inbox@example.com', 'inbox password 1')
    const supabase = clientFor(server)
    for (let i = 0; i < 4; i++) {
      // Past the one-minute resend interval each time.
      await server.deps.db.updateTable('users').set({ recovery_sent_at: null }).execute()
      expect(await supabase.auth.resetPasswordForEmail('inbox@example.com')).toEqual({
        data: {},
        error: null,
      })
    }
    expect(
      readOutbox(server.outboxDir).filter((mail) => mail.to === 'inbox@example.com'),
    ).toHaveLength(2)
  })

  it('the sign-up limit per client address follows AUTH_RATE_LIMIT_SIGN_UPS', async () => {
    const server = await startServer({ authRateLimits: limits({ signUps: 2 }) })
    const supabase = clientFor(server)
    const codes = []
    for (let i = 0; i < 3; i++) {
      const { error } = await supabase.auth.signUp({
        email: `person${i}@example.com`,
        password: 'a fine password 1',
      })
      codes.push(error?.code)
    }
    expect(codes).toEqual([undefined, undefined, 'over_request_rate_limit'])
  })
})

describe('staff mode', () => {
  it('closes self sign-up: the gate refuses it, and behind the gate it is disabled as in GoTrue', async () => {
    const server = await startServer({ siteAccess: 'staff' })
    // Sign-up is not one of the auth endpoints the gate calls (docs/architecture.md, Staff gate).
    const { data, error } = await clientFor(server).auth.signUp({
      email: 'stranger@example.com',
      password: 'a fine password 1',
    })
    expect(data.user).toBeNull()
    expect(error?.status).toBe(401)
    expect(error?.code).toBe('staff_session_required')

    // Even with the gate cookie of a staff member, the endpoint itself refuses.
    await createUser(server, 'staff@renewmedical.example', 'a staff password 1', { staff: true })
    const signIn = await fetch(`${server.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { apikey: server.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'staff@renewmedical.example', password: 'a staff password 1' }),
    })
    expect(signIn.status).toBe(200)
    const cookie = (signIn.headers.get('set-cookie') ?? '').split(';')[0]!
    const staffSignUp = await fetch(`${server.url}/auth/v1/signup`, {
      method: 'POST',
      headers: { apikey: server.anonKey, 'content-type': 'application/json', cookie },
      body: JSON.stringify({ email: 'stranger@example.com', password: 'a fine password 1' }),
    })
    expect(staffSignUp.status).toBe(422)
    expect(await staffSignUp.json()).toMatchObject({
      code: 'signup_disabled',
      message: 'Signups not allowed for this instance',
    })
    const settings = await fetch(`${server.url}/auth/v1/settings`, {
      headers: { apikey: server.anonKey, cookie },
    })
    expect(await settings.json()).toMatchObject({ disable_signup: true })
    expect(readOutbox(server.outboxDir)).toEqual([])
  })
})

describe('no account enumeration', () => {
  it('changing to an address that has an account looks like any change; its owner is told, not linked', async () => {
    const server = await startServer()
    await createUser(server, 'asker@example.com', 'asker password 1')
    await createUser(server, 'owner@example.com', 'owner password 1')
    const { client } = await signedInClient(server, 'asker@example.com', 'asker password 1')

    const taken = await client.auth.updateUser({ email: 'Owner@example.com' })
    const free = await client.auth.updateUser({ email: 'free@example.com' })
    expect(taken.error).toBeNull()
    expect(free.error).toBeNull()
    expect(Object.keys(taken.data.user!).sort()).toEqual(Object.keys(free.data.user!).sort())
    expect(taken.data.user?.new_email).toBe('owner@example.com')

    const notice = lastMailTo(server.outboxDir, 'owner@example.com')
    expect(notice?.subject).toBe('Renew Medical: someone tried to use your e-mail address')
    expect(notice?.text).not.toMatch(/https?:\/\//)
    expect(linkIn(lastMailTo(server.outboxDir, 'free@example.com'))).toContain('type=email_change')
  })

  it('a sign-up for a confirmed address answers like a new one and sends nothing', async () => {
    const server = await startServer({ authEmailConfirm: true })
    await createUser(server, 'known@example.com', 'known password 1')
    const supabase = clientFor(server)
    const known = await supabase.auth.signUp({
      email: 'known@example.com',
      password: 'x y z 123 4',
    })
    const fresh = await supabase.auth.signUp({
      email: 'fresh@example.com',
      password: 'x y z 123 4',
    })
    expect(known.error).toBeNull()
    expect(fresh.error).toBeNull()
    expect(known.data.session).toBeNull()
    expect(Object.keys(known.data.user!).sort()).toEqual(Object.keys(fresh.data.user!).sort())
    expect(lastMailTo(server.outboxDir, 'known@example.com')).toBeUndefined()
  })
})

describe('user metadata', () => {
  const kilobytes = (n: number) => ({ note: 'x'.repeat(n * 1024) })

  it('is capped at 16 KB with a clear 422, at sign-up and on update', async () => {
    const server = await startServer({ authEmailConfirm: false })
    const supabase = clientFor(server)
    const big = await supabase.auth.signUp({
      email: 'big@example.com',
      password: 'a fine password 1',
      options: { data: kilobytes(17) },
    })
    expect(big.error?.status).toBe(422)
    expect(big.error?.code).toBe('validation_failed')
    expect(big.error?.message).toMatch(
      /^User metadata is too large: \d+ bytes as JSON, at most 16384 allowed$/,
    )

    const ok = await supabase.auth.signUp({
      email: 'fits@example.com',
      password: 'a fine password 1',
      options: { data: kilobytes(15) },
    })
    expect(ok.error).toBeNull()
    // Two keys that fit alone but not together: refused, and nothing is stored.
    const grown = await supabase.auth.updateUser({ data: { more: 'y'.repeat(2 * 1024) } })
    expect(grown.error?.status).toBe(422)
    const { data } = await supabase.auth.getUser()
    expect(data.user?.user_metadata.more).toBeUndefined()
    expect(String(data.user?.user_metadata.note)).toHaveLength(15 * 1024)
    // At the cap, the access token still fits in a request's headers: no 431 for its owner.
    const full = await supabase.auth.updateUser({ data: { more: 'y'.repeat(900) } })
    expect(full.error).toBeNull()
    expect((await supabase.auth.refreshSession()).error).toBeNull()
    expect((await supabase.auth.getUser()).data.user?.user_metadata.more).toHaveLength(900)
  })
})

describe('e-mail links', () => {
  it('a change completes only once both links are followed, in either order', async () => {
    const server = await startServer()
    await createUser(server, 'order@example.com', 'order password 1')
    const { client } = await signedInClient(server, 'order@example.com', 'order password 1')
    await client.auth.updateUser({ email: 'order.new@example.com' })
    const toCurrent = linkIn(lastMailTo(server.outboxDir, 'order@example.com'))
    const toNew = linkIn(lastMailTo(server.outboxDir, 'order.new@example.com'))
    expect((await openLink(toCurrent)).fragment.get('message')).toMatch(
      /^Confirmation link accepted/,
    )
    expect((await client.auth.getUser()).data.user?.email).toBe('order@example.com')
    expect((await openLink(toNew)).fragment.get('type')).toBe('email_change')
    expect((await client.auth.getUser()).data.user?.email).toBe('order.new@example.com')
  })
})
