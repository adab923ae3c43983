// What the program and treatment pages say about price: the one place for the amounts and the
// price panels' words. Program prices are docs/product.md's (Claims and figures); the four
// treatments and /mens-health have none in the specification, so theirs are the clinic's list
// prices, to be confirmed before launch (docs/product.md, Claims and figures, Prices).
//
// The programs' prices are held once, in src/shared/clinic.ts (PROGRAM_PRICES), which the
// intake's result reads too: GLP Elite's month includes its GLP-1 medication and so is a range
// set by the dose; RM3 and Lifestyle include no medication, and any a physician adds is quoted
// separately (docs/decisions/047-details-typed-once-and-prices-all-in.md). A treatment's price
// covers care and the standard prescribed medication, and lab work is extra.

import { PROGRAM_PRICES, type ProgramId, programMonthLabel } from '@shared/clinic'

import { clinicClaims } from './clinic-facts'
import type { MonthlyPriceCopy, PricePanelCopy } from './program-pages'

/** The programs' monthly prices from, in dollars (src/shared/clinic.ts, PROGRAM_PRICES). */
export const programPrices = {
  glpElite: PROGRAM_PRICES.glpElite.fromPerMonth,
  rm3: PROGRAM_PRICES.rm3.fromPerMonth,
  lifestyle: PROGRAM_PRICES.lifestyle.fromPerMonth,
} as const satisfies Record<ProgramId, number>

/** The treatments' monthly list prices, in dollars: to be confirmed before launch. */
export const treatmentPrices = {
  edTreatment: 39,
  hairgrowRx: 39,
  enclomiphene: 129,
  testosterone: 149,
} as const

/** A monthly price as the pages show it: `monthly(39).label` is 'From $39 per month'. */
export function monthly(fromPerMonth: number, note?: string): MonthlyPriceCopy {
  return { fromPerMonth, label: `From $${fromPerMonth} per month`, ...(note ? { note } : {}) }
}

// Shared by every panel. Eligibility is the plan's to decide, never ours to promise.
const shared = {
  includesTitle: 'What’s included',
  extrasTitle: 'Priced separately',
  paymentTitle: 'HSA and FSA',
  payment:
    'Physician visits and prescribed medication are often eligible for HSA/FSA payment; eligibility depends on your plan — check with your plan administrator. We can give you an itemized receipt.',
  consultation: `Your first consultation is free — ${clinicClaims.consultationValue} — with no obligation.`,
} as const

const pricing = { id: 'pricing', eyebrow: 'Pricing' } as const

const treatmentIncludes = {
  physician: 'Consultation and follow-up visits with a licensed physician',
  plan: 'Your personal treatment plan',
  monitoring: 'Ongoing monitoring and dose adjustments',
} as const

const treatmentSummary =
  'Your price depends on the medication and dose your physician prescribes; your care team confirms it with you before you start.'

export const edTreatmentPricing = {
  ...pricing,
  ...shared,
  title: 'What ED treatment costs',
  price: monthly(treatmentPrices.edTreatment),
  summary: treatmentSummary,
  includes: [
    treatmentIncludes.physician,
    treatmentIncludes.plan,
    'Prescribed generic sildenafil or tadalafil at your plan’s dose, in plain packaging',
    treatmentIncludes.monitoring,
  ],
  extras: [
    'Lab tests, if your physician orders them',
    'Custom compounded formulations, quoted before you start',
  ],
} as const satisfies PricePanelCopy

export const testosteronePricing = {
  ...pricing,
  ...shared,
  title: 'What testosterone therapy costs',
  price: monthly(treatmentPrices.testosterone),
  summary: treatmentSummary,
  includes: [
    treatmentIncludes.physician,
    treatmentIncludes.plan,
    'Prescribed testosterone injections or gel at your plan’s dose, with supplies',
    treatmentIncludes.monitoring,
  ],
  extras: [
    'Lab work before and during treatment: testosterone, blood count and PSA where appropriate',
    'Pellet placement, done in clinic and quoted before you start',
  ],
} as const satisfies PricePanelCopy

export const enclomiphenePricing = {
  ...pricing,
  ...shared,
  title: 'What enclomiphene therapy costs',
  price: monthly(treatmentPrices.enclomiphene),
  summary: treatmentSummary,
  includes: [
    treatmentIncludes.physician,
    treatmentIncludes.plan,
    'Prescribed enclomiphene from a licensed compounding pharmacy, shipped to you',
    treatmentIncludes.monitoring,
  ],
  extras: ['Lab work before and during treatment: testosterone, LH, FSH and estradiol'],
} as const satisfies PricePanelCopy

