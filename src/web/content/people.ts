// The founder's and the CEO's biography pages (docs/product.md, Consultation and other pages). The
// names, titles and credentials match the team section of the home page (content/team.ts); the
// figures come from clinic-facts.ts (docs/product.md, Claims and figures): the years, the patients
// figure of the biography pages with what it counts, the clinics, the telemedicine launch.

import { paths } from '@/config/paths'

import { clinicClaims, clinicFacts, factStat } from './clinic-facts'
import { founders } from './team'

type IconName =
  | 'award'
  | 'badge'
  | 'clipboard'
  | 'handshake'
  | 'heart'
  | 'microscope'
  | 'shield-check'
  | 'stethoscope'
  | 'users'
  | 'video'
  | 'chart'
  | 'target'

type Action = { label: string; href: string; emphasis?: 'primary' | 'secondary' }

/** What both biography pages have: hero, biography with portrait and quote, figures, call to action. */
export type BiographyPage = {
  title: string
  description: string
  backHome: string
  eyebrow: string
  name: string
  lead: string
  portrait: { src: string; alt: string; width: number; height: number }
  biography: { heading: string; paragraphs: readonly string[] }
  quote: { text: string; attribution: string }
  stats: readonly {
    value: string
    label: string
    note?: string
    icon: 'award' | 'users' | 'building' | 'heart' | 'map' | 'telehealth' | 'star'
  }[]
  statsLabel: string
  cta: { heading: string; body: string; actions: readonly Action[] }
}

type FounderPage = BiographyPage & {
  education: { heading: string; intro: string; items: readonly string[] }
  licenses: { heading: string; intro: string; items: readonly string[] }
  approach: {
    heading: string
    intro: string
    items: readonly { icon: IconName; title: string; desc: string }[]
  }
}

type CeoPage = BiographyPage & {
  highlights: {
    heading: string
    intro: string
    items: readonly { icon: IconName; title: string; desc: string }[]
  }
  telemedicine: {
    eyebrow: string
    heading: string
    paragraphs: readonly string[]
    timeline: readonly { period: string; title: string; description: string }[]
  }
}

const [founder, ceo] = founders

export const founderPage = {
  title: 'Dr. Richard Mason, Founder & Medical Director — Renew Medical',
  description:
    'Meet Dr. Richard Mason, founder and medical director of Renew Medical: a board-certified internist and obesity medicine physician with more than 30 years in patient care.',
  backHome: 'Back to Home',
  eyebrow: founder.title,
  name: founder.name,
  lead: 'A board-certified physician in internal medicine and obesity medicine, who has spent more than 30 years helping patients lose weight safely — and keep it off.',
  portrait: { ...founder.image, alt: 'Monogram portrait of Dr. Richard Mason' },
  biography: {
    heading: 'Biography',
    paragraphs: [
      'Dr. Richard Mason trained in internal medicine and spent the first years of his career in primary care, where he saw the same story again and again: patients told to “eat less and move more”, trying hard, and blaming themselves when their bodies pushed back.',
      'He went on to specialize in obesity medicine and, more than three decades ago, founded the practice that became Renew Medical on a simple idea — that excess weight is a medical condition that deserves the same careful, evidence-based care as blood pressure or diabetes.',
      `Today he leads a clinical team across ${clinicFacts.clinicLocations.value} clinics and the telemedicine service, sets the medical protocols every Renew physician follows, and still sees patients every week. Together, Renew physicians have treated ${clinicFacts.patientsTreated.value} patients in person or by telehealth.`,
    ],
  },
  quote: {
    text: 'Nobody fails a diet. Diets fail people, because they ignore the biology. Our job is to treat the biology — and to stay with the patient while we do.',
    attribution: 'Dr. Richard Mason',
  },
  education: {
    heading: 'Education and training',
    intro:
      'Medical school, residency and board certification in the two specialties behind our care.',
    items: [
      'Doctor of Medicine (MD)',
      'Residency in internal medicine',
      'Board certified in internal medicine',
      'Diplomate of the American Board of Obesity Medicine',
      'Ongoing continuing medical education in obesity pharmacotherapy and metabolic health',
      'Clinical training in hormone health and men’s health',
    ],
  },
  licenses: {
    heading: 'Licenses and certifications',
    intro:
      'Every physician who treats you with us is licensed in your state. So is our medical director.',
    items: [
      `Active, unrestricted medical licenses in each of the ${clinicClaims.statesOnline} we serve by telehealth`,
      'DEA registration for prescribing controlled medications where treatment requires them',
      'Board certifications kept current through maintenance of certification',
      'Oversight of Renew Medical’s clinical protocols, prescribing standards and lab monitoring',
    ],
  },
  approach: {
    heading: 'How he practices',
    intro: 'The principles Dr. Mason built the practice on, and still teaches every new physician.',
    items: [
      {
        icon: 'microscope',
        title: 'Evidence first',
        desc: 'Treatments are chosen from published trials and guidelines, not trends — and explained to patients in plain language.',
      },
      {
        icon: 'clipboard',
        title: 'Labs before prescriptions',
        desc: 'Every plan starts with a history, an examination and baseline labs, so decisions rest on your own numbers.',
      },
      {
        icon: 'handshake',
        title: 'Continuity of care',
        desc: 'Regular check-ins with the same team, with doses and plans adjusted as you change.',
      },
      {
        icon: 'shield-check',
        title: 'Safety without shortcuts',
        desc: 'Clear criteria for who should and should not take a medicine, and monitoring for as long as you do.',
      },
    ],
  },
  statsLabel: 'Dr. Mason’s practice in numbers',
  stats: [
    { ...factStat(clinicFacts.yearsInPractice, 'Years caring for patients'), icon: 'award' },
    // Shown with what it counts: the home page's larger figure counts something else.
    { ...factStat(clinicFacts.patientsTreated), icon: 'users' },
    { ...factStat(clinicFacts.clinicLocations), icon: 'building' },
    { ...factStat(clinicFacts.satisfaction), icon: 'heart' },
  ],
  cta: {
    heading: 'Start with a conversation',
    body: 'Your first consultation with a Renew physician is free, with no obligation.',
    actions: [
      { label: 'Schedule Free Consultation', href: paths.consultation },
      { label: 'Meet Our CEO', href: paths.ceo, emphasis: 'secondary' },
    ],
  },
} as const satisfies FounderPage

