import path from 'node:path'

// Shared by playwright.config.ts (which starts the servers) and the specs.

export type Site = 'staff' | 'public'

export const e2eStaff = {
  email: 'staff@renewmedical.example',
  password: 'e2e staff passphrase 2026',
}

export function e2eDataDir(site: Site): string {
  return path.resolve(`test-results/e2e-data-${site}`)
}
