import { describe, expect, it } from 'vitest'

import type { TestServer } from '../testing'
import { clientFor, signTestJwt, useTestServers } from './auth-testing'

// What sits in front of the handlers: the apikey gateway, CORS, body rules, rate limits
// and the error shape (docs/wire-contract.md: Transport, Auth errors, Rate limits).

const startServer = useTestServers()

const post = (
  server: TestServer,
  path: string,
  body: string,
  headers: Record<string, string> = {},
) =>
  fetch(`${server.url}/auth/v1${path}`, {
    method: 'POST',
    headers: { apikey: server.anonKey, 'Content-Type': 'application/json', ...headers },
    body,
  })

describe('the apikey gateway', () => {
  it('refuses requests without an apikey, or with one we did not sign', async () => {
    const server = await startServer()
    const missing = await fetch(`${server.url}/auth/v1/settings`)
    expect(missing.status).toBe(401)
    expect(await missing.json()).toEqual({ message: 'No API key found in request' })

    const wrong = await fetch(`${server.url}/auth/v1/settings`, {
      headers: { apikey: 'sb_publishable_nope' },
    })
    expect(wrong.status).toBe(401)
    expect(await wrong.json()).toEqual({ message: 'Invalid API key' })

    // A JWT with our secret but not an API key role.
    const user = await signTestJwt({ role: 'authenticated', sub: crypto.randomUUID() })
    expect(
      (await fetch(`${server.url}/auth/v1/settings`, { headers: { apikey: user } })).status,
    ).toBe(401)

    // Through supabase-js: an AuthApiError with status 401.
    const client = clientFor({ ...server, anonKey: 'wrong-key' })
    const { error } = await client.auth.signInWithPassword({
      email: 'a@example.com',
      password: 'whatever1',
    })
    expect(error?.status).toBe(401)
    expect(error?.message).toBe('Invalid API key')
  })

  it('accepts the anon key and a service_role key signed with our secret', async () => {
    const server = await startServer()
    const serviceRole = await signTestJwt({ iss: 'renew-medical', role: 'service_role' })
    for (const apikey of [server.anonKey, serviceRole]) {
      const response = await fetch(`${server.url}/auth/v1/health`, { headers: { apikey } })
      expect(response.status).toBe(200)
      expect(await response.json()).toEqual({
        version: expect.any(String) as string,
        name: 'GoTrue',
        description: 'GoTrue is a user registration and authentication API',
        // Besides GoTrue's fields, the site's health report (health/health.ts).
        status: 'ok',
        database: 'ok',
        outboxBacklog: 0,
      })
    }
  })

  it('lets e-mail links and key discovery through without an apikey', async () => {
    const server = await startServer()
    const jwks = await fetch(`${server.url}/auth/v1/.well-known/jwks.json`)
    expect(jwks.status).toBe(200)
    expect(await jwks.json()).toEqual({ keys: [] })
    const verify = await fetch(`${server.url}/auth/v1/verify?token=x&type=signup`, {
      redirect: 'manual',
    })
    expect(verify.status).toBe(303)
  })
})

