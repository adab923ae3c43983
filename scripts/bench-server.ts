// `npm run bench:server [-- --seconds 10 --connections 10 --cpu-prof --only book,order]` (docs/architecture.md,
// Performance budgets): requests per second and p50/p99 of the production server (embedded store)
// for static assets (the largest JS chunk and the largest CSS file, each plain and gzip),
// /config.json, lead inserts, bookings (each a slot nobody holds), order requests (each a new
// order taking one unit of one product's stock), staff pipeline updates and token refreshes — and,
// when nginx is installed, the same static files served by nginx in the same run, right after
// ours, printed side by side as a ratio. When DATABASE_URL is set, lead inserts also on PostgreSQL
// (a fresh schema in that database): one process and three, each behind the test harness's
// round-robin proxy, from one address and from many, next to the embedded store's. Compares with
// the targets and says pass or miss; a miss does not fail the command (it is a benchmark, not a
// test). --cpu-prof writes a CPU profile of our server (the embedded-store one); --only runs the
// targets named (static, config, lead, book, order, pipeline, refresh, pg, people). The staff
// workspace's search of people (people) is measured on the store itself, over 50,000 people, on
// SQLite and, with DATABASE_URL, on PostgreSQL (tests/load/person-search-bench.ts). After each write
// target the store is checked against the answers counted (tests/load/verify-store.ts): the
// stock taken against the orders, the visits against the bookings with no slot held twice and
// every visit a 201 answered stored once, at its time, holding its slot, each
// pipeline row's version against its timeline and its updates; a failure is printed. Lead
// inserts, bookings and orders also show the server's CPU time per request (from /proc, on
// Linux): on a machine shared with other work it moves far less than req/s, so two runs back to
// back compare a change by it (docs/decisions/045-one-booking-one-commit.md).
//
// Connections default to 10: a Node server is saturated by far fewer, so more connections add
// only queueing (Little's law: at 1,000 req/s, 50 connections mean 50 ms on average), which
// would make a p99 target about the client's concurrency rather than the server's speed.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'

import type autocannon from 'autocannon'

import { slotId } from '../src/shared/booking/slots'
import { fire, failures, type KindResult, unexpectedStatuses } from '../tests/load/load-run'
import { benchPersonSearch, PEOPLE } from '../tests/load/person-search-bench'
import {
  cpuProfileArgs,
  ensureClientBuild,
  removeDataDir,
  sleep,
  startLoadServer,
} from '../tests/load/server-process'
import { formatMs, formatRate, formatTable } from '../tests/load/stats'
import {
  addressSequence,
  bookingRequests,
  bookingSchedules,
  emptyAcknowledged,
  leadRequests,
  pipelineSlots,
  pipelineUpdateClients,
  refreshClients,
  signUpUsers,
} from '../tests/load/traffic'
import {
  checkBookings,
  checkOrders,
  checkPipeline,
  countAppointments,
  countOrders,
  countPipelineChanges,
  settle,
} from '../tests/load/verify-store'
import { startCluster } from '../tests/support/server-cluster'

/** docs/architecture.md, Performance budgets. */
const TARGET = { leadRps: 1000, leadP99Ms: 50, bookingRps: 500, bookingP99Ms: 50, staticRatio: 0.5 }
/**
 * PostgreSQL, three processes behind a proxy, every insert from one address: five times the
 * 99–136 inserts/s (p99 740–955 ms) measured while the per-address count was taken inside each
 * lead's transaction (docs/decisions/010-leads-api-and-outbox.md).
 */
