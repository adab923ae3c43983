import { Hono } from 'hono'
import { afterEach, describe, expect, it } from 'vitest'
import { createLogger } from '../logger'
import { createMailer } from '../mail/mailer'
import { errorHandler } from '../middleware/error-handler'
import { createAnonKey } from '../secrets'
import { createTestDatabase, TEST_JWT_SECRET, testConfig } from '../testing'
import { AUTH_MOUNT_PATH, createAuthApp } from './auth-app'
import { API_KEY_EXEMPT_PATHS } from './auth-http'

// The gateway's key check on /auth/v1 is on by default: a route is protected without being
// listed anywhere, and the few open paths are exempted by name.

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
  return { app, anonKey: await createAnonKey(TEST_JWT_SECRET) }
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
    expect([...API_KEY_EXEMPT_PATHS].sort()).toEqual(['/.well-known/jwks.json', '/verify'])
  })

  it('lets the exempt paths answer without a key, and keeps /health and /settings keyed', async () => {
    const { app } = await authAppWith(() => undefined)
    const verify = await app.request(`${AUTH_MOUNT_PATH}/verify`)
    expect(verify.status).toBe(400)
    expect(((await verify.json()) as { code: string }).code).toBe('validation_failed')
    const jwks = await app.request(`${AUTH_MOUNT_PATH}/.well-known/jwks.json`)
    expect(jwks.status).toBe(200)
    expect(await jwks.json()).toEqual({ keys: [] })
    for (const path of [
      '/health',
      '/settings',
      '/user',
      '/signup',
      '/token',
      '/logout',
      '/recover',
    ]) {
      const response = await app.request(`${AUTH_MOUNT_PATH}${path}`)
      expect(response.status, path).toBe(401)
    }
  })

  it('leaves a path no route has to the 404, as the gateway would not know it either', async () => {
    const { app } = await authAppWith(() => undefined)
    const response = await app.request(`${AUTH_MOUNT_PATH}/nothing-here`)
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({ message: 'Not found' })
  })
})