export const hairgrowRxPricing = {
  ...pricing,
  ...shared,
  title: 'What HairGrow Rx costs',
  price: monthly(treatmentPrices.hairgrowRx),
  summary: treatmentSummary,
  includes: [
    'Hair assessment and follow-up reviews with a licensed physician',
    treatmentIncludes.plan,
    'Prescribed oral or topical treatment, delivered to your door',
    'Photo-based progress reviews and dose adjustments',
  ],
  extras: [
    'Lab tests, if your physician orders them',
    'Compounded formulations beyond the standard plan, quoted before you start',
  ],
} as const satisfies PricePanelCopy

const mensHealthBreakdown = [
  { name: 'ED Treatment', price: edTreatmentPricing.price },
  { name: 'HairGrow Rx', price: hairgrowRxPricing.price },
  { name: 'Enclomiphene', price: enclomiphenePricing.price },
  { name: 'Testosterone Therapy', price: testosteronePricing.price },
] as const

export const mensHealthPricing = {
  ...pricing,
  ...shared,
  title: 'What men’s health care costs',
  // The overview starts where the least costly treatment does.
  price: monthly(Math.min(...mensHealthBreakdown.map((item) => item.price.fromPerMonth))),
  breakdown: mensHealthBreakdown,
  summary:
    'Each treatment has its own monthly price, set by the medication and dose your physician prescribes and confirmed with you before you start.',
  includes: [
    treatmentIncludes.physician,
    treatmentIncludes.plan,
    'Your standard prescribed medication, shipped discreetly',
    treatmentIncludes.monitoring,
  ],
  extras: [
    'Lab work, required before and during testosterone and enclomiphene treatment',
    'Compounded formulations and in-clinic pellet placement, quoted before you start',
  ],
} as const satisfies PricePanelCopy

const programExtras = {
  medication:
    'Prescribed medication, if your physician adds it — not part of the program, and quoted before you start',
  shop: 'Shakes and supplements from our shop, always optional',
} as const

export const rm3Pricing = {
  ...pricing,
  ...shared,
  title: 'What RM3 costs',
  price: monthly(programPrices.rm3, 'Starts with the 6-week intensive phase'),
  summary: `${programMonthLabel('rm3')}: your visits, labs, meal plan and coaching. Your physician sets the plan’s pace with you at your consultation.`,
  consultation: `Your first consultation is free — ${clinicClaims.rm3ConsultationValue} — with no obligation.`,
  includes: [
    'Physician visits before you start and at every phase change',
    'Baseline and follow-up lab work',
    'Your structured meal plan and weekly coaching',
    'Body composition tracking',
  ],
  extras: [programExtras.medication, programExtras.shop],
} as const satisfies PricePanelCopy

export const lifestylePricing = {
  ...pricing,
  ...shared,
  title: 'What the Lifestyle program costs',
  price: monthly(programPrices.lifestyle, 'A program of 12-18 months'),
  summary: `${programMonthLabel('lifestyle')}: your coaching, plan, labs and physician reviews. Your physician and coach plan the program’s length with you.`,
  includes: [
    'One-to-one health coaching',
    'Your personal nutrition, movement and sleep plan',
    'Baseline labs and regular physician reviews',
    'A maintenance plan as the program draws to a close',
  ],
  extras: [programExtras.medication, programExtras.shop],
} as const satisfies PricePanelCopy

// /weight-loss shows each program's price on its card (content/weight-loss.ts); the panel lists
// each month all in, from the same source, and says what those prices cover.
export const weightLossPricing = {
  ...pricing,
  ...shared,
  title: 'What your program price covers',
  breakdown: (['glpElite', 'rm3', 'lifestyle'] as const).map((program) => ({
    name: PROGRAM_PRICES[program].name,
    price: {
      fromPerMonth: PROGRAM_PRICES[program].fromPerMonth,
      label: programMonthLabel(program),
    },
  })),
  summary:
    'Each price is a whole month, all in. Here is what it covers, and what is priced separately.',
  includes: [
    'Physician consultation and follow-up visits',
    'Your personal plan, with nutrition and activity coaching',
    'The lab work listed for your program',
    'GLP Elite: your FDA-approved GLP-1 medication at the dose your physician prescribes',
    'Ongoing monitoring and dose adjustments',
  ],
  extras: [
    'RM3 and Lifestyle: prescribed medication, if your physician adds it — quoted before you start',
    programExtras.shop,
  ],
} as const satisfies PricePanelCopy
