import fs from 'node:fs'
import path from 'node:path'

import Database from 'better-sqlite3'

import { slotId } from '../../src/shared/booking/slots'
import { exampleIntakeAnswers } from '../../src/shared/intake/examples'
import { bookingSchedules } from '../load/traffic'
import { checkCareStore } from '../support/care-store'

// The care APIs under the crash run (crash-cycles.ts; docs/architecture.md, Reliability
// proofs): while the server is killed with SIGKILL at a random moment, guests place orders and
// book visits, staff book visits and move them and move orders on, and patients submit their
// questionnaires. What an answer acknowledged must be in the store after the restarts, held
// once: its stock taken once, its slot held once, no order state without its event row and
// audit record, every mail the outbox holds delivered once or still due.

export const CRASH_STAFF = {
  email: 'crash-staff@renewmedical.example',
  password: 'crash staff passphrase 2026',
}
const PRODUCT = '1'
const STOCK = 100_000
/** Deliveries each process makes at once (OUTBOX_CONCURRENCY's default): a kill cuts off at most these. */
const OUTBOX_CONCURRENCY = 4

type Server = { url: string; anonKey: string }

export type CareCrashReport = {
  orders: number
  units: number
  bookings: number
  moves: number
  ordersMoved: number
  submissions: number
  mails: number
  /** Mails written twice because a kill came between writing and marking (ADR 015). */
  repeatedMails: number
  mailsDue: number
  unanswered: number
  problems: string[]
}

/** An answer other than the one the step expects: a failure, unlike no answer at all. */
class Refused extends Error {}

let address = 0
/** Each request from its own client address: the per-address limits are not what is tested. */
function visitorAddress(): string {
  address++
  return `10.${128 + ((address >> 16) & 63)}.${(address >> 8) & 255}.${address & 255}`
}

export class CareWorkers {
  private staffToken = ''
  private schedules: string[] = []
  private patients: { token: string }[] = []
  private nextSlot = 0
  private nextKey = 0
  readonly runId = Date.now().toString(36)
  /** What the answers acknowledged. */
  private orders = new Map<string, number>()
  private bookings = new Map<string, string>()
  private visits = new Map<string, { answered: string[]; asked: string[] }>()
  private moves = 0
  private ordersMoved = new Set<string>()
  private submitted = new Set<string>()
  unanswered = 0
  private refusals: string[] = []

  /** Once, on the first start: staff, schedules, the product's stock, two patients. */
  async setUp(server: Server) {
    const signIn = await this.call(
      server,
      'POST',
      '/auth/v1/token?grant_type=password',
      '',
      CRASH_STAFF,
    )
    this.staffToken = String(signIn.body.access_token)
    this.schedules = await bookingSchedules(server.url, server.anonKey, CRASH_STAFF, 2)
    const stock = await this.call(
      server,
      'PATCH',
      `/staff/v1/catalogue/${PRODUCT}`,
      this.staffToken,
      {
        stock: STOCK,
        active: true,
      },
    )
    if (stock.status !== 200) throw new Refused(`catalogue update answered ${stock.status}`)
    for (let i = 0; i < 2; i++) {
      const signUp = await this.call(server, 'POST', '/auth/v1/signup', '', {
        email: `crash-patient-${this.runId}-${i}@example.com`,
        password: 'crash test passphrase 2026',
      })
      this.patients.push({ token: String(signUp.body.access_token) })
    }
  }

  /** The workers of one cycle: each loops until `stopped()` or its request goes unanswered. */
  run(server: Server, stopped: () => boolean): Promise<void>[] {
    const loop = async (work: () => Promise<void>) => {
      while (!stopped()) {
        try {
          await work()
        } catch (error) {
          if (error instanceof Refused) this.refusals.push(error.message)
          else this.unanswered++
          return
        }
      }
    }
    return [
      loop(() => this.order(server)),
      loop(() => this.book(server)),
      loop(() => this.bookAndMove(server)),
      loop(() => this.moveOrder(server)),
      ...this.patients.map((patient) => loop(() => this.submit(server, patient.token))),
    ]
  }

  private key(what: string) {
    return `crash-${what}-${this.runId}-${this.nextKey++}`
  }

