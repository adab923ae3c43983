import path from 'node:path'

import { z } from 'zod'

import { repoRoot } from './repo-root'

// The only module that reads process.env. Everything else receives a typed `Config`.

const booleanString = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], {
    error: 'must be one of true, false, 1, 0, yes, no',
  })
  .transform((value) => value === 'true' || value === '1' || value === 'yes')

const optionalText = z
  .string()
  .optional()
  .transform((value) => (value === undefined || value.trim() === '' ? undefined : value.trim()))

/** A positive whole number of requests per window (the windows are fixed: see README). */
const rateLimit = (fallback: number) =>
  z.coerce
    .number({ error: 'must be a whole number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(1_000_000, 'must be at most 1000000')
    .default(fallback)

const envSchema = z.object({
  PORT: z.coerce
    .number({ error: 'must be a port number' })
    .int('must be a whole number')
    .min(0, 'must be between 0 and 65535')
    .max(65535, 'must be between 0 and 65535')
    .default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: optionalText.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
      .optional(),
  ),
  // Connections each process keeps to PostgreSQL; processes × this must stay under the
  // server's max_connections with room to spare (README, "Deploying").
  DATABASE_POOL_SIZE: z.coerce
    .number({ error: 'must be a whole number' })
    .int('must be a whole number')
    .min(2, 'must be at least 2')
    .max(1000, 'must be at most 1000')
    .default(10),
  SITE_ACCESS: z
    .enum(['staff', 'public'], { error: 'must be "staff" or "public"' })
    .default('staff'),
  // A second factor for staff (README, Configuration): 'optional' only for test and demo sites.
  STAFF_MFA: z
    .enum(['required', 'optional'], { error: 'must be "required" or "optional"' })
    .default('required'),
  // Staff sessions end after this many minutes without activity (README, Configuration).
  STAFF_IDLE_MINUTES: z.coerce
    .number({ error: 'must be a whole number of minutes' })
    .int('must be a whole number of minutes')
    .min(2, 'must be at least 2 (the page warns a minute before)')
    .max(1440, 'must be at most 1440 (a day)')
    .default(30),
  STAFF_EMAIL: optionalText.pipe(z.email('must be an e-mail address').optional()),
  STAFF_PASSWORD: optionalText.pipe(z.string().min(6, 'must be at least 6 characters').optional()),
  JWT_SECRET: optionalText.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  // The AES-256 key of the health intake's answers: 32 bytes as 64 hex digits or base64
  // (README, Configuration). Generated into DATA_DIR when unset; required on PostgreSQL.
  INTAKE_ENCRYPTION_KEY: optionalText.pipe(
    z
      .string()
      .check(
        z.refine(
          (value) => intakeKeyBytes(value) !== undefined,
          'must be 32 bytes as 64 hex digits or as base64 (e.g. `openssl rand -base64 32`)',
        ),
      )
      .optional(),
  ),
  PUBLIC_URL: optionalText.pipe(
    z
      .url({ protocol: /^https?$/, error: 'must be an http(s) URL such as https://example.com' })
      .transform((value) => value.replace(/\/+$/, ''))
      .optional(),
  ),
  AUTH_EMAIL_CONFIRM: booleanString.default(true),
  SMTP_URL: optionalText.pipe(
    z
      .string()
      .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
      .optional(),
  ),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((value, ctx) => {
      const text = value.trim().toLowerCase()
      if (['true', 'yes'].includes(text)) return 1
      if (['false', 'no', ''].includes(text)) return 0
      if (/^\d{1,2}$/.test(text)) return Number(text)
      ctx.addIssue({
        code: 'custom',
        message: 'must be false, true (one proxy) or the number of proxies in front (0-99)',
      })
      return z.NEVER
    }),
  CLINIC_NOTIFY_EMAIL: optionalText.pipe(z.email('must be an e-mail address').optional()),
  LEAD_WEBHOOK_URL: optionalText.pipe(
    z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  ),
  LEAD_WEBHOOK_SECRET: optionalText.pipe(
    z.string().min(32, 'must be at least 32 characters').optional(),
  ),
  LEADS_PER_IP_PER_10_MIN: z.coerce
    .number({ error: 'must be a whole number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .default(10),
  ORDERS_PER_IP_PER_10_MIN: z.coerce
    .number({ error: 'must be a whole number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .default(10),
  // How long a visit booked for an address nobody has proven holds its slot, waiting for the
  // link mailed to that address (docs/architecture.md, Booking).
  BOOKING_CONFIRM_MINUTES: z.coerce
    .number({ error: 'must be a whole number' })
    .int('must be a whole number')
    .min(5, 'must be at least 5')
    .max(1440, 'must be at most 1440')
    .default(60),
  // How long an order request keeps its stock unpaid before it is released and cancelled
  // (docs/architecture.md, Orders): stock is not held for ever without payment.
  ORDER_HOLD_HOURS: z.coerce
    .number({ error: 'must be a whole number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(720, 'must be at most 720')
    .default(48),
  // Notifications each process delivers at once. A delivery holds no database connection while
  // it waits for the mail server or webhook (docs/decisions/015-outbox-delivery-guarantee.md).
  OUTBOX_CONCURRENCY: z.coerce
    .number({ error: 'must be a whole number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(100, 'must be at most 100')
    .default(4),
  PATIENT_PORTAL_URL: optionalText.pipe(
    z.url({ protocol: /^https$/, error: 'must be an https URL' }).optional(),
  ),
  CORS_ORIGINS: optionalText.transform((value, ctx) => {
    const origins: string[] = []
    for (const entry of (value ?? '').split(',').map((part) => part.trim())) {
      if (!entry) continue
      const url = URL.canParse(entry) ? new URL(entry) : undefined
      if (!url || !/^https?:$/.test(url.protocol) || url.origin !== entry.replace(/\/$/, '')) {
        ctx.addIssue({
          code: 'custom',
          message: `"${entry}" is not an origin; list origins such as https://staging.example.com, separated by commas`,
        })
        return z.NEVER
      }
      origins.push(url.origin)
    }
    return origins
  }),
  AUTH_RATE_LIMIT_SIGN_UPS: rateLimit(30),
  AUTH_RATE_LIMIT_TOKEN: rateLimit(150),
  AUTH_RATE_LIMIT_VERIFY: rateLimit(30),
  // A backstop for the whole instance, far above one visitor's reach (SIGN_UP_MAILS per client).
  AUTH_RATE_LIMIT_EMAIL_SENT: rateLimit(500),
  AUTH_RATE_LIMIT_SIGN_UP_MAILS: rateLimit(5),
  AUTH_RATE_LIMIT_RECOVERY_EMAIL_SENT: rateLimit(30),
  AUTH_RATE_LIMIT_EMAILS_PER_ADDRESS: rateLimit(5),
  AUTH_RATE_LIMIT_EMAIL_CHANGES: rateLimit(3),
  AUTH_RATE_LIMIT_FAILED_SIGN_INS: rateLimit(10),
  // Where `npm run build` put the client; only changed to run several builds side by side.
  CLIENT_DIR: optionalText,
  // Video visits (README, Configuration; docs/decisions/049-video-visits-by-our-own-link.md):
  // unset, the site offers phone and clinic visits only.
  VIDEO_PROVIDER: optionalText.pipe(
    z.enum(['jitsi'], { error: 'must be "jitsi" (or unset: no video visits)' }).optional(),
  ),
  JITSI_DOMAIN: optionalText.pipe(
    z
      .string()
      .regex(
        /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)+(:\d{1,5})?$/i,
        'must be a host name such as meet.example.com (no https://, no path)',
      )
      .optional(),
  ),
  JITSI_APP_ID: optionalText.pipe(
    z
      .string()
      .regex(/^[A-Za-z0-9._-]{1,100}$/, 'must be letters, digits, ".", "_" or "-"')
      .optional(),
  ),
  JITSI_APP_SECRET: optionalText.pipe(
    z.string().min(32, 'must be at least 32 characters').optional(),
  ),
  // Paying online through Stripe's hosted Checkout (README, Configuration; docs/decisions/
  // 050-stripe-hosted-checkout.md): both keys or neither; unset, orders are paid by phone or invoice.
  STRIPE_SECRET_KEY: optionalText.pipe(
    z
      .string()
      .regex(
        /^(sk|rk)_(test|live)_\w{8,}$/,
        'must be a Stripe secret or restricted key (sk_… or rk_…)',
      )
      .optional(),
  ),
  STRIPE_WEBHOOK_SECRET: optionalText.pipe(
    z
      .string()
      .regex(/^whsec_\w{8,}$/, "must be the webhook endpoint's signing secret (whsec_…)")
      .optional(),
  ),
  // Only for tests: where the Stripe SDK sends its requests instead of api.stripe.com.
  STRIPE_API_BASE: optionalText.pipe(
    z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  ),
})

const checkedEnvSchema = envSchema.superRefine((env, ctx) => {
  if (env.LEAD_WEBHOOK_URL && !env.LEAD_WEBHOOK_SECRET) {
    ctx.addIssue({
      code: 'custom',
      path: ['LEAD_WEBHOOK_SECRET'],
      message: 'must be set when LEAD_WEBHOOK_URL is set (the webhook is signed with it)',
    })
  }
  if (Boolean(env.STRIPE_SECRET_KEY) !== Boolean(env.STRIPE_WEBHOOK_SECRET)) {
    const missing = env.STRIPE_SECRET_KEY ? 'STRIPE_WEBHOOK_SECRET' : 'STRIPE_SECRET_KEY'
    ctx.addIssue({
      code: 'custom',
      path: [missing],
      message:
        'STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are set together or not at all (README, Configuration)',
    })
  }
  if (env.VIDEO_PROVIDER === 'jitsi') {
    for (const name of ['JITSI_DOMAIN', 'JITSI_APP_ID', 'JITSI_APP_SECRET'] as const) {
      if (!env[name]) {
        ctx.addIssue({
          code: 'custom',
          path: [name],
          message: 'must be set when VIDEO_PROVIDER=jitsi (README, Configuration)',
        })
      }
    }
  }
})

export type Config = {
  port: number
  host: string
  dataDir: string
  databaseUrl: string | undefined
  /** PostgreSQL connections per process (DATABASE_POOL_SIZE); unused on SQLite. */
  databasePoolSize: number
  siteAccess: 'staff' | 'public'
  /**
   * STAFF_MFA: 'required' (staff rights need a session verified with a second factor) or
   * 'optional' (staff without a factor work with the password alone; auth/staff-access.ts).
   */
  staffMfa: 'required' | 'optional'
  /** How long a staff session lives without activity (STAFF_IDLE_MINUTES), in ms. */
  staffIdleTimeoutMs: number
  staffEmail: string | undefined
  staffPassword: string | undefined
  jwtSecret: string | undefined
  /** INTAKE_ENCRYPTION_KEY as its 32 bytes; generated into DATA_DIR when unset (secrets.ts). */
  intakeEncryptionKey: Buffer | undefined
  /**
   * The site's public origin: PUBLIC_URL, else the address the server listens on. Links in
   * mail, redirects and /config.json come only from it, never from a request's Host
   * (docs/decisions/014-public-origin-from-configuration.md).
   */
  publicUrl: string
  /** Whether PUBLIC_URL was set (otherwise the origin is the listening address). */
  publicUrlConfigured: boolean
  authEmailConfirm: boolean
  smtpUrl: string | undefined
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent'
  /**
   * How many reverse proxies stand in front (0: none). X-Forwarded-Proto is honored when
   * there is one; the client address is the X-Forwarded-For entry that many hops from the right.
   */
  trustProxy: number
  /** Auth rate limits (GoTrue's settings), per window; see authRateLimits in auth/. */
  authRateLimits: AuthRateLimitSettings
  /** Where each consultation request is announced (no e-mail when unset). */
  clinicNotifyEmail: string | undefined
  /** Optional JSON webhook for new consultation requests, signed with HMAC-SHA256. */
  leadWebhook: { url: string; secret: string } | undefined
  /** Lead inserts allowed per client IP per 10 minutes (spam defense). */
  leadsPerIpPer10Min: number
  /** Order requests allowed per client IP per 10 minutes (a front desk behind one address may need more). */
  ordersPerIpPer10Min: number
  /** Minutes a visit for an unproven address holds its slot (BOOKING_CONFIRM_MINUTES). */
  bookingConfirmMinutes: number
  /** Hours an unpaid order keeps its stock before it is released (ORDER_HOLD_HOURS). */
  orderHoldHours: number
  /** Outbox deliveries in flight at once in this process (OUTBOX_CONCURRENCY). */
  outboxConcurrency: number
  /** Origins besides the site's own that may call the API from a browser (CORS). */
  corsOrigins: string[]
  /** The external patient portal linked from /direct-med. */
  patientPortalUrl: string
  /** The built single-page app (vite build output). */
  clientDir: string
  /** Media shipped in the repository, copied into the storage buckets at start. */
  mediaDir: string
  /**
   * Where video visits happen (VIDEO_PROVIDER=jitsi and its JITSI_* settings); undefined when
   * no provider is configured, and then no video visit is offered.
   */
  video: VideoConfig | undefined
  /**
   * Paying online through Stripe's hosted Checkout (STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET);
   * undefined when unset, and then orders are paid by phone or invoice.
   */
  stripe: StripeConfig | undefined
}

export type StripeConfig = {
  secretKey: string
  webhookSecret: string
  /** STRIPE_API_BASE: a local fake of Stripe's API, for tests only. */
  apiBase: string | undefined
}

/** A Jitsi Meet server with JWT room authentication (prosody's token auth). */
export type VideoConfig = {
  provider: 'jitsi'
  /** The host name rooms live on, e.g. meet.example.com. */
  domain: string
  appId: string
  appSecret: string
}

export type AuthRateLimitSettings = {
  /** Sign-ups, recovery requests and user updates per client address per 5 minutes. */
  signUps: number
  /** Password and refresh-token grants per client address per 5 minutes. */
  token: number
  /** E-mail link verifications per client address per 5 minutes. */
  verify: number
  /** Sign-up and e-mail-change mails per hour, the whole instance (a backstop). */
  emailSent: number
  /** Sign-ups that would send a confirmation, per client address per hour. */
  signUpMails: number
  /** Password-recovery mails per hour, the whole instance (a budget of its own). */
  recoveryEmailSent: number
  /** Auth mails to one recipient address per hour. */
  emailsPerAddress: number
  /** E-mail changes one user may start per hour, whatever the addresses. */
  emailChanges: number
  /** Failed sign-ins per e-mail and client address per 15 minutes. */
  failedSignIns: number
}

export const DEFAULT_PATIENT_PORTAL_URL = 'https://portal.renewmedical.example'

/** A 32-byte key written as 64 hex digits or as base64 (standard or url-safe), else undefined. */
export function intakeKeyBytes(text: string): Buffer | undefined {
  const value = text.trim()
  const bytes = /^[0-9a-f]{64}$/i.test(value)
    ? Buffer.from(value, 'hex')
    : /^[A-Za-z0-9+/_-]{43}=?$/.test(value)
      ? Buffer.from(value, 'base64')
      : undefined
  return bytes?.length === 32 ? bytes : undefined
}

export class ConfigError extends Error {
  override name = 'ConfigError'
}

/** Validate the environment once, failing fast with every problem listed. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = checkedEnvSchema.safeParse(source)
  if (!parsed.success) {
    const problems = parsed.error.issues
      .map((issue) => `  - ${issue.path.join('.') || '(environment)'}: ${issue.message}`)
      .join('\n')
    throw new ConfigError(`Invalid environment configuration:\n${problems}`)
  }
  const env = parsed.data
  return {
    port: env.PORT,
    host: env.HOST,
    dataDir: path.resolve(env.DATA_DIR),
    databaseUrl: env.DATABASE_URL,
    databasePoolSize: env.DATABASE_POOL_SIZE,
    siteAccess: env.SITE_ACCESS,
    staffMfa: env.STAFF_MFA,
    staffIdleTimeoutMs: env.STAFF_IDLE_MINUTES * 60_000,
    staffEmail: env.STAFF_EMAIL,
    staffPassword: env.STAFF_PASSWORD,
    jwtSecret: env.JWT_SECRET,
    intakeEncryptionKey: env.INTAKE_ENCRYPTION_KEY
      ? intakeKeyBytes(env.INTAKE_ENCRYPTION_KEY)
      : undefined,
    publicUrl: env.PUBLIC_URL ?? listeningOrigin(env.HOST, env.PORT),
    publicUrlConfigured: env.PUBLIC_URL !== undefined,
    authEmailConfirm: env.AUTH_EMAIL_CONFIRM,
    smtpUrl: env.SMTP_URL,
    logLevel: env.LOG_LEVEL,
    trustProxy: env.TRUST_PROXY,
    authRateLimits: {
      signUps: env.AUTH_RATE_LIMIT_SIGN_UPS,
      token: env.AUTH_RATE_LIMIT_TOKEN,
      verify: env.AUTH_RATE_LIMIT_VERIFY,
      emailSent: env.AUTH_RATE_LIMIT_EMAIL_SENT,
      signUpMails: env.AUTH_RATE_LIMIT_SIGN_UP_MAILS,
      recoveryEmailSent: env.AUTH_RATE_LIMIT_RECOVERY_EMAIL_SENT,
      emailsPerAddress: env.AUTH_RATE_LIMIT_EMAILS_PER_ADDRESS,
      emailChanges: env.AUTH_RATE_LIMIT_EMAIL_CHANGES,
      failedSignIns: env.AUTH_RATE_LIMIT_FAILED_SIGN_INS,
    },
    clinicNotifyEmail: env.CLINIC_NOTIFY_EMAIL,
    leadWebhook:
      env.LEAD_WEBHOOK_URL && env.LEAD_WEBHOOK_SECRET
        ? { url: env.LEAD_WEBHOOK_URL, secret: env.LEAD_WEBHOOK_SECRET }
        : undefined,
    leadsPerIpPer10Min: env.LEADS_PER_IP_PER_10_MIN,
    ordersPerIpPer10Min: env.ORDERS_PER_IP_PER_10_MIN,
    bookingConfirmMinutes: env.BOOKING_CONFIRM_MINUTES,
    orderHoldHours: env.ORDER_HOLD_HOURS,
    outboxConcurrency: env.OUTBOX_CONCURRENCY,
    patientPortalUrl: env.PATIENT_PORTAL_URL ?? DEFAULT_PATIENT_PORTAL_URL,
    corsOrigins: env.CORS_ORIGINS,
    clientDir: path.resolve(repoRoot, env.CLIENT_DIR ?? 'dist/client'),
    mediaDir: path.join(repoRoot, 'media'),
    video:
      env.VIDEO_PROVIDER === 'jitsi' && env.JITSI_DOMAIN && env.JITSI_APP_ID && env.JITSI_APP_SECRET
        ? {
            provider: 'jitsi',
            domain: env.JITSI_DOMAIN.toLowerCase(),
            appId: env.JITSI_APP_ID,
            appSecret: env.JITSI_APP_SECRET,
          }
        : undefined,
    stripe:
      env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET
        ? {
            secretKey: env.STRIPE_SECRET_KEY,
            webhookSecret: env.STRIPE_WEBHOOK_SECRET,
            apiBase: env.STRIPE_API_BASE,
          }
        : undefined,
  }
}

/**
 * `http://HOST:PORT`, the origin when PUBLIC_URL is unset. A wildcard HOST (0.0.0.0, ::) is
 * no address a browser should use, so links name this machine's loopback instead; PORT 0
 * (a free port) is resolved once the server listens (`withListeningPort`).
 */
export function listeningOrigin(host: string, port: number): string {
  const name = host === '0.0.0.0' || host === '::' || host === '' ? '127.0.0.1' : host
  const formatted = name.includes(':') && !name.startsWith('[') ? `[${name}]` : name
  return new URL(`http://${formatted}:${port}`).origin
}

/** The config once the server listens on `port`: PORT=0 only then knows its origin. */
export function withListeningPort(config: Config, port: number): Config {
  if (config.publicUrlConfigured || config.port === port) return config
  return { ...config, port, publicUrl: listeningOrigin(config.host, port) }
}
