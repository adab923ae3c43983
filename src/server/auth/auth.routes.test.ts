import type { AuthError, UserAttributes } from '@supabase/supabase-js'
import { describe, expect, it } from 'vitest'

import { createApp } from '../app'
import { lastMailTo, linkIn, readOutbox, withTestClient } from '../testing'
import {
  clientFor,
  createUser,
  decodeJwt,
  openLink,
  signedInClient,
  useTestServers,
} from './auth-testing'
import { generateRefreshToken } from './auth-tokens'
import { updatePendingUser } from './auth.queries'
import { createSession } from './session.queries'

// The real supabase-js client against a real server: the contract of docs/wire-contract.md.

const startServer = useTestServers()

describe('sign-up with e-mail confirmation (the default)', () => {
  it('user signs up, confirms through the e-mailed link and is signed in', async () => {
    const server = await startServer({ authEmailConfirm: true })
    const supabase = clientFor(server)

    const { data, error } = await supabase.auth.signUp({
      email: 'Ana.Lima@Example.com',
      password: 'correct horse battery',
      options: { data: { full_name: 'Ana Lima' }, emailRedirectTo: `${server.url}/welcome` },
    })
    expect(error).toBeNull()
    expect(data.session).toBeNull()
    const user = data.user!
    expect(user.email).toBe('ana.lima@example.com')
    expect(user.user_metadata).toEqual({ full_name: 'Ana Lima' })
    expect(user.app_metadata).toEqual({ provider: 'email', providers: ['email'] })
    expect(user.confirmation_sent_at).toBeTruthy()
    expect(user.email_confirmed_at).toBeUndefined()
    expect(user.last_sign_in_at).toBeUndefined()
    expect(user.aud).toBe('authenticated')
    expect(user.role).toBe('authenticated')
    expect(user.identities).toHaveLength(1)
    expect(user.identities?.[0]).toMatchObject({
      id: user.id,
      user_id: user.id,
      provider: 'email',
      email: 'ana.lima@example.com',
      identity_data: {
        sub: user.id,
        email: 'ana.lima@example.com',
        email_verified: false,
        phone_verified: false,
        full_name: 'Ana Lima',
      },
    })

    // Not confirmed yet: the right password is not enough.
    const early = await supabase.auth.signInWithPassword({
      email: 'ana.lima@example.com',
      password: 'correct horse battery',
    })
    expect(early.error?.code).toBe('email_not_confirmed')
    expect(early.error?.message).toBe('Email not confirmed')

    const mail = lastMailTo(server.outboxDir, 'ana.lima@example.com')
    expect(mail?.subject).toBe('Renew Medical: please confirm your e-mail address')
    expect(mail?.subject).not.toContain('ana')
    const link = linkIn(mail)
    expect(link.startsWith(`${server.url}/auth/v1/verify?token=`)).toBe(true)
    expect(new URL(link).searchParams.get('type')).toBe('signup')
    expect(new URL(link).searchParams.get('redirect_to')).toBe(`${server.url}/welcome`)

    const opened = await openLink(link)
    expect(opened.status).toBe(303)
    expect(opened.base).toBe(`${server.url}/welcome`)
    expect([...opened.fragment.keys()]).toEqual([
      'access_token',
      'expires_at',
      'expires_in',
      'refresh_token',
      'token_type',
      'type',
    ])
    expect(opened.fragment.get('token_type')).toBe('bearer')
    expect(opened.fragment.get('type')).toBe('signup')
    expect(opened.fragment.get('expires_in')).toBe('3600')
    const claims = decodeJwt(opened.fragment.get('access_token')!)
    expect(claims.amr).toEqual([
      { method: 'email/signup', timestamp: expect.any(Number) as number },
    ])
    expect(Number(opened.fragment.get('expires_at'))).toBe(claims.exp)

    // The tokens from the link are a working session.
    const browser = clientFor(server)
    const set = await browser.auth.setSession({
      access_token: opened.fragment.get('access_token')!,
      refresh_token: opened.fragment.get('refresh_token')!,
    })
    expect(set.error).toBeNull()
    const { data: me } = await browser.auth.getUser()
    expect(me.user?.email_confirmed_at).toBeTruthy()
    expect(me.user?.confirmed_at).toBe(me.user?.email_confirmed_at)
    expect(me.user?.user_metadata).toEqual({ full_name: 'Ana Lima', email_verified: true })

    // The link works once.
    const again = await openLink(link)
    expect(again.fragment.get('error_code')).toBe('otp_expired')

    const signIn = await supabase.auth.signInWithPassword({
      email: 'ANA.LIMA@example.com',
      password: 'correct horse battery',
    })
    expect(signIn.error).toBeNull()
    expect(signIn.data.user?.id).toBe(user.id)
  })

  it('sends the confirmation link to the site itself when redirect_to names another origin', async () => {
    const server = await startServer({ authEmailConfirm: true })
    const { error } = await clientFor(server).auth.signUp({
      email: 'visitor@example.com',
      password: 'a long passphrase',
      options: { emailRedirectTo: 'https://evil.example/steal' },
    })
    expect(error).toBeNull()
    const link = linkIn(lastMailTo(server.outboxDir, 'visitor@example.com'))
    expect(new URL(link).searchParams.get('redirect_to')).toBe(`${server.url}/`)

    // A crafted link with a foreign redirect_to still lands on the site.
    const crafted = new URL(link)
    crafted.searchParams.set('redirect_to', 'https://evil.example/steal')
    const opened = await openLink(crafted.href)
    expect(opened.status).toBe(303)
    expect(opened.base).toBe(`${server.url}/`)
    expect(opened.fragment.get('access_token')).toBeTruthy()
  })

  it('answers a taken, confirmed address with a fake user that has no identities, and sends nothing', async () => {
    const server = await startServer({ authEmailConfirm: true })
    const existing = await createUser(server, 'taken@example.com', 'first password!')
    const { data, error } = await clientFor(server).auth.signUp({
      email: 'taken@example.com',
      password: 'another password',
      options: { data: { full_name: 'Someone Else' } },
    })
    expect(error).toBeNull()
    expect(data.session).toBeNull()
    expect(data.user?.identities).toEqual([])
    expect(data.user?.id).not.toBe(existing.id)
    expect(data.user?.role).toBe('')
    expect(data.user?.user_metadata).toEqual({ full_name: 'Someone Else' })
    expect(data.user?.confirmation_sent_at).toBeTruthy()
    expect(readOutbox(server.outboxDir)).toEqual([])
    // The real account is untouched.
    const signIn = await clientFor(server).auth.signInWithPassword({
      email: 'taken@example.com',
      password: 'first password!',
    })
    expect(signIn.error).toBeNull()
  })

  it('re-sends the confirmation to a pending address, but not twice within a minute, and says nothing of it', async () => {
    const server = await startServer({ authEmailConfirm: true })
    const supabase = clientFor(server)
    const first = await supabase.auth.signUp({
      email: 'pending@example.com',
      password: 'pending pass 1',
    })
    expect(first.error).toBeNull()

    const soon = await supabase.auth.signUp({
      email: 'pending@example.com',
      password: 'pending pass 1',
    })
    // Answered like a first sign-up (a 429 here would tell that the address is pending).
    expect(soon.error).toBeNull()
    expect(soon.data.user?.email).toBe('pending@example.com')
    expect(soon.data.session).toBeNull()
    expect(readOutbox(server.outboxDir)).toHaveLength(1)

    // A minute later the same sign-up sends a fresh link, and the old one stops working.
    const oldLink = linkIn(lastMailTo(server.outboxDir, 'pending@example.com'))
    await server.deps.db
      .updateTable('users')
      .set({ confirmation_sent_at: new Date(Date.now() - 61_000).toISOString() })
      .execute()
    const later = await supabase.auth.signUp({
      email: 'pending@example.com',
      password: 'pending pass 1',
    })
    expect(later.error).toBeNull()
    expect(later.data.user?.id).toBe(first.data.user?.id)
    expect(later.data.user?.identities).toHaveLength(1)
    const mails = readOutbox(server.outboxDir)
    expect(mails).toHaveLength(2)
    expect((await openLink(oldLink)).fragment.get('error_code')).toBe('otp_expired')
    expect((await openLink(linkIn(mails[1]))).fragment.get('type')).toBe('signup')
  })

  describe('a sign-up in someone else’s name before theirs (account pre-hijacking)', () => {
    const victim = { email: 'victim@example.com', password: 'victim password 1' }
    const attacker = { email: 'victim@example.com', password: 'attacker password 1' }

    /** The attacker's sign-up, and a session on the pending account (as one left from a time
     * confirmation was off would be), to show what the owner's sign-up ends. */
    async function attackerSignsUp(server: Awaited<ReturnType<typeof startServer>>) {
      const signUp = await clientFor(server).auth.signUp({
        ...attacker,
        options: { data: { full_name: 'Mallory' } },
      })
      expect(signUp.error).toBeNull()
      const refreshToken = generateRefreshToken()
      await createSession(server.deps.db, {
        userId: signUp.data.user!.id,
        amr: [{ method: 'password', timestamp: Math.floor(Date.now() / 1000) }],
        refreshToken,
        now: new Date(),
      })
      const firstLink = linkIn(lastMailTo(server.outboxDir, victim.email))
      return { firstLink, refreshToken }
    }

    const pastResendInterval = (server: Awaited<ReturnType<typeof startServer>>) =>
      server.deps.db
        .updateTable('users')
        .set({ confirmation_sent_at: new Date(Date.now() - 61_000).toISOString() })
        .execute()

    it('the owner’s sign-up replaces the squatter’s password, and their click confirms their own', async () => {
      const server = await startServer({ authEmailConfirm: true })
      const { firstLink, refreshToken } = await attackerSignsUp(server)
      await pastResendInterval(server)

      const owner = clientFor(server)
      const signUp = await owner.auth.signUp({
        ...victim,
        options: { data: { full_name: 'Vera' } },
      })
      // Answered like any first sign-up.
      expect(signUp.error).toBeNull()
      expect(signUp.data.session).toBeNull()
      expect(signUp.data.user?.identities).toHaveLength(1)
      expect(signUp.data.user?.user_metadata).toEqual({ full_name: 'Vera' })

      // The squatter's session and first link are dead.
      const stale = await clientFor(server).auth.refreshSession({ refresh_token: refreshToken })
      expect(stale.error?.code).toBe('refresh_token_not_found')
      expect((await openLink(firstLink)).fragment.get('error_code')).toBe('otp_expired')

      // The owner's click confirms the owner's password.
      const mails = readOutbox(server.outboxDir)
      expect(mails).toHaveLength(2)
      const opened = await openLink(linkIn(mails[1]))
      expect(opened.fragment.get('type')).toBe('signup')
      const squatter = await clientFor(server).auth.signInWithPassword(attacker)
      expect(squatter.error?.code).toBe('invalid_credentials')
      const signIn = await clientFor(server).auth.signInWithPassword(victim)
      expect(signIn.error).toBeNull()
      expect(signIn.data.user?.user_metadata).toEqual({ full_name: 'Vera', email_verified: true })
      expect(signIn.data.user?.identities?.[0]?.identity_data).toMatchObject({
        full_name: 'Vera',
        email: victim.email,
      })
    })

    it('within the resend interval, nothing is mailed but the squatter’s password and links still go', async () => {
      const server = await startServer({ authEmailConfirm: true })
      const { firstLink, refreshToken } = await attackerSignsUp(server)

      const soon = await clientFor(server).auth.signUp(victim)
      expect(soon.error).toBeNull()
      expect(soon.data.user?.identities).toHaveLength(1)
      expect(readOutbox(server.outboxDir)).toHaveLength(1)
      // The mail the owner already has (the squatter's) confirms nothing now.
      expect((await openLink(firstLink)).fragment.get('error_code')).toBe('otp_expired')
      const stale = await clientFor(server).auth.refreshSession({ refresh_token: refreshToken })
      expect(stale.error?.code).toBe('refresh_token_not_found')
      expect((await clientFor(server).auth.signInWithPassword(attacker)).error?.code).toBe(
        'invalid_credentials',
      )

      // The squatter answering with a sign-up of his own kills the owner's link in turn.
      await pastResendInterval(server)
      expect((await clientFor(server).auth.signUp(victim)).error).toBeNull()
      const ownersLink = linkIn(lastMailTo(server.outboxDir, victim.email))
      expect((await clientFor(server).auth.signUp(attacker)).error).toBeNull()
      expect(readOutbox(server.outboxDir)).toHaveLength(2)
      expect((await openLink(ownersLink)).fragment.get('error_code')).toBe('otp_expired')

      // A link always confirms the password of the sign-up that sent it.
      await pastResendInterval(server)
      expect((await clientFor(server).auth.signUp(victim)).error).toBeNull()
      const last = await openLink(linkIn(lastMailTo(server.outboxDir, victim.email)))
      expect(last.fragment.get('type')).toBe('signup')
      expect((await clientFor(server).auth.signInWithPassword(victim)).error).toBeNull()
      expect((await clientFor(server).auth.signInWithPassword(attacker)).error?.code).toBe(
        'invalid_credentials',
      )
    })

    it('a sign-up that read the account before its confirmation writes nothing over it', async () => {
      const server = await startServer({ authEmailConfirm: true })
      const { firstLink } = await attackerSignsUp(server)
      const { db } = server.deps
      const read = await db
        .selectFrom('users')
        .selectAll()
        .where('email', '=', victim.email)
        .executeTakeFirstOrThrow()
      // The owner clicks between the squatter's read of the account and his write.
      expect((await openLink(firstLink)).fragment.get('type')).toBe('signup')
      const late = await updatePendingUser(db, read.id, read.encrypted_password, {
        encrypted_password: 'overwritten',
      })
      expect(late).toBeUndefined()
      // Nor over a password changed since (another sign-up won the race).
      const other = await updatePendingUser(db, read.id, 'some other hash', { updated_at: 'x' })
      expect(other).toBeUndefined()
      const row = await db
        .selectFrom('users')
        .select('encrypted_password')
        .where('id', '=', read.id)
        .executeTakeFirstOrThrow()
      expect(row.encrypted_password).toBe(read.encrypted_password)
    })

    it('a recovery link to a pending address confirms it, but not the sign-up’s password', async () => {
      const server = await startServer({ authEmailConfirm: true })
      const { refreshToken } = await attackerSignsUp(server)
      // The owner, rather than signing up, asks for a new password.
      expect((await clientFor(server).auth.resetPasswordForEmail(victim.email)).error).toBeNull()
      const opened = await openLink(linkIn(lastMailTo(server.outboxDir, victim.email)))
      expect(opened.fragment.get('type')).toBe('recovery')
      const stale = await clientFor(server).auth.refreshSession({ refresh_token: refreshToken })
      expect(stale.error?.code).toBe('refresh_token_not_found')
      expect((await clientFor(server).auth.signInWithPassword(attacker)).error?.code).toBe(
        'invalid_credentials',
      )
      const owner = clientFor(server)
      await owner.auth.setSession({
        access_token: opened.fragment.get('access_token')!,
        refresh_token: opened.fragment.get('refresh_token')!,
      })
      expect((await owner.auth.updateUser({ password: victim.password })).error).toBeNull()
      expect((await clientFor(server).auth.signInWithPassword(victim)).error).toBeNull()
    })

    it('the confirmation ends every session the account had before it', async () => {
      const server = await startServer({ authEmailConfirm: true })
      const { firstLink, refreshToken } = await attackerSignsUp(server)
      // Even the link of the one sign-up there was: sessions from before the click all end.
      const opened = await openLink(firstLink)
      expect(opened.fragment.get('type')).toBe('signup')
      const stale = await clientFor(server).auth.refreshSession({ refresh_token: refreshToken })
      expect(stale.error?.code).toBe('refresh_token_not_found')
      const rows = await server.deps.db.selectFrom('sessions').select('id').execute()
      expect(rows).toHaveLength(1)
      const fresh = await clientFor(server).auth.refreshSession({
        refresh_token: opened.fragment.get('refresh_token')!,
      })
      expect(fresh.error).toBeNull()
    })
  })

  it('leaves no account behind when the confirmation cannot be sent', async () => {
    const server = await startServer({ authEmailConfirm: true })
    const failingMailer = { send: () => Promise.reject(new Error('SMTP is down')) }
    const app = withTestClient(createApp({ ...server.deps, mailer: failingMailer }))
    const response = await app.request(`${server.url}/auth/v1/signup`, {
      method: 'POST',
      headers: { apikey: server.anonKey, 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'unlucky@example.com', password: 'unlucky pass 1' }),
    })
    expect(response.status).toBe(500)
    expect(await response.json()).toMatchObject({
      code: 'unexpected_failure',
      message: 'Error sending confirmation email',
    })
    expect(await server.deps.db.selectFrom('users').select('id').execute()).toEqual([])
    // Once mail works again, the same sign-up goes through.
    const { error } = await clientFor(server).auth.signUp({
      email: 'unlucky@example.com',
      password: 'unlucky pass 1',
    })
    expect(error).toBeNull()
  })

  it('redirects an invalid or expired link with otp_expired', async () => {
    const server = await startServer({ authEmailConfirm: true })
    const opened = await openLink(
      `${server.url}/auth/v1/verify?token=not-a-real-token&type=signup&redirect_to=${encodeURIComponent(`${server.url}/welcome`)}`,
    )
    expect(opened.status).toBe(303)
    expect(opened.location).toBe(
      `${server.url}/welcome#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired`,
    )

    await clientFor(server).auth.signUp({ email: 'slow@example.com', password: 'slow reader 1' })
    const link = linkIn(lastMailTo(server.outboxDir, 'slow@example.com'))
    await server.deps.db
      .updateTable('users')
      .set({ confirmation_sent_at: new Date(Date.now() - 25 * 3600_000).toISOString() })
      .execute()
    expect((await openLink(link)).fragment.get('error_code')).toBe('otp_expired')
  })
})

