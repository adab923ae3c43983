import { Hono } from 'hono'
import { afterEach, describe, expect, it } from 'vitest'

import { createLogger } from '../logger'
import { createMailer } from '../mail/mailer'
import { errorHandler } from '../middleware/error-handler'
import { createAnonKey } from '../secrets'
import {
  connectionFrom,
  createTestDatabase,
  TEST_CLIENT_ADDRESS,
  TEST_JWT_SECRET,
  testConfig,
} from '../testing'
import { AUTH_MOUNT_PATH, createAuthApp } from './auth-app'
import { API_KEY_EXEMPT_ROUTES } from './auth-http'

// The gateway's key check on /auth/v1 is on by default: a route is protected without being
// listed anywhere, and the few open routes are exempted by their pattern.

const closers: (() => Promise<void>)[] = []
afterEach(async () => {
  await Promise.all(closers.splice(0).map((close) => close()))
})

async function authAppWith(addRoutes: (auth: ReturnType<typeof createAuthApp>) => void) {
  const config = testConfig({ siteAccess: 'public' })
  const database = await createTestDatabase(config.dataDir)
  closers.push(() => database.close())
  const logger = createLogger('silent')
  const auth = createAuthApp({
    db: database.db,
    config,
    logger,
    secrets: { jwtSecret: TEST_JWT_SECRET },
    mailer: createMailer(config, logger),
  })
  addRoutes(auth)
  const app = new Hono()
  app.route(AUTH_MOUNT_PATH, auth)
  app.all(`${AUTH_MOUNT_PATH}/*`, (c) => c.json({ message: 'Not found' }, 404))
  app.onError(errorHandler(logger))
  return { app, auth, anonKey: await createAnonKey(TEST_JWT_SECRET) }
}

describe('the API key on /auth/v1', () => {
  it('protects a new route that no list names, on every method of its path', async () => {
    const { app, anonKey } = await authAppWith((auth) => {
      auth.get('/brand-new', (c) => c.json({ ok: true }))
    })
    const bare = await app.request(`${AUTH_MOUNT_PATH}/brand-new`)
    expect(bare.status).toBe(401)
    expect(await bare.json()).toEqual({ message: 'No API key found in request' })
    const wrongKey = await app.request(`${AUTH_MOUNT_PATH}/brand-new`, {
      headers: { apikey: 'not-a-key' },
    })
    expect(wrongKey.status).toBe(401)
    expect(await wrongKey.json()).toEqual({ message: 'Invalid API key' })
    const post = await app.request(`${AUTH_MOUNT_PATH}/brand-new`, { method: 'POST' })
    expect(post.status).toBe(401)
    const keyed = await app.request(`${AUTH_MOUNT_PATH}/brand-new`, {
      headers: { apikey: anonKey },
    })
    expect(keyed.status).toBe(200)
    expect(await keyed.json()).toEqual({ ok: true })
  })

  it('exempts exactly /verify and the JWKS, which are opened without a key', () => {
    expect([...API_KEY_EXEMPT_ROUTES].sort()).toEqual(['/.well-known/jwks.json', '/verify'])
  })

  it('keys every registered route but the exemptions, on its own method and others', async () => {
    const { app, auth } = await authAppWith(() => undefined)
    const routes = auth.routes.filter(
      (route) => route.path !== '/*' && !API_KEY_EXEMPT_ROUTES.has(route.path),
    )
    // The list comes from the app, so a route added later is checked without naming it here.
    expect(new Set(routes.map((route) => route.path))).toEqual(
      new Set([
        '/health',
        '/settings',
        '/signup',
        '/token',
        '/activity',
        '/logout',
        '/user',
        '/recover',
        '/otp',
        '/factors',
        '/factors/:factorId/challenge',
        '/factors/:factorId/verify',
        '/factors/:factorId',
      ]),
    )
    for (const { method, path } of routes) {
      const url = `${AUTH_MOUNT_PATH}${path.replace(/:\w+/g, 'x')}`
      for (const asked of [method === 'ALL' ? 'GET' : method, 'DELETE']) {
        const response = await app.request(url, { method: asked })
        expect(response.status, `${asked} ${path}`).toBe(401)
        expect(await response.json()).toEqual({ message: 'No API key found in request' })
      }
    }
  })

  it('lets the exempt routes answer without a key', async () => {
    const { app, auth } = await authAppWith(() => undefined)
    const registered = new Set(auth.routes.map((route) => route.path))
    for (const exempt of API_KEY_EXEMPT_ROUTES) expect(registered, exempt).toContain(exempt)
    const verify = await app.request(
      `${AUTH_MOUNT_PATH}/verify`,
      {},
      connectionFrom(TEST_CLIENT_ADDRESS),
    )
    expect(verify.status).toBe(400)
    expect(((await verify.json()) as { code: string }).code).toBe('validation_failed')
    const jwks = await app.request(`${AUTH_MOUNT_PATH}/.well-known/jwks.json`)
    expect(jwks.status).toBe(200)
    expect(await jwks.json()).toEqual({ keys: [] })
  })

  it('matches routes as the app does: a parameter is keyed, an exemption covers only its route', async () => {
    const { app, anonKey } = await authAppWith((auth) => {
      auth.get('/factors/:id', (c) => c.json({ id: c.req.param('id') }))
      auth.get('/verify/:token', (c) => c.json({ token: c.req.param('token') }))
    })
    for (const path of ['/factors/123', '/verify/abc']) {
      const bare = await app.request(`${AUTH_MOUNT_PATH}${path}`)
      expect(bare.status, path).toBe(401)
      expect(await bare.json()).toEqual({ message: 'No API key found in request' })
      const keyed = await app.request(`${AUTH_MOUNT_PATH}${path}`, { headers: { apikey: anonKey } })
      expect(keyed.status, path).toBe(200)
    }
    // Dot segments are resolved before routing: these reach /user, which is keyed.
    for (const path of ['/verify/../user', '/verify/%2e%2e/user']) {
      const response = await app.request(`${AUTH_MOUNT_PATH}${path}`)
      expect(response.status, path).toBe(401)
    }
    // Node 20's URL parser leaves `..` after a segment starting with a dot; no route has such a
    // path, so it is the 404 there and /user (keyed) where the parser resolves it.
    const dotted = await app.request(`${AUTH_MOUNT_PATH}/.well-known/../user`)
    expect([401, 404]).toContain(dotted.status)
    // Below an exempt or keyed path is no route at all: the 404, not the exempt route's answer.
    for (const path of ['/health/x', '/.well-known/jwks.json/x', '/verify/abc/x']) {
      const response = await app.request(`${AUTH_MOUNT_PATH}${path}`)
      expect(response.status, path).toBe(404)
      expect(await response.json()).toEqual({ message: 'Not found' })
    }
  })

  it('leaves a path no route has to the 404, as the gateway would not know it either', async () => {
    const { app } = await authAppWith(() => undefined)
    // The mount point itself too, with or without its slash (the fuzzer found it once).
    for (const path of ['/nothing-here', '', '/']) {
      const response = await app.request(`${AUTH_MOUNT_PATH}${path}`)
      expect(response.status, path).toBe(404)
      expect(await response.json()).toEqual({ message: 'Not found' })
    }
  })
})
