// `npm run test:load [-- --seconds 60 --connections 50 --cpu-prof --pg]` (README, Reliability and performance): the
// production server on the embedded store under lead inserts (all three tables), prerendered
// pages, built assets, /config.json and token refreshes at once, and the care APIs' traffic
// (care-traffic.ts): slots listed, guests booking, staff booking visits and moving them, orders
// against a product with limited stock, questionnaire drafts saved, staff reading the queue and
// moving orders on. Properties: no connection error, timeout, 4xx or 5xx of any kind (but an
// order refused because the stock ran out); every lead, visit and order answered 201 is in the
// database afterwards, each visit where its last answer put it; the stock taken is the units
// ordered; every user's token chain still refreshes; heapUsed (after a forced GC, after a short idle)
// back within MEMORY_MARGIN_BYTES of where it was before the load, in every server process.
// Prints req/s and p50/p99 per kind; exits 1 if a property fails. --cpu-prof writes a CPU
// profile of the server(s). --pg runs the same on PostgreSQL (DATABASE_URL; a fresh schema in
// it): three processes (--processes N) started together behind the harness's round-robin
// proxy, the deployment the README describes.
//
// Why five parallel autocannon instances sharing the connections rather than one run with a
// mixed request list: each instance counts its own status codes, errors and latencies, so every
// number is per kind without guessing which response belonged to which request; a slow kind
// cannot pace a fast one by sharing its connection; and a refresh connection owns exactly one
// user, which is what keeps a rotating token chain from forking.
import os from 'node:os'
import { parseArgs } from 'node:util'

import type autocannon from 'autocannon'

import {
  type CareAcknowledged,
  type CareSetup,
  emptyCareAcknowledged,
  guestBookingRequests,
  intakeClients,
  orderRequests,
  prepareCare,
  slotListRequests,
  staffMoveClients,
  staffOrderClients,
  syncDrafts,
} from './care-traffic'
import { failures, fire, type KindResult, unexpectedStatuses } from './load-run'
import { type LoadTarget, startPostgresTarget, startSqliteTarget } from './load-target'
import { cpuProfileArgs, ensureClientBuild, sleep } from './server-process'
import {
  formatBytes,
  formatMs,
  formatRate,
  formatTable,
  LatencyRecorder,
  splitConnections,
} from './stats'
import {
  type Acknowledged,
  addressSequence,
  assetPaths,
  BROWSER_ENCODINGS,
  emptyAcknowledged,
  getRequests,
  leadRequests,
  pagePaths,
  refreshClients,
  type RefreshSlot,
  signUpUsers,
} from './traffic'

/**
 * How far heapUsed (after a full GC) may end above its warmed-up start. After the warm-up nothing
 * the server keeps should grow with traffic: files are loaded at start, pages compressed on their
 * first request, and rate-limit counters, sessions and leads live in SQLite, outside the V8
 * heap. What legitimately moves is V8's own bookkeeping (optimized code, feedback, pooled parser
 * and socket objects): −0.5 to +1.3 MB between runs here. 16 MB is ten times that noise, yet a
 * leak of a few hundred bytes per request exceeds it within a 60 s run; the report prints the
 * exact per-request figure the run could detect.
 */
const MEMORY_MARGIN_BYTES = 16 * 1024 * 1024
const WARMUP_SECONDS = 3
const IDLE_BEFORE_MEASURE_MS = 2000

/**
 * Share of the connections per kind: of 50, 16 lead, 8 page, 8 asset, 3 config, 3 refresh, and
 * for the care APIs 2 listing slots, 2 guests booking, 2 staff booking and moving visits, 3
 * ordering, 2 saving questionnaires and 1 staff reading the queue and moving orders.
 */
const WEIGHTS = {
  lead: 16,
  page: 8,
  asset: 8,
  config: 3,
  refresh: 3,
  slots: 2,
  book: 2,
  move: 2,
  order: 3,
  intake: 2,
  staff: 1,
}
type Kind = keyof typeof WEIGHTS
/** The staff account the care kinds sign in with (booking set-up, stock, moves). */
const STAFF = { email: 'load-staff@renewmedical.example', password: 'load staff passphrase 2026' }

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '60' },
    connections: { type: 'string', default: '50' },
    'cpu-prof': { type: 'boolean', default: false },
    pg: { type: 'boolean', default: false },
    processes: { type: 'string', default: '3' },
  },
})
const usage =
  'usage: npm run test:load [-- --seconds 60 --connections 50 --cpu-prof --pg --processes 3]'
