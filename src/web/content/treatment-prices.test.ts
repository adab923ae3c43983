import { PROGRAM_IDS, PROGRAM_PRICES, programMonthLabel } from '@shared/clinic'

import productDoc from '../../../docs/product.md?raw'
import type { PricePanelCopy } from './program-pages'
import {
  edTreatmentPricing,
  enclomiphenePricing,
  hairgrowRxPricing,
  lifestylePricing,
  mensHealthPricing,
  programPrices,
  rm3Pricing,
  testosteronePricing,
  treatmentPrices,
  weightLossPricing,
} from './treatment-prices'
import { weightLossPage } from './weight-loss'

// The price panels against docs/product.md, Claims and figures: the program prices are the
// specification's, the treatment prices the list prices the Prices paragraph names.

/** docs/product.md's "<name> from $N/month", as a number. */
function documentedPrice(name: string): number {
  const found = new RegExp(`${name} from \\$(\\d+)/month`).exec(productDoc.replace(/\s+/g, ' '))
  if (!found) throw new Error(`docs/product.md names no price for ${name}`)
  return Number(found[1])
}

const panels: Record<string, PricePanelCopy> = {
  '/weight-loss': weightLossPricing,
  '/rm3': rm3Pricing,
  '/lifestyle': lifestylePricing,
  '/mens-health': mensHealthPricing,
  '/ed-treatment': edTreatmentPricing,
  '/testosterone': testosteronePricing,
  '/enclomiphene': enclomiphenePricing,
  '/hairgrow-rx': hairgrowRxPricing,
}

test('the program prices are those of docs/product.md', () => {
  expect(programPrices).toEqual({
    glpElite: documentedPrice('GLP Elite'),
    rm3: documentedPrice('RM3'),
    lifestyle: documentedPrice('Lifestyle'),
  })
  expect(programPrices).toEqual({ glpElite: 299, rm3: 199, lifestyle: 149 })
})

test('the treatment list prices are the ones docs/product.md lists for confirmation', () => {
  expect(treatmentPrices).toEqual({
    edTreatment: documentedPrice('ED treatment'),
    hairgrowRx: documentedPrice('HairGrow Rx'),
    enclomiphene: documentedPrice('enclomiphene'),
    testosterone: documentedPrice('testosterone therapy'),
  })
})

test('/weight-loss shows each program’s price once, on its card, the same as the panels use', () => {
  expect(weightLossPage.programs.items.map((program) => [program.name, program.price])).toEqual([
    ['GLP Elite', `From $${programPrices.glpElite}/month`],
    ['RM3', `From $${programPrices.rm3}/month`],
    ['Lifestyle', `From $${programPrices.lifestyle}/month`],
  ])
  // Its panel says what those prices cover, with each month all in, never a second "from".
  expect(weightLossPricing).not.toHaveProperty('price')
  expect(JSON.stringify(weightLossPricing)).not.toMatch(/\$\d+\/|\$\d+ per/)
})

test.each(Object.entries(panels).filter(([path]) => path !== '/weight-loss'))(
  '%s states the monthly price it starts from',
  (_path, panel) => {
    expect(panel.price?.label).toMatch(/^From \$\d+ per month$/)
    expect(panel.price?.label).toBe(`From $${panel.price?.fromPerMonth} per month`)
  },
)

test('RM3 and Lifestyle start at their program prices; /mens-health at its least costly treatment', () => {
  expect(rm3Pricing.price.fromPerMonth).toBe(programPrices.rm3)
  expect(lifestylePricing.price.fromPerMonth).toBe(programPrices.lifestyle)
  expect(mensHealthPricing.price.fromPerMonth).toBe(Math.min(...Object.values(treatmentPrices)))
  expect(
    mensHealthPricing.breakdown.map((item) => item.price.fromPerMonth).sort((a, b) => a - b),
  ).toEqual(Object.values(treatmentPrices).sort((a, b) => a - b))
})

test.each(Object.entries(panels))(
  '%s says what is included and what is extra, and never promises HSA/FSA eligibility',
  (path, panel) => {
    expect(panel.includes.length).toBeGreaterThanOrEqual(3)
    expect(panel.extras.length).toBeGreaterThanOrEqual(1)
    expect(panel.payment).toMatch(/eligibility depends on your plan/)
    expect(panel.payment).toMatch(/check with your plan administrator/)
    expect(panel.payment).not.toMatch(/\b(is|are) (always )?eligible\b|guarantee/i)
    // The consultation's value (docs/product.md, Claims and figures): $300 for RM3, else $200.
    expect(panel.consultation).toContain(path === '/rm3' ? '$300 value' : '$200 value')
    expect(panel.consultation).toMatch(/free/)
  },
)

test('GLP Elite’s medication is in its price, the same on its card and in the panel; RM3 and Lifestyle price any separately', () => {
  const glpCard = weightLossPage.programs.items.find((program) => program.name === 'GLP Elite')
  expect(PROGRAM_PRICES.glpElite.medicationIncluded).toBe(true)
  expect(glpCard?.features.join(' ')).toMatch(/GLP-1 medication, included in the price/)
  expect(weightLossPricing.includes.join(' ')).toMatch(/GLP Elite: your FDA-approved GLP-1/)
  // Nothing in "Priced separately" names GLP-1 medication any more.
  expect(weightLossPricing.extras.join(' ')).not.toMatch(/GLP-1/)
  for (const panel of [rm3Pricing, lifestylePricing]) {
    expect(panel.extras.join(' ')).toMatch(/medication/i)
    expect(panel.includes.join(' ')).not.toMatch(/medication/i)
  }
})

test('each program’s month, all in, is read from the one source on the cards and the panel', () => {
  const months = PROGRAM_IDS.map((program) => programMonthLabel(program))
  expect(months).toEqual([
    'From $299 a month, all in: the GLP-1 medication and dose your physician prescribes set the exact amount, quoted before you start',
    '$199 a month, all in',
    '$149 a month, all in',
  ])
  expect(weightLossPage.programs.items.map((program) => program.month)).toEqual(months)
  expect(weightLossPricing.breakdown.map((item) => item.price.label)).toEqual(months)
  expect(rm3Pricing.summary).toContain(programMonthLabel('rm3'))
  expect(lifestylePricing.summary).toContain(programMonthLabel('lifestyle'))
})

test('medication is included on treatment pages', () => {
  for (const panel of [
    mensHealthPricing,
    edTreatmentPricing,
    testosteronePricing,
    enclomiphenePricing,
    hairgrowRxPricing,
  ]) {
    expect(panel.includes.join(' ')).toMatch(/prescribed/i)
  }
})
