import { describe, expect, it } from 'vitest'

import type { TestServer } from '../testing'
import {
  clientFor,
  createUser,
  decodeJwt,
  signedInClient,
  signTestJwt,
  useTestServers,
} from './auth-testing'
import { createGateCookieValue, isStaffGateSessionValid } from './staff-session'

// Sessions and refresh tokens (docs/wire-contract.md: Refresh grant, Sign-out, Refresh tokens),
// through supabase-js.

const startServer = useTestServers()

async function serverWithUser(options: Parameters<typeof startServer>[1] = {}) {
  const server = await startServer({}, options)
  await createUser(server, 'max@example.com', 'max password 1')
  return server
}

const refresh = (server: TestServer, refreshToken: string) =>
  // A new client each time: supabase-js caches a failed refresh per token for a minute.
  clientFor(server).auth.refreshSession({ refresh_token: refreshToken })

describe('refresh tokens', () => {
  it('rotate on every refresh; the new access token keeps the session and the sign-in time', async () => {
    const server = await serverWithUser()
    const { client, session } = await signedInClient(server, 'max@example.com', 'max password 1')
    const { data, error } = await client.auth.refreshSession()
    expect(error).toBeNull()
    const next = data.session!
    expect(next.refresh_token).toMatch(/^[a-z0-9]{32}$/)
    expect(next.refresh_token).not.toBe(session.refresh_token)
    expect(next.user.email).toBe('max@example.com')
    const before = decodeJwt(session.access_token)
    const after = decodeJwt(next.access_token)
    expect(after.session_id).toBe(before.session_id)
    expect(after.amr).toEqual(before.amr)
    expect((await client.auth.getUser()).error).toBeNull()

    // Only hashes are stored.
    const stored = await server.deps.db.selectFrom('refresh_tokens').select('token_hash').execute()
    expect(stored.map((row) => row.token_hash)).not.toContain(next.refresh_token)
    expect(stored.map((row) => row.token_hash)).not.toContain(session.refresh_token)
  })

  it('give the current token again when the previous one comes back (a lost response)', async () => {
    const server = await serverWithUser()
    const { session } = await signedInClient(server, 'max@example.com', 'max password 1')
    const first = await refresh(server, session.refresh_token)
    expect(first.error).toBeNull()
    const retried = await refresh(server, session.refresh_token)
    expect(retried.error).toBeNull()
    expect(retried.data.session?.refresh_token).toBe(first.data.session?.refresh_token)
    expect(retried.data.session?.access_token).toBeTruthy()
    // That token still rotates normally afterwards.
    const next = await refresh(server, first.data.session!.refresh_token)
    expect(next.error).toBeNull()
    expect(next.data.session?.refresh_token).not.toBe(first.data.session?.refresh_token)
  })

  it('give every concurrent refresh of one token the same new token', async () => {
    const server = await serverWithUser()
    const { session } = await signedInClient(server, 'max@example.com', 'max password 1')
    // Raw requests: supabase-js would retry a 5xx and hide a lost race.
    const responses = await Promise.all(
      Array.from({ length: 8 }, () =>
        fetch(`${server.url}/auth/v1/token?grant_type=refresh_token`, {
          method: 'POST',
          headers: { apikey: server.anonKey, 'Content-Type': 'application/json' },
          body: JSON.stringify({ refresh_token: session.refresh_token }),
        }),
      ),
    )
    expect(responses.map((response) => response.status)).toEqual(Array(8).fill(200))
    const bodies = (await Promise.all(responses.map((response) => response.json()))) as {
      refresh_token: string
    }[]
    expect(new Set(bodies.map((body) => body.refresh_token)).size).toBe(1)
    const rows = await server.deps.db.selectFrom('refresh_tokens').select('id').execute()
    expect(rows).toHaveLength(2)
  })

  it('kill the whole session when an old token is reused outside the reuse interval', async () => {
    const server = await serverWithUser({ auth: { refreshTokenReuseIntervalMs: 0 } })
    const { client, session } = await signedInClient(server, 'max@example.com', 'max password 1')
    const t1 = (await refresh(server, session.refresh_token)).data.session!.refresh_token
    const t2 = (await refresh(server, t1)).data.session!.refresh_token

    const reused = await refresh(server, session.refresh_token)
    expect(reused.error?.status).toBe(400)
    expect(reused.error?.code).toBe('refresh_token_already_used')
    expect(reused.error?.message).toBe('Invalid Refresh Token: Already Used')

    // The family is dead: the current token, and the access tokens of the session too.
    const current = await refresh(server, t2)
    expect(current.data.session).toBeNull()
    expect(current.error?.name).toBe('AuthSessionMissingError')
    expect((await client.auth.getUser()).error?.name).toBe('AuthSessionMissingError')
    const revoked = await server.deps.db.selectFrom('refresh_tokens').select('revoked').execute()
    expect(revoked.map((row) => row.revoked)).toEqual([1, 1, 1])
  })

  it('rotate again when an old token is reused inside the interval (two tabs at once)', async () => {
    const server = await serverWithUser()
    const { session } = await signedInClient(server, 'max@example.com', 'max password 1')
    const t1 = (await refresh(server, session.refresh_token)).data.session!.refresh_token
    const t2 = (await refresh(server, t1)).data.session!.refresh_token
    const again = await refresh(server, session.refresh_token)
    expect(again.error).toBeNull()
    const t3 = again.data.session!.refresh_token
    expect([session.refresh_token, t1, t2]).not.toContain(t3)
    expect((await refresh(server, t3)).error).toBeNull()
  })

  it('reject malformed and unknown tokens with GoTrue errors', async () => {
    const server = await serverWithUser()
    const malformed = await refresh(server, 'short')
    expect(malformed.error?.code).toBe('validation_failed')
    expect(malformed.error?.message).toBe('Refresh token is not valid')
    const unknown = await refresh(server, 'a'.repeat(32))
    expect(unknown.error?.status).toBe(400)
    expect(unknown.error?.code).toBe('refresh_token_not_found')
    expect(unknown.error?.message).toBe('Invalid Refresh Token: Refresh Token Not Found')
  })
})