export const ceoPage = {
  title: 'Alexandra Mason, Chief Executive Officer — Renew Medical',
  description: `Meet Alexandra Mason, CEO of Renew Medical, who launched our telemedicine service in ${clinicFacts.telemedicineLaunched.value} and led the practice’s growth to ${clinicFacts.clinicLocations.value} locations.`,
  backHome: 'Back to Home',
  eyebrow: ceo.title,
  name: ceo.name,
  lead: `A healthcare executive who makes sure the care our physicians design reaches every patient — in ${clinicFacts.clinicLocations.value} clinics and, since ${clinicFacts.telemedicineLaunched.value}, by telemedicine.`,
  portrait: { ...ceo.image, alt: 'Monogram portrait of Alexandra Mason' },
  biography: {
    heading: 'Biography',
    paragraphs: [
      'Alexandra Mason holds an MBA in healthcare management and spent her early career running outpatient clinics, where she learned that the best medicine fails if patients cannot get to it — because of distance, work hours or a waiting list.',
      `As chief executive of Renew Medical she runs everything around the consultation room: clinic operations, patient experience, technology, quality and the people who make it work. She led the practice’s growth to ${clinicFacts.clinicLocations.value} locations and, in ${clinicFacts.telemedicineLaunched.value}, the launch of Renew telemedicine.`,
      'She works side by side with Dr. Richard Mason, who sets the medical standards; her job, as she puts it, is to make those standards the everyday experience of every patient.',
    ],
  },
  quote: {
    text: 'Good care should not depend on your zip code or your work schedule. Telemedicine let us bring the same physicians and the same standards to patients wherever they are.',
    attribution: 'Alexandra Mason',
  },
  highlights: {
    heading: 'Leadership highlights',
    intro: 'What changed for patients under her leadership.',
    items: [
      {
        icon: 'video',
        title: `Telemedicine launched in ${clinicFacts.telemedicineLaunched.value}`,
        desc: `Virtual visits, e-prescribing and lab coordination, now serving patients in ${clinicClaims.statesOnline} online.`,
      },
      {
        icon: 'target',
        title: `Growth to ${clinicFacts.clinicLocations.value} locations`,
        desc: 'New clinics opened with the same protocols, training and standards as the first.',
      },
      {
        icon: 'heart',
        title: clinicClaims.satisfaction,
        desc: `Feedback after every visit, reviewed monthly, and acted on — rated ${clinicClaims.rating}.`,
      },
      {
        icon: 'users',
        title: 'One team per patient',
        desc: 'Care teams that pair each patient with a physician, a coordinator and a coach who know their plan.',
      },
      {
        icon: 'chart',
        title: 'Quality measured',
        desc: 'Outcomes, follow-up rates and safety monitoring tracked across every clinic and the virtual service.',
      },
      {
        icon: 'shield-check',
        title: 'Privacy by design',
        desc: 'HIPAA-compliant systems and a clear promise: patient data is used for care, never sold.',
      },
    ],
  },
  telemedicine: {
    eyebrow: clinicClaims.telemedicineSince,
    heading: 'Bringing the clinic home',
    paragraphs: [
      `In ${clinicFacts.telemedicineLaunched.value}, when many patients could not safely come in, Alexandra Mason led the launch of Renew telemedicine. The goal was not a separate, lighter service but the same care by another route: the same physicians, the same assessments, the same lab monitoring and the same follow-up.`,
      `Today patients in ${clinicClaims.statesOnline} can consult, start treatment and check in by secure video or phone, with labs drawn near home and medication delivered to the door.`,
    ],
    timeline: [
      {
        period: clinicFacts.telemedicineLaunched.value,
        title: 'Telemedicine launched',
        description:
          'Secure video visits and e-prescribing so patients could continue care from home.',
      },
      {
        period: 'Lab network',
        title: 'Labs near home',
        description: 'Baseline and follow-up labs coordinated at draw sites close to each patient.',
      },
      {
        period: 'Delivery',
        title: 'Treatment to the door',
        description: 'Discreet delivery of prescribed medication, with refills tied to check-ins.',
      },
      {
        period: 'Today',
        title: `${clinicClaims.statesOnline} served online`,
        description: `Virtual care alongside ${clinicFacts.clinicLocations.value} clinics, with patients free to move between the two.`,
      },
    ],
  },
  statsLabel: 'Renew Medical in numbers',
  stats: [
    { ...factStat(clinicFacts.telemedicineLaunched), icon: 'telehealth' },
    { ...factStat(clinicFacts.statesOnline), icon: 'map' },
    { ...factStat(clinicFacts.clinicLocations), icon: 'building' },
    { ...factStat(clinicFacts.rating), icon: 'star' },
  ],
  cta: {
    heading: 'Care that comes to you',
    body: 'Book a free consultation in a clinic or by video — whichever suits your week.',
    actions: [
      { label: 'Schedule Free Consultation', href: paths.consultation },
      { label: 'Explore Telehealth', href: paths.directMed, emphasis: 'secondary' },
    ],
  },
} as const satisfies CeoPage
