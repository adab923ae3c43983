import { createMiddleware } from 'hono/factory'

import { authRouter, requireApiKey } from './auth-http'
import { createAuthService, type AuthServiceDeps } from './auth-service'
import { infoRoutes } from './routes/info.routes'
import { linkRoutes } from './routes/links.routes'
import { mfaRoutes } from './routes/mfa.routes'
import { signupRoutes } from './routes/signup.routes'
import { tokenRoutes } from './routes/token.routes'
import { userRoutes } from './routes/user.routes'

/** Where app.ts mounts the auth API. */
export const AUTH_MOUNT_PATH = '/auth/v1'

/**
 * Supabase Auth (GoTrue) compatible API, answering unmodified supabase-js: the auth service
 * (auth-service.ts) behind one thin router per group of routes. Mount with
 * `app.route(AUTH_MOUNT_PATH, createAuthApp(deps))`; the wire contract is docs/wire-contract.md.
 */
export function createAuthApp(deps: AuthServiceDeps) {
  const auth = createAuthService(deps)
  const app = authRouter()

  // CORS is answered in front of every API (middleware/cors.ts); auth answers are never cached.
  app.use(
    '*',
    createMiddleware(async (c, next) => {
      await next()
      if (!c.res.headers.has('Cache-Control')) c.res.headers.set('Cache-Control', 'no-store')
    }),
  )
  // Every route below needs the API key unless auth-http.ts exempts its route.
  app.use(
    '*',
    requireApiKey(auth.jwtSecret, AUTH_MOUNT_PATH, () => app.routes),
  )

  for (const routes of [infoRoutes, signupRoutes, tokenRoutes, userRoutes, linkRoutes, mfaRoutes]) {
    app.route('/', routes(auth))
  }
  return app
}