describe('sign-out', () => {
  async function twoSessions(server: TestServer) {
    const a = await signedInClient(server, 'max@example.com', 'max password 1')
    const b = await signedInClient(server, 'max@example.com', 'max password 1')
    return { a, b }
  }

  it('global ends every session of the user', async () => {
    const server = await serverWithUser()
    const { a, b } = await twoSessions(server)
    expect((await a.client.auth.signOut({ scope: 'global' })).error).toBeNull()
    expect((await a.client.auth.getSession()).data.session).toBeNull()
    expect((await b.client.auth.getUser()).error?.name).toBe('AuthSessionMissingError')
    expect((await refresh(server, a.session.refresh_token)).error?.code).toBe(
      'refresh_token_not_found',
    )
    expect(await server.deps.db.selectFrom('sessions').selectAll().execute()).toEqual([])
  })

  it('local ends only this session', async () => {
    const server = await serverWithUser()
    const { a, b } = await twoSessions(server)
    expect((await a.client.auth.signOut({ scope: 'local' })).error).toBeNull()
    expect((await b.client.auth.getUser()).error).toBeNull()
    // The old access token of the ended session is refused (session lookup).
    const response = await fetch(`${server.url}/auth/v1/user`, {
      headers: { apikey: server.anonKey, Authorization: `Bearer ${a.session.access_token}` },
    })
    expect(response.status).toBe(403)
    expect(((await response.json()) as { code: string }).code).toBe('session_not_found')
  })

  it('others ends every session but this one', async () => {
    const server = await serverWithUser()
    const { a, b } = await twoSessions(server)
    expect((await a.client.auth.signOut({ scope: 'others' })).error).toBeNull()
    expect((await a.client.auth.getUser()).error).toBeNull()
    expect((await b.client.auth.getUser()).error?.name).toBe('AuthSessionMissingError')
  })

  it('answers 204 with no body, and refuses an unknown scope', async () => {
    const server = await serverWithUser()
    const { session } = await signedInClient(server, 'max@example.com', 'max password 1')
    const headers = { apikey: server.anonKey, Authorization: `Bearer ${session.access_token}` }
    const bad = await fetch(`${server.url}/auth/v1/logout?scope=everyone`, {
      method: 'POST',
      headers,
    })
    expect(bad.status).toBe(400)
    expect(await bad.json()).toMatchObject({
      code: 'validation_failed',
      message: 'Unsupported logout scope "everyone"',
    })
    const ok = await fetch(`${server.url}/auth/v1/logout?scope=local`, { method: 'POST', headers })
    expect(ok.status).toBe(204)
    expect(await ok.text()).toBe('')
  })
})

