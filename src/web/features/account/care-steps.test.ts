import { describe, expect, it } from 'vitest'

import type { PatientAppointment } from '@shared/booking/booking'
import { orderStates } from '@shared/orders/order-states'
import type { OrderLine, PatientOrder } from '@shared/orders/orders'
import type { Care } from '@shared/patient-wire'

import {
  byWhen,
  careSteps,
  nextBusinessDay,
  orderLineNote,
  orderStep,
  visitTime,
} from './care-steps'

const care = (overrides: Partial<Care> = {}): Care => ({
  email: 'grace@example.com',
  linked: true,
  consultations: [],
  downloads: [],
  newsletter: false,
  intakes: [],
  ...overrides,
})
const link = (program: string) => `/intake/${program}`

describe('nextBusinessDay', () => {
  it('is the next day from Monday to Thursday, Monday from Friday, Saturday and Sunday', () => {
    // 2026-11-23 is a Monday (local time, as the patient reads it).
    const at = (day: number) => new Date(2026, 10, day, 15, 0)
    expect(nextBusinessDay(at(23)).getDate()).toBe(24)
    expect(nextBusinessDay(at(26)).getDate()).toBe(27)
    expect(nextBusinessDay(at(27)).getDate()).toBe(30)
    expect(nextBusinessDay(at(28)).getDate()).toBe(30)
    expect(nextBusinessDay(at(29)).getDate()).toBe(30)
    expect(nextBusinessDay(at(27)).getHours()).toBe(15)
  })

  it('is said as a weekday and an hour', () => {
    expect(byWhen(new Date(2026, 10, 24, 15, 0))).toBe('Tuesday 3 PM')
    expect(byWhen(new Date(2026, 10, 24, 9, 30))).toBe('Tuesday 9:30 AM')
  })
})

describe('careSteps', () => {
  const sent = new Date(2026, 10, 23, 15, 0)
  const request = (status: Care['consultations'][number]['status']) => ({
    id: `r-${status}`,
    createdAt: sent.toISOString(),
    status,
    closedReason: null,
    contactedAt: null,
    bookedAt: null,
  })

  it('a new request: the care team calls within 24 hours, then says it is late', () => {
    const [step] = careSteps(
      care({ consultations: [request('new')] }),
      new Date(2026, 10, 23, 16),
      link,
    )
    expect(step?.next).toEqual({
      who: 'clinic',
      text: 'Our care team will call you by Tuesday 3 PM.',
    })
    const [late] = careSteps(
      care({ consultations: [request('new')] }),
      new Date(2026, 10, 24, 16),
      link,
    )
    expect(late?.next.who).toBe('clinic')
    expect(late?.next.text).toMatch(/call you soon/)
  })

  it('a contacted request waits on the patient; booked, patient and closed are done', () => {
    const steps = careSteps(
      care({ consultations: (['contacted', 'booked', 'patient', 'closed'] as const).map(request) }),
      sent,
      link,
    )
    expect(steps.map((step) => step.next.who)).toEqual(['you', 'done', 'done', 'done'])
  })

  it('a questionnaire: continue it, then reviewed by the next business day, then the decision and note', () => {
    const base = {
      program: 'weight-loss' as const,
      step: 'body',
      outcome: null,
      decision: null,
      decisionNote: null,
      assessment: null,
      createdAt: sent.toISOString(),
      updatedAt: sent.toISOString(),
      submittedAt: null,
      reviewedAt: null,
    }
    const [draft] = careSteps(
      care({ intakes: [{ ...base, id: 'a', status: 'in-progress' }] }),
      sent,
      link,
    )
    expect(draft?.next.who).toBe('you')
    expect(draft?.action).toEqual({ label: 'Continue questionnaire', to: '/intake/weight-loss' })

    // Sent on a Friday afternoon: reviewed by Monday.
    const friday = new Date(2026, 10, 27, 14, 0).toISOString()
    const [submitted] = careSteps(
      care({
        intakes: [
          { ...base, id: 'b', status: 'submitted', outcome: 'likely-fit', submittedAt: friday },
        ],
      }),
      sent,
      link,
    )
    expect(submitted?.next).toEqual({
      who: 'clinic',
      text: 'A physician reviews your answers by Monday 2 PM.',
    })
    expect(submitted?.note).toMatch(/likely a fit/)

    const [reviewed] = careSteps(
      care({
        intakes: [
          {
            ...base,
            id: 'c',
            status: 'reviewed',
            decision: 'needs-call',
            decisionNote: 'Call us about your medications.',
            reviewedAt: friday,
          },
        ],
      }),
      sent,
      link,
    )
    expect(reviewed?.next.who).toBe('clinic')
    expect(reviewed?.next.text).toMatch(/would like to talk with you first/)
    expect(reviewed?.note).toBe('Call us about your medications.')
  })

  it('lists the newest first', () => {
    const older = {
      ...request('booked'),
      id: 'older',
      createdAt: new Date(2026, 9, 1).toISOString(),
    }
    const steps = careSteps(care({ consultations: [older, request('new')] }), sent, link)
    expect(steps.map((step) => step.id)).toEqual(['r-new', 'older'])
  })
})

