// `npm run test:cluster` (the PostgreSQL leg of .ci/run): the multi-process deployment of the
// README, proven. Three server processes start at the same moment on a fresh schema behind a
// round-robin proxy (tests/support/server-cluster.ts), then:
//   - sessions: sign-in on one process, refresh on the next, reuse detection and sign-out
//     seen by all three;
//   - a burst of parallel wrong passwords gets exactly the failed sign-in limit;
//   - parallel lead inserts from one address get exactly the per-address limit, from many
//     addresses all go in, and every acknowledged lead is in the database;
//   - twenty parallel confirmations of one booking slot, spread over the processes, book it
//     once;
//   - ten parallel orders for a product's last unit sell it once, and one order request sent
//     twenty times at once with its key makes one order;
//   - each lead's webhook is delivered to a slow receiver, one process is killed mid-run,
//     and every outbox row ends delivered, repeats only for deliveries the dead process had
//     in flight, each with its row's delivery id.
// Exits 1 on the first broken promise, printing what it saw. Needs DATABASE_URL.
import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

import { MIN_FORM_FILL_MS, toConsultationRow } from '../../src/shared/leads'
import { startCluster } from '../support/server-cluster'

const databaseUrl = process.env.DATABASE_URL
if (!databaseUrl) {
  console.error('test:cluster needs DATABASE_URL (a PostgreSQL database it may add a schema to).')
  process.exit(2)
}

const LEAD_LIMIT = 5
const FAILED_SIGN_IN_LIMIT = 10
const OUTBOX_CONCURRENCY = 2
const WEBHOOK_DELAY_MS = 1500
const WEBHOOK_SECRET = 'cluster-test-webhook-secret-of-forty-chars'

let failures = 0
function check(ok: boolean, what: string, seen?: unknown) {
  console.log(
    `${ok ? '  ok  ' : '  FAIL'} ${what}${ok || seen === undefined ? '' : ` — saw ${JSON.stringify(seen)}`}`,
  )
  if (!ok) failures++
}