const seconds = Number(values.seconds)
const totalConnections = Number(values.connections)
const processes = Number(values.processes)
if (!(seconds > 0) || !Number.isInteger(totalConnections) || !(processes >= 1)) {
  console.error(usage)
  process.exit(2)
}
const databaseUrl = process.env.DATABASE_URL?.trim()
if (values.pg && !databaseUrl) {
  console.error(
    '--pg needs a PostgreSQL to run on: set DATABASE_URL (e.g.\n' +
      '  DATABASE_URL=postgres://user:password@127.0.0.1:5432/db npm run test:load -- --pg).\n' +
      'The run makes a schema of its own in that database and drops it afterwards; the role needs\n' +
      'CREATE on the database.',
  )
  process.exit(2)
}
const connections = splitConnections(totalConnections, WEIGHTS)

const { clientDir, pagesDir } = await ensureClientBuild()
const pages = pagePaths(pagesDir)
const assets = assetPaths(clientDir)
const profile = cpuProfileArgs(values['cpu-prof'])
// Sign-up answers with a session; the per-IP auth limits see each refresh's own address.
const targetOptions = {
  clientDir,
  nodeArgs: profile.nodeArgs,
  env: {
    AUTH_EMAIL_CONFIRM: 'false',
    STAFF_EMAIL: STAFF.email,
    STAFF_PASSWORD: STAFF.password,
  },
}
const server =
  values.pg && databaseUrl
    ? await startPostgresTarget(databaseUrl, processes, targetOptions)
    : await startSqliteTarget(targetOptions)
for (const line of server.description) console.log(`› ${line}`)
console.log(`› Load average before: ${loadAverage()} (${os.cpus().length} cores, shared)`)

let failed = false
try {
  failed = await loadTest(server)
} catch (error) {
  console.error(error)
  failed = true
} finally {
  await server.stop()
}
if (profile.dir) console.log(`CPU profile of the server: ${profile.dir}`)
const kept = await server.finish(failed)
if (kept) console.log(`(data kept for inspection: ${kept})`)
process.exit(failed ? 1 : 0)

