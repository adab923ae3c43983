import path from 'node:path'

import { inject } from 'vitest'

/**
 * The compiled entry point `name` (main, staff-cli, backup-cli, restore-cli) for a test that runs
 * it as a child process with plain `node`, as production does: compiled from the current sources
 * once per Vitest run by the server tests' global setup (tests/support/compile-server-once.ts).
 */
export function compiledEntry(name: 'main' | 'staff-cli' | 'backup-cli' | 'restore-cli'): string {
  return path.join(inject('compiledServerDir'), `${name}.js`)
}
