// /success-stories and /services-overview (docs/product.md, Consultation and other pages). The
// stories and team are the home page's (content/home.ts, content/team.ts); the figures come from
// clinic-facts.ts (docs/product.md, Claims and figures).

import { paths } from '@/config/paths'
import { PROGRAM_PRICES } from '@shared/clinic'

import { clinicFacts, factStat } from './clinic-facts'

type Action = { label: string; href: string; emphasis?: 'primary' | 'secondary' }
type StatIcon = 'award' | 'users' | 'building' | 'heart' | 'map' | 'telehealth' | 'star'

type SuccessStoriesPage = {
  title: string
  description: string
  backHome: string
  eyebrow: string
  heading: string
  lead: string
  heroActions: readonly Action[]
  statsHeading: string
  stats: readonly { value: string; label: string; note?: string; icon: StatIcon }[]
  stories: { eyebrow: string; heading: string; intro: string; action: Action }
  team: {
    eyebrow: string
    heading: string
    intro: string
    learnMore: string
    advisorsTitle: string
  }
  resultsNote: string
  cta: { heading: string; body: string; actions: readonly Action[] }
}

type ServiceBlock = {
  id: string
  icon: 'scale' | 'stethoscope' | 'leaf'
  eyebrow: string
  heading: string
  body: string
  items: readonly string[]
  facts: readonly { value: string; label: string }[]
  action: Action
}

type ServicesOverviewPage = {
  title: string
  description: string
  backHome: string
  eyebrow: string
  heading: string
  lead: string
  servicesLabel: string
  services: readonly ServiceBlock[]
  process: {
    heading: string
    intro: string
    stepLabel: string
    steps: readonly { step: number; title: string; description: string }[]
  }
  cta: { heading: string; body: string; actions: readonly Action[] }
}

export const successStoriesPage = {
  title: 'Success Stories — Renew Medical',
  description:
    'Real patients, measurable results: read how Renew Medical patients lost weight, restored their energy and kept their results with physician-led care.',
  backHome: 'Back to Home',
  eyebrow: 'Success stories',
  heading: 'Real patients. Lasting results.',
  lead: 'Behind every number here is a person who decided to try something different — and a care team that stayed with them. These are a few of their stories.',
  heroActions: [{ label: 'Schedule Free Consultation', href: paths.consultation }],
  statsHeading: 'Our results in numbers',
  stats: [
    { ...factStat(clinicFacts.livesTransformed), icon: 'users' },
    { ...factStat(clinicFacts.satisfaction), icon: 'heart' },
    { ...factStat(clinicFacts.rating), icon: 'star' },
    { ...factStat(clinicFacts.yearsInPractice), icon: 'award' },
  ],
  stories: {
    eyebrow: 'Patient stories',
    heading: 'Three journeys, one approach',
    intro: 'Different goals and different programs — the same physician-led care behind each.',
    action: { label: 'Start Your Journey', href: paths.consultation },
  },
  team: {
    eyebrow: 'The team behind the results',
    heading: 'Physicians who stay with you',
    intro:
      'Our founders and medical advisory board set the standards every plan follows, from the first lab test to maintenance.',
    learnMore: 'Learn More',
    advisorsTitle: 'Medical advisory board',
  },
  resultsNote:
    'Individual results vary and depend on each person’s health, treatment and follow-through. Stories are shared with patients’ permission.',
  cta: {
    heading: 'Your story could be next',
    body: 'Talk to a physician about your goals. The first consultation is free, with no obligation.',
    actions: [
      { label: 'Schedule Free Consultation', href: paths.consultation },
      { label: 'Explore Our Services', href: paths.servicesOverview, emphasis: 'secondary' },
    ],
  },
} as const satisfies SuccessStoriesPage

export const servicesOverviewPage = {
  title: 'Our Services — Renew Medical',
  description:
    'Physician-supervised medical weight loss, men’s health treatment and RM Naturals supplements: an overview of everything Renew Medical offers.',
  backHome: 'Back to Home',
  eyebrow: 'Services overview',
  heading: 'Care for the whole of you',
  lead: 'Three ways we help, one standard of care: physician-led, built on your own labs and history, and followed up for as long as you need.',
  servicesLabel: 'Our services',
  services: [
    {
      id: 'weight-loss',
      icon: 'scale',
      eyebrow: 'Medical weight loss',
      heading: 'Lose weight with a physician beside you',
      body: 'GLP Elite medication programs, the RM3 program with its six-week intensive phase, and the 12-18 month Lifestyle program — each planned and supervised by a physician.',
      items: [
        'FDA-approved GLP-1 medications where appropriate',
        'Baseline and follow-up lab work',
        'Nutrition coaching and weekly check-ins',
        'In a clinic or by telehealth',
      ],
      facts: [
        { value: '15-20%', label: 'weight loss with GLP Elite' },
        { value: `$${PROGRAM_PRICES.glpElite.fromPerMonth}`, label: 'a month, GLP Elite from' },
      ],
      action: { label: 'Explore Weight Loss', href: paths.weightLoss },
    },
    {
      id: 'mens-health',
      icon: 'stethoscope',
      eyebrow: "Men's health",
      heading: 'Energy, vitality and confidence',
      body: 'Testosterone therapy, enclomiphene, HairGrow Rx and ED treatment — with a proper diagnosis first and careful monitoring after, confidential from start to finish.',
      items: [
        'Testosterone replacement therapy',
        'Enclomiphene to protect fertility',
        'HairGrow Rx hair restoration',
        'Confidential ED treatment',
      ],
      facts: [
        { value: clinicFacts.satisfaction.value, label: 'patient satisfaction' },
        { value: '100%', label: 'confidential consultations' },
      ],
      action: { label: "Explore Men's Health", href: paths.mensHealth },
    },
    {
      id: 'supplements',
      icon: 'leaf',
      eyebrow: 'RM Naturals',
      heading: 'Supplements made to support your plan',
      body: 'Physician-formulated supplements, protein shakes, peptides and botanicals, chosen to sit alongside your treatment rather than replace it.',
      items: [
        'Ignite Metabolic Support and daily vitamins',
        'Protein shakes for protein-first eating',
        'Peptides and natural botanicals',
        'Free shipping on orders over $75',
      ],
      facts: [
        { value: '$75', label: 'free shipping over' },
        { value: '30-day', label: 'money-back guarantee, unopened products' },
      ],
      action: { label: 'Shop Supplements', href: paths.supplements },
    },
  ],
  process: {
    heading: 'How every service starts',
    intro: 'Whatever brings you to us, the first steps are the same.',
    stepLabel: 'Step',
    steps: [
      {
        step: 1,
        title: 'Free consultation',
        description: 'Talk to us about your goals and history, in a clinic or by video.',
      },
      {
        step: 2,
        title: 'Labs and assessment',
        description: 'Baseline tests so your plan rests on your own numbers.',
      },
      {
        step: 3,
        title: 'Your plan',
        description: 'A physician designs treatment around your body and your week.',
      },
      {
        step: 4,
        title: 'Follow-up',
        description: 'Regular check-ins, with your plan adjusted as you progress.',
      },
    ],
  },
  cta: {
    heading: 'Not sure where to start?',
    body: 'Book a free consultation and a physician will help you choose.',
    actions: [{ label: 'Schedule Free Consultation', href: paths.consultation }],
  },
} as const satisfies ServicesOverviewPage