describe('sign-up without e-mail confirmation', () => {
  it('user signs up and is signed in at once', async () => {
    const server = await startServer({ authEmailConfirm: false })
    const supabase = clientFor(server)
    const { data, error } = await supabase.auth.signUp({
      email: 'Bo@Example.com',
      password: 'quick start please',
      options: { data: { full_name: 'Bo Diaz' } },
    })
    expect(error).toBeNull()
    expect(data.session?.token_type).toBe('bearer')
    expect(data.session?.expires_in).toBe(3600)
    expect(data.session?.refresh_token).toMatch(/^[a-z0-9]{32}$/)
    expect(data.user?.email).toBe('bo@example.com')
    expect(data.user?.email_confirmed_at).toBeTruthy()
    expect(data.user?.last_sign_in_at).toBeTruthy()
    expect(data.user?.user_metadata).toEqual({ full_name: 'Bo Diaz', email_verified: true })
    expect(readOutbox(server.outboxDir)).toEqual([])

    const { data: me } = await supabase.auth.getUser()
    expect(me.user?.id).toBe(data.user?.id)
  })

  it('refuses a taken, confirmed address with user_already_exists', async () => {
    const server = await startServer({ authEmailConfirm: false })
    await createUser(server, 'taken@example.com', 'first password!')
    const { data, error } = await clientFor(server).auth.signUp({
      email: 'TAKEN@example.com',
      password: 'another password',
    })
    expect(data.session).toBeNull()
    expect(error?.status).toBe(422)
    expect(error?.code).toBe('user_already_exists')
    expect(error?.message).toBe('User already registered')
  })

  it('confirms a pending account only for its own password', async () => {
    const confirming = await startServer({ authEmailConfirm: true })
    await clientFor(confirming).auth.signUp({
      email: 'pend@example.com',
      password: 'my own secret',
    })
    // Same database, now without confirmation: reuse the first server's database handle.
    const app = withTestClient(
      createApp({
        ...confirming.deps,
        config: { ...confirming.deps.config, authEmailConfirm: false },
      }),
    )
    const signUp = (password: string) =>
      app.request(`${confirming.url}/auth/v1/signup`, {
        method: 'POST',
        headers: { apikey: confirming.anonKey, 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: 'pend@example.com', password }),
      })
    const stranger = await signUp('someone elses')
    expect(stranger.status).toBe(422)
    expect(((await stranger.json()) as { code: string }).code).toBe('user_already_exists')
    const owner = await signUp('my own secret')
    expect(owner.status).toBe(200)
    const session = (await owner.json()) as {
      access_token: string
      user: { email_confirmed_at?: string }
    }
    expect(session.access_token).toBeTruthy()
    expect(session.user.email_confirmed_at).toBeTruthy()
  })
})

