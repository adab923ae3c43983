import { SERVED_STATES } from '@shared/clinic'

// Every figure and claim about the practice the site may state (docs/product.md, Claims and
// figures), held here once. Content modules build their sentences from these values, so a figure
// cannot read one way on one page and another way on the next; clinic-facts.test.ts fails when a
// figure is spelled anywhere else.
//
// Two figures count different things and must never be read as the same measure: "lives
// transformed" (the home page) counts everyone who has joined a program or class, while
// "patients" (the consultation and biography pages) counts people our physicians have treated.
// Wherever either is shown as a figure, its `definition` is shown beside it.

export type ClinicFact = {
  /** The figure as shown, e.g. '250,000+'. */
  value: string
  /** What it counts, in a few words, set under the value in sentence case: 'Lives transformed'. */
  label: string
  /** What exactly is counted, for a caption beside the figure where two measures could meet. */
  definition?: string
}

const yearsInPractice = { value: '30+', label: 'Years in practice' } as const satisfies ClinicFact

const reviewCount = '5,000+'

export const clinicFacts = {
  yearsInPractice,
  livesTransformed: {
    value: '250,000+',
    label: 'Lives transformed',
    definition: `People who have joined a Renew program or class over our ${yearsInPractice.value} years`,
  },
  patientsTreated: {
    value: '100,000+',
    label: 'Patients treated',
    definition: 'Patients our physicians have treated in person or by telehealth',
  },
  satisfaction: { value: '95%', label: 'Patient satisfaction' },
  rating: { value: '4.9/5', label: `From ${reviewCount} reviews` },
  reviewCount: { value: reviewCount, label: 'Reviews' },
  /**
   * The clinics listed on /locations: content/locations.ts holds exactly this many (its test
   * checks). The list is not imported here, so a page that states the count does not load every
   * address (the JavaScript budget, docs/architecture.md, Performance budgets).
   */
  clinicLocations: { value: '17', label: 'Clinic locations' },
  /** The states our physicians treat by telehealth (src/shared/clinic.ts, SERVED_STATES). */
  statesOnline: { value: String(SERVED_STATES.length), label: 'States served online' },
  telemedicineLaunched: { value: '2020', label: 'Telemedicine launched' },
  consultationValue: { value: '$200', label: 'Value of the free consultation' },
  rm3ConsultationValue: { value: '$300', label: 'Value of the free RM3 consultation' },
  /** How soon the care team answers a consultation requested online (docs/product.md, Lead forms). */
  onlineReplyWithin: { value: '24 hours', label: 'To answer a request sent online' },
} as const satisfies Record<string, ClinicFact>

/** A fact as one figure of a stats band: its value, a label, and its definition as a note. */
export function factStat(
  fact: ClinicFact,
  label: string = fact.label,
): { value: string; label: string; note?: string } {
  return fact.definition
    ? { value: fact.value, label, note: fact.definition }
    : { value: fact.value, label }
}

const lower = (fact: ClinicFact) => `${fact.value} ${fact.label.toLowerCase()}`

/**
 * Ready-made phrases for running text, built from the facts above. Each says which path or which
 * measure it is about, so no two of them contradict each other (docs/product.md, Claims and
 * figures).
 */
export const clinicClaims = {
  /** "30+ years". */
  years: `${yearsInPractice.value} years`,
  /** "250,000+ lives transformed". */
  livesTransformed: lower(clinicFacts.livesTransformed),
  /** "100,000+ patients treated". */
  patientsTreated: lower(clinicFacts.patientsTreated),
  /** "95% patient satisfaction". */
  satisfaction: lower(clinicFacts.satisfaction),
  /** "4.9/5 from 5,000+ reviews". */
  rating: lower(clinicFacts.rating),
  /** "Rated 4.9/5 from 5,000+ reviews". */
  rated: `Rated ${lower(clinicFacts.rating)}`,
  /** "17 clinic locations". */
  clinics: lower(clinicFacts.clinicLocations),
  /** "4 states". */
  statesOnline: `${clinicFacts.statesOnline.value} states`,
  /** "Telemedicine since 2020". */
  telemedicineSince: `Telemedicine since ${clinicFacts.telemedicineLaunched.value}`,
  /** "a $200 value". */
  consultationValue: `a ${clinicFacts.consultationValue.value} value`,
  /** "a $300 value". */
  rm3ConsultationValue: `a ${clinicFacts.rm3ConsultationValue.value} value`,
  // Which way in gives what: a call can get a same-day appointment, while a request sent online
  // is answered within 24 hours. Pages that offer both say so with these words.
  sameDayByPhone: 'Same-day appointments when you call',
  sameDayCallPrompt: 'For a same-day appointment, call us at',
  sameDayCallInstead: 'Need a same-day appointment? Call us instead.',
  onlineReply: `Request online and we contact you within ${clinicFacts.onlineReplyWithin.value}`,
} as const