const PG_TARGET = { oneAddressRps: 5 * 136, p99Ms: 100 }
const PG_PROCESSES = [1, 3]
/** A product that needs no physician, so every order is placed and nothing waits for review. */
const BENCH_PRODUCT = '1'
/** Inserts before each PostgreSQL measurement: every pool connection opened, code warmed. */
const PG_WARMUP_SECONDS = 2

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
    'cpu-prof': { type: 'boolean', default: false },
    only: { type: 'string' },
  },
})
/** The targets, by the name `--only` takes (a comma-separated list; all when absent). */
const TARGETS = [
  'static',
  'config',
  'lead',
  'book',
  'order',
  'pipeline',
  'refresh',
  'pg',
  'people',
] as const
type TargetName = (typeof TARGETS)[number]
const seconds = Number(values.seconds)
const connections = Number(values.connections)
const only = values.only?.split(',').map((name) => name.trim())
if (
  !(seconds > 0) ||
  !(connections > 0) ||
  only?.some((name) => !(TARGETS as readonly string[]).includes(name))
) {
  console.error(
    `usage: npm run bench:server [-- --seconds 10 --connections 10 --cpu-prof --only ${TARGETS.join(',')}]`,
  )
  process.exit(2)
}
/** Whether this run measures `target` (`--only` narrows a run to some, e.g. while profiling). */
const runs = (target: TargetName) => !only || only.includes(target)

/** The search of people: p99 of one search over 50,000 people, on each store. */
const PEOPLE_TARGET = { p99Ms: 50 }

// The search of people needs no server: measured first, on a quiet machine, and alone when it is
// the only target asked for.
if (runs('people')) {
  const databaseUrl = process.env.DATABASE_URL?.trim() || undefined
  console.log(
    `› person search over ${PEOPLE.toLocaleString('en-US')} people, ${os.cpus().length} cores (load average ${loadAverage()})`,
  )
  const searches = await benchPersonSearch(databaseUrl)
  console.log(
    formatTable(
      [
        'person search',
        'searches',
        'p50',
        'p99',
        'p99 name/e-mail/phone/full name',
        'our CPU p50',
        'seeded in',
      ],
      searches.map((run) => [
        run.store,
        String(run.searches),
        formatMs(run.p50),
        formatMs(run.p99),
        run.byKind,
        formatMs(run.cpuP50),
        `${(run.seedMs / 1000).toFixed(1)} s`,
      ]),
    ),
  )
  for (const run of searches) {
    console.log(
      `  person search on ${run.store}, p99 ≤ ${PEOPLE_TARGET.p99Ms} ms: ${formatMs(run.p99)} → ${run.p99 <= PEOPLE_TARGET.p99Ms ? 'pass' : 'MISS'}`,
    )
  }
  if (!databaseUrl) console.log('  person search on PostgreSQL: skipped (DATABASE_URL is not set)')
  console.log(`(load average after the person search: ${loadAverage()})`)
  if (only?.every((name) => name === 'people')) process.exit(0)
}

const { clientDir } = await ensureClientBuild()
const js = largestAsset(clientDir, '.js')
const css = largestAsset(clientDir, '.css')
const profile = cpuProfileArgs(values['cpu-prof'])
/** The staff account whose session changes the pipeline. */
const STAFF = { email: 'bench-staff@renewmedical.example', password: 'bench staff passphrase 2026' }
const server = await startLoadServer({
  clientDir,
  nodeArgs: profile.nodeArgs,
  env: {
    AUTH_EMAIL_CONFIRM: 'false',
    TRUST_PROXY: 'true',
    STAFF_EMAIL: STAFF.email,
    STAFF_PASSWORD: STAFF.password,
  },
})
const nginxBinary = findNginx()
const nginx = nginxBinary
  ? await startNginx(nginxBinary, clientDir).catch(async (error: unknown) => {
      await server.stop()
      removeDataDir(server.dataDir)
      throw error
    })
  : undefined

console.log(
  `› ${seconds} s per target, ${connections} connections, ${os.cpus().length} cores (load average ${loadAverage()})`,
)
console.log(`› ours: ${server.url} (pid ${server.pid})`)
console.log(
  nginx ? `› nginx: ${nginx.url} (pid ${nginx.pid})` : '› nginx: not found (no side-by-side)',
)

/**
 * `cpuMs`: the server's CPU time (user and system, all its threads) per request answered during
 * the target — steadier than req/s on a machine other work shares, where a change's effect on
 * the rate is lost in the noise (Linux only: read from /proc).
 */
type Row = { target: string; ours: KindResult; nginx?: KindResult; cpuMs?: number }
const rows: Row[] = []
/** Lead inserts by store and address spread: the embedded store's, then PostgreSQL's. */
type LeadRun = { store: string; oneAddress: KindResult; manyAddresses: KindResult }
const leadRuns: LeadRun[] = []
/**
 * Bookings that were not answered 201 (each books a slot nobody holds), visits stored that do not
 * add up to the 201s, or a slot held twice.
 */
