import { expect, test } from 'vitest'

import {
  PROGRAM_IDS,
  PROGRAM_PRICES,
  programFromLabel,
  programMonthLabel,
  SERVED_STATE_LIST,
  SERVED_STATES,
  VISIT_OFFERS,
  visitOfferLabel,
} from './clinic'

test('program prices start where docs/product.md says, and a range never runs backwards', () => {
  expect(PROGRAM_IDS.map(programFromLabel)).toEqual([
    'From $299/month',
    'From $199/month',
    'From $149/month',
  ])
  for (const program of PROGRAM_IDS) {
    const price = PROGRAM_PRICES[program]
    if (price.toPerMonth !== null) {
      expect(price.toPerMonth).toBeGreaterThanOrEqual(price.fromPerMonth)
    }
    // A price that moves says what moves it; one that does not, says nothing.
    expect(price.changesWith === null).toBe(price.toPerMonth === price.fromPerMonth)
  }
})

test('a month all in is a range with its reason, or one amount', () => {
  expect(programMonthLabel('glpElite')).toBe(
    'From $299 a month, all in: the GLP-1 medication and dose your physician prescribes set the exact amount, quoted before you start',
  )
  expect(programMonthLabel('rm3')).toBe('$199 a month, all in')
})

test('every visit has a price and a length; each is the free consultation', () => {
  expect(VISIT_OFFERS.phone.priceDollars).toBe(0)
  expect(visitOfferLabel('phone')).toBe('Free · 20 minutes')
  expect(visitOfferLabel('video')).toBe('Free · 30 minutes')
  expect(visitOfferLabel('clinic')).toBe('Free · 30 minutes')
})

test('the served states in words name every state served', () => {
  expect(SERVED_STATE_LIST).toBe('Texas, Oklahoma, Louisiana and New Mexico')
  for (const state of SERVED_STATES) expect(SERVED_STATE_LIST).toContain(state.name)
})
