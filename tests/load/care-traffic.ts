import type autocannon from 'autocannon'

import { slotId } from '../../src/shared/booking/slots'
import { exampleIntakeAnswers } from '../../src/shared/intake/examples'
import { bookingSchedules } from './traffic'

// The care APIs under `npm run test:load` (docs/architecture.md, Reliability proofs): patients
// list slots, book visits as guests, place orders against a product with limited stock and
// save questionnaire drafts; staff book visits for patients and move them, read the queue and
// move orders on. Each kind keeps what its answers acknowledged, for the store to be checked
// against afterwards (verify-care.ts).

type Request = autocannon.Request
type Client = autocannon.Client
type Staff = { email: string; password: string }

/** The product the orders take, with this much stock: the run sells out and goes on. */
export const LIMITED_PRODUCT = '1'
export const LIMITED_STOCK = 150

/** What the care kinds' answers acknowledged. */
export type CareAcknowledged = {
  /** Guest bookings answered 201: id → start. */
  booked: Map<string, string>
  /** Staff-booked visits: id → the starts answered (the last is where it stands), and one asked. */
  moved: Map<string, { answered: string[]; asked?: string }>
  moves: number
  /** Orders answered 201: id → units of the limited product. */
  orders: Map<string, number>
  /** Orders refused because the stock ran out (422 out_of_stock / not_enough_stock). */
  soldOut: number
  /** Orders staff moved to awaiting_payment (answered 200). */
  ordersMoved: Set<string>
  /** Questionnaire drafts: account id → the version the last save answered. */
  drafts: Map<string, number>
  saves: number
  /** Any other answer: these are the run's errors. */
  unexpected: Map<string, number>
}

export function emptyCareAcknowledged(): CareAcknowledged {
  return {
    booked: new Map(),
    moved: new Map(),
    moves: 0,
    orders: new Map(),
    soldOut: 0,
    ordersMoved: new Set(),
    drafts: new Map(),
    saves: 0,
    unexpected: new Map(),
  }
}

function unexpected(acknowledged: CareAcknowledged, kind: string, status: number, body: string) {
  const key = `${kind} ${status} ${body.slice(0, 80)}`
  acknowledged.unexpected.set(key, (acknowledged.unexpected.get(key) ?? 0) + 1)
}

export type CareSetup = {
  staffToken: string
  /** Schedules for the guests' bookings and for staff's, apart so their slots never meet. */
  guestSchedules: string[]
  staffSchedules: string[]
  /** Patients with a session, one per intake connection: access token and account id. */
  patients: { token: string; id: string }[]
  stockBefore: number
  /** Counted across the warm-up and the load, so no time is asked for twice. */
  next: { guestSlot: number; staffSlot: number; visit: number }
  /** Orders a staff connection has taken to move (each once). */
  taken: Set<string>
}

async function json(response: Response): Promise<Record<string, unknown>> {
  return (await response.json()) as Record<string, unknown>
}

/** Schedules, the limited product's stock, patients with sessions; through the APIs. */
export async function prepareCare(
  url: string,
  anonKey: string,
  staff: Staff,
  patients: number,
  nextAddress: () => string,
): Promise<CareSetup> {
  const signIn = await fetch(`${url}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: anonKey, 'content-type': 'application/json' },
    body: JSON.stringify(staff),
  })
  const staffToken = String((await json(signIn)).access_token)
  if (signIn.status !== 200) throw new Error(`staff sign-in answered ${signIn.status}`)
  const guestSchedules = await bookingSchedules(url, anonKey, staff, 3)
  const staffSchedules = await bookingSchedules(url, anonKey, staff, 3)
  const stock = await fetch(`${url}/staff/v1/catalogue/${LIMITED_PRODUCT}`, {
    method: 'PATCH',
    headers: {
      apikey: anonKey,
      authorization: `Bearer ${staffToken}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ stock: LIMITED_STOCK, active: true }),
  })
  if (stock.status !== 200) throw new Error(`catalogue update answered ${stock.status}`)
  const runId = Date.now().toString(36)
  const signedUp: CareSetup['patients'] = []
  for (let i = 0; i < patients; i++) {
    const response = await fetch(`${url}/auth/v1/signup`, {
      method: 'POST',
      headers: {
        apikey: anonKey,
        'content-type': 'application/json',
        'x-forwarded-for': nextAddress(),
      },
      body: JSON.stringify({
        email: `load-patient-${runId}-${i}@example.com`,
        password: `Load-test ${runId} patient ${i}!`,
      }),
    })
    const body = (await json(response)) as { access_token?: string; user?: { id: string } }
    if (response.status !== 200 || !body.access_token || !body.user)
      throw new Error(`patient sign-up answered ${response.status}`)
    signedUp.push({ token: body.access_token, id: body.user.id })
  }
  return {
    staffToken,
    guestSchedules,
    staffSchedules,
    patients: signedUp,
    stockBefore: LIMITED_STOCK,
    next: { guestSlot: 0, staffSlot: 0, visit: 0 },
    taken: new Set(),
  }
}