const bookingProblems: string[] = []
/** Orders that were not answered 201, or stock that does not add up to the orders made. */
const orderProblems: string[] = []
/** Pipeline rows whose version does not add up to their timeline or to the 200s answered. */
const pipelineProblems: string[] = []
const databaseUrl = process.env.DATABASE_URL?.trim()
try {
  const base = { duration: seconds, connections, timeout: 10 }
  for (const file of runs('static') ? [js, css] : []) {
    for (const encoding of ['identity', 'gzip'] as const) {
      // Both serve the same precompressed .gz (nginx has no brotli without a module).
      const headers = { 'accept-encoding': encoding }
      const request = { ...base, requests: [{ method: 'GET' as const, path: file, headers }] }
      const target = `${path.basename(file)} (${encoding === 'identity' ? 'plain' : 'gzip'})`
      process.stdout.write(`  ${target}…`)
      const ours = await fire({ ...request, url: server.url })
      const theirs = nginx ? await fire({ ...request, url: nginx.url }) : undefined
      rows.push({ target, ours, nginx: theirs })
      process.stdout.write(' done\n')
    }
  }

  if (runs('config')) {
    process.stdout.write('  /config.json…')
    rows.push({
      target: '/config.json',
      ours: await fire({ ...base, url: server.url, requests: [{ path: '/config.json' }] }),
    })
    process.stdout.write(' done\n')
  }
  if (runs('lead')) {
    process.stdout.write('  lead insert…')
    const cpuBefore = serverCpuMs(server.pid)
    const oneAddress = await fire({
      ...base,
      url: server.url,
      requests: leadRequests(server.anonKey, emptyAcknowledged()),
    })
    rows.push({
      target: 'lead insert',
      ours: oneAddress,
      cpuMs: cpuPerRequest(server.pid, cpuBefore, oneAddress),
    })
    process.stdout.write(' done\n  lead insert, many addresses…')
    leadRuns.push({
      store: 'SQLite, 1 process',
      oneAddress,
      manyAddresses: await fire({
        ...base,
        url: server.url,
        requests: leadRequests(server.anonKey, emptyAcknowledged(), {
          nextAddress: addressSequence(),
        }),
      }),
    })
    process.stdout.write(' done\n')
  }
  // Each write target's check reads the store once the requests still in flight when autocannon
  // stopped have been served (at most one per connection), in one snapshot (verify-store.ts).
  if (runs('book')) {
    process.stdout.write('  book a slot…')
    // Five clinicians' 20-minute slots from tomorrow on: far more than a run can book.
    const schedules = await bookingSchedules(server.url, server.anonKey, STAFF, 5)
    const bookings = bookingRequests(server.anonKey, schedules, slotId, addressSequence())
    const cpuBefore = serverCpuMs(server.pid)
    const booking = await fire({ ...base, url: server.url, requests: bookings.requests })
    rows.push({
      target: 'book a slot',
      ours: booking,
      cpuMs: cpuPerRequest(server.pid, cpuBefore, booking),
    })
    if (failures(booking.result) > 0 || bookings.booked() !== booking.latency.count) {
      bookingProblems.push(
        `${booking.latency.count - bookings.booked()} of ${booking.latency.count} not booked (${unexpectedStatuses(booking.result) || 'no answer'})`,
      )
    }
    await settle(server.databaseFile, countAppointments)
    bookingProblems.push(
      ...checkBookings(server.databaseFile, {
        booked: bookings.booked(),
        inFlight: connections,
        acknowledged: bookings.acknowledged,
      }),
    )
    process.stdout.write(' done\n')
  }
  if (runs('order')) {
    process.stdout.write('  submit an order…')
    // One product, so every order takes the same row's stock: the contended case.
    const stockBefore = await stockForOrders(server.url, server.anonKey, STAFF, BENCH_PRODUCT)
    const orders = orderRequests(server.anonKey, BENCH_PRODUCT, addressSequence())
    const cpuBefore = serverCpuMs(server.pid)
    const ordering = await fire({ ...base, url: server.url, requests: orders.requests })
    rows.push({
      target: 'submit an order',
      ours: ordering,
      cpuMs: cpuPerRequest(server.pid, cpuBefore, ordering),
    })
    if (failures(ordering.result) > 0 || orders.created() !== ordering.latency.count) {
      orderProblems.push(
        `${ordering.latency.count - orders.created()} of ${ordering.latency.count} not ordered (${unexpectedStatuses(ordering.result) || 'no answer'})`,
      )
    }
    await settle(server.databaseFile, countOrders)
    orderProblems.push(
      ...checkOrders(server.databaseFile, {
        productId: BENCH_PRODUCT,
        stockBefore,
        created: orders.created(),
        inFlight: connections,
      }),
    )
    process.stdout.write(' done\n')
  }
  if (runs('pipeline')) {
    process.stdout.write('  pipeline update…')
    const pipeline = await pipelineSlots(server.url, server.anonKey, STAFF, connections)
    rows.push({
      target: 'pipeline update',
      ours: await fire({
        ...base,
        url: server.url,
        setupClient: pipelineUpdateClients(pipeline.slots, server.anonKey, pipeline.accessToken),
      }),
    })
    await settle(server.databaseFile, countPipelineChanges)
    pipelineProblems.push(...checkPipeline(server.databaseFile, pipeline.slots))
    process.stdout.write(' done\n')
  }
  if (runs('refresh')) {
    process.stdout.write('  token refresh…')
    const nextAddress = addressSequence()
    const slots = await signUpUsers(server.url, server.anonKey, connections, nextAddress)
    rows.push({
      target: 'token refresh',
      ours: await fire({
        ...base,
        url: server.url,
        setupClient: refreshClients(slots, server.anonKey, nextAddress),
      }),
    })
    process.stdout.write(' done\n')
  }
} finally {
  await server.stop()
  removeDataDir(server.dataDir)
  await nginx?.stop()
}