async function loadTest(server: LoadTarget): Promise<boolean> {
  const nextAddress = addressSequence()
  const slots = await signUpUsers(server.url, server.anonKey, connections.refresh, nextAddress)
  const acknowledged = emptyAcknowledged()
  const care = await prepareCare(server.url, server.anonKey, STAFF, connections.intake, nextAddress)
  const careAcknowledged = emptyCareAcknowledged()

  // Each page is compressed on its first request and kept: do that for all of them before
  // the baseline, so the heap comparison sees only what the load itself leaves behind.
  for (const page of pages) {
    const response = await fetch(server.url + page, {
      headers: { 'accept-encoding': BROWSER_ENCODINGS },
    })
    await response.arrayBuffer()
    if (response.status !== 200) throw new Error(`warm-up: ${page} answered ${response.status}`)
  }
  console.log(`› Warm-up: every page once, then ${WARMUP_SECONDS} s of the same mix`)
  await runMix(server, WARMUP_SECONDS, slots, acknowledged, nextAddress, care, careAcknowledged)
  await syncDrafts(server.url, server.anonKey, care, careAcknowledged)
  await sleep(IDLE_BEFORE_MEASURE_MS)
  const before = await server.memory()

  console.log(
    `› Load: ${seconds} s, ${totalConnections} connections (${Object.entries(connections)
      .map(([kind, n]) => `${kind} ${n}`)
      .join(', ')}); ${pages.length} pages, ${assets.length} assets`,
  )
  const { results, total } = await runMix(
    server,
    seconds,
    slots,
    acknowledged,
    nextAddress,
    care,
    careAcknowledged,
  )
  console.log(`› Load average after: ${loadAverage()}`)
  await sleep(IDLE_BEFORE_MEASURE_MS)
  const after = await server.memory()
  const chains = await refreshEachOnce(server, slots, nextAddress)
  await server.stop()
  const leads = await server.verify(acknowledged)
  const careReport = await server.verifyCare(careAcknowledged, {
    stockBefore: care.stockBefore,
    inFlight: totalConnections,
  })

  // ---- report --------------------------------------------------------------------------
  const rows = (Object.keys(results) as Kind[]).map((kind) => {
    const { result, latency } = results[kind]
    return [
      kind,
      String(connections[kind]),
      latency.count.toLocaleString('en-US'),
      formatRate(latency.count / result.duration),
      formatMs(latency.percentile(50)),
      formatMs(latency.percentile(99)),
      String(result.errors - result.timeouts),
      String(result.timeouts),
      String(result['4xx']),
      String(result['5xx']),
    ]
  })
  const duration = Math.max(...Object.values(results).map(({ result }) => result.duration))
  const sum = (pick: (result: autocannon.Result) => number) =>
    String(Object.values(results).reduce((acc, { result }) => acc + pick(result), 0))
  rows.push([
    'total',
    String(totalConnections),
    total.count.toLocaleString('en-US'),
    formatRate(total.count / duration),
    formatMs(total.percentile(50)),
    formatMs(total.percentile(99)),
    sum((r) => r.errors - r.timeouts),
    sum((r) => r.timeouts),
    sum((r) => r['4xx']),
    sum((r) => r['5xx']),
  ])
  console.log(
    '\n' +
      formatTable(
        ['kind', 'conns', 'requests', 'req/s', 'p50', 'p99', 'errors', 'timeouts', '4xx', '5xx'],
        rows,
      ),
  )
  for (const [kind, { result }] of Object.entries(results)) {
    const odd = unexpectedStatuses(result)
    if (odd) console.log(`  ${kind}: ${odd}`)
  }

  console.log(
    '\n' +
      formatTable(
        ['lead table', 'acknowledged (201)', `found in ${server.store}`, 'missing'],
        leads.tables.map((check) => [
          check.table,
          check.acknowledged.toLocaleString('en-US'),
          check.found.toLocaleString('en-US'),
          String(check.missing.length),
        ]),
      ),
  )
  console.log(
    '\n' +
      formatTable(
        ['care (warm-up and load)', 'acknowledged', `found in ${server.store}`],
        careReport.rows,
      ),
  )
  if (leads.integrity !== undefined) console.log(`integrity_check: ${leads.integrity}`)
  console.log(
    `token chains: ${slots.length} users, ${slots.reduce((acc, slot) => acc + slot.refreshed, 0).toLocaleString('en-US')} rotations, ${chains.ok}/${slots.length} still refresh after the run`,
  )
  const growths = before.map((sample, i) => after[i]!.heapUsed - sample.heapUsed)
  before.forEach((sample, i) => {
    const growth = growths[i]!
    console.log(
      `memory${before.length > 1 ? ` of process ${i}` : ''} (after GC, ${IDLE_BEFORE_MEASURE_MS / 1000} s idle): heapUsed ${formatBytes(sample.heapUsed)} → ${formatBytes(after[i]!.heapUsed)} (${growth >= 0 ? '+' : ''}${formatBytes(growth)}, margin +${formatBytes(MEMORY_MARGIN_BYTES)}); rss ${formatBytes(sample.rss)} → ${formatBytes(after[i]!.rss)}`,
    )
  })
  // Each process served about its share of the requests.
  const perProcess = total.count / before.length
  console.log(
    `  (a leak of more than ${Math.ceil(MEMORY_MARGIN_BYTES / Math.max(perProcess, 1)).toLocaleString('en-US')} bytes per request would have failed this run)`,
  )

  // ---- properties ----------------------------------------------------------------------
  const problems: string[] = []
  for (const [kind, { result }] of Object.entries(results)) {
    // An order refused because the stock ran out is the answer a patient should get.
    const expected = kind === 'order' ? careAcknowledged.soldOut : 0
    if (failures(result) - expected > 0) {
      problems.push(
        `${kind}: ${failures(result)} failed requests (${unexpectedStatuses(result) || 'no answer'})`,
      )
    }
    if (result['5xx'] > 0) problems.push(`${kind}: ${result['5xx']} server errors (5xx)`)
  }
  for (const check of leads.tables) {
    if (check.missing.length > 0) {
      problems.push(
        `${check.table}: ${check.missing.length} acknowledged leads missing, e.g. ${check.missing.slice(0, 3).join(', ')}`,
      )
    }
    if (check.acknowledged === 0) problems.push(`${check.table}: no lead was acknowledged`)
  }
  problems.push(...careReport.problems.map((problem) => `care: ${problem}`))
  if (leads.integrity !== undefined && leads.integrity !== 'ok') {
    problems.push(`integrity_check: ${leads.integrity}`)
  }
  if (chains.ok !== slots.length) {
    problems.push(`token chains: ${slots.length - chains.ok} broken (${chains.errors.join('; ')})`)
  }
  growths.forEach((growth, i) => {
    if (growth <= MEMORY_MARGIN_BYTES) return
    problems.push(
      `heapUsed${growths.length > 1 ? ` of process ${i}` : ''} grew by ${formatBytes(growth)}, more than the +${formatBytes(MEMORY_MARGIN_BYTES)} margin`,
    )
  })
  console.log(
    problems.length === 0
      ? '\n✔ load test passed'
      : `\n✖ load test failed:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`,
  )
  return problems.length > 0
}