describe('CORS', () => {
  it('answers a preflight with 204 and the headers supabase-js sends', async () => {
    const server = await startServer({ corsOrigins: ['https://app.example'] })
    const response = await fetch(`${server.url}/auth/v1/token?grant_type=password`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'https://app.example',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers':
          'apikey, authorization, content-type, x-client-info, x-supabase-api-version',
      },
    })
    expect(response.status).toBe(204)
    expect(response.headers.get('access-control-allow-origin')).toBe('https://app.example')
    expect(response.headers.get('access-control-allow-credentials')).toBe('true')
    const allowed = response.headers.get('access-control-allow-headers') ?? ''
    for (const header of [
      'apikey',
      'authorization',
      'content-type',
      'x-client-info',
      'x-supabase-api-version',
    ]) {
      expect(allowed).toContain(header)
    }
    expect(response.headers.get('access-control-allow-methods')).toContain('PUT')
  })

  it('exposes the API version header so browsers can read error codes', async () => {
    const server = await startServer({ corsOrigins: ['https://app.example'] })
    const response = await post(
      server,
      '/token?grant_type=password',
      '{"email":"a@example.com","password":"x"}',
      {
        Origin: 'https://app.example',
      },
    )
    expect(response.status).toBe(400)
    expect(response.headers.get('access-control-expose-headers')).toContain(
      'X-Supabase-Api-Version',
    )
    expect(response.headers.get('access-control-allow-origin')).toBe('https://app.example')
  })

  it("allows the site's own origin on every API, and no other unless CORS_ORIGINS lists it", async () => {
    const server = await startServer({ corsOrigins: ['https://staging.example'] })
    const own = server.url
    const preflight = (path: string, origin: string) =>
      fetch(`${server.url}${path}`, {
        method: 'OPTIONS',
        headers: { Origin: origin, 'Access-Control-Request-Method': 'POST' },
      })
    for (const path of [
      '/auth/v1/token?grant_type=password',
      '/rest/v1/consultation_requests',
      '/storage/v1/object/public/hero-videos/x.mp4',
    ]) {
      for (const origin of [own, 'https://staging.example']) {
        const allowed = await preflight(path, origin)
        expect(allowed.status, `${path} from ${origin}`).toBe(204)
        expect(allowed.headers.get('access-control-allow-origin')).toBe(origin)
      }
      const foreign = await preflight(path, 'https://evil.example')
      expect(foreign.status, path).toBe(403)
      expect(foreign.headers.get('access-control-allow-origin')).toBeNull()
      expect(await foreign.json()).toEqual({
        message: 'Origin https://evil.example is not allowed to call this API',
      })
    }

    // A simple request from a foreign origin is answered, but without CORS headers the
    // browser keeps the answer from the page that sent it.
    const foreign = await post(
      server,
      '/token?grant_type=password',
      '{"email":"a@example.com","password":"x"}',
      { Origin: 'https://evil.example' },
    )
    expect(foreign.status).toBe(400)
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull()
    expect(foreign.headers.get('vary')).toContain('Origin')
  })

  it('takes the site origin from PUBLIC_URL when it is set', async () => {
    const server = await startServer({ publicUrl: 'https://renew.example' })
    const ask = (origin: string) =>
      fetch(`${server.url}/rest/v1/consultation_requests`, {
        method: 'OPTIONS',
        headers: { Origin: origin, 'Access-Control-Request-Method': 'POST' },
      })
    expect((await ask('https://renew.example')).status).toBe(204)
    expect((await ask(server.url)).status).toBe(403)
  })
})