describe('sign-up input', () => {
  it('rejects bad e-mail addresses with GoTrue messages', async () => {
    const server = await startServer()
    const supabase = clientFor(server)
    const cases: [string, string][] = [
      ['not-an-email', 'Unable to validate email address: invalid format'],
      [`${'a'.repeat(250)}@example.com`, 'An email address is too long'],
    ]
    for (const [email, message] of cases) {
      const { error } = await supabase.auth.signUp({ email, password: 'good password 1' })
      expect(error?.status, email).toBe(400)
      expect(error?.code, email).toBe('validation_failed')
      expect(error?.message, email).toBe(message)
    }
    const noPassword = await supabase.auth.signUp({ email: 'x@example.com', password: '' })
    expect(noPassword.error?.message).toBe('Signup requires a valid password')
    const anonymous = await supabase.auth.signUp({ email: '', password: 'good password 1' })
    expect(anonymous.error?.status).toBe(422)
    expect(anonymous.error?.code).toBe('anonymous_provider_disabled')
  })

  it('rejects weak passwords with the reasons supabase-js reports', async () => {
    const server = await startServer()
    const supabase = clientFor(server)
    const cases: [string, string[], string][] = [
      ['abc', ['length'], 'Password should be at least 6 characters.'],
      [
        'password1',
        ['pwned'],
        'Password is known to be weak and easy to guess, please choose a different one.',
      ],
      [
        '123456789',
        ['pwned'],
        'Password is known to be weak and easy to guess, please choose a different one.',
      ],
      [
        '1234',
        ['length', 'pwned'],
        'Password should be at least 6 characters. Password is known to be weak and easy to guess, please choose a different one.',
      ],
    ]
    for (const [password, reasons, message] of cases) {
      const { error } = await supabase.auth.signUp({ email: 'weak@example.com', password })
      expect(error?.name, password).toBe('AuthWeakPasswordError')
      expect(error?.status, password).toBe(422)
      expect(error?.code, password).toBe('weak_password')
      expect((error as AuthError & { reasons: string[] }).reasons, password).toEqual(reasons)
      expect(error?.message, password).toBe(message)
    }
  })

  it('accepts a 72-character password and rejects 73', async () => {
    const server = await startServer({ authEmailConfirm: false })
    const supabase = clientFor(server)
    const long = await supabase.auth.signUp({ email: 'long@example.com', password: 'p'.repeat(73) })
    expect(long.error?.status).toBe(400)
    expect(long.error?.code).toBe('validation_failed')
    expect(long.error?.message).toBe('Password cannot be longer than 72 characters')

    const exact = await supabase.auth.signUp({
      email: 'long@example.com',
      password: 'q'.repeat(72),
    })
    expect(exact.error).toBeNull()
    const signIn = await clientFor(server).auth.signInWithPassword({
      email: 'long@example.com',
      password: 'q'.repeat(72),
    })
    expect(signIn.error).toBeNull()
  })

  it('refuses user metadata nested more than 100 levels deep, at sign-up and on update', async () => {
    // Found by the fuzzer (npm run test:fuzz): 3,000 levels made sign-up a 500 after the account was
    // stored (signing the access token overflowed the stack), and every sign-in after it.
    const server = await startServer({ authEmailConfirm: false })
    const nested = (levels: number) => '{"a":'.repeat(levels) + '1' + '}'.repeat(levels)
    const raw = (path: string, method: string, body: string, token = server.anonKey) =>
      fetch(`${server.url}/auth/v1${path}`, {
        method,
        headers: {
          apikey: server.anonKey,
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
        },
        body: method === 'GET' ? undefined : body,
      })
    const credentials = '"email":"deep@example.com","password":"deep enough pass"'

    for (const levels of [101, 3000]) {
      // `data` itself is the first level.
      const refused = await raw('/signup', 'POST', `{${credentials},"data":${nested(levels)}}`)
      expect(refused.status, String(levels)).toBe(400)
      expect(await refused.json()).toMatchObject({
        code: 'bad_json',
        message: 'Could not parse request body as JSON: data: exceeded max depth of 100',
      })
    }
    const nothingStored = await clientFor(server).auth.signInWithPassword({
      email: 'deep@example.com',
      password: 'deep enough pass',
    })
    expect(nothingStored.error?.code).toBe('invalid_credentials')

    const accepted = await raw('/signup', 'POST', `{${credentials},"data":${nested(100)}}`)
    expect(accepted.status).toBe(200)
    const { access_token: token } = (await accepted.json()) as { access_token: string }
    const update = await raw('/user', 'PUT', `{"data":{"b":${nested(100)}}}`, token)
    expect(update.status).toBe(400)
    expect(((await update.json()) as { code: string }).code).toBe('bad_json')
    const me = await raw('/user', 'GET', '', token)
    expect(((await me.json()) as { user_metadata: object }).user_metadata).not.toHaveProperty('b')
  })
})

