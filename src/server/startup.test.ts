import { randomUUID } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import pg from 'pg'
import { afterEach, describe, expect, it } from 'vitest'

import { findStaffUsers } from './auth/auth.queries'
import { verifyPassword } from './auth/passwords'
import { type DatabaseHandle, openDatabase } from './db/database'
import { migrationNames } from './db/migrations'
import { type Config, ConfigError, loadConfig } from './env'
import { createLogger } from './logger'
import { DEFAULT_STAFF_EMAIL, INITIAL_PASSWORD_FILE } from './staff/staff'
import { startUp, withStartupLock } from './startup'
import { makeTempDir, TEST_INTAKE_KEY, TEST_JWT_SECRET, testConfig } from './testing'

// Start-ups of several processes at the same moment on one fresh database (README,
// "Deploying"). Each "process" here is its own database handle: a pool of its own on
// PostgreSQL (the second leg of .ci/run), its own connection to the same file on SQLite.

const databaseUrl = loadConfig().databaseUrl
const logger = createLogger('silent')
const cleanups: (() => Promise<void>)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

/** A database nothing has touched: an empty schema on PostgreSQL, a new file on SQLite. */
async function freshDatabase(): Promise<{ open: (dataDir: string) => DatabaseHandle }> {
  const handles: DatabaseHandle[] = []
  cleanups.push(() => Promise.all(handles.map((handle) => handle.close())).then(() => undefined))
  if (!databaseUrl) {
    const dataDir = makeTempDir()
    return {
      // One SQLite file (in the first directory) whatever the process's own DATA_DIR.
      open: () => {
        const handle = openDatabase({ dataDir })
        handles.push(handle)
        return handle
      },
    }
  }
  const schema = `test_${randomUUID().replaceAll('-', '')}`
  await admin(`CREATE SCHEMA ${schema}`)
  cleanups.unshift(() => admin(`DROP SCHEMA ${schema} CASCADE`))
  const url = new URL(databaseUrl)
  url.searchParams.set('options', `-c search_path=${schema}`)
  return {
    open: (dataDir) => {
      const handle = openDatabase({ databaseUrl: url.toString(), dataDir, poolSize: 2 })
      handles.push(handle)
      return handle
    },
  }
}

async function admin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    await client.query(statement)
  } finally {
    await client.end()
  }
}

/** Shipped media for the seeding step: one small file, not the repository's videos. */
function smallMediaDir(): string {
  const mediaDir = makeTempDir()
  fs.mkdirSync(path.join(mediaDir, 'site-images'))
  fs.writeFileSync(path.join(mediaDir, 'site-images', 'logo.svg'), '<svg/>')
  return mediaDir
}

function processConfig(dataDir: string, mediaDir: string, overrides: Partial<Config> = {}) {
  return testConfig({
    dataDir,
    mediaDir,
    databaseUrl,
    jwtSecret: TEST_JWT_SECRET,
    intakeEncryptionKey: TEST_INTAKE_KEY,
    staffEmail: undefined,
    staffPassword: undefined,
    ...overrides,
  })
}

/** Tables in this handle's own schema, the migrator's bookkeeping included. */
async function tableCount(handle: DatabaseHandle): Promise<number> {
  return (await handle.db.introspection.getTables({ withInternalKyselyTables: true })).length
}

async function onlyStaffUser(db: DatabaseHandle['db']) {
  const staff = await findStaffUsers(db)
  expect(staff.map((user) => user.email)).toEqual([DEFAULT_STAFF_EMAIL])
  return staff[0]!
}

