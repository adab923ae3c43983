import { randomBytes, randomUUID } from 'node:crypto'
import fs from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'

import { afterEach, describe, expect, it } from 'vitest'

import type { DatabaseHandle } from '../db/database'
import { createLogger } from '../logger'
import { createMailer, type Mailer, type MailMessage } from '../mail/mailer'
import { captureLogger, createTestDatabase, makeTempDir, TEST_INTAKE_KEY } from '../testing'
import { openValues, outboxKey, SealedOutboxError, sealedPlaceholder } from './outbox-seal'
import { createOutboxWorker } from './outbox-worker'
import {
  CLAIM_LEASE_MS,
  claimDue,
  claimNext,
  enqueue,
  MAX_ATTEMPTS,
  markAllDelivered,
  markDelivered,
  markFailed,
  type OutboxEntry,
} from './outbox.queries'

// The outbox's promise (docs/decisions/015-outbox-delivery-guarantee.md): each attempt is made
// by one worker, only the claim's owner records its outcome, and every attempt of a row carries
// the same id. Workers share one database here, as server processes do in production.

const SECRET = 'webhook-secret-of-at-least-32-characters'
const silent = createLogger('silent')

const cleanups: (() => Promise<unknown>)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

async function database(): Promise<DatabaseHandle> {
  const handle = await createTestDatabase()
  cleanups.push(() => handle.close())
  return handle
}

type Receiver = {
  url: string
  /** X-Renew-Delivery of every POST received, in order of arrival. */
  deliveries: string[]
  /** Most requests handled at one time. */
  maxInFlight: number
}

/**
 * A real HTTP webhook receiver. `answer` runs before the 204 (a delay, or anything the test
 * needs to happen while the worker waits); it gets the request's number, counting from 1.
 */