/** The n-th free time of `schedules` (all day, every day, 20 minutes, from the day after tomorrow, UTC). */
function nthSlot(schedules: string[], n: number): { id: string; start: string } {
  const now = new Date()
  const first = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 2)
  const scheduleId = schedules[n % schedules.length]!
  const index = Math.floor(n / schedules.length)
  const start = new Date(first + Math.floor(index / 71) * 86_400_000 + (index % 71) * 1_200_000)
  return { id: slotId({ scheduleId, start }), start: start.toISOString() }
}

/** GET /booking/v1/slots as the booking page asks: a week, and the next three days. */
export function slotListRequests(anonKey: string): Request[] {
  const from = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10)
  return [7, 3].map((days) => ({
    method: 'GET',
    path: `/booking/v1/slots?visit=phone&state=TX&from=${from}&days=${days}`,
    headers: { apikey: anonKey, authorization: `Bearer ${anonKey}` },
  }))
}

const visitor = (n: number, runId: string) => ({
  visit: 'phone',
  state: 'TX',
  firstName: 'Load',
  lastName: 'Patient',
  email: `care-${runId}-${n}@example.com`,
  phone: '(555) 010-2030',
})

/** Guests booking a time nobody holds (POST /booking/v1/appointments): pending, acknowledged. */
export function guestBookingRequests(
  anonKey: string,
  setup: CareSetup,
  acknowledged: CareAcknowledged,
  nextAddress: () => string,
): Request[] {
  const runId = Date.now().toString(36)
  const headers = { apikey: anonKey, 'content-type': 'application/json' }
  return [
    {
      method: 'POST',
      path: '/booking/v1/appointments',
      headers,
      setupRequest: (request: Request) => {
        const n = setup.next.guestSlot++
        return {
          ...request,
          headers: { ...headers, 'x-forwarded-for': nextAddress() },
          body: JSON.stringify({
            ...visitor(n, `g${runId}`),
            slot: nthSlot(setup.guestSchedules, n).id,
            idempotencyKey: `load-guest-${runId}-${n}`,
          }),
        }
      },
      onResponse: (status: number, body: string) => {
        if (status !== 201) return unexpected(acknowledged, 'book', status, body)
        const { appointment } = JSON.parse(body) as { appointment: { id: string; start: string } }
        acknowledged.booked.set(appointment.id, appointment.start)
      },
    },
  ]
}

/**
 * Staff booking a visit for a patient (booked at once), then moving it to another free time,
 * over and over: each connection its own visit at a time.
 */
