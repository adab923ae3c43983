import fs from 'node:fs'
import path from 'node:path'

import { defineConfig, devices } from '@playwright/test'

import {
  e2eDataDir,
  e2eFakeStripePort,
  e2ePort,
  e2ePostgresUrl,
  e2eSchema,
  e2eServerDir,
  e2eStaff,
  e2eStoreEnv,
  type Site,
} from './e2e/support/env'
import { chromiumFlags } from './scripts/lib/chromium-flags.mjs'
import { TEST_STRIPE_SECRET_KEY, TEST_STRIPE_WEBHOOK_SECRET } from './src/server/testing-stripe'

// The browser tests run the production build on the real server, compiled as production runs it
// (dist/server-app), with fresh data directories (or fresh PostgreSQL schemas, with
// E2E_DATABASE_URL); nothing of ours is mocked.
// Four servers (e2e/support/env.ts): the pre-launch staff gate, the public site (specs named
// public-*.spec.ts; it pays online through the fake of Stripe below), the staff gate with a second factor required (staff-mfa.spec.ts), and a
// public site whose catalogue the shop specs change (shop-*.spec.ts, one test at a time).
const staffPort = e2ePort('staff')
const publicPort = e2ePort('public')
const mfaPort = e2ePort('mfa')
const shopPort = e2ePort('shop')
if (!process.env.TEST_WORKER_INDEX) {
  for (const site of ['staff', 'public', 'mfa', 'shop'] as const) {
    fs.rmSync(e2eDataDir(site), { recursive: true, force: true })
  }
}

const server = (site: Site, env: Record<string, string>) => ({
  // On PostgreSQL the server's schema is emptied first (e2e/support/env.ts).
  command: `${e2ePostgresUrl ? 'node --import tsx e2e/support/fresh-schema.ts && ' : ''}node ${path.join(e2eServerDir, 'main.js')}`,
  url: `http://127.0.0.1:${e2ePort(site)}/config.json`,
  reuseExistingServer: false,
  timeout: 60_000,
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
  env: {
    PORT: String(e2ePort(site)),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    SITE_ACCESS: site === 'public' ? 'public' : 'staff',
    // A test deployment: staff without a factor work with the password alone. The MFA server
    // overrides it with the production default.
    STAFF_MFA: 'optional',
    STAFF_EMAIL: e2eStaff.email,
    STAFF_PASSWORD: e2eStaff.password,
    // Every test signs in from 127.0.0.1 with the one staff address, so the per-address limits
    // count the whole suite as one visitor: 150 sign-ins per 5 minutes (30 a minute), and 10 failed
    // sign-ins per address and e-mail per 15 minutes, where the staff specs' six wrong passwords
    // and the sign-ins still in flight add up (measured: 8 at once). Raised here so no test
    // depends on how many others ran before it; the limits themselves are proven by the server
    // tests (src/server/auth/auth-gateway.test.ts and auth-abuse.test.ts).
    AUTH_RATE_LIMIT_TOKEN: '1500',
    AUTH_RATE_LIMIT_FAILED_SIGN_INS: '100',
    // Likewise every sign-up comes from 127.0.0.1: five an hour per client would refuse the
    // suite's sixth (proven from two addresses in src/server/client-address.test.ts).
    AUTH_RATE_LIMIT_SIGN_UP_MAILS: '1000',
    // Video visits on a Jitsi server that is never reached: a test reads only the links it is
    // given and their tokens (e2e/staff-video.spec.ts).
    VIDEO_PROVIDER: 'jitsi',
    JITSI_DOMAIN: 'meet.e2e.example',
    JITSI_APP_ID: 'renew-e2e',
    JITSI_APP_SECRET: 'an e2e jitsi app secret of thirty-two characters or more',
    ...e2eStoreEnv(site),
    E2E_SCHEMA: e2eSchema(site),
    ...env,
  },
})

