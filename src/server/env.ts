import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { z } from 'zod'

// The only module that reads process.env. Everything else receives a typed `Config`.

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

const booleanString = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], {
    error: 'must be one of true, false, 1, 0, yes, no',
  })
  .transform((value) => value === 'true' || value === '1' || value === 'yes')

const optionalText = z
  .string()
  .optional()
  .transform((value) => (value === undefined || value.trim() === '' ? undefined : value.trim()))

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
  SITE_ACCESS: z
    .enum(['staff', 'public'], { error: 'must be "staff" or "public"' })
    .default('staff'),
  STAFF_EMAIL: optionalText.pipe(z.email('must be an e-mail address').optional()),
  STAFF_PASSWORD: optionalText.pipe(z.string().min(6, 'must be at least 6 characters').optional()),
  JWT_SECRET: optionalText.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
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
  TRUST_PROXY: booleanString.default(false),
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
  // Where `npm run build` put the client; only changed to run several builds side by side.
  CLIENT_DIR: optionalText,
})

const checkedEnvSchema = envSchema.superRefine((env, ctx) => {
  if (env.LEAD_WEBHOOK_URL && !env.LEAD_WEBHOOK_SECRET) {
    ctx.addIssue({
      code: 'custom',
      path: ['LEAD_WEBHOOK_SECRET'],
      message: 'must be set when LEAD_WEBHOOK_URL is set (the webhook is signed with it)',
    })
  }
})

export type Config = {
  port: number
  host: string
  dataDir: string
  databaseUrl: string | undefined
  siteAccess: 'staff' | 'public'
  staffEmail: string | undefined
  staffPassword: string | undefined
  jwtSecret: string | undefined
  publicUrl: string | undefined
  authEmailConfirm: boolean
  smtpUrl: string | undefined
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent'
  /** Honour X-Forwarded-For / X-Forwarded-Proto from a reverse proxy. */
  trustProxy: boolean
  /** Where each consultation request is announced (no e-mail when unset). */
  clinicNotifyEmail: string | undefined
  /** Optional JSON webhook for new consultation requests, signed with HMAC-SHA256. */
  leadWebhook: { url: string; secret: string } | undefined
  /** Lead inserts allowed per client IP per 10 minutes (spam defence). */
  leadsPerIpPer10Min: number
  /** Origins besides the site's own that may call the API from a browser (CORS). */
  corsOrigins: string[]
  /** The external patient portal linked from /direct-med. */
  patientPortalUrl: string
  /** The built single-page app (vite build output). */
  clientDir: string
  /** Media shipped in the repository, copied into the storage buckets at start. */
  mediaDir: string
}

export const DEFAULT_PATIENT_PORTAL_URL = 'https://portal.renewmedical.example'

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
    siteAccess: env.SITE_ACCESS,
    staffEmail: env.STAFF_EMAIL,
    staffPassword: env.STAFF_PASSWORD,
    jwtSecret: env.JWT_SECRET,
    publicUrl: env.PUBLIC_URL,
    authEmailConfirm: env.AUTH_EMAIL_CONFIRM,
    smtpUrl: env.SMTP_URL,
    logLevel: env.LOG_LEVEL,
    trustProxy: env.TRUST_PROXY,
    clinicNotifyEmail: env.CLINIC_NOTIFY_EMAIL,
    leadWebhook:
      env.LEAD_WEBHOOK_URL && env.LEAD_WEBHOOK_SECRET
        ? { url: env.LEAD_WEBHOOK_URL, secret: env.LEAD_WEBHOOK_SECRET }
        : undefined,
    leadsPerIpPer10Min: env.LEADS_PER_IP_PER_10_MIN,
    patientPortalUrl: env.PATIENT_PORTAL_URL ?? DEFAULT_PATIENT_PORTAL_URL,
    corsOrigins: env.CORS_ORIGINS,
    clientDir: path.resolve(repoRoot, env.CLIENT_DIR ?? 'dist/client'),
    mediaDir: path.join(repoRoot, 'media'),
  }
}
