import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import { serverAppDirBeside } from '../../scripts/lib/compile-server.mjs'

// Shared by playwright.config.ts (which starts the servers) and the specs.

/**
 * The four e2e servers: the pre-launch staff gate and the public site, both as a test or demo
 * deployment runs them (STAFF_MFA=optional); a staff-gate server with the production default
 * STAFF_MFA=required for the second-factor specs (staff-mfa.spec.ts); and a second public site
 * whose catalogue the shop specs (shop-*.spec.ts) change through the staff API, one test at a
 * time, so no other spec sees a price or stock they set.
 */
export type Site = 'staff' | 'public' | 'mfa' | 'shop'

export const e2eStaff = {
  email: 'staff@renewmedical.example',
  password: 'e2e staff passphrase 2026',
}

/**
 * The staff-mode server's port; the public one listens on the next, then the MFA one, then
 * the shop one. Change it (by 4 or more) to run suites side by side.
 */
export const e2eStaffPort = Number(process.env.E2E_PORT ?? 4173)

export function e2ePort(site: Site): number {
  return e2eStaffPort + { staff: 0, public: 1, mfa: 2, shop: 3 }[site]
}

/**
 * The local fake of Stripe the public server pays through (e2e/support/fake-stripe.ts): 1000
 * above the staff port, clear of the four servers of this suite and of suites run side by side.
 */
export const e2eFakeStripePort = e2eStaffPort + 1000

/** The build under test (the servers read the same variable). */
export const e2eClientDir = path.resolve(process.env.CLIENT_DIR || 'dist/client')

/**
 * The server of that build, compiled beside it (scripts/build-server.mjs): the servers and
 * `npm run staff` run from it with plain `node`, as production does (ADR 031).
 */
export const e2eServerDir = serverAppDirBeside(e2eClientDir)

export function e2eDataDir(site: Site): string {
  return path.resolve(`test-results/e2e-${e2eStaffPort}-data-${site}`)
}

/**
 * With E2E_DATABASE_URL set (the PostgreSQL leg of .ci/run) the servers keep their data in
 * that PostgreSQL, each in a schema of its own that is emptied before it starts (as a fresh
 * DATA_DIR is on the embedded store), so the same browser tests prove both stores.
 */
export const e2ePostgresUrl = process.env.E2E_DATABASE_URL || undefined

export function e2eSchema(site: Site): string {
  return `e2e_${e2ePort(site)}_${site}`
}

/**
 * The server's JWT secret. On the embedded store the server generates it into DATA_DIR; on
 * PostgreSQL it must be given (src/server/secrets.ts), so it is derived from the database URL,
 * which carries CI's random password: the same in every test process, different every run.
 */
export function e2eJwtSecret(site: Site): string {
  if (!e2ePostgresUrl) {
    return fs.readFileSync(path.join(e2eDataDir(site), 'jwt-secret'), 'utf8').trim()
  }
  return createHash('sha256').update(`${e2ePostgresUrl}#${site}`).digest('base64url')
}

/** Where a server's data lives, as the variables the server and `npm run staff` read. */
export function e2eStoreEnv(site: Site): Record<string, string> {
  const env: Record<string, string> = { DATA_DIR: e2eDataDir(site) }
  if (!e2ePostgresUrl) return env
  const url = new URL(e2ePostgresUrl)
  url.searchParams.set('options', `-c search_path=${e2eSchema(site)}`)
  return {
    ...env,
    DATABASE_URL: url.toString(),
    JWT_SECRET: e2eJwtSecret(site),
    // Required on PostgreSQL too (src/server/secrets.ts); the same in every test process.
    INTAKE_ENCRYPTION_KEY: createHash('sha256')
      .update(`${e2ePostgresUrl}#intake#${site}`)
      .digest('hex'),
  }
}