function loadAverage(): string {
  return os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(' ')
}

type Mix = { results: Record<Kind, KindResult>; total: LatencyRecorder }

async function runMix(
  server: LoadTarget,
  duration: number,
  slots: RefreshSlot[],
  acknowledged: Acknowledged,
  nextAddress: () => string,
  care: CareSetup,
  careAcknowledged: CareAcknowledged,
): Promise<Mix> {
  const total = new LatencyRecorder()
  const base = { url: server.url, duration, timeout: 10 }
  const browser = { 'accept-encoding': BROWSER_ENCODINGS }
  const key = server.anonKey
  const [lead, page, asset, config, refresh, slotList, book, move, order, intake, staff] =
    await Promise.all([
      fire({ ...base, connections: connections.lead, requests: leadRequests(key, acknowledged) }, [
        total,
      ]),
      fire(
        {
          ...base,
          connections: connections.page,
          requests: getRequests(pages, { ...browser, accept: 'text/html' }),
        },
        [total],
      ),
      fire({ ...base, connections: connections.asset, requests: getRequests(assets, browser) }, [
        total,
      ]),
      fire({ ...base, connections: connections.config, requests: getRequests(['/config.json']) }, [
        total,
      ]),
      fire(
        {
          ...base,
          connections: connections.refresh,
          setupClient: refreshClients(slots, key, nextAddress),
        },
        [total],
      ),
      fire({ ...base, connections: connections.slots, requests: slotListRequests(key) }, [total]),
      fire(
        {
          ...base,
          connections: connections.book,
          requests: guestBookingRequests(key, care, careAcknowledged, nextAddress),
        },
        [total],
      ),
      fire(
        {
          ...base,
          connections: connections.move,
          setupClient: staffMoveClients(key, care, careAcknowledged, nextAddress),
        },
        [total],
      ),
      fire(
        {
          ...base,
          connections: connections.order,
          requests: orderRequests(key, careAcknowledged, nextAddress),
        },
        [total],
      ),
      fire(
        {
          ...base,
          connections: connections.intake,
          setupClient: intakeClients(key, care, careAcknowledged, nextAddress),
        },
        [total],
      ),
      fire(
        {
          ...base,
          connections: connections.staff,
          setupClient: staffOrderClients(key, care, careAcknowledged, nextAddress),
        },
        [total],
      ),
    ])
  return {
    results: {
      lead,
      page,
      asset,
      config,
      refresh,
      slots: slotList,
      book,
      move,
      order,
      intake,
      staff,
    },
    total,
  }
}

/** One more refresh per user: a chain that forked would have been revoked by now. */
async function refreshEachOnce(
  server: LoadTarget,
  slots: RefreshSlot[],
  nextAddress: () => string,
): Promise<{ ok: number; errors: string[] }> {
  let ok = 0
  const errors: string[] = []
  for (const slot of slots) {
    const response = await fetch(`${server.url}/auth/v1/token?grant_type=refresh_token`, {
      method: 'POST',
      headers: {
        apikey: server.anonKey,
        'content-type': 'application/json',
        'x-forwarded-for': nextAddress(),
      },
      body: JSON.stringify({ refresh_token: slot.refreshToken }),
    })
    const body = (await response.json()) as { refresh_token?: string; error_code?: string }
    if (response.status === 200 && body.refresh_token) {
      slot.refreshToken = body.refresh_token
      ok++
    } else {
      errors.push(`${response.status} ${body.error_code ?? ''}`.trim())
    }
  }
  return { ok, errors }
}
