import { slotId } from '../../src/shared/booking/slots'
import { exampleIntakeAnswers } from '../../src/shared/intake/examples'
import { bookingSchedules } from '../load/traffic'

// The records the care routes' cases name (route-arbitraries.ts): a schedule with free times,
// a visit, an order and a questionnaire of the harness's patient and of another patient (the
// victim, whose ids the patient must never reach), the catalogue's products, a clinician. Made
// through the APIs themselves before the first case.

export type CareRecords = {
  /** By name: `own-appointment`, `victim-order`, `product`, `clinician`, … */
  ids: Map<string, string>
  /** The booking links' tokens: `own`, `victim`. */
  manage: Map<string, string>
  scheduleId: string
}

/** The slots the cases book start the day after tomorrow (UTC), 71 a day, 20 minutes each. */
export function slotNumbered(scheduleId: string, n: number): string {
  const now = new Date()
  const first = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 2)
  const day = Math.floor(n / 71)
  return slotId({
    scheduleId,
    start: new Date(first + day * 86_400_000 + (n % 71) * 20 * 60_000),
  })
}

type Json = Record<string, unknown>

export async function setUpCare(
  url: string,
  anonKey: string,
  staff: { email: string; password: string },
  callers: { user: string; victim: string; staff: string },
  emails: { user: string; victim: string },
): Promise<CareRecords> {
  const call = async (method: string, route: string, token: string, body?: unknown) => {
    const response = await fetch(`${url}${route}`, {
      method,
      headers: {
        apikey: anonKey,
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        'x-forwarded-for': `203.0.113.${Math.floor(Math.random() * 250) + 1}`,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    const json = (await response.json()) as Json
    if (response.status >= 300) {
      throw new Error(
        `care set-up: ${method} ${route} answered ${response.status} ${JSON.stringify(json)}`,
      )
    }
    return json
  }
  const ids = new Map<string, string>()
  const manage = new Map<string, string>()
  const [scheduleId] = await bookingSchedules(url, anonKey, staff, 1)
  if (!scheduleId) throw new Error('care set-up: no schedule')
  ids.set('schedule', scheduleId)
  const setup = (await call('GET', '/staff/v1/booking/setup', callers.staff)) as {
    clinicians?: { id: string }[]
  }
  const clinician = setup.clinicians?.[0]?.id
  if (clinician) ids.set('clinician', clinician)

  const catalogue = (await call('GET', '/orders/v1/catalogue', callers.user)) as {
    products: { id: string; stock: number; needsReview: boolean; active: boolean }[]
  }
  const sold = catalogue.products.filter((product) => product.active && product.stock > 0)
  const plain = sold.find((product) => !product.needsReview) ?? sold[0]
  const reviewed = sold.find((product) => product.needsReview) ?? plain
  if (!plain || !reviewed) throw new Error('care set-up: nothing in stock')
  ids.set('product', plain.id)
  ids.set('product-b', reviewed.id)

  for (const [who, n] of [
    ['own', 450],
    ['victim', 451],
  ] as const) {
    const token = who === 'own' ? callers.user : callers.victim
    const email = who === 'own' ? emails.user : emails.victim
    const booked = (await call('POST', '/booking/v1/appointments', token, {
      slot: slotNumbered(scheduleId, n),
      visit: 'phone',
      state: 'TX',
      firstName: 'Fuzz',
      lastName: who === 'own' ? 'Patient' : 'Victim',
      email,
      phone: '(555) 010-2030',
      idempotencyKey: `fuzz-setup-${who}-${Date.now()}`,
    })) as { appointment: { id: string }; manageToken: string }
    ids.set(`${who}-appointment`, booked.appointment.id)
    manage.set(who, booked.manageToken)
    const ordered = (await call('POST', '/orders/v1/orders', token, {
      firstName: 'Fuzz',
      lastName: who === 'own' ? 'Patient' : 'Victim',
      email,
      phone: '(555) 010-2030',
      shipping: { line1: '1 Main St', city: 'Dallas', state: 'TX', zip: '75201' },
      lines: [
        { productId: plain.id, quantity: 1 },
        { productId: reviewed.id, quantity: 1 },
      ],
      idempotencyKey: `fuzz-setup-${who}-${Date.now()}`,
    })) as { order: { id: string } }
    ids.set(`${who}-order`, ordered.order.id)
    const program = who === 'own' ? 'mens-health' : 'weight-loss'
    const saved = (await call('PUT', `/patient/v1/intakes/${program}`, token, {
      answers: exampleIntakeAnswers[program],
      step: 'review',
    })) as { intake: { id: string; version: number } }
    ids.set(`${who}-intake`, saved.intake.id)
    if (who === 'victim') {
      await call('POST', `/patient/v1/intakes/${program}/submit`, token, {
        version: saved.intake.version,
        today: new Date().toISOString().slice(0, 10),
      })
    }
  }
  return { ids, manage, scheduleId }
}