describe('start-up of several processes at the same moment', () => {
  it('on a terminal: every process comes up, one staff account, its password printed once', async () => {
    const database = await freshDatabase()
    const mediaDir = smallMediaDir()
    const printed: string[] = []
    const processes = [1, 2, 3].map(() => {
      const dataDir = makeTempDir()
      return { dataDir, handle: database.open(dataDir), config: processConfig(dataDir, mediaDir) }
    })

    const started = await Promise.all(
      processes.map(({ handle, config }) =>
        startUp(handle, config, logger, { isTTY: true, print: (line) => printed.push(line) }),
      ),
    )

    // One process migrated; the others found the schema current.
    const applied = started.map((result) => result.applied).sort((a, b) => b.length - a.length)
    expect(applied).toEqual([migrationNames, [], []])
    expect(new Set(started.map((result) => result.anonKey)).size).toBe(1)
    for (const { dataDir } of processes) {
      expect(fs.readFileSync(path.join(dataDir, 'storage/site-images/logo.svg'), 'utf8')).toBe(
        '<svg/>',
      )
    }
    expect(printed).toHaveLength(1)
    const password = /password: (\S+)/.exec(printed[0]!)?.[1] ?? ''
    const staff = await onlyStaffUser(processes[0]!.handle.db)
    // The password handed over is the one the account has: no process replaced it.
    expect(await verifyPassword(staff.encrypted_password!, password)).toBe(true)
  })

  it('without a terminal: one password file among all the processes, and it works', async () => {
    const database = await freshDatabase()
    const mediaDir = smallMediaDir()
    // On PostgreSQL each process has its own DATA_DIR (as on separate machines); on SQLite
    // they share the one that holds the database.
    const shared = makeTempDir()
    const processes = [1, 2, 3].map(() => {
      const dataDir = databaseUrl ? makeTempDir() : shared
      return { dataDir, handle: database.open(dataDir), config: processConfig(dataDir, mediaDir) }
    })

    await Promise.all(
      processes.map(({ handle, config }) =>
        startUp(handle, config, logger, {
          isTTY: false,
          print: () => expect.fail('printed a password without a terminal'),
        }),
      ),
    )

    const files = [...new Set(processes.map(({ dataDir }) => dataDir))]
      .map((dataDir) => path.join(dataDir, INITIAL_PASSWORD_FILE))
      .filter((file) => fs.existsSync(file))
    expect(files).toHaveLength(1)
    const password = /password: (\S+)/.exec(fs.readFileSync(files[0]!, 'utf8'))?.[1] ?? ''
    const staff = await onlyStaffUser(processes[0]!.handle.db)
    expect(await verifyPassword(staff.encrypted_password!, password)).toBe(true)
  })

  it('with STAFF_EMAIL and STAFF_PASSWORD everywhere: one account with that password', async () => {
    const database = await freshDatabase()
    const mediaDir = smallMediaDir()
    const staffPassword = 'a long staff passphrase'
    const handles = [1, 2, 3]
      .map(() => makeTempDir())
      .map((dataDir) => ({
        handle: database.open(dataDir),
        config: processConfig(dataDir, mediaDir, {
          staffEmail: 'office@renewmedical.example',
          staffPassword,
        }),
      }))
    await Promise.all(handles.map(({ handle, config }) => startUp(handle, config, logger)))
    const staff = await findStaffUsers(handles[0]!.handle.db)
    expect(staff.map((user) => user.email)).toEqual(['office@renewmedical.example'])
    expect(await verifyPassword(staff[0]!.encrypted_password!, staffPassword)).toBe(true)
  })

  it('a start-up that fails lets go of the lock: the next one completes', async () => {
    const database = await freshDatabase()
    const dataDir = makeTempDir()
    const handle = database.open(dataDir)
    const broken = processConfig(dataDir, smallMediaDir(), { staffEmail: DEFAULT_STAFF_EMAIL })
    await expect(startUp(handle, broken, logger)).rejects.toThrow(
      /STAFF_EMAIL and STAFF_PASSWORD must be set together/,
    )
    // Another process, and this one again (its pool reuses the connection that held the lock).
    const other = database.open(makeTempDir())
    const config = processConfig(dataDir, smallMediaDir())
    await startUp(other, config, logger, { isTTY: true, print: () => undefined })
    await startUp(handle, config, logger, { isTTY: true, print: () => undefined })
    await onlyStaffUser(handle.db)
  })

  it('runs one start-up at a time: the second waits until the first is done', async () => {
    const database = await freshDatabase()
    const first = database.open(makeTempDir())
    const second = database.open(makeTempDir())
    const events: string[] = []
    let releaseFirst = () => {}
    const firstHolds = new Promise<void>((resolve) => (releaseFirst = resolve))
    let firstEntered = () => {}
    const entered = new Promise<void>((resolve) => (firstEntered = resolve))

    const one = withStartupLock(first, logger, async () => {
      events.push('first in')
      firstEntered()
      await firstHolds
      events.push('first out')
    })
    await entered
    const two = withStartupLock(second, logger, () => {
      events.push('second in')
      return Promise.resolve()
    })
    // Long enough for the second to have run, were it not held back.
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(events).toEqual(['first in'])
    releaseFirst()
    await Promise.all([one, two])
    expect(events).toEqual(['first in', 'first out', 'second in'])
  })
})

describe('start-up on PostgreSQL without JWT_SECRET', () => {
  it('refuses with a message naming JWT_SECRET, before touching the database', async () => {
    const database = await freshDatabase()
    const dataDir = makeTempDir()
    const handle = database.open(dataDir)
    const config = processConfig(dataDir, smallMediaDir(), {
      databaseUrl: databaseUrl ?? 'postgres://renew@db.internal:5432/renew',
      jwtSecret: undefined,
    })
    const failure = startUp(handle, config, logger, { isTTY: true, print: () => undefined })
    await expect(failure).rejects.toThrow(ConfigError)
    await expect(failure).rejects.toThrow(/JWT_SECRET must be set when DATABASE_URL is set/)
    expect(await tableCount(handle)).toBe(0)
    expect(fs.existsSync(path.join(dataDir, 'jwt-secret'))).toBe(false)
  })

  it('refuses without INTAKE_ENCRYPTION_KEY too, naming it, before touching the database', async () => {
    const database = await freshDatabase()
    const dataDir = makeTempDir()
    const handle = database.open(dataDir)
    const config = processConfig(dataDir, smallMediaDir(), {
      databaseUrl: databaseUrl ?? 'postgres://renew@db.internal:5432/renew',
      intakeEncryptionKey: undefined,
    })
    const failure = startUp(handle, config, logger, { isTTY: true, print: () => undefined })
    await expect(failure).rejects.toThrow(/INTAKE_ENCRYPTION_KEY must be set when DATABASE_URL/)
    expect(await tableCount(handle)).toBe(0)
    expect(fs.existsSync(path.join(dataDir, 'intake-key'))).toBe(false)
  })

  // The embedded store is always at hand, so this runs on both legs of .ci/run.
  it('on SQLite still generates the secret file once and reuses it', async () => {
    const dataDir = makeTempDir()
    const open = () => {
      const handle = openDatabase({ dataDir })
      cleanups.push(() => handle.close())
      return handle
    }
    const config = processConfig(dataDir, smallMediaDir(), {
      databaseUrl: undefined,
      jwtSecret: undefined,
    })
    const print = () => undefined
    const first = await startUp(open(), config, logger, { isTTY: true, print })
    const again = await startUp(open(), config, logger, { isTTY: true, print })
    expect(fs.readFileSync(path.join(dataDir, 'jwt-secret'), 'utf8')).toBe(first.jwtSecret)
    expect(again.jwtSecret).toBe(first.jwtSecret)
  })
})