describe('access tokens', () => {
  it('an expired access token is refused with bad_jwt', async () => {
    const server = await serverWithUser()
    const { session } = await signedInClient(server, 'max@example.com', 'max password 1')
    const claims = decodeJwt(session.access_token)
    const now = Math.floor(Date.now() / 1000)
    const expired = await signTestJwt({ ...claims, iat: now - 7200, exp: now - 3600 })
    const response = await fetch(`${server.url}/auth/v1/user`, {
      headers: {
        apikey: server.anonKey,
        Authorization: `Bearer ${expired}`,
        'X-Supabase-Api-Version': '2024-01-01',
      },
    })
    expect(response.status).toBe(403)
    expect(response.headers.get('x-supabase-api-version')).toBe('2024-01-01')
    expect(await response.json()).toMatchObject({
      code: 'bad_jwt',
      message:
        'invalid JWT: unable to parse or verify signature, token has invalid claims: token is expired',
    })

    // Through supabase-js: getUser with that token reports the same error.
    const { data, error } = await clientFor(server).auth.getUser(expired)
    expect(data.user).toBeNull()
    expect(error?.status).toBe(403)
    expect(error?.code).toBe('bad_jwt')
  })

  it('refuses tokens signed with another secret, the anon key, and no token at all', async () => {
    const server = await serverWithUser()
    const get = (authorization?: string) =>
      fetch(`${server.url}/auth/v1/user`, {
        headers: {
          apikey: server.anonKey,
          ...(authorization ? { Authorization: authorization } : {}),
        },
      }).then(async (response) => ({
        status: response.status,
        body: (await response.json()) as { code: string; message: string },
      }))

    const none = await get()
    expect(none).toEqual({
      status: 401,
      body: expect.objectContaining({
        code: 'no_authorization',
        message: 'This endpoint requires a valid Bearer token',
      }) as object,
    })
    const anon = await get(`Bearer ${server.anonKey}`)
    expect(anon.status).toBe(403)
    expect(anon.body.message).toBe('invalid claim: missing sub claim')
    const forged = await get(
      `Bearer ${server.anonKey.split('.').slice(0, 2).join('.')}.${'A'.repeat(43)}`,
    )
    expect(forged.status).toBe(403)
    expect(forged.body.message).toBe(
      'invalid JWT: unable to parse or verify signature, token signature is invalid: signature is invalid',
    )
  })
})

