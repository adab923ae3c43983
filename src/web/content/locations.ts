import { paths } from '@/config/paths'
import { CLINIC_PHONE, SERVED_STATES, type ServedStateCode } from '@shared/clinic'

import { site } from './site'

// The clinics of the practice and the /locations page (docs/product.md, Locations). The number
// of clinics the site states ("17 physical locations", docs/product.md, Claims and figures) is
// the length of this list: clinic-facts.ts counts it, so the two cannot disagree.
//
// PLACEHOLDERS: the specification gives no addresses. The streets, suites and ZIP codes below
// are plausible stand-ins, to be replaced by the clinic's own list before launch, like the
// placeholder phone and e-mail (docs/product.md, Names and contact details). Every clinic gives
// the practice's main line and the clinic hours of site.ts rather than invented numbers.

export type ClinicLocation = {
  /** A stable id: the clinic's anchor on /locations and its JSON-LD `@id`. */
  id: string
  name: string
  street: string
  city: string
  state: ServedStateCode
  zip: string
  phone: { display: string; tel: string }
  /** As shown ('Mon-Fri 8AM-6PM'), and the same for machines (schema.org, 24-hour clock). */
  hours: typeof site.hours
  openingHours: typeof site.openingHours
}

type Address = Pick<ClinicLocation, 'id' | 'name' | 'street' | 'city' | 'state' | 'zip'>

/** A clinic at this address, reached on the main line during the clinic hours. */
function clinic(address: Address): ClinicLocation {
  return { ...address, phone: CLINIC_PHONE, hours: site.hours, openingHours: site.openingHours }
}

export const clinicLocations: readonly ClinicLocation[] = [
  clinic({
    id: 'dallas',
    name: 'Renew Medical Dallas',
    street: '4100 Lemmon Ave, Suite 210',
    city: 'Dallas',
    state: 'TX',
    zip: '75219',
  }),
  clinic({
    id: 'plano',
    name: 'Renew Medical Plano',
    street: '5800 Preston Rd, Suite 140',
    city: 'Plano',
    state: 'TX',
    zip: '75093',
  }),
  clinic({
    id: 'fort-worth',
    name: 'Renew Medical Fort Worth',
    street: '2800 W 7th St, Suite 300',
    city: 'Fort Worth',
    state: 'TX',
    zip: '76107',
  }),
  clinic({
    id: 'houston',
    name: 'Renew Medical Houston',
    street: '5100 Westheimer Rd, Suite 450',
    city: 'Houston',
    state: 'TX',
    zip: '77056',
  }),
  clinic({
    id: 'austin',
    name: 'Renew Medical Austin',
    street: '3200 N Lamar Blvd, Suite 120',
    city: 'Austin',
    state: 'TX',
    zip: '78705',
  }),
  clinic({
    id: 'san-antonio',
    name: 'Renew Medical San Antonio',
    street: '8200 Fredericksburg Rd, Suite 205',
    city: 'San Antonio',
    state: 'TX',
    zip: '78229',
  }),
  clinic({
    id: 'el-paso',
    name: 'Renew Medical El Paso',
    street: '1600 N Mesa St, Suite 110',
    city: 'El Paso',
    state: 'TX',
    zip: '79902',
  }),
  clinic({
    id: 'lubbock',
    name: 'Renew Medical Lubbock',
    street: '4400 19th St, Suite 150',
    city: 'Lubbock',
    state: 'TX',
    zip: '79407',
  }),
  clinic({
    id: 'oklahoma-city',
    name: 'Renew Medical Oklahoma City',
    street: '5700 N Classen Blvd, Suite 220',
    city: 'Oklahoma City',
    state: 'OK',
    zip: '73118',
  }),
  clinic({
    id: 'edmond',
    name: 'Renew Medical Edmond',
    street: '1400 S Broadway, Suite 130',
    city: 'Edmond',
    state: 'OK',
    zip: '73034',
  }),
  clinic({
    id: 'norman',
    name: 'Renew Medical Norman',
    street: '1200 24th Ave NW, Suite 105',
    city: 'Norman',
    state: 'OK',
    zip: '73069',
  }),
  clinic({
    id: 'tulsa',
    name: 'Renew Medical Tulsa',
    street: '6100 S Yale Ave, Suite 400',
    city: 'Tulsa',
    state: 'OK',
    zip: '74136',
  }),
  clinic({
    id: 'new-orleans',
    name: 'Renew Medical New Orleans',
    street: '3600 Magazine St, Suite 200',
    city: 'New Orleans',
    state: 'LA',
    zip: '70115',
  }),
  clinic({
    id: 'baton-rouge',
    name: 'Renew Medical Baton Rouge',
    street: '7500 Jefferson Hwy, Suite 310',
    city: 'Baton Rouge',
    state: 'LA',
    zip: '70806',
  }),
  clinic({
    id: 'shreveport',
    name: 'Renew Medical Shreveport',
    street: '1500 Line Ave, Suite 120',
    city: 'Shreveport',
    state: 'LA',
    zip: '71101',
  }),
  clinic({
    id: 'albuquerque',
    name: 'Renew Medical Albuquerque',
    street: '6100 Indian School Rd NE, Suite 240',
    city: 'Albuquerque',
    state: 'NM',
    zip: '87110',
  }),
  clinic({
    id: 'santa-fe',
    name: 'Renew Medical Santa Fe',
    street: '1800 St. Michael’s Dr, Suite 100',
    city: 'Santa Fe',
    state: 'NM',
    zip: '87505',
  }),
]