/** A webhook receiver that answers slowly and remembers every delivery id it was sent. */
async function slowReceiver() {
  const deliveries: string[] = []
  const server: Server = createServer((request: IncomingMessage, response) => {
    deliveries.push(String(request.headers['x-renew-delivery']))
    request.resume()
    setTimeout(() => response.writeHead(204).end(), WEBHOOK_DELAY_MS)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return { url: `http://127.0.0.1:${port}/hook`, deliveries, close: () => server.close() }
}

function sleep(ms: number) {
  return new Promise((resolve) => setTimeout(resolve, ms))
}

async function main() {
  const receiver = await slowReceiver()
  const started = Date.now()
  const cluster = await startCluster({
    databaseUrl: databaseUrl!,
    processes: 3,
    staggerMs: 0,
    // The proxy is the second hop: the test plays the visitor's own proxy, naming the address.
    trustProxy: 2,
    webhook: { url: receiver.url, secret: WEBHOOK_SECRET },
    env: {
      LEADS_PER_IP_PER_10_MIN: String(LEAD_LIMIT),
      OUTBOX_CONCURRENCY: String(OUTBOX_CONCURRENCY),
      AUTH_RATE_LIMIT_FAILED_SIGN_INS: String(FAILED_SIGN_IN_LIMIT),
    },
  })
  const [first, second, third] = cluster.processes
  try {
    console.log(`three processes up in ${Date.now() - started} ms (started together)`)
    const db = await cluster.connect()
    const staffRows = await db.query<{ n: number }>(`select count(*)::int as n from users`)
    check(
      staffRows.rows[0]?.n === 1,
      'exactly one staff account after starting together',
      staffRows.rows[0],
    )

    const api = (base: string, path: string, init: RequestInit & { address?: string } = {}) =>
      fetch(`${base}${path}`, {
        ...init,
        headers: {
          apikey: cluster.anonKey,
          'content-type': 'application/json',
          ...(init.address ? { 'x-forwarded-for': init.address } : {}),
          ...(init.headers as Record<string, string> | undefined),
        },
      })

    // ---- sessions across processes ---------------------------------------------------
    const signIn = async (base: string, address: string) => {
      const response = await api(base, '/auth/v1/token?grant_type=password', {
        method: 'POST',
        address,
        body: JSON.stringify({ email: cluster.staff.email, password: cluster.staff.password }),
      })
      return (await response.json()) as { access_token: string; refresh_token: string }
    }
    const refresh = (base: string, token: string) =>
      api(base, '/auth/v1/token?grant_type=refresh_token', {
        method: 'POST',
        address: '198.51.100.20',
        body: JSON.stringify({ refresh_token: token }),
      })
    const userStatus = async (token: string) =>
      Promise.all(
        cluster.processes.map(
          async (server) =>
            (
              await api(server.url, '/auth/v1/user', {
                headers: { authorization: `Bearer ${token}` },
              })
            ).status,
        ),
      )

    const session = await signIn(first!.url, '198.51.100.20')
    const rotated = await refresh(second!.url, session.refresh_token)
    const next = (await rotated.json()) as { access_token: string; refresh_token: string }
    check(
      rotated.status === 200 && next.refresh_token !== session.refresh_token,
      'signed in on one process, refreshed on the next',
      rotated.status,
    )
    const rotatedAgain = await refresh(third!.url, next.refresh_token)
    const latest = (await rotatedAgain.json()) as { access_token: string }
    check(rotatedAgain.status === 200, 'refreshed again on the third', rotatedAgain.status)
    check(
      (await userStatus(latest.access_token)).every((status) => status === 200),
      'the newest access token works on all three',
    )
    // The first refresh token is two rotations old: past the 10 s reuse interval, using it
    // again is reuse (GoTrue's rule), and the whole session ends — on every process.
    await sleep(11_000)
    const reused = await refresh(first!.url, session.refresh_token)
    const reusedBody = (await reused.json()) as { error_code?: string }
    check(
      reused.status === 400 && reusedBody.error_code === 'refresh_token_already_used',
      'reuse of an old refresh token refused',
      { status: reused.status, error_code: reusedBody.error_code },
    )
    const afterReuse = await userStatus(latest.access_token)
    check(
      afterReuse.every((status) => status === 403),
      'after reuse detection the session is dead on all three',
      afterReuse,
    )

    const other = await signIn(second!.url, '198.51.100.21')
    const logout = await api(third!.url, '/auth/v1/logout', {
      method: 'POST',
      headers: { authorization: `Bearer ${other.access_token}` },
    })
    check(logout.status === 204, 'signed out on another process', logout.status)
    check(
      (await userStatus(other.access_token)).every((status) => status === 403),
      'the signed-out session is refused by all three',
      await userStatus(other.access_token),
    )
    const refreshedAfterLogout = await refresh(first!.url, other.refresh_token)
    check(
      refreshedAfterLogout.status >= 400 && refreshedAfterLogout.status < 500,
      'its refresh token is dead everywhere',
      refreshedAfterLogout.status,
    )

    // ---- failed sign-ins in parallel through the proxy ------------------------------
    const guesses = await Promise.all(
      Array.from({ length: 30 }, async (_, i) => {
        const response = await api(cluster.url, '/auth/v1/token?grant_type=password', {
          method: 'POST',
          address: '203.0.113.30',
          body: JSON.stringify({ email: cluster.staff.email, password: `wrong guess ${i}` }),
        })
        return ((await response.json()) as { error_code?: string }).error_code
      }),
    )
    const checked = guesses.filter((code) => code === 'invalid_credentials').length
    const refused = guesses.filter((code) => code === 'over_request_rate_limit').length
    check(
      checked === FAILED_SIGN_IN_LIMIT && refused === 30 - FAILED_SIGN_IN_LIMIT,
      `30 parallel wrong passwords over three processes: exactly ${FAILED_SIGN_IN_LIMIT} checked`,
      { checked, refused },
    )
    const owner = await api(cluster.url, '/auth/v1/token?grant_type=password', {
      method: 'POST',
      address: '198.51.100.22',
      body: JSON.stringify({ email: cluster.staff.email, password: cluster.staff.password }),
    })
    check(owner.status === 200, 'the owner from their own address still signs in', owner.status)

    // ---- lead inserts ------------------------------------------------------------------
    const lead = (email: string, address: string) =>
      api(cluster.url, '/rest/v1/consultation_requests', {
        method: 'POST',
        address,
        body: JSON.stringify({
          ...toConsultationRow({
            firstName: 'Cluster',
            lastName: 'Test',
            email,
            phone: '(555) 123-4567',
            hearAboutUs: 'Google Search',
            emailOptIn: false,
            smsOptIn: false,
          }),
          website: '',
          form_elapsed_ms: MIN_FORM_FILL_MS + 500,
        }),
      })
    const oneAddress = await Promise.all(
      Array.from(
        { length: 12 },
        async (_, i) => (await lead(`same-${i}@example.com`, '192.0.2.77')).status,
      ),
    )
    check(
      oneAddress.filter((status) => status === 201).length === LEAD_LIMIT &&
        oneAddress.filter((status) => status === 429).length === 12 - LEAD_LIMIT,
      `12 parallel leads from one address: exactly ${LEAD_LIMIT} accepted`,
      oneAddress,
    )
    const manyAddresses = await Promise.all(
      Array.from(
        { length: 30 },
        async (_, i) => (await lead(`many-${i}@example.com`, `192.0.2.${100 + i}`)).status,
      ),
    )
    check(
      manyAddresses.every((status) => status === 201),
      '30 parallel leads from 30 addresses: all accepted',
      manyAddresses,
    )
    const acknowledged = [
      ...oneAddress.flatMap((status, i) => (status === 201 ? [`same-${i}@example.com`] : [])),
      ...manyAddresses.flatMap((status, i) => (status === 201 ? [`many-${i}@example.com`] : [])),
    ]
    const stored = await db.query(`select email from consultation_requests`)
    const storedEmails = new Set(stored.rows.map((row: { email: string }) => row.email))
    check(
      acknowledged.every((email) => storedEmails.has(email)) &&
        stored.rowCount === acknowledged.length,
      'every acknowledged lead is in the database, and nothing else',
      { acknowledged: acknowledged.length, stored: stored.rowCount },
    )

    // ---- one slot, twenty confirmations across the three processes ---------------------
    // A clinician with telehealth hours all day (written straight into the schema: staff
    // would need their second factor for the API), then one slot confirmed twenty times at
    // once through the round-robin proxy: the unique index gives it once.
    const at = new Date().toISOString()
    await db.query(
      `insert into clinicians (id, name, title, licensed_states, active, created_at, updated_at)
       values ('cluster-clinician', 'Dr. Cluster', 'MD', 'TX', 1, $1, $1)`,
      [at],
    )
    const allDay = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({
      weekday,
      start: '00:00',
      end: '23:59',
    }))
    await db.query(
      `insert into schedules (id, clinician_id, location_id, time_zone, slot_minutes, buffer_minutes,
         hours, active, created_at, updated_at)
       values ('cluster-schedule', 'cluster-clinician', null, 'UTC', 30, 0, $2, 1, $1, $1)`,
      [at, JSON.stringify(allDay)],
    )
    const offered = (await (
      await api(cluster.url, '/booking/v1/slots?visit=phone&state=TX&days=3', {
        headers: { authorization: `Bearer ${cluster.anonKey}` },
      })
    ).json()) as { slots: { id: string; start: string }[] }
    const slot = offered.slots[0]
    check(slot !== undefined, 'free slots are offered', offered)
    const confirmations = await Promise.all(
      Array.from({ length: 20 }, async (_, i) => {
        const response = await api(cluster.url, '/booking/v1/appointments', {
          method: 'POST',
          address: `203.0.113.${i + 1}`,
          headers: { authorization: `Bearer ${cluster.anonKey}` },
          body: JSON.stringify({
            slot: slot?.id,
            visit: 'phone',
            state: 'TX',
            firstName: 'Cluster',
            lastName: 'Patient',
            email: `slot-${i}@example.com`,
            phone: '(555) 123-4567',
            idempotencyKey: `cluster-booking-${i}`,
          }),
        })
        const answer = (await response.json()) as { code?: string }
        return response.status === 409 ? `409 ${answer.code}` : String(response.status)
      }),
    )
    check(
      confirmations.filter((status) => status === '201').length === 1 &&
        confirmations.filter((status) => status === '409 slot_taken').length === 19,
      '20 parallel confirmations of one slot across three processes: exactly one booked',
      confirmations,
    )
    const held = await db.query<{ n: number }>(
      `select count(*)::int as n from appointments where start_at = $1 and status <> 'cancelled'`,
      [slot?.start],
    )
    check(held.rows[0]?.n === 1, 'one appointment holds the slot', held.rows[0])

    // ---- the last unit, and one order request retried, across the three processes --------
    // One unit of a product left (set straight in the schema, as staff would at
    // /admin/catalogue): ten different orders for it at once get it once, and the stock never
    // goes below zero. Then one order request sent twenty times at once with its key is one
    // order that took its stock once.
    await db.query(`update catalogue_products set stock = 1 where id = 'natural-3'`)
    const orderRequest = (i: number, productId: string, key: string) =>
      api(cluster.url, '/orders/v1/orders', {
        method: 'POST',
        address: `198.51.100.${i + 1}`,
        headers: { authorization: `Bearer ${cluster.anonKey}` },
        body: JSON.stringify({
          firstName: 'Cluster',
          lastName: 'Shopper',
          email: `order-${i}@example.com`,
          phone: '(555) 123-4567',
          shipping: { line1: '1 Main St', city: 'Austin', state: 'TX', zip: '78701' },
          lines: [{ productId, quantity: 1 }],
          idempotencyKey: key,
        }),
      })
    const lastUnit = await Promise.all(
      Array.from({ length: 10 }, async (_, i) => {
        const response = await orderRequest(i, 'natural-3', `cluster-order-${i}`)
        const answer = (await response.json()) as { lines?: { code: string }[] }
        return response.status === 422 ? `422 ${answer.lines?.[0]?.code}` : String(response.status)
      }),
    )
    const stockLeft = await db.query<{ stock: number }>(
      `select stock from catalogue_products where id = 'natural-3'`,
    )
    check(
      lastUnit.filter((status) => status === '201').length === 1 &&
        lastUnit.filter((status) => status.startsWith('422 ')).length === 9 &&
        stockLeft.rows[0]?.stock === 0,
      '10 parallel orders for the last unit across three processes: exactly one, stock 0',
      { lastUnit, stock: stockLeft.rows[0] },
    )
    const stockBefore = await db.query<{ stock: number }>(
      `select stock from catalogue_products where id = 'natural-1'`,
    )
    const retried = await Promise.all(
      Array.from({ length: 20 }, async () => {
        const response = await orderRequest(20, 'natural-1', 'cluster-order-retried')
        const answer = (await response.json()) as { order?: { number: string } }
        return { status: response.status, number: answer.order?.number }
      }),
    )
    const orderRows = await db.query<{ n: number }>(
      `select count(*)::int as n from orders where idempotency_key = 'cluster-order-retried'`,
    )
    const stockAfter = await db.query<{ stock: number }>(
      `select stock from catalogue_products where id = 'natural-1'`,
    )
    check(
      retried.every((answer) => answer.status === 201 || answer.status === 200) &&
        new Set(retried.map((answer) => answer.number)).size === 1 &&
        orderRows.rows[0]?.n === 1 &&
        stockAfter.rows[0]!.stock === stockBefore.rows[0]!.stock - 1,
      'one order request sent 20 times at once across three processes: one order, stock taken once',
      { retried: retried.map((answer) => answer.status), orders: orderRows.rows[0] },
    )

    // ---- the outbox, with one process killed mid-run -----------------------------------
    await sleep(WEBHOOK_DELAY_MS)
    const deliveriesAtKill = receiver.deliveries.length
    await second!.kill('SIGKILL')
    console.log(
      `killed process ${second!.pid} with ${deliveriesAtKill} webhook requests received so far`,
    )
    const outboxRows = await db.query(`select id from outbox where kind = 'webhook'`)
    const ids = new Set(outboxRows.rows.map((row: { id: string }) => row.id))
    check(ids.size === acknowledged.length, 'one webhook row per accepted consultation request', {
      rows: ids.size,
      leads: acknowledged.length,
    })
    // A row the dead process had claimed waits out its lease (2 minutes) before a survivor retries it.
    const deadline = Date.now() + 200_000
    let pending = -1
    while (Date.now() < deadline) {
      const result = await db.query<{ n: number }>(
        `select count(*)::int as n from outbox where kind = 'webhook' and delivered_at is null`,
      )
      pending = result.rows[0]?.n ?? -1
      if (pending === 0) break
      await sleep(1000)
    }
    check(pending === 0, 'every outbox row ends delivered', { pending })
    const seen = new Map<string, number>()
    for (const id of receiver.deliveries) seen.set(id, (seen.get(id) ?? 0) + 1)
    const repeats = [...seen.values()].reduce((sum, count) => sum + count - 1, 0)
    check(
      [...ids].every((id) => seen.has(id)) && [...seen.keys()].every((id) => ids.has(id)),
      'every row reached the receiver under its own delivery id',
    )
    check(
      repeats <= OUTBOX_CONCURRENCY,
      `repeats only for what the killed process had in flight (at most ${OUTBOX_CONCURRENCY})`,
      { repeats, posts: receiver.deliveries.length, rows: ids.size },
    )
    console.log(
      `webhook: ${receiver.deliveries.length} POSTs for ${ids.size} rows (${repeats} repeat${repeats === 1 ? '' : 's'} after the kill)`,
    )
    await db.end()
  } finally {
    await cluster.stop()
    await cluster.remove()
    receiver.close()
  }
  console.log(
    `\n${failures === 0 ? 'all checks passed' : `${failures} check(s) failed`} in ${Math.round((Date.now() - started) / 1000)} s`,
  )
  process.exit(failures === 0 ? 0 : 1)
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