describe('the staff gate cookie', () => {
  const cookieFrom = (response: Response) => response.headers.get('set-cookie') ?? ''

  const signIn = (
    server: TestServer,
    email: string,
    password: string,
    headers: Record<string, string> = {},
  ) =>
    fetch(`${server.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { apikey: server.anonKey, 'Content-Type': 'application/json', ...headers },
      body: JSON.stringify({ email, password }),
    })

  it('is set when staff sign in, valid while the session lives, and cleared on sign-out', async () => {
    const server = await startServer()
    await createUser(server, 'staff@example.com', 'staff password 1', { staff: true })
    const response = await signIn(server, 'staff@example.com', 'staff password 1')
    expect(response.status).toBe(200)
    const setCookie = cookieFrom(response)
    expect(setCookie).toMatch(/^rm_staff=[0-9a-f-]{36}\.[A-Za-z0-9_-]{43};/)
    expect(setCookie).toContain('Max-Age=2592000')
    expect(setCookie).toContain('Path=/')
    expect(setCookie).toContain('HttpOnly')
    expect(setCookie).toContain('SameSite=Lax')
    expect(setCookie).not.toContain('Secure')
    const value = /^rm_staff=([^;]+)/.exec(setCookie)![1]!
    const session = (await response.json()) as { access_token: string; refresh_token: string }
    expect(value.startsWith(`${decodeJwt(session.access_token).session_id as string}.`)).toBe(true)
    expect(
      await isStaffGateSessionValid(
        server.deps.db,
        server.deps.secrets.jwtSecret,
        value,
        'optional',
      ),
    ).toBe(true)
    // The JWT role stays "authenticated"; staff is app_metadata.
    expect(decodeJwt(session.access_token)).toMatchObject({
      role: 'authenticated',
      app_metadata: { role: 'staff' },
    })

    // A refresh re-issues it for the same session.
    const refreshed = await fetch(`${server.url}/auth/v1/token?grant_type=refresh_token`, {
      method: 'POST',
      headers: { apikey: server.anonKey, 'Content-Type': 'application/json' },
      body: JSON.stringify({ refresh_token: session.refresh_token }),
    })
    expect(cookieFrom(refreshed)).toContain(`rm_staff=${value};`)

    const logout = await fetch(`${server.url}/auth/v1/logout?scope=local`, {
      method: 'POST',
      headers: { apikey: server.anonKey, Authorization: `Bearer ${session.access_token}` },
    })
    expect(logout.status).toBe(204)
    expect(cookieFrom(logout)).toMatch(/^rm_staff=;.*Max-Age=0/)
    expect(
      await isStaffGateSessionValid(
        server.deps.db,
        server.deps.secrets.jwtSecret,
        value,
        'optional',
      ),
    ).toBe(false)
  })

  it('is Secure when the visitor came over https through a trusted proxy', async () => {
    const server = await startServer({ trustProxy: 1 })
    await createUser(server, 'staff@example.com', 'staff password 1', { staff: true })
    const response = await signIn(server, 'staff@example.com', 'staff password 1', {
      'X-Forwarded-Proto': 'https',
    })
    expect(cookieFrom(response)).toContain('Secure')
  })

  it('is never set for other users, and a forged or foreign one is refused', async () => {
    const server = await serverWithUser()
    const response = await signIn(server, 'max@example.com', 'max password 1')
    expect(response.status).toBe(200)
    expect(response.headers.get('set-cookie')).toBeNull()
    const { access_token } = (await response.json()) as { access_token: string }
    const sessionId = decodeJwt(access_token).session_id as string

    const secret = server.deps.secrets.jwtSecret
    // Correctly signed, but the session's user is not staff.
    expect(
      await isStaffGateSessionValid(
        server.deps.db,
        secret,
        createGateCookieValue(secret, sessionId),
        'optional',
      ),
    ).toBe(false)
    // Signed with another secret.
    expect(
      await isStaffGateSessionValid(
        server.deps.db,
        secret,
        createGateCookieValue('another-secret-of-enough-length!!', sessionId),
        'optional',
      ),
    ).toBe(false)
    for (const junk of [undefined, '', 'x', `${sessionId}.`, `${sessionId}.abc`, 'a.b.c']) {
      expect(await isStaffGateSessionValid(server.deps.db, secret, junk, 'optional')).toBe(false)
    }
  })
})
