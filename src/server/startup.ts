import path from 'node:path'

import { sql } from 'kysely'

import type { Database, DatabaseHandle } from './db/database'
import { migrateToLatest } from './db/migrations'
import type { Config } from './env'
import type { Logger } from './logger'
import { createAnonKey, loadIntakeKey, loadJwtSecret } from './secrets'
import { ensureStaffAccount } from './staff/staff'
import type { Print } from './staff/staff-credentials'
import { seedStorage } from './storage/seed-storage'

// What a server process does before it listens. On PostgreSQL several processes may start at
// the same moment on one database (README, "Deploying"): the migrations, the staff account and
// the storage seeding run under one lock, so the first process does the work and the others
// find it done. The staff account is looked up and then created; without the lock two
// processes both created it (a duplicate key) or overwrote the generated password that the
// other had just handed over.

/** First key of the two-key advisory lock; the second is the schema, so schemas never wait on each other. */
const STARTUP_LOCK_CLASS = 0x52_4d_53_55 // "RMSU"

export type StartupOptions = {
  /** Where a generated staff password goes on a terminal (console.log). */
  print?: Print
  /** Whether stdout is a terminal (else the password goes to a file in DATA_DIR). */
  isTTY?: boolean
}

/**
 * The settings start-up reads, and only those: where the secrets come from (secrets.ts), the
 * operator's account (STAFF_EMAIL/STAFF_PASSWORD) and the media to seed. A whole Config fits.
 */
export type StartupConfig = Pick<
  Config,
  | 'dataDir'
  | 'databaseUrl'
  | 'jwtSecret'
  | 'intakeEncryptionKey'
  | 'staffEmail'
  | 'staffPassword'
  | 'mediaDir'
>

export type Started = {
  jwtSecret: string
  anonKey: string
  intakeKey: Buffer
  /** Migrations this process applied (none when another process already had). */
  applied: string[]
  /** Media files copied into DATA_DIR/storage. */
  copied: number
}

export async function startUp(
  database: DatabaseHandle,
  config: StartupConfig,
  logger: Logger,
  { print, isTTY }: StartupOptions = {},
): Promise<Started> {
  // Before the database: a missing JWT_SECRET on PostgreSQL is a configuration error.
  const jwtSecret = loadJwtSecret(config)
  const intakeKey = loadIntakeKey(config)
  const anonKey = await createAnonKey(jwtSecret)
  return withStartupLock(database, logger, async (db) => {
    const { applied } = await migrateToLatest(db)
    if (applied.length) logger.info({ applied, engine: database.engine }, 'migrations applied')
    await ensureStaffAccount(db, config, logger, print, isTTY === undefined ? {} : { isTTY })
    const { copied } = await seedStorage(config.mediaDir, path.join(config.dataDir, 'storage'))
    if (copied) logger.info({ copied }, 'storage seeded from shipped media')
    return { jwtSecret, anonKey, intakeKey, applied, copied }
  })
}

/**
 * Run `work` while no other start-up on this database runs. On PostgreSQL: a session-level
 * advisory lock held on one connection, which `work` gets as its database handle (so it
 * needs no second connection from the pool); PostgreSQL drops the lock if the process dies.
 * On SQLite, which serves one process per DATA_DIR, start-ups within this process take turns.
 */
export async function withStartupLock<T>(
  database: DatabaseHandle,
  logger: Logger,
  work: (db: Database) => Promise<T>,
): Promise<T> {
  if (database.engine === 'sqlite') return inTurn(() => work(database.db))
  return database.db.connection().execute(async (connection) => {
    const key = sql`${STARTUP_LOCK_CLASS}::int4, hashtext(current_schema())`
    const tried = await sql<Locked>`select pg_try_advisory_lock(${key}) as locked`.execute(
      connection,
    )
    if (!tried.rows[0]?.locked) {
      logger.info('another process is starting on this database: waiting for it to finish')
      await sql`select pg_advisory_lock(${key})`.execute(connection)
    }
    const unlock = () => sql`select pg_advisory_unlock(${key})`.execute(connection)
    let result: T
    try {
      result = await work(connection)
    } catch (error) {
      // The start-up fails and the process exits, which ends the session and its lock anyway.
      await unlock().catch(() => undefined)
      throw error
    }
    // Failing here fails the start-up: this connection goes back to the pool, and must not
    // go there still holding the lock every other process waits for.
    await unlock()
    return result
  })
}

type Locked = { locked: boolean }

let turn: Promise<unknown> = Promise.resolve()

function inTurn<T>(work: () => Promise<T>): Promise<T> {
  const result = turn.then(work)
  turn = result.catch(() => undefined)
  return result
}