describe('sign-in', () => {
  it('user signs in with a password and gets a GoTrue session and access token', async () => {
    const server = await startServer()
    const user = await createUser(server, 'cy@example.com', 'cy password 1')
    const { data, error } = await clientFor(server).auth.signInWithPassword({
      email: 'Cy@Example.com',
      password: 'cy password 1',
    })
    expect(error).toBeNull()
    const session = data.session!
    expect(session.token_type).toBe('bearer')
    expect(session.expires_in).toBe(3600)
    expect(data.user?.last_sign_in_at).toBeTruthy()
    expect(data.weakPassword).toBeUndefined()

    const header = JSON.parse(
      Buffer.from(session.access_token.split('.')[0]!, 'base64url').toString(),
    ) as object
    expect(header).toEqual({ alg: 'HS256', typ: 'JWT' })
    const claims = decodeJwt(session.access_token)
    expect(Object.keys(claims)).toEqual([
      'iss',
      'sub',
      'aud',
      'exp',
      'iat',
      'email',
      'phone',
      'app_metadata',
      'user_metadata',
      'role',
      'aal',
      'amr',
      'session_id',
      'is_anonymous',
    ])
    expect(claims).toMatchObject({
      iss: `${server.url}/auth/v1`,
      sub: user.id,
      aud: 'authenticated',
      email: 'cy@example.com',
      phone: '',
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: {},
      role: 'authenticated',
      aal: 'aal1',
      is_anonymous: false,
    })
    expect(claims.exp).toBe((claims.iat as number) + 3600)
    expect(session.expires_at).toBe(claims.exp)
    expect(claims.amr).toEqual([{ method: 'password', timestamp: claims.iat }])
    expect(claims.session_id).toMatch(/^[0-9a-f-]{36}$/)
  })

  it('says only "Invalid login credentials" for a wrong password and for an unknown e-mail', async () => {
    const server = await startServer()
    await createUser(server, 'dee@example.com', 'dee password 1')
    const supabase = clientFor(server)
    for (const [email, password] of [
      ['dee@example.com', 'not her password'],
      ['nobody@example.com', 'dee password 1'],
    ] as const) {
      const { data, error } = await supabase.auth.signInWithPassword({ email, password })
      expect(data.session).toBeNull()
      expect(error?.name).toBe('AuthApiError')
      expect(error?.status).toBe(400)
      expect(error?.code).toBe('invalid_credentials')
      expect(error?.message).toBe('Invalid login credentials')
    }
  })

  it('takes about as long for an unknown e-mail as for a wrong password', async () => {
    const server = await startServer()
    await createUser(server, 'eve@example.com', 'eve password 1')
    const supabase = clientFor(server)
    const time = async (email: string) => {
      const started = performance.now()
      const { error } = await supabase.auth.signInWithPassword({
        email,
        password: 'wrong password',
      })
      expect(error?.code).toBe('invalid_credentials')
      return performance.now() - started
    }
    await time('warm-up@example.com')
    const median = (values: number[]) =>
      values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!
    const known: number[] = []
    const unknown: number[] = []
    for (let i = 0; i < 5; i++) {
      known.push(await time('eve@example.com'))
      unknown.push(await time(`ghost${i}@example.com`))
    }
    const ratio = median(unknown) / median(known)
    expect(ratio).toBeGreaterThan(0.5)
    expect(ratio).toBeLessThan(2)
  })

  it('warns about a stored password that no longer meets the rules', async () => {
    const server = await startServer()
    // Stored before the list was introduced, say.
    await createUser(server, 'old@example.com', 'password1')
    const { data, error } = await clientFor(server).auth.signInWithPassword({
      email: 'old@example.com',
      password: 'password1',
    })
    expect(error).toBeNull()
    expect(data.session).toBeTruthy()
    expect(data.weakPassword).toEqual({
      message: 'Password is known to be weak and easy to guess, please choose a different one.',
      reasons: ['pwned'],
    })
  })

  it('locks an e-mail out from one client address after 10 failed sign-ins, without counting successes', async () => {
    // No waiting between attempts here (the progressive delay has tests of its own).
    const server = await startServer({}, { auth: { signInDelayMs: () => 0 } })
    await createUser(server, 'fay@example.com', 'fay password 1')
    const supabase = clientFor(server)
    for (let i = 0; i < 3; i++) {
      expect(
        (
          await supabase.auth.signInWithPassword({
            email: 'fay@example.com',
            password: 'fay password 1',
          })
        ).error,
      ).toBeNull()
    }
    for (let i = 0; i < 10; i++) {
      const { error } = await supabase.auth.signInWithPassword({
        email: 'fay@example.com',
        password: `wrong ${i}`,
      })
      expect(error?.code).toBe('invalid_credentials')
    }
    const locked = await supabase.auth.signInWithPassword({
      email: 'FAY@example.com',
      password: 'fay password 1',
    })
    expect(locked.error?.status).toBe(429)
    expect(locked.error?.code).toBe('over_request_rate_limit')
    expect(locked.error?.message).toBe('Request rate limit reached')
    // Another address is unaffected.
    const other = await supabase.auth.signInWithPassword({
      email: 'gus@example.com',
      password: 'x',
    })
    expect(other.error?.code).toBe('invalid_credentials')
  })
})