async function webhookReceiver(
  answer: (count: number) => Promise<unknown> = () => Promise.resolve(),
): Promise<Receiver> {
  let inFlight = 0
  const receiver = { url: '', deliveries: [] as string[], maxInFlight: 0 }
  const server: Server = createServer((request, response) => {
    inFlight++
    receiver.maxInFlight = Math.max(receiver.maxInFlight, inFlight)
    receiver.deliveries.push(String(request.headers['x-renew-delivery']))
    const count = receiver.deliveries.length
    request.resume()
    request.on('end', () => {
      void answer(count).then(() => {
        inFlight--
        response.statusCode = 204
        response.end()
      })
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  cleanups.push(
    () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(resolve)
      }),
  )
  receiver.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/leads`
  return receiver
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

function webhooks(count: number): OutboxEntry[] {
  return Array.from({ length: count }, (_, index) => ({
    kind: 'webhook',
    payload: { event: 'consultation_request.created', body: JSON.stringify({ index }) },
  }))
}

async function rowsOf(handle: DatabaseHandle) {
  return handle.db.selectFrom('outbox').selectAll().orderBy('created_at').execute()
}

describe('outbox delivery across workers', () => {
  it('two workers on one database and a slow webhook: N rows, exactly N POSTs, each id once', async () => {
    const handle = await database()
    // 400 ms a POST and a 5 s lease: a worker holding 20 rows under one lease (as before)
    // would still be busy when its lease ran out, and the other worker would post them again.
    // One POST stays far inside the lease, even on a loaded machine.
    const hook = await webhookReceiver(() => sleep(400))
    const rows = 24
    await enqueue(handle.db, webhooks(rows))
    const worker = () =>
      createOutboxWorker({
        db: handle.db,
        mailer: { send: () => Promise.resolve() },
        webhook: { url: hook.url, secret: SECRET },
        logger: silent,
        leaseMs: 5000,
      })
    const pending = async () =>
      (await rowsOf(handle)).filter((row) => row.delivered_at === null).length
    // Each keeps working, as the timer makes it in a server, until every row is delivered.
    const work = async (each: ReturnType<typeof worker>) => {
      let delivered = 0
      for (let round = 0; round < 200 && (await pending()) > 0; round++) {
        delivered += (await each.runOnce()).delivered
        await sleep(20)
      }
      return delivered
    }
    const [first, second] = await Promise.all([work(worker()), work(worker())])

    expect(hook.deliveries).toHaveLength(rows)
    expect(new Set(hook.deliveries).size).toBe(rows)
    expect(first + second).toBe(rows)
    expect(first).toBeGreaterThan(0)
    expect(second).toBeGreaterThan(0)
    const stored = await rowsOf(handle)
    expect(stored.map((row) => row.id).sort()).toEqual([...hook.deliveries].sort())
    for (const row of stored) {
      expect(row).toMatchObject({ attempts: 1, failed_at: null, claim_token: null })
      expect(row.delivered_at).not.toBeNull()
    }
  })

  it('a claim whose lease ran out or was taken over cannot record the outcome', async () => {
    const handle = await database()
    await enqueue(handle.db, webhooks(1))
    const t0 = Date.now()

    // Lease over, nobody else has the row yet: the old owner still may not finish it.
    const lapsed = (await claimNext(handle.db, t0, 1000))!
    expect(await markDelivered(handle.db, lapsed, t0 + 1000)).toBe(false)
    expect(await markFailed(handle.db, lapsed, 'timeout', t0 + 1000)).toBe('lost')

    // Another worker claims it: the first claim's token no longer counts, even within its lease.
    const stale = (await claimNext(handle.db, t0 + 1000, 1000))!
    const fresh = (await claimNext(handle.db, t0 + 2000, 1000))!
    expect(fresh).toMatchObject({ id: stale.id, attempts: 3 })
    expect(fresh.token).not.toBe(stale.token)
    expect(await markDelivered(handle.db, stale, t0 + 1500)).toBe(false)
    expect(await markFailed(handle.db, stale, 'timeout', t0 + 1500)).toBe('lost')
    expect((await rowsOf(handle))[0]).toMatchObject({
      delivered_at: null,
      claim_token: fresh.token,
    })

    expect(await markDelivered(handle.db, fresh, t0 + 2500)).toBe(true)
    expect((await rowsOf(handle))[0]).toMatchObject({ claim_token: null, attempts: 3 })
    expect(await claimNext(handle.db, t0 + 60_000, 1000)).toBeUndefined()
  })

  it('records deliveries together, leaving out a claim that is no longer its owner’s', async () => {
    const handle = await database()
    await enqueue(handle.db, webhooks(3))
    const t0 = Date.now()
    const [first, second] = await claimDue(handle.db, t0, 60_000, 2)
    const third = await claimNext(handle.db, t0, 1000)
    // The third row's lease runs out and another worker claims it.
    const taken = (await claimNext(handle.db, t0 + 1000, 1000))!
    expect(taken.id).toBe(third!.id)

    const recorded = await markAllDelivered(handle.db, [first!, second!, third!], t0 + 1500)
    expect([...recorded].sort()).toEqual([first!.id, second!.id].sort())
    const rows = await rowsOf(handle)
    expect(
      rows
        .filter((row) => row.delivered_at !== null)
        .map((row) => row.id)
        .sort(),
    ).toEqual([first!.id, second!.id].sort())
    expect(rows.find((row) => row.id === third!.id)).toMatchObject({
      delivered_at: null,
      claim_token: taken.token,
    })
    expect(await markAllDelivered(handle.db, [], t0 + 1500)).toEqual(new Set())
  })

  it('a worker whose lease ran out mid-delivery does not count it; the new owner delivers it once', async () => {
    const handle = await database()
    await enqueue(handle.db, webhooks(1))
    const t0 = Date.now()
    const { logger, lines } = captureLogger()
    let laterRun: ReturnType<typeof later.runOnce> | undefined
    // The first POST is answered only after a second worker, at a time past the first one's
    // lease, has claimed the row and delivered it.
    const hook = await webhookReceiver(async (count) => {
      if (count === 1) await (laterRun = later.runOnce(t0 + CLAIM_LEASE_MS + 1))
    })
    const make = (log = silent) =>
      createOutboxWorker({
        db: handle.db,
        mailer: { send: () => Promise.reject(new Error('no mail here')) },
        webhook: { url: hook.url, secret: SECRET },
        logger: log,
      })
    const slow = make(logger)
    const later = make()

    expect(await slow.runOnce(t0)).toEqual({ delivered: 0, retrying: 1, failed: 0 })
    expect(await laterRun).toEqual({ delivered: 1, retrying: 0, failed: 0 })
    expect(hook.deliveries).toHaveLength(2)
    expect(hook.deliveries[1]).toBe(hook.deliveries[0])
    expect((await rowsOf(handle))[0]).toMatchObject({ attempts: 2, claim_token: null })
    expect(lines.join('')).toContain('not recorded as delivered')

    // Delivered once by its owner: nobody posts it again.
    expect(await later.runOnce(t0 + 10 * CLAIM_LEASE_MS)).toEqual({
      delivered: 0,
      retrying: 0,
      failed: 0,
    })
    expect(hook.deliveries).toHaveLength(2)
  })

  it('gives up on a row whose last allowed attempt never ended instead of leaving it pending', async () => {
    const handle = await database()
    await enqueue(handle.db, webhooks(1))
    const t0 = Date.now()
    await handle.db
      .updateTable('outbox')
      .set({ attempts: MAX_ATTEMPTS - 1 })
      .execute()
    expect(await claimNext(handle.db, t0, 1000)).toMatchObject({ attempts: MAX_ATTEMPTS })
    // …and that worker died. After the lease the row is failed, for an operator to see.
    const worker = createOutboxWorker({
      db: handle.db,
      mailer: { send: () => Promise.resolve() },
      webhook: undefined,
      logger: silent,
    })
    expect(await worker.runOnce(t0 + 500)).toEqual({ delivered: 0, retrying: 0, failed: 0 })
    expect(await worker.runOnce(t0 + 1000)).toEqual({ delivered: 0, retrying: 0, failed: 1 })
    const [row] = await rowsOf(handle)
    expect(row!.failed_at).not.toBeNull()
    expect(row!.last_error).toContain('did not finish within its lease')
  })
})

describe('outbox e-mail', () => {
  it('every attempt of one row carries the same Message-ID, in the sender domain', async () => {
    const handle = await database()
    const dataDir = makeTempDir()
    const files = createMailer(
      {
        dataDir,
        smtpUrl: undefined,
        publicUrl: 'https://renewmedical.example',
        publicUrlConfigured: true,
      },
      silent,
    )
    const sent: (string | undefined)[] = []
    const flaky: Mailer = {
      domain: files.domain,
      async send(message: MailMessage) {
        sent.push(message.messageId)
        if (sent.length === 1) throw new Error('451 try again later')
        await files.send(message)
      },
    }
    await enqueue(handle.db, [
      { kind: 'email', payload: { to: 'clinic@renewmedical.example', subject: 'A', text: 'a' } },
    ])
    const worker = createOutboxWorker({
      db: handle.db,
      mailer: flaky,
      webhook: undefined,
      logger: silent,
    })
    const t0 = Date.now()
    expect(await worker.runOnce(t0)).toEqual({ delivered: 0, retrying: 1, failed: 0 })
    expect(await worker.runOnce(t0 + 31_000)).toEqual({ delivered: 1, retrying: 0, failed: 0 })

    const [row] = await rowsOf(handle)
    const expected = `<${row!.id}@renewmedical.example>`
    expect(sent).toEqual([expected, expected])
    const outbox = path.join(dataDir, 'outbox')
    const [file] = fs.readdirSync(outbox)
    expect(fs.readFileSync(path.join(outbox, file!), 'utf8')).toContain(
      `\r\nMessage-ID: ${expected}\r\n`,
    )

    // Another row, another id.
    await enqueue(handle.db, [
      { kind: 'email', payload: { to: 'clinic@renewmedical.example', subject: 'B', text: 'b' } },
    ])
    expect(await worker.runOnce(t0 + 32_000)).toEqual({ delivered: 1, retrying: 0, failed: 0 })
    expect(new Set(sent).size).toBe(2)
  })
})

describe('outbox drain', () => {
  it('one run delivers every due row, not a fixed batch per interval', async () => {
    const handle = await database()
    const hook = await webhookReceiver()
    const rows = 200
    await enqueue(handle.db, webhooks(rows))
    const worker = createOutboxWorker({
      db: handle.db,
      mailer: { send: () => Promise.resolve() },
      webhook: { url: hook.url, secret: SECRET },
      logger: silent,
    })
    expect(await worker.runOnce()).toEqual({ delivered: rows, retrying: 0, failed: 0 })
    expect(new Set(hook.deliveries).size).toBe(rows)
    expect(hook.deliveries).toHaveLength(rows)
  })

  it('keeps exactly `concurrency` deliveries in flight', async () => {
    const handle = await database()
    // Each POST waits until four are in flight (or 3 s pass): with fewer lanes the run would
    // stall; with more, a fifth would arrive while four wait.
    const waiting: (() => void)[] = []
    const hook = await webhookReceiver(
      () =>
        new Promise<void>((resolve) => {
          waiting.push(resolve)
          if (waiting.length >= 4) for (const release of waiting.splice(0)) release()
          else setTimeout(resolve, 3000)
        }),
    )
    await enqueue(handle.db, webhooks(12))
    const worker = createOutboxWorker({
      db: handle.db,
      mailer: { send: () => Promise.resolve() },
      webhook: { url: hook.url, secret: SECRET },
      logger: silent,
      concurrency: 4,
    })
    expect(await worker.runOnce()).toEqual({ delivered: 12, retrying: 0, failed: 0 })
    expect(hook.maxInFlight).toBe(4)
  })
})

// docs/decisions/029-outbox-sealed-links-and-scrubbed-rows.md: a waiting mail keeps a manage
// link's token sealed, and a finished row keeps no personal data at all.
describe('outbox rows at rest', () => {
  const TOKEN = 'raw-manage-token-0123456789abcdefghijklmnopqrstuvwxyz'
  const LINK = `https://renewmedical.example/book/manage#appointment=a1&token=${TOKEN}`
  const PERSONAL = ['Grace', 'grace@example.com', '(555) 123-4567', TOKEN]

  function confirmation(id?: string): OutboxEntry {
    return {
      kind: 'email',
      ...(id ? { id } : {}),
      payload: {
        to: 'grace@example.com',
        subject: 'Your Renew Medical visit is booked',
        text: `Hello Grace,\nWe will call (555) 123-4567.\nReschedule or cancel: ${sealedPlaceholder('manage-url')}`,
        sealed: { 'manage-url': LINK },
      },
    }
  }

  /** Every column of every row, as one text: what a copy of the table would show. */
  async function tableText(handle: DatabaseHandle): Promise<string> {
    return JSON.stringify(await rowsOf(handle))
  }

  it('a waiting mail holds no raw manage token; delivered, its row holds nothing personal, and the mail had the link', async () => {
    const handle = await database()
    await enqueue(handle.db, [confirmation()], { intakeKey: TEST_INTAKE_KEY })
    const waiting = await tableText(handle)
    expect(waiting).not.toContain(TOKEN)
    expect(waiting).toContain('manage-url')
    const [row] = await rowsOf(handle)
    expect((JSON.parse(row!.payload) as { sealed: string }).sealed).toMatch(/^v1\./)

    const sent: MailMessage[] = []
    const worker = createOutboxWorker({
      db: handle.db,
      mailer: { send: (message: MailMessage) => Promise.resolve(void sent.push(message)) },
      webhook: undefined,
      logger: silent,
      intakeKey: TEST_INTAKE_KEY,
    })
    expect(await worker.runOnce()).toEqual({ delivered: 1, retrying: 0, failed: 0 })
    expect(sent).toHaveLength(1)
    expect(sent[0]!.text).toContain(`Reschedule or cancel: ${LINK}`)
    expect(sent[0]!.to).toBe('grace@example.com')
    expect(sent[0]).not.toHaveProperty('sealed')

    const [delivered] = await rowsOf(handle)
    expect(delivered).toMatchObject({ id: row!.id, kind: 'email', payload: '{}', attempts: 1 })
    expect(delivered!.delivered_at).not.toBeNull()
    const after = await tableText(handle)
    for (const value of PERSONAL) expect(after).not.toContain(value)
  })

  it('a webhook and a mail given up for good are emptied too, whether failed or abandoned', async () => {
    const handle = await database()
    const lead = {
      event: 'consultation_request.created',
      body: JSON.stringify({ phone: '(555) 123-4567', email: 'grace@example.com' }),
    }
    await enqueue(handle.db, [{ kind: 'webhook', payload: lead }, confirmation()], {
      intakeKey: TEST_INTAKE_KEY,
    })
    await handle.db
      .updateTable('outbox')
      .set({ attempts: MAX_ATTEMPTS - 1 })
      .execute()
    const worker = createOutboxWorker({
      db: handle.db,
      mailer: { send: () => Promise.reject(new Error('550 mailbox unavailable')) },
      webhook: undefined,
      logger: silent,
      intakeKey: TEST_INTAKE_KEY,
    })
    expect(await worker.runOnce()).toEqual({ delivered: 0, retrying: 0, failed: 2 })
    const failed = await rowsOf(handle)
    expect(failed.map((row) => [row.payload, row.failed_at !== null])).toEqual([
      ['{}', true],
      ['{}', true],
    ])
    // What the operator needs stays: which kind, when, how often, and why (without addresses).
    expect(failed.map((row) => row.last_error).sort()).toEqual([
      '550 mailbox unavailable',
      'LEAD_WEBHOOK_URL is not configured',
    ])
    for (const value of PERSONAL) expect(await tableText(handle)).not.toContain(value)

    // Abandoned: its last attempt's worker died mid-delivery.
    const abandoned = await database()
    await enqueue(abandoned.db, [confirmation()], { intakeKey: TEST_INTAKE_KEY })
    await abandoned.db
      .updateTable('outbox')
      .set({ attempts: MAX_ATTEMPTS - 1 })
      .execute()
    const t0 = Date.now()
    expect(await claimNext(abandoned.db, t0, 1000)).toMatchObject({ attempts: MAX_ATTEMPTS })
    const later = createOutboxWorker({
      db: abandoned.db,
      mailer: { send: () => Promise.resolve() },
      webhook: undefined,
      logger: silent,
      intakeKey: TEST_INTAKE_KEY,
    })
    expect(await later.runOnce(t0 + 1000)).toEqual({ delivered: 0, retrying: 0, failed: 1 })
    const [gone] = await rowsOf(abandoned)
    expect(gone!.payload).toBe('{}')
    for (const value of PERSONAL) expect(await tableText(abandoned)).not.toContain(value)
  })

  it('refuses to queue a sealed value without the key or in clear, and never delivers it under another key', async () => {
    const handle = await database()
    await expect(enqueue(handle.db, [confirmation()])).rejects.toThrow(/needs the intake key/)
    const leaky = confirmation()
    if (leaky.kind === 'email') leaky.payload.text += `\n${LINK}`
    await expect(enqueue(handle.db, [leaky], { intakeKey: TEST_INTAKE_KEY })).rejects.toThrow(
      /appears in clear/,
    )
    expect(await rowsOf(handle)).toEqual([])

    // Sealed for one row, the value does not open as another's (the row id is bound in).
    const id = randomUUID()
    await enqueue(handle.db, [confirmation(id)], { intakeKey: TEST_INTAKE_KEY })
    const [row] = await rowsOf(handle)
    const sealed = (JSON.parse(row!.payload) as { sealed: string }).sealed
    expect(() => openValues(outboxKey(TEST_INTAKE_KEY), randomUUID(), sealed)).toThrow(
      SealedOutboxError,
    )

    const sent: MailMessage[] = []
    const worker = (intakeKey?: Buffer) =>
      createOutboxWorker({
        db: handle.db,
        mailer: { send: (message: MailMessage) => Promise.resolve(void sent.push(message)) },
        webhook: undefined,
        logger: silent,
        ...(intakeKey ? { intakeKey } : {}),
      })
    const t0 = Date.now()
    expect(await worker(randomBytes(32)).runOnce(t0)).toEqual({
      delivered: 0,
      retrying: 1,
      failed: 0,
    })
    expect(await worker().runOnce(t0 + 60_000)).toEqual({ delivered: 0, retrying: 1, failed: 0 })
    expect(sent).toEqual([])
    const [waiting] = await rowsOf(handle)
    expect(waiting!.last_error).toMatch(/no key/)
    expect(await worker(TEST_INTAKE_KEY).runOnce(t0 + 10 * 60_000)).toEqual({
      delivered: 1,
      retrying: 0,
      failed: 0,
    })
    expect(sent[0]!.text).toContain(LINK)
  })
})
