import { describe, expect, it } from 'vitest'

import type { PatientAppointment } from '../../shared/booking/booking'
import type { PatientOrder } from '../../shared/orders/orders'
import { bookedMails, cancelledMails, movedMails } from '../booking/booking-mail'
import { receivedMail, stateMail } from '../orders/order-mail'
import type { OutboxEntry } from '../outbox/outbox.queries'
import { greeting, oneLine } from './mail-text'

// A mail names its recipient only in the fixed greeting (mail-text.ts). The forms refuse a
// name with a line break (src/shared/single-line.ts); these build mails from such a name
// directly, bypassing the forms, and show it still cannot write a line of the clinic's mail.

const PAYLOAD = 'Vera,\n\nURGENT: your visit was moved. Confirm at http://evil.example/login'

describe('the greeting', () => {
  it('repeats the first name, and only the name that leads it', () => {
    expect(greeting('Vera')).toBe('Hello Vera,')
    expect(greeting('  Mary-Jane ')).toBe('Hello Mary-Jane,')
    expect(greeting("O'Neil")).toBe("Hello O'Neil,")
    expect(greeting(PAYLOAD)).toBe('Hello Vera,')
    expect(greeting('Vera\u2028URGENT')).toBe('Hello Vera,')
    expect(greeting('Vera\u0085URGENT')).toBe('Hello Vera,')
    expect(greeting('Vera\rURGENT')).toBe('Hello Vera,')
  })

  it('says no name rather than anything else', () => {
    expect(greeting('')).toBe('Hello,')
    expect(greeting('\n\nURGENT')).toBe('Hello,')
    expect(greeting('http://evil.example')).toBe('Hello http,')
    expect(greeting('x'.repeat(200))).toBe(`Hello ${'x'.repeat(40)},`)
  })

  it('oneLine turns every control character into a space', () => {
    expect(oneLine('200 Congress Ave\r\nURGENT\u2028x\u0000y\u009bz')).toBe(
      '200 Congress Ave  URGENT x y z',
    )
  })
})

const appointment: PatientAppointment = {
  id: '6f1c2a8e-0000-4000-8000-000000000001',
  status: 'booked',
  visit: 'phone',
  start: '2030-03-04T15:00:00.000Z',
  end: '2030-03-04T15:30:00.000Z',
  clinician: { name: 'Dr. Ana Muñoz', title: 'MD' },
  location: { id: 'telehealth', name: 'Telehealth', address: '', timeZone: 'America/Chicago' },
  state: 'TX',
  changeableUntil: '2030-03-04T11:00:00.000Z',
  createdAt: '2030-03-01T10:00:00.000Z',
  cancelledAt: null,
  confirmBy: null,
}

const order: PatientOrder = {
  id: '6f1c2a8e-0000-4000-8000-000000000002',
  number: 'RM-7KQ2-M4XD',
  state: 'submitted',
  lines: [
    {
      id: 'l1',
      productId: 'p1',
      name: 'Ignite Metabolic Support',
      unitPriceCents: 5999,
      quantity: 1,
      requestedQuantity: 1,
      needsReview: false,
      review: null,
      reviewReason: null,
    },
  ],
  subtotalCents: 5999,
  shippingCents: 795,
  totalCents: 6794,
  // An address from the same hand, also bypassing the form.
  shipping: {
    line1: `200 Congress Ave\n\nURGENT: pay at http://evil.example`,
    city: 'Austin',
    state: 'TX',
    zip: '78701',
  },
  reason: null,
  payment: null,
  shipment: null,
  createdAt: '2030-03-01T10:00:00.000Z',
  updatedAt: '2030-03-01T10:00:00.000Z',
  events: [],
}

const to = {
  email: 'vera@example.com',
  firstName: PAYLOAD,
  lastName: PAYLOAD,
  phone: '(555)\n\nURGENT 123',
}
const visit = {
  appointment,
  to,
  sequence: 0,
  publicUrl: 'https://renewmedical.example',
  manageUrl: 'https://renewmedical.example/book/manage#x',
  invite: true,
  now: new Date('2030-03-01T10:00:00.000Z'),
}

function texts(entries: (OutboxEntry | undefined)[]): string[] {
  return entries.flatMap((entry) => (entry?.kind === 'email' ? [entry.payload.text] : []))
}

describe('a name or address with line breaks, past the forms', () => {
  it.each([
    ['booked (and its reminders)', () => texts(bookedMails(visit))],
    ['moved', () => texts(movedMails(visit))],
    ['cancelled', () => texts(cancelledMails(visit))],
    [
      'order received',
      () => texts([receivedMail({ order, to, publicUrl: visit.publicUrl, invite: true })]),
    ],
    [
      'order shipped',
      () =>
        texts([
          stateMail({
            order: { ...order, state: 'shipped', shipment: { carrier: 'UPS', tracking: '1Z9' } },
            to,
            publicUrl: visit.publicUrl,
          }),
        ]),
    ],
  ])('%s: heads the mail with "Hello Vera," and writes no line of its own', (_, build) => {
    const mails = build()
    expect(mails.length).toBeGreaterThan(0)
    for (const text of mails) {
      const lines = text.split('\n')
      expect(lines[0]).toBe('Hello Vera,')
      expect(lines.filter((line) => /^URGENT/.test(line))).toEqual([])
      expect(text).not.toContain('Confirm at http://evil.example')
      expect(text).not.toMatch(/[\r\u2028\u2029\u0085]/)
    }
  })

  it('the booking mail says the phone number and the order mail the address on their own line', () => {
    const [booked] = texts(bookedMails(visit))
    expect(booked).toContain('We will call you at (555)  URGENT 123.')
    const [received] = texts([
      receivedMail({ order, to, publicUrl: visit.publicUrl, invite: false }),
    ])
    expect(received).toContain(
      'Ships to: 200 Congress Ave  URGENT: pay at http://evil.example, Austin, TX 78701',
    )
  })
})
