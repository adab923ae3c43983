import { type Kysely, type Migration, type MigrationProvider, Migrator } from 'kysely'
import * as leads from './migrations/0001-leads'

// The one, append-only migration history for both engines. Listed statically
// (not read from a folder) so it works the same from source and from a bundle.
const history: Record<string, Migration> = {
  '0001-leads': leads,
}

const provider: MigrationProvider = {
  getMigrations: () => Promise.resolve(history),
}

export type MigrationReport = { applied: string[] }

/** Apply pending migrations. Safe to call from several processes at once (Kysely takes a lock). */
export async function migrateToLatest<T>(db: Kysely<T>): Promise<MigrationReport> {
  // Migrations see the database untyped: they run before the schema they create exists.
  const migrator = new Migrator({ db: db as Kysely<unknown>, provider })
  const { error, results } = await migrator.migrateToLatest()
  if (error) {
    const failed = results?.find((result) => result.status === 'Error')?.migrationName
    throw new Error(`Database migration ${failed ?? ''} failed: ${error instanceof Error ? error.message : 'unknown error'}`, { cause: error })
  }
  return {
    applied: (results ?? [])
      .filter((result) => result.status === 'Success')
      .map((result) => result.migrationName),
  }
}

export const migrationNames = Object.keys(history)