describe('request bodies and the error shape', () => {
  it('gives errors in both GoTrue shapes, echoes the API version, and is never cached', async () => {
    const server = await startServer()
    const response = await post(
      server,
      '/token?grant_type=password',
      '{"email":"a@example.com","password":"nope"}',
    )
    expect(response.status).toBe(400)
    expect(response.headers.get('x-supabase-api-version')).toBe('2024-01-01')
    expect(response.headers.get('x-sb-error-code')).toBe('invalid_credentials')
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(await response.json()).toEqual({
      code: 'invalid_credentials',
      error_code: 'invalid_credentials',
      msg: 'Invalid login credentials',
      message: 'Invalid login credentials',
    })
    const ok = await fetch(`${server.url}/auth/v1/settings`, {
      headers: { apikey: server.anonKey },
    })
    expect(ok.headers.get('cache-control')).toBe('no-store')
  })

  it('answers broken JSON with bad_json and ignores unknown fields and nulls', async () => {
    const server = await startServer({ authEmailConfirm: false })
    const broken = await post(server, '/signup', '{"email": "a@example.com",')
    expect(broken.status).toBe(400)
    const body = (await broken.json()) as { code: string; message: string }
    expect(body.code).toBe('bad_json')
    expect(body.message).toMatch(/^Could not parse request body as JSON: .+/)

    const wrongType = await post(server, '/signup', '{"email": 42, "password": "good password 1"}')
    expect(((await wrongType.json()) as { code: string }).code).toBe('bad_json')

    const tolerant = await post(
      server,
      '/signup',
      JSON.stringify({
        email: 'tolerant@example.com',
        password: 'good password 1',
        phone: null,
        data: null,
        code_challenge: null,
        code_challenge_method: null,
        gotrue_meta_security: {},
        something_new: [1, 2, 3],
      }),
    )
    expect(tolerant.status).toBe(200)
  })

  it('refuses bodies over 1 MiB with request_entity_too_large', async () => {
    const server = await startServer()
    const response = await post(
      server,
      '/signup',
      JSON.stringify({
        email: 'big@example.com',
        password: 'good password 1',
        data: { x: 'x'.repeat(1024 * 1024) },
      }),
    )
    expect(response.status).toBe(413)
    expect(response.headers.get('x-supabase-api-version')).toBe('2024-01-01')
    expect(await response.json()).toMatchObject({
      code: 'request_entity_too_large',
      message: 'Request body too large (max 1048576 bytes)',
    })
  })

  it('refuses unknown grant types the way GoTrue does', async () => {
    const server = await startServer()
    const response = await post(server, '/token?grant_type=magic', '{}')
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({
      code: 'invalid_credentials',
      message: 'unsupported_grant_type',
    })
  })

  it('reports the settings supabase apps may read', async () => {
    const server = await startServer({ authEmailConfirm: false })
    const response = await fetch(`${server.url}/auth/v1/settings`, {
      headers: { apikey: server.anonKey },
    })
    const settings = (await response.json()) as { external: Record<string, boolean> } & Record<
      string,
      unknown
    >
    expect(settings.external.email).toBe(true)
    expect(settings.external.phone).toBe(false)
    expect(settings.external.google).toBe(false)
    expect(settings).toMatchObject({
      disable_signup: false,
      mailer_autoconfirm: true,
      phone_autoconfirm: false,
    })
  })
})

describe('rate limits', () => {
  it('answer a burst of /token requests from one IP with 429 after 30', async () => {
    const server = await startServer()
    const supabase = clientFor(server)
    const codes: (string | undefined)[] = []
    for (let i = 0; i < 31; i++) {
      // Distinct tokens: supabase-js caches a failed refresh per token.
      const token = i.toString(36).padStart(32, 'z')
      const { error } = await supabase.auth.refreshSession({ refresh_token: token })
      codes.push(error?.code)
    }
    expect(codes.slice(0, 30)).toEqual(Array(30).fill('refresh_token_not_found'))
    expect(codes[30]).toBe('over_request_rate_limit')

    const response = await post(
      server,
      '/token?grant_type=password',
      '{"email":"a@example.com","password":"x"}',
    )
    expect(response.status).toBe(429)
    expect(response.headers.get('retry-after')).toBeNull()
    expect(await response.json()).toMatchObject({
      code: 'over_request_rate_limit',
      message: 'Request rate limit reached',
    })
    // Other endpoints have their own buckets.
    expect(
      (await fetch(`${server.url}/auth/v1/settings`, { headers: { apikey: server.anonKey } }))
        .status,
    ).toBe(200)
  })

  it('key on the address the trusted proxy appended to X-Forwarded-For', async () => {
    const server = await startServer({ trustProxy: 1 })
    const refresh = (forwardedFor: string) =>
      post(server, '/token?grant_type=refresh_token', '{"refresh_token":"x"}', {
        'X-Forwarded-For': forwardedFor,
      })
    let last = 0
    for (let i = 0; i < 31; i++) last = (await refresh('203.0.113.7')).status
    expect(last).toBe(429)
    // Entries the client wrote itself, left of the proxy's, change nothing.
    expect((await refresh('198.51.100.9, 203.0.113.7')).status).toBe(429)
    // Another client behind the same proxy is not affected.
    expect((await refresh('198.51.100.2')).status).toBe(400)
  })
})
