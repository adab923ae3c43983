import path from 'node:path'

// Shared by playwright.config.ts (which starts the servers) and the specs.

export type Site = 'staff' | 'public'

export const e2eStaff = {
  email: 'staff@renewmedical.example',
  password: 'e2e staff passphrase 2026',
}

/** The staff-mode server's port; the public one listens on the next. Change it to run suites side by side. */
export const e2eStaffPort = Number(process.env.E2E_PORT ?? 4173)

/** The build under test (the servers read the same variable). */
export const e2eClientDir = path.resolve(process.env.CLIENT_DIR || 'dist/client')

export function e2eDataDir(site: Site): string {
  return path.resolve(`test-results/e2e-${e2eStaffPort}-data-${site}`)
}
