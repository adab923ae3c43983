// Facts about the clinic's business that the browser and the server both need. The online
// intake refuses a state that is not listed here, booking offers only these states for a
// telehealth visit, and the locations page names them.

/**
 * The states whose patients the clinic's physicians treat by telehealth: a physician may treat
 * only where they are licensed, and the patient's state decides. This is the clinic's business
 * fact, to be confirmed with the clinic (and changed here only) whenever a license is added or
 * lapses; docs/product.md counts "4 states served online".
 */
export const SERVED_STATES = [
  { code: 'TX', name: 'Texas' },
  { code: 'OK', name: 'Oklahoma' },
  { code: 'LA', name: 'Louisiana' },
  { code: 'NM', name: 'New Mexico' },
] as const

export type ServedStateCode = (typeof SERVED_STATES)[number]['code']

/** Whether the clinic treats patients living in this state (a USPS code such as `TX`) online. */
export function isServedState(code: string): code is ServedStateCode {
  return SERVED_STATES.some((state) => state.code === code)
}

/** The clinic's phone line, in words and for `tel:` links; the site and its mails both give it. */
export const CLINIC_PHONE = { display: '(800) 555-0142', tel: '+18005550142' } as const

/**
 * The clinic's own clock: the staff calendar's days and times are read on it, whichever zone a
 * staff member's browser is in (its clinics in Texas, Oklahoma and Louisiana keep Central Time;
 * a clinic or schedule in another zone keeps its own for its hours, src/shared/booking;
 * docs/decisions/038-staff-calendar-on-the-clinic-clock.md).
 */
export const CLINIC_TIME_ZONE = 'America/Chicago'

/** The served states in words: "Texas, Oklahoma, Louisiana and New Mexico". */
export const SERVED_STATE_LIST = `${SERVED_STATES.slice(0, -1)
  .map((state) => state.name)
  .join(', ')} and ${SERVED_STATES.at(-1)?.name ?? ''}`

/** The weight-loss programs, by the ids the pages and the intake's result use. */
export const PROGRAM_IDS = ['glpElite', 'rm3', 'lifestyle'] as const
export type ProgramId = (typeof PROGRAM_IDS)[number]

export type ProgramPrice = {
  name: string
  /** What the least a month costs, all in, in whole dollars (docs/product.md's "From $N/month"). */
  fromPerMonth: number
  /**
   * The most a month costs, all in; equal to `fromPerMonth` when the price does not vary, and
   * null when the clinic has not published a top: the prescription sets it, quoted before the
   * patient starts.
   */
  toPerMonth: number | null
  /** What moves the price between the two, for the patient; null when it does not move. */
  changesWith: string | null
  /** Whether prescribed medication is in the monthly price (else it is priced separately). */
  medicationIncluded: boolean
}

/**
 * What each weight-loss program costs a month, all in: the one source every page that names a
 * program's price reads (program cards, price panels, the home page, stories, the intake's
 * result). The "from" amounts are docs/product.md's; the top of GLP Elite's range and the
 * medication stance are the clinic's, to be confirmed with it and changed here only
 * (docs/decisions/047-details-typed-once-and-prices-all-in.md). GLP Elite's price includes the
 * GLP-1 medication, so its month varies with the medication and dose; RM3 and Lifestyle include
 * no medication, so their month is one amount.
 */
export const PROGRAM_PRICES = {
  glpElite: {
    name: 'GLP Elite',
    fromPerMonth: 299,
    toPerMonth: null,
    changesWith: 'the GLP-1 medication and dose your physician prescribes',
    medicationIncluded: true,
  },
  rm3: {
    name: 'RM3',
    fromPerMonth: 199,
    toPerMonth: 199,
    changesWith: null,
    medicationIncluded: false,
  },
  lifestyle: {
    name: 'Lifestyle',
    fromPerMonth: 149,
    toPerMonth: 149,
    changesWith: null,
    medicationIncluded: false,
  },
} as const satisfies Record<ProgramId, ProgramPrice>

/** The card's price line, docs/product.md's words: "From $299/month". */
export function programFromLabel(program: ProgramId): string {
  return `From $${PROGRAM_PRICES[program].fromPerMonth}/month`
}

/**
 * A month, all in, in one sentence: "$199 a month, all in", or, for a price the prescription
 * moves, "From $299 a month, all in: the GLP-1 medication and dose your physician prescribes set
 * the exact amount, quoted before you start" (a range when the clinic publishes its top).
 */
export function programMonthLabel(program: ProgramId): string {
  const price: ProgramPrice = PROGRAM_PRICES[program]
  if (!price.changesWith) return `$${price.fromPerMonth} a month, all in`
  return price.toPerMonth === null
    ? `From $${price.fromPerMonth} a month, all in: ${price.changesWith} set the exact amount, quoted before you start`
    : `$${price.fromPerMonth}–$${price.toPerMonth} a month, all in, depending on ${price.changesWith}`
}

/** The kinds of visit /book offers, as booking's wire names them (src/shared/booking). */
export type VisitKind = 'phone' | 'video' | 'clinic'

/**
 * What each kind of visit costs and how long it lasts, shown on /book. Every visit booked there
 * is the free consultation docs/product.md promises, by phone, by video or in a clinic: the site
 * takes no payment for a visit. Lengths match the schedules' slot lengths (SLOT_MINUTES in
 * src/shared/booking).
 */
export const VISIT_OFFERS: Readonly<
  Record<VisitKind, { readonly priceDollars: number; readonly minutes: number }>
> = {
  phone: { priceDollars: 0, minutes: 20 },
  video: { priceDollars: 0, minutes: 30 },
  clinic: { priceDollars: 0, minutes: 30 },
}

/** "Free · 20 minutes". */
export function visitOfferLabel(visit: VisitKind): string {
  const offer = VISIT_OFFERS[visit]
  return `${offer.priceDollars === 0 ? 'Free' : `$${offer.priceDollars}`} · ${offer.minutes} minutes`
}