export function staffMoveClients(
  anonKey: string,
  setup: CareSetup,
  acknowledged: CareAcknowledged,
  nextAddress: () => string,
): (client: Client) => void {
  const runId = Date.now().toString(36)
  const next = setup.next
  const headers = {
    apikey: anonKey,
    authorization: `Bearer ${setup.staffToken}`,
    'content-type': 'application/json',
  }
  return (client) => {
    let current: string | undefined
    client.setRequests([
      {
        method: 'POST',
        path: '/staff/v1/booking/appointments',
        headers,
        setupRequest: (request: Request) => {
          const n = next.visit++
          return {
            ...request,
            headers: { ...headers, 'x-forwarded-for': nextAddress() },
            body: JSON.stringify({
              ...visitor(n, `s${runId}`),
              slot: nthSlot(setup.staffSchedules, next.staffSlot++).id,
              idempotencyKey: `load-staff-${runId}-${n}`,
            }),
          }
        },
        onResponse: (status: number, body: string) => {
          current = undefined
          if (status !== 201) return unexpected(acknowledged, 'move (book)', status, body)
          const { appointment } = JSON.parse(body) as { appointment: { id: string; start: string } }
          current = appointment.id
          acknowledged.moved.set(appointment.id, { answered: [appointment.start] })
        },
      },
      {
        method: 'POST',
        path: '/staff/v1/booking/appointments/none/reschedule',
        headers,
        setupRequest: (request: Request) => {
          const slot = nthSlot(setup.staffSchedules, next.staffSlot++)
          const visit = current ? acknowledged.moved.get(current) : undefined
          if (visit) visit.asked = slot.start
          return {
            ...request,
            path: `/staff/v1/booking/appointments/${current ?? 'none'}/reschedule`,
            headers: { ...headers, 'x-forwarded-for': nextAddress() },
            body: JSON.stringify({
              slot: slot.id,
              idempotencyKey: `load-move-${runId}-${next.staffSlot}`,
            }),
          }
        },
        onResponse: (status: number, body: string) => {
          if (status !== 200) return unexpected(acknowledged, 'move', status, body)
          const { appointment } = JSON.parse(body) as { appointment: { id: string; start: string } }
          acknowledged.moved.get(appointment.id)?.answered.push(appointment.start)
          acknowledged.moves++
        },
      },
    ])
  }
}

/** Guests ordering one or two units of the limited product; once sold out, refused (422). */
export function orderRequests(
  anonKey: string,
  acknowledged: CareAcknowledged,
  nextAddress: () => string,
): Request[] {
  const runId = Date.now().toString(36)
  let next = 0
  const headers = { apikey: anonKey, 'content-type': 'application/json' }
  return [
    {
      method: 'POST',
      path: '/orders/v1/orders',
      headers,
      setupRequest: (request: Request) => {
        const n = next++
        return {
          ...request,
          headers: { ...headers, 'x-forwarded-for': nextAddress() },
          body: JSON.stringify({
            firstName: 'Load',
            lastName: 'Order',
            email: `order-${runId}-${n}@example.com`,
            phone: '(555) 010-2030',
            shipping: { line1: '1 Main St', city: 'Dallas', state: 'TX', zip: '75201' },
            lines: [{ productId: LIMITED_PRODUCT, quantity: 1 + (n % 2) }],
            idempotencyKey: `load-order-${runId}-${n}`,
          }),
        }
      },
      onResponse: (status: number, body: string) => {
        if (status === 201) {
          const { order } = JSON.parse(body) as {
            order: { id: string; lines: { productId: string; quantity: number }[] }
          }
          const units = order.lines
            .filter((line) => line.productId === LIMITED_PRODUCT)
            .reduce((sum, line) => sum + line.quantity, 0)
          acknowledged.orders.set(order.id, units)
          return
        }
        const refused = status === 422 && /"(out_of_stock|not_enough_stock)"/.test(body)
        if (refused) acknowledged.soldOut++
        else unexpected(acknowledged, 'order', status, body)
      },
    },
  ]
}