if (databaseUrl && runs('pg')) {
  for (const processes of PG_PROCESSES) {
    leadRuns.push(await benchPostgresLeads(databaseUrl, processes))
  }
} else if (runs('pg')) {
  console.log('  lead insert on PostgreSQL: skipped (DATABASE_URL is not set)')
}

// ---- report ------------------------------------------------------------------------------

const rate = ({ result, latency }: KindResult) => latency.count / result.duration
const table = rows.map(({ target, ours, nginx: theirs, cpuMs }) => [
  target,
  formatRate(rate(ours)),
  formatMs(ours.latency.percentile(50)),
  formatMs(ours.latency.percentile(99)),
  cpuMs === undefined ? '' : formatMs(cpuMs),
  theirs ? formatRate(rate(theirs)) : '',
  theirs ? formatMs(theirs.latency.percentile(50)) : '',
  theirs ? formatMs(theirs.latency.percentile(99)) : '',
  theirs ? (rate(ours) / rate(theirs)).toFixed(2) : '',
])
console.log(
  '\n' +
    formatTable(
      [
        'target',
        'ours req/s',
        'p50',
        'p99',
        'our CPU/req',
        'nginx req/s',
        'p50',
        'p99',
        'ours/nginx',
      ],
      table,
    ),
)

const problems = rows.flatMap(({ target, ours, nginx: theirs }) =>
  [ours, theirs]
    .filter((run): run is KindResult => run !== undefined && failures(run.result) > 0)
    .map(
      (run) =>
        `${target}: ${failures(run.result)} failed (${unexpectedStatuses(run.result) || 'no answer'})`,
    ),
)
if (problems.length) console.log(`\nFailed requests:\n  ${problems.join('\n  ')}`)

// Other work on the machine shares its cores with both servers and autocannon: say how much.
console.log(`(load average at the end: ${loadAverage()})`)
if (nginx) {
  // autocannon turns every response body into a JS string on one thread: for large bodies,
  // binary ones above all, that caps both servers alike and pulls the ratio toward 1.
  console.log(
    '(large bodies — the JS chunk, any .gz — are capped by autocannon itself, which decodes every\n' +
      " body to a string on one thread; there the ratio understates nginx's lead: CSS is sharper)",
  )
}