describe('the signed-in user', () => {
  it('reads and updates user_metadata: keys merge, null deletes', async () => {
    const server = await startServer()
    await createUser(server, 'hal@example.com', 'hal password 1')
    const { client } = await signedInClient(server, 'hal@example.com', 'hal password 1')

    const first = await client.auth.updateUser({ data: { full_name: 'Hal Ito', city: 'Lisbon' } })
    expect(first.error).toBeNull()
    const verified = { email_verified: true }
    expect(first.data.user?.user_metadata).toEqual({
      ...verified,
      full_name: 'Hal Ito',
      city: 'Lisbon',
    })

    const second = await client.auth.updateUser({ data: { city: null, plan: 'gold' } })
    expect(second.data.user?.user_metadata).toEqual({
      ...verified,
      full_name: 'Hal Ito',
      plan: 'gold',
    })

    const { data } = await client.auth.getUser()
    expect(data.user?.user_metadata).toEqual({ ...verified, full_name: 'Hal Ito', plan: 'gold' })
    // The session's copy follows (supabase-js stores the PUT answer).
    const { data: stored } = await client.auth.getSession()
    expect(stored.session?.user.user_metadata).toEqual({
      ...verified,
      full_name: 'Hal Ito',
      plan: 'gold',
    })
  })

  it('refuses app_metadata changes', async () => {
    const server = await startServer()
    await createUser(server, 'ivy@example.com', 'ivy password 1')
    const { client } = await signedInClient(server, 'ivy@example.com', 'ivy password 1')
    const { error } = await client.auth.updateUser({
      app_metadata: { role: 'staff' },
    } as UserAttributes)
    expect(error?.status).toBe(403)
    expect(error?.code).toBe('not_admin')
    expect(error?.message).toBe('Updating app_metadata requires admin privileges')
    const { data } = await client.auth.getUser()
    expect(data.user?.app_metadata.role).toBeUndefined()
  })

  it('changes the password: same one refused, weak one refused, other sessions signed out', async () => {
    const server = await startServer()
    await createUser(server, 'jo@example.com', 'jo password 1')
    const { client: laptop } = await signedInClient(server, 'jo@example.com', 'jo password 1')
    const { client: phone, session: phoneSession } = await signedInClient(
      server,
      'jo@example.com',
      'jo password 1',
    )

    const same = await laptop.auth.updateUser({ password: 'jo password 1' })
    expect(same.error?.status).toBe(422)
    expect(same.error?.code).toBe('same_password')
    expect(same.error?.message).toBe('New password should be different from the old password.')

    const weak = await laptop.auth.updateUser({ password: 'qwerty' })
    expect(weak.error?.name).toBe('AuthWeakPasswordError')

    const changed = await laptop.auth.updateUser({ password: 'jo brand new password' })
    expect(changed.error).toBeNull()

    // This session lives on; the phone's is gone, refresh token included.
    expect((await laptop.auth.getUser()).error).toBeNull()
    const phoneUser = await phone.auth.getUser()
    expect(phoneUser.error?.name).toBe('AuthSessionMissingError')
    const phoneRefresh = await clientFor(server).auth.refreshSession({
      refresh_token: phoneSession.refresh_token,
    })
    expect(phoneRefresh.error?.code).toBe('refresh_token_not_found')

    const old = await clientFor(server).auth.signInWithPassword({
      email: 'jo@example.com',
      password: 'jo password 1',
    })
    expect(old.error?.code).toBe('invalid_credentials')
    const fresh = await clientFor(server).auth.signInWithPassword({
      email: 'jo@example.com',
      password: 'jo brand new password',
    })
    expect(fresh.error).toBeNull()
  })

  it('changes the e-mail address only after the links to both addresses are followed, and tells the old one', async () => {
    const server = await startServer()
    await createUser(server, 'kai@example.com', 'kai password 1')
    const { client } = await signedInClient(server, 'kai@example.com', 'kai password 1')

    const { data, error } = await client.auth.updateUser(
      { email: 'Kai.New@example.com' },
      { emailRedirectTo: `${server.url}/account` },
    )
    expect(error).toBeNull()
    expect(data.user?.email).toBe('kai@example.com')
    expect(data.user?.new_email).toBe('kai.new@example.com')
    expect(data.user?.email_change_sent_at).toBeTruthy()

    const toNew = lastMailTo(server.outboxDir, 'kai.new@example.com')
    const toCurrent = lastMailTo(server.outboxDir, 'kai@example.com')
    expect(toNew?.subject).toBe('Renew Medical: confirm your new e-mail address')
    expect(toCurrent?.subject).toBe('Renew Medical: confirm the change of your e-mail address')
    expect(linkIn(toNew)).not.toBe(linkIn(toCurrent))

    // The new address alone does not move the account (a stolen session could own it).
    const first = await openLink(linkIn(toNew))
    expect(first.base).toBe(`${server.url}/account`)
    expect(first.fragment.get('message')).toBe(
      'Confirmation link accepted. Please proceed to confirm link sent to the other email',
    )
    expect(first.fragment.get('access_token')).toBeNull()
    expect((await client.auth.getUser()).data.user?.email).toBe('kai@example.com')
    // A link works once.
    expect((await openLink(linkIn(toNew))).fragment.get('error_code')).toBe('otp_expired')

    const opened = await openLink(linkIn(toCurrent))
    expect(opened.base).toBe(`${server.url}/account`)
    expect(opened.fragment.get('type')).toBe('email_change')
    const notice = lastMailTo(server.outboxDir, 'kai@example.com')
    expect(notice?.subject).toBe('Renew Medical: your e-mail address was changed')

    const { data: after } = await client.auth.getUser()
    expect(after.user?.email).toBe('kai.new@example.com')
    expect(after.user?.new_email).toBeUndefined()
    const signIn = await clientFor(server).auth.signInWithPassword({
      email: 'kai.new@example.com',
      password: 'kai password 1',
    })
    expect(signIn.error).toBeNull()
  })
})

