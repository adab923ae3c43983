import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { ConfigError, listeningOrigin, loadConfig, withListeningPort } from './env'

describe('loadConfig', () => {
  it('uses the documented defaults when nothing is set', () => {
    const config = loadConfig({})
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      dataDir: path.resolve('./data'),
      databaseUrl: undefined,
      siteAccess: 'staff',
      authEmailConfirm: true,
      publicUrl: 'http://127.0.0.1:3000',
      publicUrlConfigured: false,
      trustProxy: 0,
    })
  })

  it('reads the video provider, all its settings required together, or none', () => {
    expect(loadConfig({}).video).toBeUndefined()
    const jitsi = {
      VIDEO_PROVIDER: 'jitsi',
      JITSI_DOMAIN: 'Meet.Example.com',
      JITSI_APP_ID: 'renew_medical',
      JITSI_APP_SECRET: 's'.repeat(32),
    }
    expect(loadConfig(jitsi).video).toEqual({
      provider: 'jitsi',
      domain: 'meet.example.com',
      appId: 'renew_medical',
      appSecret: 's'.repeat(32),
    })
    expect(() => loadConfig({ VIDEO_PROVIDER: 'jitsi' })).toThrow(
      /JITSI_DOMAIN: must be set when VIDEO_PROVIDER=jitsi[\s\S]*JITSI_APP_ID[\s\S]*JITSI_APP_SECRET/,
    )
    expect(() => loadConfig({ ...jitsi, JITSI_DOMAIN: 'https://meet.example.com/' })).toThrow(
      /JITSI_DOMAIN: must be a host name/,
    )
    expect(() => loadConfig({ ...jitsi, JITSI_APP_SECRET: 'short' })).toThrow(
      /JITSI_APP_SECRET: must be at least 32 characters/,
    )
    expect(() => loadConfig({ ...jitsi, VIDEO_PROVIDER: 'zoom' })).toThrow(/VIDEO_PROVIDER/)
  })

  it('reads the Stripe keys, both or neither, and the test-only API base', () => {
    expect(loadConfig({}).stripe).toBeUndefined()
    const keys = {
      STRIPE_SECRET_KEY: 'sk_test_51abcdefgh',
      STRIPE_WEBHOOK_SECRET: 'whsec_abcdefgh1234',
    }
    expect(loadConfig(keys).stripe).toEqual({
      secretKey: 'sk_test_51abcdefgh',
      webhookSecret: 'whsec_abcdefgh1234',
      apiBase: undefined,
    })
    expect(loadConfig({ ...keys, STRIPE_API_BASE: 'http://127.0.0.1:12111' }).stripe).toMatchObject(
      { apiBase: 'http://127.0.0.1:12111' },
    )
    expect(() => loadConfig({ STRIPE_SECRET_KEY: keys.STRIPE_SECRET_KEY })).toThrow(
      /STRIPE_WEBHOOK_SECRET: STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are set together/,
    )
    expect(() => loadConfig({ STRIPE_WEBHOOK_SECRET: keys.STRIPE_WEBHOOK_SECRET })).toThrow(
      /STRIPE_SECRET_KEY: STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are set together/,
    )
    expect(() => loadConfig({ ...keys, STRIPE_SECRET_KEY: 'pk_test_publishable' })).toThrow(
      /STRIPE_SECRET_KEY: must be a Stripe secret or restricted key/,
    )
    expect(() => loadConfig({ ...keys, STRIPE_WEBHOOK_SECRET: 'secret' })).toThrow(
      /STRIPE_WEBHOOK_SECRET: must be the webhook endpoint's signing secret/,
    )
  })

  it('reads TRUST_PROXY as the number of proxies in front, true meaning one', () => {
    const hops = (value: string) => loadConfig({ TRUST_PROXY: value }).trustProxy
    expect(loadConfig({}).trustProxy).toBe(0)
    for (const none of ['false', 'no', '0', '', ' FALSE ']) expect(hops(none), none).toBe(0)
    for (const one of ['true', 'yes', '1', 'True']) expect(hops(one), one).toBe(1)
    expect(hops('2')).toBe(2)
    expect(hops(' 3 ')).toBe(3)
    for (const bad of ['maybe', '-1', '1.5', '2 proxies', '100', 'on']) {
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrowError(
        /TRUST_PROXY: must be false, true \(one proxy\) or the number of proxies/,
      )
    }
  })

  it('reads every documented variable', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '0.0.0.0',
      DATA_DIR: '/tmp/renew-data',
      DATABASE_URL: 'postgres://user:pw@db:5432/site',
      SITE_ACCESS: 'public',
      STAFF_EMAIL: 'staff@renewmedical.example',
      STAFF_PASSWORD: 'long enough',
      JWT_SECRET: 'x'.repeat(40),
      PUBLIC_URL: 'https://renewmedical.example/',
      AUTH_EMAIL_CONFIRM: 'false',
      SMTP_URL: 'smtp://mail:25',
      CLINIC_NOTIFY_EMAIL: 'clinic@renewmedical.example',
      LEAD_WEBHOOK_URL: 'https://crm.example/hooks/leads',
      LEAD_WEBHOOK_SECRET: 's'.repeat(32),
      LEADS_PER_IP_PER_10_MIN: '25',
      ORDERS_PER_IP_PER_10_MIN: '40',
      PATIENT_PORTAL_URL: 'https://portal.example/login',
      CLIENT_DIR: '/srv/renew/client',
    })
    expect(config).toMatchObject({
      clinicNotifyEmail: 'clinic@renewmedical.example',
      leadWebhook: { url: 'https://crm.example/hooks/leads', secret: 's'.repeat(32) },
      leadsPerIpPer10Min: 25,
      ordersPerIpPer10Min: 40,
      patientPortalUrl: 'https://portal.example/login',
      clientDir: '/srv/renew/client',
      port: 8080,
      host: '0.0.0.0',
      dataDir: '/tmp/renew-data',
      databaseUrl: 'postgres://user:pw@db:5432/site',
      siteAccess: 'public',
      staffEmail: 'staff@renewmedical.example',
      publicUrl: 'https://renewmedical.example',
      authEmailConfirm: false,
      smtpUrl: 'smtp://mail:25',
    })
  })

  it('refuses a lead webhook without a signing secret, and a bad lead limit', () => {
    expect(() => loadConfig({ LEAD_WEBHOOK_URL: 'https://crm.example/hook' })).toThrowError(
      /LEAD_WEBHOOK_SECRET: must be set when LEAD_WEBHOOK_URL is set/,
    )
    expect(() => loadConfig({ LEADS_PER_IP_PER_10_MIN: '0' })).toThrowError(
      /LEADS_PER_IP_PER_10_MIN: must be at least 1/,
    )
    expect(() => loadConfig({ ORDERS_PER_IP_PER_10_MIN: 'many' })).toThrowError(
      /ORDERS_PER_IP_PER_10_MIN: must be a whole number/,
    )
    expect(loadConfig({})).toMatchObject({
      clinicNotifyEmail: undefined,
      leadWebhook: undefined,
      leadsPerIpPer10Min: 10,
      ordersPerIpPer10Min: 10,
      patientPortalUrl: 'https://portal.renewmedical.example',
    })
  })

  it('reads DATABASE_POOL_SIZE, 10 by default, and refuses a pool that is no pool', () => {
    expect(loadConfig({}).databasePoolSize).toBe(10)
    expect(loadConfig({ DATABASE_POOL_SIZE: ' 25 ' }).databasePoolSize).toBe(25)
    for (const [bad, message] of [
      ['1', 'must be at least 2'],
      ['0', 'must be at least 2'],
      ['2.5', 'must be a whole number'],
      ['ten', 'must be a whole number'],
      ['5000', 'must be at most 1000'],
    ]) {
      expect(() => loadConfig({ DATABASE_POOL_SIZE: bad }), bad).toThrowError(
        `DATABASE_POOL_SIZE: ${message}`,
      )
    }
  })

  it('reads OUTBOX_CONCURRENCY, 4 by default, and refuses a count that is none', () => {
    expect(loadConfig({}).outboxConcurrency).toBe(4)
    expect(loadConfig({ OUTBOX_CONCURRENCY: ' 16 ' }).outboxConcurrency).toBe(16)
    expect(loadConfig({ OUTBOX_CONCURRENCY: '1' }).outboxConcurrency).toBe(1)
    for (const [bad, message] of [
      ['0', 'must be at least 1'],
      ['1.5', 'must be a whole number'],
      ['many', 'must be a whole number'],
      ['101', 'must be at most 100'],
    ]) {
      expect(() => loadConfig({ OUTBOX_CONCURRENCY: bad }), bad).toThrowError(
        `OUTBOX_CONCURRENCY: ${message}`,
      )
    }
  })

  it('reads BOOKING_CONFIRM_MINUTES, 60 by default, and refuses a span that is none', () => {
    expect(loadConfig({}).bookingConfirmMinutes).toBe(60)
    expect(loadConfig({ BOOKING_CONFIRM_MINUTES: '15' }).bookingConfirmMinutes).toBe(15)
    for (const [bad, message] of [
      ['4', 'must be at least 5'],
      ['7.5', 'must be a whole number'],
      ['1441', 'must be at most 1440'],
    ]) {
      expect(() => loadConfig({ BOOKING_CONFIRM_MINUTES: bad }), bad).toThrowError(
        `BOOKING_CONFIRM_MINUTES: ${message}`,
      )
    }
  })

  it('reads ORDER_HOLD_HOURS, 48 by default, and refuses a span that is none', () => {
    expect(loadConfig({}).orderHoldHours).toBe(48)
    expect(loadConfig({ ORDER_HOLD_HOURS: '72' }).orderHoldHours).toBe(72)
    for (const [bad, message] of [
      ['0', 'must be at least 1'],
      ['2.5', 'must be a whole number'],
      ['721', 'must be at most 720'],
    ]) {
      expect(() => loadConfig({ ORDER_HOLD_HOURS: bad }), bad).toThrowError(
        `ORDER_HOLD_HOURS: ${message}`,
      )
    }
  })

  it('reads CORS_ORIGINS as a list of origins and refuses anything that is not one', () => {
    expect(loadConfig({}).corsOrigins).toEqual([])
    expect(
      loadConfig({ CORS_ORIGINS: ' https://staging.example , http://localhost:5173/,' })
        .corsOrigins,
    ).toEqual(['https://staging.example', 'http://localhost:5173'])
    for (const bad of ['staging.example', 'https://staging.example/app', 'ftp://files.example']) {
      expect(() => loadConfig({ CORS_ORIGINS: bad }), bad).toThrowError(
        `CORS_ORIGINS: "${bad}" is not an origin`,
      )
    }
  })

  it('treats empty values as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', JWT_SECRET: '  ' })).toMatchObject({
      databaseUrl: undefined,
      jwtSecret: undefined,
    })
  })

  it('fails fast listing every invalid variable by name', () => {
    expect(() =>
      loadConfig({
        PORT: 'http',
        DATABASE_URL: 'mysql://db',
        SITE_ACCESS: 'everyone',
        JWT_SECRET: 'short',
      }),
    ).toThrowError(ConfigError)
    try {
      loadConfig({
        PORT: 'http',
        DATABASE_URL: 'mysql://db',
        SITE_ACCESS: 'everyone',
        JWT_SECRET: 'short',
      })
    } catch (error) {
      const message = (error as Error).message
      expect(message).toContain('PORT: must be a port number')
      expect(message).toContain('DATABASE_URL: must be a postgres:// or postgresql:// URL')
      expect(message).toContain('SITE_ACCESS: must be "staff" or "public"')
      expect(message).toContain('JWT_SECRET: must be at least 32 characters')
    }
  })

  it('reads the auth rate limits, with GoTrue-like defaults', () => {
    expect(loadConfig({}).authRateLimits).toEqual({
      signUps: 30,
      token: 150,
      verify: 30,
      emailSent: 500,
      signUpMails: 5,
      recoveryEmailSent: 30,
      emailsPerAddress: 5,
      emailChanges: 3,
      failedSignIns: 10,
    })
    const config = loadConfig({
      AUTH_RATE_LIMIT_SIGN_UPS: '5',
      AUTH_RATE_LIMIT_TOKEN: '600',
      AUTH_RATE_LIMIT_VERIFY: '60',
      AUTH_RATE_LIMIT_EMAIL_SENT: '100',
      AUTH_RATE_LIMIT_SIGN_UP_MAILS: '3',
      AUTH_RATE_LIMIT_RECOVERY_EMAIL_SENT: '50',
      AUTH_RATE_LIMIT_EMAILS_PER_ADDRESS: '2',
      AUTH_RATE_LIMIT_EMAIL_CHANGES: '1',
      AUTH_RATE_LIMIT_FAILED_SIGN_INS: '20',
    })
    expect(config.authRateLimits).toEqual({
      signUps: 5,
      token: 600,
      verify: 60,
      emailSent: 100,
      signUpMails: 3,
      recoveryEmailSent: 50,
      emailsPerAddress: 2,
      emailChanges: 1,
      failedSignIns: 20,
    })
    expect(() => loadConfig({ AUTH_RATE_LIMIT_TOKEN: '0' })).toThrowError(
      /AUTH_RATE_LIMIT_TOKEN: must be at least 1/,
    )
    expect(() => loadConfig({ AUTH_RATE_LIMIT_FAILED_SIGN_INS: 'many' })).toThrowError(
      /AUTH_RATE_LIMIT_FAILED_SIGN_INS: must be a whole number/,
    )
  })

  it('takes the public origin from PUBLIC_URL, else from where the server listens', () => {
    expect(loadConfig({ HOST: '0.0.0.0', PORT: '8080' }).publicUrl).toBe('http://127.0.0.1:8080')
    expect(loadConfig({ HOST: '::1', PORT: '8080' }).publicUrl).toBe('http://[::1]:8080')
    expect(listeningOrigin('clinic.internal', 80)).toBe('http://clinic.internal')
    const zero = loadConfig({ PORT: '0' })
    expect(withListeningPort(zero, 41234).publicUrl).toBe('http://127.0.0.1:41234')
    const configured = loadConfig({ PORT: '0', PUBLIC_URL: 'https://clinic.example/' })
    expect(configured.publicUrlConfigured).toBe(true)
    expect(withListeningPort(configured, 41234).publicUrl).toBe('https://clinic.example')
  })
})