const leadColumns = (run: KindResult) => [
  formatRate(rate(run)),
  formatMs(run.latency.percentile(50)),
  formatMs(run.latency.percentile(99)),
]
if (leadRuns.length) {
  console.log(
    '\n' +
      formatTable(
        ['lead insert', 'one address', 'p50', 'p99', 'many addresses', 'p50', 'p99'],
        leadRuns.map((run) => [
          run.store,
          ...leadColumns(run.oneAddress),
          ...leadColumns(run.manyAddresses),
        ]),
      ),
  )
}
const leadProblems = leadRuns.flatMap((run) =>
  (
    [
      ['one address', run.oneAddress],
      ['many addresses', run.manyAddresses],
    ] as const
  ).flatMap(([spread, { result }]) =>
    failures(result) > 0
      ? [
          `${run.store}, ${spread}: ${failures(result)} failed (${unexpectedStatuses(result) || 'no answer'})`,
        ]
      : [],
  ),
)
if (leadProblems.length) console.log(`Failed lead inserts:\n  ${leadProblems.join('\n  ')}`)
if (bookingProblems.length) console.log(`Failed bookings:\n  ${bookingProblems.join('\n  ')}`)
if (orderProblems.length) console.log(`Failed orders:\n  ${orderProblems.join('\n  ')}`)
if (pipelineProblems.length) {
  console.log(`Failed pipeline updates:\n  ${pipelineProblems.join('\n  ')}`)
}

console.log('\nPerformance budgets (docs/architecture.md)')
const lead = rows.find((row) => row.target === 'lead insert')?.ours
if (lead) {
  const leadRate = rate(lead)
  const leadP99 = lead.latency.percentile(99)
  console.log(
    `  lead insert ≥ ${TARGET.leadRps} req/s at p99 ≤ ${TARGET.leadP99Ms} ms: ${formatRate(leadRate)} req/s, p99 ${formatMs(leadP99)} → ${
      leadRate >= TARGET.leadRps && leadP99 <= TARGET.leadP99Ms ? 'pass' : 'MISS'
    }`,
  )
}
const booking = rows.find((row) => row.target === 'book a slot')?.ours
if (booking) {
  const bookingRate = rate(booking)
  const bookingP99 = booking.latency.percentile(99)
  console.log(
    `  book a slot ≥ ${TARGET.bookingRps} req/s at p99 ≤ ${TARGET.bookingP99Ms} ms: ${formatRate(bookingRate)} req/s, p99 ${formatMs(bookingP99)} → ${
      bookingRate >= TARGET.bookingRps && bookingP99 <= TARGET.bookingP99Ms ? 'pass' : 'MISS'
    }`,
  )
}
if (nginx) {
  for (const { target, ours, nginx: theirs } of rows) {
    if (!theirs) continue
    const ratio = rate(ours) / rate(theirs)
    console.log(
      `  static within 2x of nginx, ${target}: ${ratio.toFixed(2)} of nginx's req/s → ${
        ratio >= TARGET.staticRatio ? 'pass' : 'MISS'
      }`,
    )
  }
} else {
  console.log('  static within 2x of nginx: not measured (nginx not found on PATH or /usr/sbin)')
}
const pgCluster = leadRuns.find((run) => run.store === pgStore(3))
if (pgCluster) {
  const oneRate = rate(pgCluster.oneAddress)
  const oneP99 = pgCluster.oneAddress.latency.percentile(99)
  console.log(
    `  PostgreSQL, 3 processes behind a proxy, one address ≥ ${PG_TARGET.oneAddressRps} req/s at p99 < ${PG_TARGET.p99Ms} ms: ${formatRate(oneRate)} req/s, p99 ${formatMs(oneP99)} → ${
      oneRate >= PG_TARGET.oneAddressRps && oneP99 < PG_TARGET.p99Ms ? 'pass' : 'MISS'
    }`,
  )
}
if (profile.dir) console.log(`\nCPU profile of our server: ${profile.dir}`)
process.exit(0)

// ---- helpers -----------------------------------------------------------------------------

/**
 * Give the bench product far more stock than a run can sell, and the highest per-order limit,
 * through the staff catalogue (PATCH /staff/v1/catalogue/:id) as a member of staff would.
 * Answers the stock set.
 */