/** Signed-in patients saving their questionnaire draft, each save at the version the last answered. */
export function intakeClients(
  anonKey: string,
  setup: CareSetup,
  acknowledged: CareAcknowledged,
  nextAddress: () => string,
): (client: Client) => void {
  let nextPatient = 0
  const answers = exampleIntakeAnswers['weight-loss']
  return (client) => {
    const patient = setup.patients[nextPatient++ % setup.patients.length]!
    let saves = 0
    // A save whose answer never came (autocannon's timeout, counted as an error there) may
    // still have been stored: the next save is then told it is stale, with the version now held.
    // So may a save cut off when the previous phase (the warm-up) ended: with several processes
    // behind the proxy it can commit after syncDrafts read the drafts, so a client's first save
    // may be stale for the same reason.
    let answered = true
    let lost = true
    client.setRequests([
      {
        method: 'PUT',
        path: '/patient/v1/intakes/weight-loss',
        headers: {
          apikey: anonKey,
          authorization: `Bearer ${patient.token}`,
          'content-type': 'application/json',
        },
        setupRequest: (request: Request) => {
          if (!answered) lost = true
          answered = false
          const version = acknowledged.drafts.get(patient.id)
          return {
            ...request,
            headers: { ...request.headers, 'x-forwarded-for': nextAddress() },
            body: JSON.stringify({
              answers: { ...answers, 'weight-pounds': 180 + (saves++ % 40) },
              step: 'body',
              ...(version === undefined ? {} : { version }),
            }),
          }
        },
        onResponse: (status: number, body: string) => {
          answered = true
          const explained = lost
          lost = false
          if (status === 409 && body.includes('"stale"')) {
            // Go on from the version held either way, so one unexplained refusal is counted
            // once rather than making every later save of this patient stale too.
            const { intake } = JSON.parse(body) as { intake: { version: number } }
            acknowledged.drafts.set(patient.id, intake.version)
            if (explained) return
          }
          if (status !== 200) return unexpected(acknowledged, 'intake', status, body)
          const { intake } = JSON.parse(body) as { intake: { version: number } }
          acknowledged.drafts.set(patient.id, intake.version)
          acknowledged.saves++
        },
      },
    ])
  }
}

/** Staff reading the queue and moving each acknowledged order once to awaiting payment. */
export function staffOrderClients(
  anonKey: string,
  setup: CareSetup,
  acknowledged: CareAcknowledged,
  nextAddress: () => string,
): (client: Client) => void {
  const headers = {
    apikey: anonKey,
    authorization: `Bearer ${setup.staffToken}`,
    'content-type': 'application/json',
  }
  const taken = setup.taken
  const nextOrder = () => {
    for (const id of acknowledged.orders.keys()) {
      if (!taken.has(id)) {
        taken.add(id)
        return id
      }
    }
    return undefined
  }
  return (client) => {
    client.setRequests([
      {
        method: 'GET',
        path: '/staff/v1/queue',
        headers,
        setupRequest: (request: Request) => ({
          ...request,
          headers: { ...headers, 'x-forwarded-for': nextAddress() },
        }),
        onResponse: (status: number, body: string) => {
          if (status !== 200) unexpected(acknowledged, 'staff (queue)', status, body)
        },
      },
      {
        method: 'GET',
        path: '/staff/v1/queue',
        headers,
        setupRequest: (request: Request) => {
          const id = nextOrder()
          if (!id) return { ...request, headers: { ...headers, 'x-forwarded-for': nextAddress() } }
          return {
            ...request,
            method: 'POST',
            path: `/staff/v1/orders/${id}/transition`,
            headers: { ...headers, 'x-forwarded-for': nextAddress() },
            body: JSON.stringify({ to: 'awaiting_payment' }),
          }
        },
        onResponse: (status: number, body: string) => {
          if (status !== 200) return unexpected(acknowledged, 'staff (order)', status, body)
          const moved = (JSON.parse(body) as { order?: { id: string } }).order?.id
          if (moved) acknowledged.ordersMoved.add(moved)
        },
      },
    ])
  }
}

/**
 * Each patient's draft at the version the store holds: a save still in flight when a phase
 * ended (the warm-up) was served after autocannon stopped counting.
 */
export async function syncDrafts(
  url: string,
  anonKey: string,
  setup: CareSetup,
  acknowledged: CareAcknowledged,
): Promise<void> {
  for (const patient of setup.patients) {
    const response = await fetch(`${url}/patient/v1/intakes/weight-loss`, {
      headers: { apikey: anonKey, authorization: `Bearer ${patient.token}` },
    })
    const { intake } = (await response.json()) as { intake: { version: number } | null }
    if (intake) acknowledged.drafts.set(patient.id, intake.version)
  }
}