// The public site pays online through a local fake of Stripe (e2e/support/fake-stripe.ts), a
// process of its own: the server's SDK calls it, the browser opens its hosted page, and its Pay
// button sends the signed event to the server's webhook (e2e/public-pay-online.spec.ts).
const fakeStripeUrl = `http://127.0.0.1:${e2eFakeStripePort}`
const stripeEnv = {
  STRIPE_SECRET_KEY: TEST_STRIPE_SECRET_KEY,
  STRIPE_WEBHOOK_SECRET: TEST_STRIPE_WEBHOOK_SECRET,
  STRIPE_API_BASE: fakeStripeUrl,
}

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  workers: 2,
  // Two workers, two servers and two Chromiums share two cores: on a busy machine a step can
  // wait seconds for a core. These are guards against a hang, not measures of speed (those
  // are the bench:* commands), so they leave room.
  timeout: 60_000,
  expect: {
    timeout: 10_000,
    // The visual guard (e2e/public-visual.spec.ts): 0.2 per pixel lets anti-aliasing through,
    // and at most 1 % of the pixels may differ; no animation, caret or device scale in a shot.
    toHaveScreenshot: {
      threshold: 0.2,
      maxDiffPixelRatio: 0.01,
      animations: 'disabled',
      caret: 'hide',
      scale: 'css',
    },
  },
  // Baselines named by the test's argument alone, not by platform: one set, committed under e2e.
  snapshotPathTemplate: '{testDir}/__screenshots__/{testFilePath}/{arg}{ext}',
  retries: 0,
  forbidOnly: true,
  outputDir: `test-results/playwright-${staffPort}`,
  use: {
    // Recording a trace made each test about a third slower on a slow machine (measured on the home
    // and answers specs: 1.2–1.4 min without, 1.8–1.9 min with, DOM snapshots and screenshots off
    // or on), and a CI log cannot show one. To keep one of each failing test while debugging:
    // E2E_TRACE=retain-on-failure (or pass --trace).
    trace: process.env.E2E_TRACE === 'retain-on-failure' ? 'retain-on-failure' : 'off',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || undefined,
      args: [...chromiumFlags],
    },
  },
  projects: [
    {
      name: 'staff-desktop',
      testIgnore: ['public-*.spec.ts', 'staff-mfa.spec.ts', 'shop-*.spec.ts'],
      use: {
        ...devices['Desktop Chrome'],
        channel: undefined,
        baseURL: `http://127.0.0.1:${staffPort}`,
      },
    },
    {
      name: 'staff-phone',
      testIgnore: ['public-*.spec.ts', 'staff-mfa.spec.ts', 'shop-*.spec.ts'],
      use: { ...devices['Pixel 7'], channel: undefined, baseURL: `http://127.0.0.1:${staffPort}` },
    },
    {
      name: 'mfa-desktop',
      testMatch: 'staff-mfa.spec.ts',
      use: {
        ...devices['Desktop Chrome'],
        channel: undefined,
        baseURL: `http://127.0.0.1:${mfaPort}`,
      },
    },
    {
      name: 'public-desktop',
      testMatch: 'public-*.spec.ts',
      grepInvert: /@phone/,
      use: {
        ...devices['Desktop Chrome'],
        channel: undefined,
        baseURL: `http://127.0.0.1:${publicPort}`,
      },
    },
    {
      name: 'public-phone',
      testMatch: 'public-*.spec.ts',
      grepInvert: /@desktop/,
      use: { ...devices['Pixel 7'], channel: undefined, baseURL: `http://127.0.0.1:${publicPort}` },
    },
    {
      // The shop specs change the catalogue, so their tests take turns on a server of their own;
      // each test sets its own width and device.
      name: 'shop',
      testMatch: 'shop-*.spec.ts',
      fullyParallel: false,
      use: {
        ...devices['Desktop Chrome'],
        channel: undefined,
        baseURL: `http://127.0.0.1:${shopPort}`,
      },
    },
  ],
  webServer: [
    {
      command: 'node --import tsx e2e/support/fake-stripe.ts',
      // Its list of sessions answers 200 once it listens.
      url: `${fakeStripeUrl}/v1/checkout/sessions`,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore' as const,
      stderr: 'pipe' as const,
      env: {
        FAKE_STRIPE_PORT: String(e2eFakeStripePort),
        FAKE_STRIPE_WEBHOOK_URL: `http://127.0.0.1:${publicPort}/payments/v1/stripe/webhook`,
      },
    },
    // Sign-ups confirm at once here, so a test can make a non-staff account in one call.
    server('staff', { AUTH_EMAIL_CONFIRM: 'false' }),
    server('public', {
      AUTH_EMAIL_CONFIRM: 'true',
      PATIENT_PORTAL_URL: 'https://portal.e2e.example/sign-in',
      // Both browser projects order from 127.0.0.1 (e2e/public-orders.spec.ts), and send their
      // consultation requests from it too (e2e/public-leads.spec.ts, the visual guards): the
      // per-client limits are proven from two addresses by the server's tests.
      ORDERS_PER_IP_PER_10_MIN: '100',
      LEADS_PER_IP_PER_10_MIN: '100',
      ...stripeEnv,
    }),
    server('mfa', { AUTH_EMAIL_CONFIRM: 'false', STAFF_MFA: 'required' }),
    server('shop', { SITE_ACCESS: 'public', AUTH_EMAIL_CONFIRM: 'false' }),
  ],
})
