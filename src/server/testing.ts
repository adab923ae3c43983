import { randomUUID } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { type AppDeps, createApp } from './app'
import { type DatabaseHandle, openDatabase } from './db/database'
import { migrateToLatest } from './db/migrations'
import { type Config, loadConfig } from './env'
import { createLogger } from './logger'
import { createAnonKey } from './secrets'

// Helpers for server tests: a fresh, migrated database per call — SQLite in a
// temp dir by default, or a new schema in the PostgreSQL that DATABASE_URL names
// (the second leg of .ci/run), so the same tests prove both engines.

export const TEST_JWT_SECRET = 'test-secret-that-is-at-least-thirty-two-characters'

export function makeTempDir(prefix = 'renew-test-'): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix))
}

export async function createTestDatabase(dataDir = makeTempDir()): Promise<DatabaseHandle> {
  const { databaseUrl } = loadConfig()
  if (!databaseUrl) {
    const handle = openDatabase({ dataDir })
    await migrateToLatest(handle.db)
    return handle
  }
  const schema = `test_${randomUUID().replaceAll('-', '')}`
  const admin = new pg.Client({ connectionString: databaseUrl })
  await admin.connect()
  await admin.query(`CREATE SCHEMA ${schema}`)
  await admin.end()
  const url = new URL(databaseUrl)
  url.searchParams.set('options', `-c search_path=${schema}`)
  const handle = openDatabase({ databaseUrl: url.toString(), dataDir })
  await migrateToLatest(handle.db)
  return {
    ...handle,
    close: async () => {
      await handle.close()
      const cleanup = new pg.Client({ connectionString: databaseUrl })
      await cleanup.connect()
      await cleanup.query(`DROP SCHEMA ${schema} CASCADE`)
      await cleanup.end()
    },
  }
}

export function testConfig(overrides: Partial<Config> = {}): Config {
  const dataDir = overrides.dataDir ?? makeTempDir()
  return { ...loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }), ...overrides }
}

export async function createTestApp(overrides: Partial<Config> = {}) {
  const config = testConfig(overrides)
  const database = await createTestDatabase(config.dataDir)
  const deps: AppDeps = {
    db: database.db,
    config,
    logger: createLogger('silent'),
    secrets: { jwtSecret: TEST_JWT_SECRET, anonKey: await createAnonKey(TEST_JWT_SECRET) },
  }
  return { app: createApp(deps), deps, database }
}