async function stockForOrders(
  url: string,
  anonKey: string,
  staff: { email: string; password: string },
  productId: string,
): Promise<number> {
  const signIn = await fetch(`${url}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: anonKey, 'content-type': 'application/json' },
    body: JSON.stringify(staff),
  })
  const { access_token: token } = (await signIn.json()) as { access_token?: string }
  if (signIn.status !== 200 || !token) throw new Error(`staff sign-in answered ${signIn.status}`)
  const stock = 1_000_000
  const response = await fetch(`${url}/staff/v1/catalogue/${productId}`, {
    method: 'PATCH',
    headers: {
      apikey: anonKey,
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ stock, active: true }),
  })
  if (response.status !== 200) throw new Error(`catalogue update answered ${response.status}`)
  return stock
}

/**
 * Order requests (POST /orders/v1/orders) as guests send them: one unit of `productId` each,
 * each from its own address and e-mail with its own idempotency key, so the per-address and
 * per-e-mail limits stay out of the way as they would for real patients. `created` counts the
 * 201s; anything else is a failure the caller reports.
 */
function orderRequests(
  anonKey: string,
  productId: string,
  nextAddress: () => string,
): { requests: autocannon.Request[]; created: () => number } {
  const runId = Date.now().toString(36)
  let next = 0
  let created = 0
  const headers = {
    apikey: anonKey,
    authorization: `Bearer ${anonKey}`,
    'content-type': 'application/json',
  }
  const request: autocannon.Request = {
    method: 'POST',
    path: '/orders/v1/orders',
    headers,
    setupRequest: (req: autocannon.Request) => {
      const n = next++
      return {
        ...req,
        headers: { ...headers, 'x-forwarded-for': nextAddress() },
        body: JSON.stringify({
          firstName: 'Load',
          lastName: 'Order',
          email: `order-${runId}-${n}@example.com`,
          phone: '(555) 010-2030',
          shipping: { line1: '1 Bench Way', city: 'Austin', state: 'TX', zip: '78701' },
          lines: [{ productId, quantity: 1 }],
          idempotencyKey: `bench-${runId}-${n}-${randomUUID()}`,
        }),
      }
    },
    onResponse: (status: number) => {
      if (status === 201) created++
    },
  }
  return { requests: [request], created: () => created }
}

function pgStore(processes: number): string {
  return `PostgreSQL, ${processes} process${processes === 1 ? '' : 'es'} via proxy`
}

/**
 * Lead inserts through the round-robin proxy to `processes` servers on a fresh schema. The
 * servers trust two proxy hops: autocannon stands for a CDN that writes each visitor's
 * address (many addresses), the proxy appends its peer's; without an address of the client's
 * every insert comes from the proxy's peer, 127.0.0.1 (one address).
 */
async function benchPostgresLeads(url: string, processes: number): Promise<LeadRun> {
  const store = pgStore(processes)
  process.stdout.write(`  lead insert, ${store}: starting…`)
  const cluster = await startCluster({
    databaseUrl: url,
    processes,
    clientDir,
    trustProxy: 2,
  })
  try {
    const base = { url: cluster.url, connections, timeout: 10 }
    const many = () =>
      leadRequests(cluster.anonKey, emptyAcknowledged(), { nextAddress: addressSequence() })
    await fire({ ...base, duration: PG_WARMUP_SECONDS, requests: many() })
    process.stdout.write(' one address…')
    const oneAddress = await fire({
      ...base,
      duration: seconds,
      requests: leadRequests(cluster.anonKey, emptyAcknowledged()),
    })
    process.stdout.write(' many addresses…')
    const manyAddresses = await fire({ ...base, duration: seconds, requests: many() })
    process.stdout.write(' done\n')
    return { store, oneAddress, manyAddresses }
  } finally {
    await cluster.stop()
    await cluster.remove()
  }
}

/** Clock ticks per second, the unit of /proc's CPU times (a function: helpers run hoisted). */
function clockTicks(): number {
  const ticks = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout)
  return ticks > 0 ? ticks : 100
}

/** CPU time (ms, user and system) process `pid` has used so far; undefined off Linux. */
function serverCpuMs(pid: number): number | undefined {
  let stat: string
  try {
    stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8')
  } catch {
    return undefined
  }
  // After "pid (name) ", the fields from the state on; utime and stime are the 12th and 13th.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / clockTicks()
}

/** The server's CPU time per request answered since `before` (serverCpuMs). */
function cpuPerRequest(pid: number, before: number | undefined, run: KindResult) {
  const after = serverCpuMs(pid)
  if (before === undefined || after === undefined || run.latency.count === 0) return undefined
  return (after - before) / run.latency.count
}

function loadAverage(): string {
  return os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(' ')
}

function largestAsset(root: string, extension: string): string {
  const dir = path.join(root, 'assets')
  const [largest] = fs
    .readdirSync(dir)
    .filter((name) => name.endsWith(extension))
    .map((name) => ({ name, size: fs.statSync(path.join(dir, name)).size }))
    .sort((a, b) => b.size - a.size)
  if (!largest) throw new Error(`no ${extension} file in ${dir}`)
  return `/assets/${largest.name}`
}

function findNginx(): string | undefined {
  const candidates = [
    ...(process.env.PATH ?? '').split(path.delimiter).map((dir) => path.join(dir, 'nginx')),
    '/usr/sbin/nginx',
  ]
  return candidates.find((candidate) => {
    try {
      fs.accessSync(candidate, fs.constants.X_OK)
      return fs.statSync(candidate).isFile()
    } catch {
      return false
    }
  })
}

type Nginx = { url: string; pid: number; stop: () => Promise<void> }

/** nginx in the foreground with its own config, pid, logs and temp files in a temp dir. */
async function startNginx(binary: string, root: string): Promise<Nginx> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'renew-nginx-'))
  const port = await freePort()
  const conf = path.join(dir, 'nginx.conf')
  fs.writeFileSync(conf, nginxConfig({ dir, root, port }))
  const child = spawn(binary, ['-p', dir, '-c', conf, '-e', path.join(dir, 'error.log')], {
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  let stderr = ''
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const url = `http://127.0.0.1:${port}`
  await waitUntilServing(child, `${url}/favicon.svg`, () => stderr)
  return {
    url,
    pid: child.pid!,
    stop: async () => {
      // SIGQUIT: graceful shutdown of the master and its workers.
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGQUIT')
      await exited
      fs.rmSync(dir, { recursive: true, force: true })
    },
  }
}

function nginxConfig({ dir, root, port }: { dir: string; root: string; port: number }): string {
  const temp = (name: string) => JSON.stringify(path.join(dir, name))
  return `daemon off;
master_process on;
worker_processes auto;
pid ${temp('nginx.pid')};
lock_file ${temp('nginx.lock')};
error_log ${temp('error.log')} warn;
events { worker_connections 1024; }
http {
  types {
    text/html html;
    text/css css;
    text/javascript js;
    application/json json;
    image/svg+xml svg;
    image/png png;
    application/pdf pdf;
    font/woff2 woff2;
  }
  default_type application/octet-stream;
  access_log off;
  sendfile on;
  tcp_nopush on;
  tcp_nodelay on;
  # Our server never closes a keep-alive connection after N requests; neither does this one.
  keepalive_requests 1000000;
  gzip_static on;
  client_body_temp_path ${temp('client_body')};
  proxy_temp_path ${temp('proxy')};
  fastcgi_temp_path ${temp('fastcgi')};
  uwsgi_temp_path ${temp('uwsgi')};
  scgi_temp_path ${temp('scgi')};
  server {
    listen 127.0.0.1:${port};
    root ${JSON.stringify(root)};
    location /assets/ {
      add_header Cache-Control "public, max-age=31536000, immutable";
    }
  }
}
`
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo
      probe.close(() => resolve(port))
    })
  })
}

async function waitUntilServing(child: ChildProcess, url: string, log: () => string) {
  for (let attempt = 0; attempt < 100; attempt++) {
    if (child.exitCode !== null) throw new Error(`nginx exited (${child.exitCode}):\n${log()}`)
    try {
      const response = await fetch(url)
      await response.arrayBuffer()
      if (response.ok) return
    } catch {
      // not listening yet
    }
    await sleep(100)
  }
  throw new Error(`nginx did not start:\n${log()}`)
}
