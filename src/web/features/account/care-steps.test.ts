import { describe, expect, it } from 'vitest'

import { type Care } from './api/patient-api'
import { byWhen, careSteps, nextBusinessDay } from './care-steps'

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
    created_at: sent.toISOString(),
    status,
    closed_reason: null,
    contacted_at: null,
    booked_at: null,
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
      decision_note: null,
      assessment: null,
      created_at: sent.toISOString(),
      updated_at: sent.toISOString(),
      submitted_at: null,
      reviewed_at: null,
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
          { ...base, id: 'b', status: 'submitted', outcome: 'likely-fit', submitted_at: friday },
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
            decision_note: 'Call us about your medications.',
            reviewed_at: friday,
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
      created_at: new Date(2026, 9, 1).toISOString(),
    }
    const steps = careSteps(care({ consultations: [older, request('new')] }), sent, link)
    expect(steps.map((step) => step.id)).toEqual(['r-new', 'older'])
  })
})