  /** The n-th time of the schedules, from the day after tomorrow (UTC), 20 minutes each. */
  private slot(): { id: string; start: string } {
    const n = this.nextSlot++
    const now = new Date()
    const first = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 2)
    const index = Math.floor(n / this.schedules.length)
    const start = new Date(first + Math.floor(index / 71) * 86_400_000 + (index % 71) * 1_200_000)
    return {
      id: slotId({ scheduleId: this.schedules[n % this.schedules.length]!, start }),
      start: start.toISOString(),
    }
  }

  private visitor(key: string) {
    return {
      visit: 'phone',
      state: 'TX',
      firstName: 'Crash',
      lastName: 'Patient',
      email: `${key}@example.com`,
      phone: '(555) 010-2030',
    }
  }

  private async order(server: Server) {
    const key = this.key('order')
    const quantity = 1 + (this.nextKey % 2)
    const answer = await this.call(server, 'POST', '/orders/v1/orders', '', {
      firstName: 'Crash',
      lastName: 'Order',
      email: `${key}@example.com`,
      phone: '(555) 010-2030',
      shipping: { line1: '1 Main St', city: 'Dallas', state: 'TX', zip: '75201' },
      lines: [{ productId: PRODUCT, quantity }],
      idempotencyKey: key,
    })
    if (answer.status !== 201) throw new Refused(`order answered ${answer.status}`)
    this.orders.set((answer.body.order as { id: string }).id, quantity)
  }

  private async book(server: Server) {
    const key = this.key('book')
    const answer = await this.call(server, 'POST', '/booking/v1/appointments', '', {
      ...this.visitor(key),
      slot: this.slot().id,
      idempotencyKey: key,
    })
    if (answer.status !== 201) throw new Refused(`booking answered ${answer.status}`)
    const { id, start } = answer.body.appointment as { id: string; start: string }
    this.bookings.set(id, start)
  }

  private async bookAndMove(server: Server) {
    const key = this.key('visit')
    const booked = await this.call(
      server,
      'POST',
      '/staff/v1/booking/appointments',
      this.staffToken,
      {
        ...this.visitor(key),
        slot: this.slot().id,
        idempotencyKey: key,
      },
    )
    if (booked.status !== 201) throw new Refused(`staff booking answered ${booked.status}`)
    const { id, start } = booked.body.appointment as { id: string; start: string }
    const visit = { answered: [start], asked: [] as string[] }
    this.visits.set(id, visit)
    const to = this.slot()
    visit.asked.push(to.start)
    const moved = await this.call(
      server,
      'POST',
      `/staff/v1/booking/appointments/${id}/reschedule`,
      this.staffToken,
      { slot: to.id, idempotencyKey: this.key('move') },
    )
    if (moved.status !== 200) throw new Refused(`reschedule answered ${moved.status}`)
    visit.answered.push((moved.body.appointment as { start: string }).start)
    this.moves++
  }

  /** Staff move the next acknowledged order to awaiting payment (or wait for one). */
  private async moveOrder(server: Server) {
    const id = [...this.orders.keys()].find((order) => !this.ordersMoved.has(order))
    if (!id) {
      await new Promise((resolve) => setTimeout(resolve, 20))
      return
    }
    const answer = await this.call(
      server,
      'POST',
      `/staff/v1/orders/${id}/transition`,
      this.staffToken,
      { to: 'awaiting_payment' },
    )
    // A move the kill cut off after its commit is refused the second time: it is done.
    if (answer.status === 409) {
      this.ordersMoved.add(id)
      return
    }
    if (answer.status !== 200) throw new Refused(`order move answered ${answer.status}`)
    this.ordersMoved.add(id)
  }

  private async submit(server: Server, token: string) {
    const saved = await this.call(server, 'PUT', '/patient/v1/intakes/weight-loss', token, {
      answers: exampleIntakeAnswers['weight-loss'],
      step: 'review',
    })
    if (saved.status !== 200) throw new Refused(`draft answered ${saved.status}`)
    const { id, version } = saved.body.intake as { id: string; version: number }
    const sent = await this.call(server, 'POST', '/patient/v1/intakes/weight-loss/submit', token, {
      version,
      today: new Date().toISOString().slice(0, 10),
    })
    if (sent.status !== 200) throw new Refused(`submission answered ${sent.status}`)
    this.submitted.add(id)
  }

  private async call(
    server: Server,
    method: string,
    route: string,
    token: string,
    body: unknown,
  ): Promise<{ status: number; body: Record<string, unknown> }> {
    const response = await fetch(`${server.url}${route}`, {
      method,
      headers: {
        apikey: server.anonKey,
        authorization: `Bearer ${token || server.anonKey}`,
        'content-type': 'application/json',
        'x-forwarded-for': visitorAddress(),
      },
      body: JSON.stringify(body),
    })
    return { status: response.status, body: (await response.json()) as Record<string, unknown> }
  }

  /** After the last clean stop: the store against the answers, and the outbox against its files. */
  verify(dataDir: string, cycles: number): CareCrashReport {
    const db = new Database(path.join(dataDir, 'site.db'), { readonly: true, fileMustExist: true })
    try {
      const problems = [...checkCareStore(db), ...this.refusals]
      const get = (sql: string, ...params: unknown[]) =>
        db.prepare(sql).get(...params) as Record<string, unknown> | undefined

      const missingOrders = [...this.orders.keys()].filter(
        (id) => !get('select id from orders where id = ?', id),
      ).length
      if (missingOrders > 0) problems.push(`${missingOrders} orders answered 201 are not stored`)
      const stock = Number(get('select stock from catalogue_products where id = ?', PRODUCT)?.stock)
      const units = Number(
        get(
          `select coalesce(sum(l.quantity), 0) as n from order_lines l join orders o on o.id = l.order_id
           where l.product_id = ? and o.state <> 'cancelled'`,
          PRODUCT,
        )?.n,
      )
      if (STOCK - stock !== units)
        problems.push(`stock went from ${STOCK} to ${stock} for ${units} units in stored orders`)
      const notMoved = [...this.ordersMoved].filter(
        (id) => get('select state from orders where id = ?', id)?.state !== 'awaiting_payment',
      ).length
      if (notMoved > 0) problems.push(`${notMoved} orders staff moved are not awaiting payment`)

      const visit = (id: string) =>
        get('select status, start_at from appointments where id = ?', id) as
          { status: string; start_at: string } | undefined
      const lostBookings = [...this.bookings].filter(([id, start]) => {
        const row = visit(id)
        return !row || row.start_at !== start || row.status !== 'pending'
      }).length
      if (lostBookings > 0)
        problems.push(`${lostBookings} bookings answered 201 are not stored holding their time`)
      const misplaced = [...this.visits].filter(([id, { answered, asked }]) => {
        const row = visit(id)
        return (
          !row || row.status !== 'booked' || ![answered.at(-1), ...asked].includes(row.start_at)
        )
      }).length
      if (misplaced > 0)
        problems.push(`${misplaced} staff-booked visits are not where their last answer put them`)

      const notSubmitted = [...this.submitted].filter(
        (id) => get('select status from intake_responses where id = ?', id)?.status !== 'submitted',
      ).length
      if (notSubmitted > 0)
        problems.push(`${notSubmitted} questionnaires answered as sent are not stored as sent`)

      const mail = this.checkOutbox(db, dataDir, cycles)
      problems.push(...mail.problems)
      return {
        orders: this.orders.size,
        units: [...this.orders.values()].reduce((sum, n) => sum + n, 0),
        bookings: this.bookings.size,
        moves: this.moves,
        ordersMoved: this.ordersMoved.size,
        submissions: this.submitted.size,
        mails: mail.delivered,
        repeatedMails: mail.repeated,
        mailsDue: mail.due,
        unanswered: this.unanswered,
        problems,
      }
    } finally {
      db.close()
    }
  }

  /**
   * Every mail row delivered (its file written, under its Message-ID) or still due; written
   * twice only when a kill fell between writing the file and marking the row, so at most the
   * deliveries in flight at each kill (docs/decisions/015-outbox-delivery-guarantee.md).
   */
  private checkOutbox(db: Database.Database, dataDir: string, cycles: number) {
    const folder = path.join(dataDir, 'outbox')
    const files = new Map<string, number>()
    for (const name of fs.existsSync(folder) ? fs.readdirSync(folder) : []) {
      const text = fs.readFileSync(path.join(folder, name), 'utf8')
      const id = /^Message-ID: <([^@>]+)@/im.exec(text)?.[1]
      if (id) files.set(id, (files.get(id) ?? 0) + 1)
    }
    const rows = db.prepare('select id, delivered_at, failed_at from outbox').all() as {
      id: string
      delivered_at: string | null
      failed_at: string | null
    }[]
    const problems: string[] = []
    let delivered = 0
    let due = 0
    let repeated = 0
    for (const row of rows) {
      const written = files.get(row.id) ?? 0
      if (row.failed_at) problems.push(`outbox row ${row.id} was given up`)
      else if (row.delivered_at) {
        delivered++
        if (written === 0)
          problems.push(`outbox row ${row.id} is marked delivered, no mail was written`)
      } else due++
      if (written > 1) repeated += written - 1
    }
    if (repeated > cycles * OUTBOX_CONCURRENCY)
      problems.push(`${repeated} mails written twice, more than ${cycles} kills could cut off`)
    return { delivered, due, repeated, problems }
  }
}