describe('password recovery', () => {
  it('answers unknown addresses like known ones, and mails known ones a sign-in link', async () => {
    const server = await startServer()
    await createUser(server, 'lea@example.com', 'lea password 1')
    const supabase = clientFor(server)

    const unknown = await supabase.auth.resetPasswordForEmail('nobody@example.com')
    expect(unknown).toEqual({ data: {}, error: null })
    expect(readOutbox(server.outboxDir)).toEqual([])

    const known = await supabase.auth.resetPasswordForEmail('Lea@example.com', {
      redirectTo: `${server.url}/reset-password`,
    })
    expect(known).toEqual({ data: {}, error: null })
    const mail = lastMailTo(server.outboxDir, 'lea@example.com')
    expect(mail?.subject).toBe('Renew Medical: reset your password')

    const opened = await openLink(linkIn(mail))
    expect(opened.status).toBe(303)
    expect(opened.base).toBe(`${server.url}/reset-password`)
    expect(opened.fragment.get('type')).toBe('recovery')

    const browser = clientFor(server)
    await browser.auth.setSession({
      access_token: opened.fragment.get('access_token')!,
      refresh_token: opened.fragment.get('refresh_token')!,
    })
    expect((await browser.auth.updateUser({ password: 'lea recovered pass' })).error).toBeNull()
    const signIn = await clientFor(server).auth.signInWithPassword({
      email: 'lea@example.com',
      password: 'lea recovered pass',
    })
    expect(signIn.error).toBeNull()

    // Again within the minute: the same empty answer as for anyone, and no second mail.
    const mailsBefore = readOutbox(server.outboxDir).length
    const tooSoon = await supabase.auth.resetPasswordForEmail('lea@example.com')
    expect(tooSoon).toEqual({ data: {}, error: null })
    expect(readOutbox(server.outboxDir)).toHaveLength(mailsBefore)
  })
})
