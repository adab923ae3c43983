import { describe, expect, it } from 'vitest'

import {
  canTransition,
  isFinalState,
  nextStates,
  type OrderActor,
  type OrderState,
  orderStates,
} from './order-states'

// The order state table (docs/architecture.md, Orders) written out move by move: every move
// that is allowed, with exactly who may make it. Any pair of states not listed here, for any
// actor, must be refused — so a move added to or dropped from the table fails this test.

const ALL: OrderActor[] = ['patient', 'staff', 'physician', 'system']
const CLINIC: OrderActor[] = ['staff', 'physician']

const ALLOWED: [OrderState, OrderState, OrderActor[]][] = [
  ['submitted', 'awaiting_review', ['system']],
  ['submitted', 'awaiting_payment', CLINIC],
  ['submitted', 'cancelled', ALL],
  ['awaiting_review', 'approved', ['physician']],
  ['awaiting_review', 'changed', ['physician']],
  ['awaiting_review', 'declined', ['physician']],
  ['awaiting_review', 'cancelled', ALL],
  ['approved', 'awaiting_payment', CLINIC],
  ['approved', 'cancelled', ALL],
  ['changed', 'awaiting_payment', CLINIC],
  ['changed', 'cancelled', ALL],
  // The system: a payment processor's signed event (ADR 050).
  ['awaiting_payment', 'paid', [...CLINIC, 'system']],
  ['awaiting_payment', 'cancelled', ALL],
  // Once paid, the patient can no longer cancel: staff do, and refund.
  ['paid', 'shipped', CLINIC],
  ['paid', 'cancelled', CLINIC],
  ['shipped', 'delivered', CLINIC],
]

describe('the order state table', () => {
  it('allows exactly the listed moves, each to exactly the listed actors', () => {
    for (const from of orderStates) {
      for (const to of orderStates) {
        const allowedTo = ALLOWED.find(([f, t]) => f === from && t === to)?.[2] ?? []
        for (const actor of ALL) {
          expect(canTransition(from, to, actor), `${from} → ${to} by ${actor}`).toBe(
            allowedTo.includes(actor),
          )
        }
      }
    }
  })

  it('never moves an order back, nor to the state it is in', () => {
    const rank = new Map(orderStates.map((state, index) => [state, index]))
    for (const [from, to] of ALLOWED) {
      expect(from).not.toBe(to)
      // Cancelled is last in the list: every allowed move goes down it.
      expect(rank.get(to)!, `${from} → ${to}`).toBeGreaterThan(rank.get(from)!)
    }
  })

  it('offers each actor its moves in the order of the list', () => {
    expect(nextStates('submitted', 'staff')).toEqual(['awaiting_payment', 'cancelled'])
    expect(nextStates('submitted', 'patient')).toEqual(['cancelled'])
    expect(nextStates('submitted', 'system')).toEqual(['awaiting_review', 'cancelled'])
    expect(nextStates('awaiting_review', 'physician')).toEqual([
      'approved',
      'changed',
      'declined',
      'cancelled',
    ])
    expect(nextStates('awaiting_review', 'staff')).toEqual(['cancelled'])
    expect(nextStates('paid', 'patient')).toEqual([])
    expect(nextStates('shipped', 'staff')).toEqual(['delivered'])
    expect(nextStates('shipped', 'patient')).toEqual([])
  })

  it('ends at declined, delivered and cancelled, and nowhere else', () => {
    expect(orderStates.filter(isFinalState)).toEqual(['declined', 'delivered', 'cancelled'])
    for (const state of ['declined', 'delivered', 'cancelled'] as const) {
      for (const actor of ALL) expect(nextStates(state, actor)).toEqual([])
    }
  })
})
