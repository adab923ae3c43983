// Outbox delivery across server processes on PostgreSQL, measured by hand
// (docs/decisions/015-outbox-delivery-guarantee.md):
//
//   DATABASE_URL=postgres://… node --import tsx scripts/bench-outbox.ts \
//     [--rows 2000] [--delay 0] [--processes 3] [--concurrency 4]
//
// Makes a throwaway database beside DATABASE_URL's (the role needs CREATEDB), queues `rows`
// webhook notifications, starts `processes` outbox workers at once — child processes, each with
// its own pool and the production timer — against a local receiver that answers each POST after
// `delay` ms, and prints the POSTs received, the repeats among them, and how fast the queue
// drained (rows per second from the first POST to the last row recorded as delivered).
// Not a test: it only reports.
import { spawn } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'

import pg from 'pg'

import { openDatabase } from '../src/server/db/database'
import { migrateToLatest } from '../src/server/db/migrations'
import { createLogger } from '../src/server/logger'
import { createOutboxWorker } from '../src/server/outbox/outbox-worker'
import { enqueue, type OutboxEntry } from '../src/server/outbox/outbox.queries'

const SECRET = 'bench-webhook-secret-of-at-least-32-chars'

const { values } = parseArgs({
  options: {
    rows: { type: 'string', default: '2000' },
    delay: { type: 'string', default: '0' },
    processes: { type: 'string', default: '3' },
    concurrency: { type: 'string', default: '4' },
    child: { type: 'boolean', default: false },
  },
})
const concurrency = Number(values.concurrency)

if (values.child) child()
else await parent()

/** One "server process": the outbox worker as main.ts runs it, until SIGTERM. */
function child() {
  const database = openDatabase({
    databaseUrl: process.env.BENCH_DATABASE_URL,
    dataDir: os.tmpdir(),
  })
  const worker = createOutboxWorker({
    db: database.db,
    mailer: { send: () => Promise.resolve() },
    webhook: { url: String(process.env.BENCH_WEBHOOK_URL), secret: SECRET },
    logger: createLogger('silent'),
    concurrency,
  })
  worker.start()
  process.on('SIGTERM', () => {
    void worker
      .stop()
      .then(() => database.close())
      .then(() => process.exit(0))
  })
}

async function parent() {
  const rows = Number(values.rows)
  const delay = Number(values.delay)
  const processes = Number(values.processes)
  const base = process.env.DATABASE_URL
  if (!base || !(rows > 0) || !(delay >= 0) || !(processes > 0) || !(concurrency > 0)) {
    console.error(
      'usage: DATABASE_URL=postgres://… node --import tsx scripts/bench-outbox.ts [--rows 2000] [--delay 0] [--processes 3] [--concurrency 4]',
    )
    process.exit(2)
  }
  const name = `outbox_bench_${randomUUID().replaceAll('-', '').slice(0, 12)}`
  const admin = new pg.Client({ connectionString: base })
  await admin.connect()
  await admin.query(`CREATE DATABASE ${name}`)
  const url = new URL(base)
  url.pathname = `/${name}`
  const database = openDatabase({ databaseUrl: url.toString(), dataDir: os.tmpdir() })
  try {
    await migrateToLatest(database.db)
    const entries: OutboxEntry[] = Array.from({ length: rows }, (_, index) => ({
      kind: 'webhook',
      payload: { event: 'bench.created', body: JSON.stringify({ index }) },
    }))
    for (let start = 0; start < rows; start += 500) {
      await enqueue(database.db, entries.slice(start, start + 500))
    }

    const posts = new Map<string, number>()
    let total = 0
    let firstPostAt = 0
    let lastPostAt = 0
    const receiver = createServer((request, response) => {
      const id = String(request.headers['x-renew-delivery'])
      posts.set(id, (posts.get(id) ?? 0) + 1)
      total++
      lastPostAt = Date.now()
      firstPostAt ||= lastPostAt
      request.resume()
      setTimeout(() => response.writeHead(204).end(), delay)
    })
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve))
    const webhookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`

    const children = Array.from({ length: processes }, () =>
      spawn(
        process.execPath,
        [
          '--import',
          'tsx',
          fileURLToPath(import.meta.url),
          '--child',
          '--concurrency',
          String(concurrency),
        ],
        {
          env: {
            ...process.env,
            BENCH_DATABASE_URL: url.toString(),
            BENCH_WEBHOOK_URL: webhookUrl,
          },
          stdio: 'inherit',
        },
      ),
    )
    const pending = async () => {
      const { count } = await database.db
        .selectFrom('outbox')
        .select((eb) => eb.fn.countAll<string>().as('count'))
        .where('delivered_at', 'is', null)
        .executeTakeFirstOrThrow()
      return Number(count)
    }
    const deadline = Date.now() + 30 * 60_000
    while ((await pending()) > 0 && Date.now() < deadline) await sleep(100)
    // A worker may still be posting rows another has recorded: wait until the receiver is quiet.
    const quiet = Math.max(2000, 2 * delay + 1000)
    while (Date.now() - lastPostAt < quiet) await sleep(100)
    await Promise.all(
      children.map(
        (proc) =>
          new Promise((resolve) => {
            proc.once('exit', resolve)
            proc.kill('SIGTERM')
          }),
      ),
    )
    receiver.close()

    const { last } = await database.db
      .selectFrom('outbox')
      .select((eb) => eb.fn.max('delivered_at').as('last'))
      .executeTakeFirstOrThrow()
    const drainMs = Date.parse(String(last)) - firstPostAt
    const repeated = [...posts.values()].filter((count) => count > 1).length
    const left = await pending()
    console.log(
      [
        `rows ${rows}, processes ${processes}, concurrency ${concurrency} (ignored before it existed), webhook delay ${delay} ms`,
        `POSTs ${total}, distinct delivery ids ${posts.size}, duplicate POSTs ${total - posts.size} (rows posted more than once: ${repeated}), rows left undelivered ${left}`,
        `drained in ${(drainMs / 1000).toFixed(2)} s: ${((rows / drainMs) * 1000).toFixed(1)} rows/s`,
      ].join('\n'),
    )
  } finally {
    await database.close()
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
    await admin.end()
  }
}

function sleep(ms: number) {
  return new Promise((resolve) => setTimeout(resolve, ms))
}
