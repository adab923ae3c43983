// The telehealth page at /direct-med (docs/product.md, Consultation and other pages): virtual visit
// buttons, a call link and the external patient portal (opens in a new tab).

import { paths } from '@/config/paths'

import { clinicClaims, clinicFacts, factStat } from './clinic-facts'
import { site } from './site'

/**
 * The external patient portal until the server names it: the deployment sets
 * PATIENT_PORTAL_URL, which reaches the page through /config.json.
 */
export const defaultPatientPortalUrl = 'https://portal.renewmedical.example'

type Action = { label: string; href: string; emphasis?: 'primary' | 'secondary' }

type DirectMedPage = {
  title: string
  description: string
  backHome: string
  eyebrow: string
  heading: string
  lead: string
  heroActions: readonly Action[]
  highlights: readonly string[]
  howItWorks: {
    eyebrow: string
    heading: string
    intro: string
    stepLabel: string
    steps: readonly { step: number; title: string; description: string }[]
  }
  services: {
    heading: string
    intro: string
    items: readonly {
      icon: 'scale' | 'stethoscope' | 'flask' | 'pill'
      title: string
      desc: string
      link: { label: string; href: string }
    }[]
  }
  needs: { heading: string; intro: string; items: readonly string[] }
  portal: {
    heading: string
    body: string
    link: string
    newTab: string
    note: string
  }
  statsLabel: string
  stats: readonly { value: string; label: string; icon: 'telehealth' | 'map' | 'heart' | 'star' }[]
  cta: { heading: string; body: string; actions: readonly Action[]; hours: string }
}

export const directMedPage = {
  title: 'Telehealth Visits — Renew Medical',
  description: `See a Renew Medical physician by secure video or phone: medical weight loss and men’s health care from home, in ${clinicClaims.statesOnline}, with labs near you and treatment delivered.`,
  backHome: 'Back to Home',
  eyebrow: 'Renew telehealth',
  heading: 'See your physician from home',
  lead: 'The same physicians, the same standards and the same follow-up as our clinics — by secure video or phone, with labs near you and treatment delivered to your door.',
  heroActions: [
    { label: 'Start a Virtual Visit', href: paths.consultation },
    { label: `Call ${site.phone.display}`, href: `tel:${site.phone.tel}`, emphasis: 'secondary' },
  ],
  highlights: [
    'Board-certified physicians',
    clinicClaims.telemedicineSince,
    `Serving ${clinicClaims.statesOnline} online`,
  ],
  howItWorks: {
    eyebrow: 'How it works',
    heading: 'A virtual visit in four steps',
    intro: 'No waiting room, no commute — and nothing skipped.',
    stepLabel: 'Step',
    steps: [
      {
        step: 1,
        title: 'Request a visit',
        description: 'Tell us a little about yourself and choose a time that suits you.',
      },
      {
        step: 2,
        title: 'Meet your physician',
        description: 'A secure video or phone consultation about your history and goals.',
      },
      {
        step: 3,
        title: 'Labs near you',
        description: 'Baseline tests at a draw site close to home, reviewed with you.',
      },
      {
        step: 4,
        title: 'Treatment and check-ins',
        description: 'Medication delivered discreetly, with regular virtual follow-ups.',
      },
    ],
  },
  services: {
    heading: 'What we treat online',
    intro: 'Most of our care works just as well on a screen.',
    items: [
      {
        icon: 'scale',
        title: 'Medical weight loss',
        desc: 'GLP Elite, RM3 and Lifestyle programs with weekly virtual check-ins.',
        link: { label: 'About weight loss', href: paths.weightLoss },
      },
      {
        icon: 'stethoscope',
        title: "Men's health",
        desc: 'Testosterone, enclomiphene, HairGrow Rx and confidential ED treatment.',
        link: { label: "About men's health", href: paths.mensHealth },
      },
      {
        icon: 'flask',
        title: 'Lab review',
        desc: 'Your results explained by a physician, with your plan adjusted to match.',
        link: { label: 'Book a lab review', href: paths.consultation },
      },
      {
        icon: 'pill',
        title: 'Prescription follow-up',
        desc: 'Dose changes, side-effect questions and refills without a trip in.',
        link: { label: 'Book a follow-up', href: paths.consultation },
      },
    ],
  },
  needs: {
    heading: 'What you need',
    intro: 'A few minutes of set-up is all it takes.',
    items: [
      'A phone, tablet or computer with a camera',
      'A private, well-lit spot for your visit',
      'A list of your current medications',
      'Your most recent lab results, if you have them',
      'A residential address in one of the states we serve',
      'Photo ID for your first visit',
    ],
  },
  portal: {
    heading: 'Already a patient?',
    body: 'Use the patient portal to join a visit, message your care team, see lab results and request refills.',
    link: 'Open the Patient Portal',
    newTab: '(opens in a new tab)',
    note: 'The portal is a separate, secure site; sign in with the details your care team gave you.',
  },
  statsLabel: 'Renew telehealth in numbers',
  stats: [
    { ...factStat(clinicFacts.telemedicineLaunched, 'Telemedicine since'), icon: 'telehealth' },
    { ...factStat(clinicFacts.statesOnline), icon: 'map' },
    { ...factStat(clinicFacts.satisfaction), icon: 'heart' },
    { ...factStat(clinicFacts.rating), icon: 'star' },
  ],
  cta: {
    heading: 'Book your virtual visit',
    body: 'Your first consultation is free. Prefer to talk first? Call us.',
    actions: [
      { label: 'Book a Virtual Visit', href: paths.consultation },
      { label: `Call ${site.phone.display}`, href: `tel:${site.phone.tel}`, emphasis: 'secondary' },
    ],
    hours: `Phone lines open ${site.hours.join(', ')}.`,
  },
} as const satisfies DirectMedPage