/** The clinics of each served state, in the order of SERVED_STATES (states without one left out). */
export function clinicsByState(clinics: readonly ClinicLocation[] = clinicLocations) {
  return SERVED_STATES.map((state) => ({
    ...state,
    clinics: clinics.filter((clinic) => clinic.state === state.code),
  })).filter((group) => group.clinics.length > 0)
}

/** "Texas, Oklahoma, Louisiana and New Mexico": the served states in a sentence. */
export function servedStateNames(): string {
  const names = SERVED_STATES.map((state) => state.name)
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : names.join('')
}

type Action = { label: string; href: string; emphasis?: 'primary' | 'secondary' }

type LocationsPage = {
  title: string
  description: string
  eyebrow: string
  heading: string
  /** The lead, given the counts (clinic-facts.ts), so the figures are stated in one place only. */
  lead: (clinics: string, states: string) => string
  heroActions: readonly Action[]
  /** The hero's links down to each state's clinics. */
  statesNav: string
  /** Under each state's name. */
  clinicCount: (count: number) => string
  phoneLabel: string
  hoursLabel: string
  telehealth: {
    heading: string
    body: (states: string) => string
    statesLabel: string
    licensing: string
    action: Action
  }
  hours: { heading: string; intro: string; callPrompt: string }
  cta: { heading: string; body: string; actions: readonly Action[] }
  backHome: string
}

export const locationsPage = {
  title: 'Clinic Locations | Renew Medical',
  description: `Find a Renew Medical clinic in ${servedStateNames()}: addresses, phone and hours, or see one of our physicians by telehealth.`,
  eyebrow: 'Locations',
  heading: 'Find a clinic near you',
  lead: (clinics, states) =>
    `Renew Medical has ${clinics} clinics across ${servedStateNames()}, and our physicians see patients in those ${states} states by telehealth. Every clinic offers the same physician-led care and the same free consultation.`,
  heroActions: [
    { label: 'Request a Free Consultation', href: paths.consultation },
    { label: 'Book Online', href: paths.book, emphasis: 'secondary' },
  ],
  statesNav: 'Clinics by state',
  clinicCount: (count) => (count === 1 ? '1 clinic' : `${count} clinics`),
  phoneLabel: 'Phone',
  hoursLabel: 'Hours',
  telehealth: {
    heading: 'Not near a clinic? See us by telehealth',
    body: (states) =>
      `Our physicians also see patients by secure video or phone in ${states} states, with labs near home and treatment delivered.`,
    statesLabel: 'States served online',
    licensing:
      'A physician may treat you only in a state where they are licensed, so a telehealth visit is for patients who are in one of these states at the time of the visit.',
    action: { label: 'About telehealth visits', href: paths.directMed, emphasis: 'secondary' },
  },
  hours: {
    heading: 'Clinic hours',
    intro: 'Every clinic and our phone line keep the same hours.',
    callPrompt: 'Call us to book a visit or ask for directions:',
  },
  cta: {
    heading: 'Ready to meet a physician?',
    body: 'Your first consultation is free. Request one and our care team will find a time at the clinic that suits you, or pick a time yourself.',
    actions: [
      { label: 'Request a Free Consultation', href: paths.consultation },
      { label: 'Book Online', href: paths.book, emphasis: 'secondary' },
    ],
  },
  backHome: 'Back to Home',
} as const satisfies LocationsPage
