// /mens-health: the men's health overview (docs/product.md, Program and treatment pages). Its call
// to action books through /free-consultation, as the spec's links do; the words are ours.

import { paths } from '@/config/paths'

import { clinicFacts, factStat } from './clinic-facts'
import {
  type ActionCopy,
  type BenefitCopy,
  callNowAction,
  type HeroCopy,
  type PageMetaCopy,
  type SectionCopy,
  type StatCopy,
  type TestimonialCopy,
} from './program-pages'
import { testimonials } from './testimonials'

type MensHealthPage = {
  meta: PageMetaCopy
  hero: HeroCopy
  whyChoose: SectionCopy & { reasons: readonly BenefitCopy[] }
  services: SectionCopy & { items: readonly BenefitCopy[] }
  vitality: SectionCopy & { benefits: readonly string[]; stats: readonly StatCopy[] }
  testimonials: SectionCopy
  cta: { title: string; text: string; actions: readonly ActionCopy[] }
}

export const mensHealthPage = {
  meta: {
    title: "Men's Health: Testosterone, ED and Hair Restoration | Renew Medical",
    description:
      "Physician-led men's health care: testosterone therapy, enclomiphene, ED treatment and HairGrow Rx, with lab testing and discreet telehealth.",
  },

  hero: {
    eyebrow: "Men's health",
    title: "Men's Health, Treated Like Medicine",
    lead: 'Low energy, a fading drive, thinning hair or trouble in the bedroom are medical questions with real answers. Our physicians start with your labs and your history, then treat the cause — in clinic or by telehealth.',
    actions: [
      { label: 'Get Started', href: paths.intakeProgram('mens-health') },
      {
        label: 'Prefer a Call? Request a Call-Back',
        href: paths.consultation,
        emphasis: 'secondary',
      },
    ],
  },

  whyChoose: {
    id: 'why-choose',
    eyebrow: 'Why Renew Medical',
    title: 'Why men choose us',
    intro: [
      'Many men put off these conversations for years. We make them straightforward: a physician who listens, tests before treating and follows up.',
    ],
    reasons: [
      {
        icon: 'badge',
        title: 'Board-certified physicians',
        desc: 'Every treatment plan is written and supervised by a licensed physician, not a sales team.',
      },
      {
        icon: 'flask',
        title: 'Lab-based decisions',
        desc: 'Hormone panels and health markers before any prescription, and again during treatment.',
      },
      {
        icon: 'lock',
        title: 'Private and discreet',
        desc: 'Confidential consultations, secure telehealth and plain, unmarked delivery.',
      },
      {
        icon: 'handshake',
        title: 'Ongoing care',
        desc: 'Follow-up visits and dose adjustments, so treatment keeps working as you change.',
      },
    ],
  },

  services: {
    id: 'services',
    eyebrow: 'Our services',
    title: 'Four treatments, one physician-led plan',
    intro: ['Each starts with a consultation and the tests that matter for it.'],
    items: [
      {
        icon: 'zap',
        title: 'Testosterone Therapy',
        desc: 'For men with symptoms and confirmed low testosterone: injections, gels or pellets, monitored with regular labs.',
        link: { label: 'Learn more', href: paths.testosterone },
      },
      {
        icon: 'pill',
        title: 'Enclomiphene',
        desc: 'An oral option that prompts your own body to make more testosterone while preserving fertility.',
        link: { label: 'Learn more', href: paths.enclomiphene },
      },
      {
        icon: 'sprout',
        title: 'HairGrow Rx',
        desc: 'Prescription hair restoration that targets DHT and supports regrowth, delivered to your door.',
        link: { label: 'Learn more', href: paths.hairgrowRx },
      },
      {
        icon: 'heart',
        title: 'ED Treatment',
        desc: 'Confidential consultations and proven medications such as generic sildenafil and tadalafil.',
        link: { label: 'Learn more', href: paths.edTreatment },
      },
    ],
  },

  vitality: {
    id: 'vitality',
    eyebrow: 'Vitality',
    title: 'Feel like yourself again',
    intro: [
      'When the cause is found and treated, many men notice changes in the way they feel day to day. What you can expect depends on your diagnosis; your physician will set honest goals with you.',
    ],
    benefits: [
      'More steady energy through the day',
      'A healthier sex drive and sexual function',
      'Better strength and body composition with training',
      'Clearer focus and a more even mood',
      'Restful sleep',
      'Confidence in how you look and feel',
    ],
    stats: [
      factStat(clinicFacts.yearsInPractice),
      { value: '10K+', label: 'Men treated' },
      factStat(clinicFacts.satisfaction),
      factStat(clinicFacts.statesOnline, 'States served by telehealth'),
    ],
  },

  testimonials: {
    id: 'testimonials',
    eyebrow: 'Testimonials',
    title: 'From men who made the call',
    intro: ['Names shortened for privacy; shared with permission.'],
  },

  cta: {
    title: 'Take the first step — privately',
    text: 'A free, confidential consultation with a physician. No obligation, and no waiting room if you prefer telehealth.',
    actions: [
      { label: 'Book Your Free Consultation', href: paths.freeConsultation },
      callNowAction,
    ],
  },
} as const satisfies MensHealthPage

/** David's testosterone story from the shared testimonials, then two more men's health patients. */
export const mensHealthTestimonials = [
  ...testimonials.filter((testimonial) => testimonial.program === 'Testosterone Therapy'),
  {
    name: 'Greg S.',
    age: 44,
    program: 'Enclomiphene',
    weightLoss: '14 lbs',
    timeframe: '4 months',
    rating: 5,
    quote:
      'We are still planning a family, so keeping my fertility mattered. My physician explained every option before we chose one.',
    results: 'Testosterone in the normal range, energy back',
    storyNumber: 201,
  },
  {
    name: 'Anthony R.',
    age: 52,
    program: 'Testosterone Therapy',
    weightLoss: '19 lbs',
    timeframe: '6 months',
    rating: 5,
    quote:
      'The lab work before and during treatment gave me confidence that this was being done properly.',
    results: 'Stronger, sleeping better, back to coaching his son’s team',
    storyNumber: 202,
  },
] as const satisfies readonly TestimonialCopy[]
