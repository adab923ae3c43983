// Run before an e2e server starts on PostgreSQL (playwright.config.ts, E2E_DATABASE_URL):
// gives the server an empty schema of its own, as a fresh DATA_DIR does on the embedded
// store, so each run and each of the four servers starts with nothing in it.
import pg from 'pg'

const adminUrl = process.env.E2E_DATABASE_URL
const schema = process.env.E2E_SCHEMA
if (!adminUrl || !schema || !/^[a-z_][a-z0-9_]*$/.test(schema)) {
  console.error('fresh-schema: E2E_DATABASE_URL and a plain E2E_SCHEMA name are required')
  process.exit(1)
}

const client = new pg.Client({ connectionString: adminUrl })
await client.connect()
try {
  await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`)
  await client.query(`CREATE SCHEMA ${schema}`)
} finally {
  await client.end()
}