describe('careSteps: visits booked online', () => {
  const booked = new Date(2026, 10, 20, 10, 0)
  const appointment = (
    status: PatientAppointment['status'],
    overrides: Partial<PatientAppointment> = {},
  ): PatientAppointment => ({
    id: `appt-${status}`,
    status,
    visit: 'video',
    state: 'TX',
    // Friday, November 27, 2026, 9:00 in Chicago (15:00 UTC).
    start: '2026-11-27T15:00:00.000Z',
    end: '2026-11-27T15:30:00.000Z',
    clinician: { name: 'Dr. Ana Ruiz', title: 'MD' },
    location: { id: 'telehealth', name: 'Telehealth', address: '', timeZone: 'America/Chicago' },
    changeableUntil: '2026-11-27T11:00:00.000Z',
    createdAt: booked.toISOString(),
    cancelledAt: null,
    confirmBy: null,
    ...overrides,
  })

  it('says a visit time with its day and the zone named', () => {
    expect(visitTime('2026-11-27T15:00:00.000Z', 'America/Chicago')).toBe(
      'Friday, November 27 at 9:00 AM CT',
    )
    expect(visitTime('2026-11-27T15:00:00.000Z', 'America/New_York')).toBe(
      'Friday, November 27 at 10:00 AM ET',
    )
  })

  it('words each status and who acts next, with a link to change or book again', () => {
    const steps = careSteps(
      care({
        appointments: (['booked', 'cancelled', 'fulfilled', 'noshow'] as const).map((status) =>
          appointment(status),
        ),
      }),
      booked,
      link,
      'America/Chicago',
    )
    expect(
      steps.map(({ kind, title, status, next, action }) => ({ kind, title, status, next, action })),
    ).toEqual([
      {
        kind: 'appointment',
        title: 'Telehealth video visit',
        status: 'Visit booked',
        next: {
          who: 'you',
          text: 'Your visit: Friday, November 27 at 9:00 AM CT with Dr. Ana Ruiz, MD',
        },
        action: { label: 'Reschedule or cancel', to: '/book/manage?appointment=appt-booked' },
      },
      {
        kind: 'appointment',
        title: 'Telehealth video visit',
        status: 'Visit cancelled',
        next: {
          who: 'done',
          text: 'This visit was cancelled. Book a new time whenever you like.',
        },
        action: { label: 'Book a new time', to: '/book' },
      },
      {
        kind: 'appointment',
        title: 'Telehealth video visit',
        status: 'Visit took place',
        next: {
          who: 'done',
          text: 'Your visit took place. Your care team stays in touch about what comes next.',
        },
        action: undefined,
      },
      {
        kind: 'appointment',
        title: 'Telehealth video visit',
        status: 'Visit missed',
        next: {
          who: 'you',
          text: 'We missed you at this visit. Book a new time, or call us at (800) 555-0142.',
        },
        action: { label: 'Book a new time', to: '/book' },
      },
    ])
  })

  describe('a questionnaire found ready for a consultation', () => {
    const ready: Care['intakes'][number] = {
      id: 'intake-ready',
      program: 'weight-loss',
      status: 'reviewed',
      step: null,
      assessment: null,
      createdAt: booked.toISOString(),
      updatedAt: booked.toISOString(),
      submittedAt: booked.toISOString(),
      outcome: null,
      decision: 'ready-for-consultation',
      decisionNote: null,
      reviewedAt: booked.toISOString(),
    }
    const intakeStep = (appointments: PatientAppointment[], now = booked) =>
      careSteps(care({ intakes: [ready], appointments }), now, link, 'America/Chicago').find(
        (step) => step.kind === 'intake',
      )!

    it('asks the patient to book while no visit is ahead', () => {
      const next = intakeStep([]).next
      expect(next.who).toBe('you')
      expect(next.text).toMatch(/Book a time that suits you/)
      // A cancelled visit, or one already past, books nothing ahead.
      const past = appointment('booked', { id: 'past' })
      expect(intakeStep([appointment('cancelled'), past], new Date(2026, 11, 1)).next.who).toBe(
        'you',
      )
    })

    it('says the visit booked instead of asking for one', () => {
      const next = intakeStep([appointment('booked')]).next
      expect(next).toEqual({
        who: 'done',
        text: 'A physician reviewed your answers: you are ready for a consultation, and your visit is booked for Friday, November 27 at 9:00 AM CT.',
      })
      expect(next.text).not.toMatch(/Book a time/)
    })

    it('asks to confirm a visit that waits for its confirmation', () => {
      const next = intakeStep([appointment('pending')]).next
      expect(next.who).toBe('you')
      expect(next.text).toMatch(/Confirm your visit on Friday, November 27 at 9:00 AM CT/)
    })
  })

  it('gives a booked video visit its way in, said on the clinic clock; no other visit has one', () => {
    const video = {
      url: 'https://renew.example/visit/join/appt-booked?s=0&k=signature',
      opensAt: '2026-11-27T14:45:00.000Z',
      closesAt: '2026-11-27T15:30:00.000Z',
    }
    const [step] = careSteps(
      care({ consultations: [], appointments: [appointment('booked', { video })] }),
      booked,
      link,
      'America/Chicago',
    )
    expect(step!.video).toEqual({
      href: video.url,
      opensAt: video.opensAt,
      closesAt: video.closesAt,
      opensWords:
        'The video room opens Friday, November 27 at 8:45 AM CT, 15 minutes before your visit.',
    })
    const [phone] = careSteps(
      care({ consultations: [], appointments: [appointment('booked', { visit: 'phone' })] }),
      booked,
      link,
      'America/Chicago',
    )
    expect(phone!.video).toBeUndefined()
  })

  it('a care answer without appointments (a server from before booking) reads as none', () => {
    const { appointments: _none, ...older } = care({ consultations: [] })
    expect(careSteps(older, booked, link)).toEqual([])
  })

  it('sorts visits among the other steps by when they were booked', () => {
    const later = appointment('booked', {
      id: 'later',
      createdAt: new Date(2026, 10, 21).toISOString(),
    })
    const earlier = appointment('cancelled', {
      id: 'earlier',
      createdAt: new Date(2026, 10, 19).toISOString(),
    })
    const steps = careSteps(
      care({
        appointments: [later, earlier],
        consultations: [
          {
            id: 'request',
            createdAt: booked.toISOString(),
            status: 'booked',
            closedReason: null,
            contactedAt: null,
            bookedAt: null,
          },
        ],
      }),
      booked,
      link,
    )
    expect(steps.map((step) => step.id)).toEqual(['later', 'request', 'earlier'])
  })
})

