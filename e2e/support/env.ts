import path from 'node:path'

// Shared by playwright.config.ts (which starts the servers) and the specs.

/**
 * The three e2e servers: the pre-launch staff gate and the public site, both as a test or demo
 * deployment runs them (STAFF_MFA=optional), and a staff-gate server with the production
 * default STAFF_MFA=required for the second-factor specs (staff-mfa.spec.ts).
 */
export type Site = 'staff' | 'public' | 'mfa'

export const e2eStaff = {
  email: 'staff@renewmedical.example',
  password: 'e2e staff passphrase 2026',
}

/**
 * The staff-mode server's port; the public one listens on the next, the MFA one on the one
 * after. Change it to run suites side by side.
 */
export const e2eStaffPort = Number(process.env.E2E_PORT ?? 4173)

/** The build under test (the servers read the same variable). */
export const e2eClientDir = path.resolve(process.env.CLIENT_DIR || 'dist/client')

export function e2eDataDir(site: Site): string {
  return path.resolve(`test-results/e2e-${e2eStaffPort}-data-${site}`)
}
