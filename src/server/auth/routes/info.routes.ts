import { createHealthCheck } from '../../health/health'
import { authRouter } from '../auth-http'
import type { AuthService } from '../auth-service'

/** The version GoTrue reports on /health: the contract we implement. */
const GOTRUE_CONTRACT_VERSION = 'v2.196.0'

const PROVIDERS = [
  'anonymous_users',
  'apple',
  'azure',
  'bitbucket',
  'discord',
  'facebook',
  'snapchat',
  'figma',
  'fly',
  'github',
  'gitlab',
  'google',
  'keycloak',
  'kakao',
  'linkedin',
  'linkedin_oidc',
  'notion',
  'spotify',
  'slack',
  'slack_oidc',
  'workos',
  'twitch',
  'twitter',
  'email',
  'phone',
  'zoom',
]

/** `/health`, `/settings` and the JWKS: what GoTrue tells about itself. */
export function infoRoutes(auth: AuthService) {
  const { db, config, logger } = auth
  const app = authRouter()

  // GoTrue's fields, and what the site's own /health reports: the database, answering 503
  // when it is unreachable, and the outbox backlog (health/health.ts).
  const health = createHealthCheck(db, { logger })
  app.get('/health', async (c) => {
    const report = await health()
    return c.json(
      {
        version: GOTRUE_CONTRACT_VERSION,
        name: 'GoTrue',
        description: 'GoTrue is a user registration and authentication API',
        ...report,
      },
      report.status === 'ok' ? 200 : 503,
    )
  })

  app.get('/settings', (c) =>
    c.json({
      external: Object.fromEntries(PROVIDERS.map((name) => [name, name === 'email'])),
      disable_signup: config.siteAccess === 'staff',
      mailer_autoconfirm: !config.authEmailConfirm,
      phone_autoconfirm: false,
      sms_provider: '',
      saml_enabled: false,
      saml_private_key_next_configured: false,
      passkeys_enabled: false,
    }),
  )

  // HS256 keys are never published.
  app.get('/.well-known/jwks.json', (c) =>
    c.json({ keys: [] }, 200, { 'Cache-Control': 'public, max-age=600' }),
  )

  return app
}
