import { createApp } from '../../src/server/app'
import { openDatabase } from '../../src/server/db/database'
import { migrateToLatest } from '../../src/server/db/migrations'
import { createLogger } from '../../src/server/logger'
import { createMailer } from '../../src/server/mail/mailer'
import { createAnonKey } from '../../src/server/secrets'
import { makeTempDir, TEST_INTAKE_KEY, TEST_JWT_SECRET, testConfig } from '../../src/server/testing'
import type { MountedRoute } from './route-arbitraries'

/**
 * Every route the server mounts, as its Hono router lists them (`app.routes`): the app is made
 * in this process on an in-memory store only to be asked, so a route added to any API is
 * fuzzed without a line of the fuzzer changing (docs/architecture.md, Reliability proofs).
 * Middleware and catch-alls (`ALL`, a pattern ending in `*`) are left out: they are not
 * endpoints, and the site's catch-all and storage's have groups of their own (arbitraries.ts).
 */
export async function mountedRoutes(): Promise<MountedRoute[]> {
  const config = testConfig({ dataDir: makeTempDir('renew-fuzz-routes-') })
  const database = openDatabase({ dataDir: config.dataDir, sqliteFile: ':memory:' })
  try {
    await migrateToLatest(database.db)
    const logger = createLogger('silent')
    const app = createApp({
      db: database.db,
      config,
      logger,
      secrets: {
        jwtSecret: TEST_JWT_SECRET,
        anonKey: await createAnonKey(TEST_JWT_SECRET),
        intakeKey: TEST_INTAKE_KEY,
      },
      mailer: createMailer(config, logger),
    })
    const routes = new Map<string, MountedRoute>()
    for (const { method, path } of app.routes) {
      if (method === 'ALL' || path.endsWith('*')) continue
      routes.set(`${method} ${path}`, { method, path })
    }
    return [...routes.values()].sort((a, b) =>
      `${a.path} ${a.method}`.localeCompare(`${b.path} ${b.method}`),
    )
  } finally {
    await database.close()
  }
}