describe('orderStep', () => {
  const order = (changes: Partial<PatientOrder> = {}): PatientOrder => ({
    id: 'order-1',
    number: 'RM-7KQ2-M4XD',
    state: 'submitted',
    lines: [],
    subtotalCents: 0,
    shippingCents: 0,
    totalCents: 0,
    shipping: { line1: '1200 Main St', city: 'Houston', state: 'TX', zip: '77002' },
    reason: null,
    payment: null,
    shipment: null,
    createdAt: '2026-11-26T12:00:00.000Z',
    updatedAt: '2026-11-26T12:00:00.000Z',
    events: [],
    ...changes,
  })

  it('says who acts next in every state: the patient only to pay, nobody once it is over', () => {
    const who = Object.fromEntries(
      orderStates.map((state) => [state, orderStep(order({ state })).next.who]),
    )
    expect(who).toEqual({
      submitted: 'clinic',
      awaiting_review: 'clinic',
      approved: 'clinic',
      changed: 'clinic',
      declined: 'done',
      awaiting_payment: 'you',
      paid: 'clinic',
      shipped: 'clinic',
      delivered: 'done',
      cancelled: 'done',
    })
    // Every state has words: the shared next step, or how the order ended.
    for (const state of orderStates) expect(orderStep(order({ state })).next.text).not.toBe('')
    expect(orderStep(order({ state: 'awaiting_payment' })).next.text).toBe(
      'Pay by phone or by invoice; we ship once payment is in.',
    )
    expect(orderStep(order({ state: 'declined' })).next.text).toBe(
      'The physician declined this order. Nothing was charged.',
    )
  })

  it('offers Cancel only while the patient may still cancel: before payment', () => {
    const cancellable = orderStates.filter((state) => orderStep(order({ state })).cancellable)
    expect(cancellable).toEqual([
      'submitted',
      'awaiting_review',
      'approved',
      'changed',
      'awaiting_payment',
    ])
  })

  it('names who gave the reason, and the parcel once shipped', () => {
    expect(orderStep(order({ state: 'declined', reason: 'Not for you.' })).reason).toEqual({
      label: 'Physician’s reason:',
      text: 'Not for you.',
    })
    expect(orderStep(order({ state: 'cancelled', reason: 'Out of stock.' })).reason).toEqual({
      label: 'Reason from our clinic team:',
      text: 'Out of stock.',
    })
    expect(orderStep(order()).reason).toBeNull()
    expect(
      orderStep(order({ state: 'shipped', shipment: { carrier: 'USPS', tracking: '9400' } }))
        .shipment,
    ).toBe('Shipped with USPS. Tracking number: 9400')
    expect(orderStep(order()).shipment).toBeNull()
  })
})

describe('orderLineNote', () => {
  const line = (changes: Partial<OrderLine> = {}): OrderLine => ({
    id: 'line-1',
    productId: 'peptide-1',
    name: 'Collagen Joint Peptides',
    unitPriceCents: 6999,
    quantity: 2,
    requestedQuantity: 2,
    needsReview: true,
    review: null,
    reviewReason: null,
    ...changes,
  })

  it('says nothing of a line as asked for, or approved', () => {
    expect(orderLineNote(line())).toBeNull()
    expect(orderLineNote(line({ review: 'approved' }))).toBeNull()
  })

  it('says what the physician changed or removed, with their reason', () => {
    expect(orderLineNote(line({ quantity: 1, review: 'changed' }))).toBe(
      'You asked for 2; the physician changed it to 1.',
    )
    expect(
      orderLineNote(
        line({ quantity: 0, review: 'declined', reviewReason: 'Not with your treatment.' }),
      ),
    ).toBe('The physician removed this product. Physician’s reason: Not with your treatment.')
  })
})
