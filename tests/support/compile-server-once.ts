import fs from 'node:fs'
import path from 'node:path'

import type { TestProject } from 'vitest/node'

import { compileServer } from '../../scripts/lib/compile-server.mjs'

// Vitest global setup of the server tests: the server compiled once per run, from the sources as
// they are now, into a folder of its own under node_modules/.cache, where Node finds the packages
// the bundle imports. Tests that start an entry point as a child process run it from there with
// plain `node`, as production does (ADR 031): no TypeScript compile at each start, about 1.6 s of
// CPU less each (src/server/testing-entries.ts, compiledEntry).

declare module 'vitest' {
  export interface ProvidedContext {
    compiledServerDir: string
  }
}

export default async function setup(project: TestProject) {
  const cache = path.join(import.meta.dirname, '../../node_modules/.cache')
  fs.mkdirSync(cache, { recursive: true })
  const dir = fs.mkdtempSync(path.join(cache, 'renew-server-under-test-'))
  await compileServer(dir)
  project.provide('compiledServerDir', dir)
  return () => fs.rmSync(dir, { recursive: true, force: true })
}
