// /weight-loss: medical weight loss with GLP Elite (docs/product.md, Program and treatment pages).
// Prices and figures are those of docs/product.md, Claims and figures; the words are ours.

import { paths } from '@/config/paths'
import { PROGRAM_PRICES, programFromLabel, programMonthLabel } from '@shared/clinic'

import { clinicClaims, clinicFacts, factStat } from './clinic-facts'
import {
  type ActionCopy,
  type BenefitCopy,
  callNowAction,
  type HeroCopy,
  type NoteCopy,
  type PageMetaCopy,
  type SectionCopy,
  type StatCopy,
} from './program-pages'
import { testimonials } from './testimonials'

export type ProgramCopy = {
  name: string
  subtitle: string
  description: string
  features: readonly string[]
  /** As shown, e.g. 'From $299/month' (src/shared/clinic.ts, programFromLabel). */
  price: string
  /** What a month costs all in, under the price (src/shared/clinic.ts, programMonthLabel). */
  month?: string
  popular?: boolean
  icon: string
}

type WeightLossPage = {
  meta: PageMetaCopy
  hero: HeroCopy
  glpElite: SectionCopy & {
    benefits: readonly BenefitCopy[]
    facts: readonly StatCopy[]
    safety: NoteCopy
  }
  programs: SectionCopy & {
    items: readonly ProgramCopy[]
    /** Every card's button: the program's questionnaire. */
    action: ActionCopy
    /** Below the cards: a call instead, for those who prefer one. */
    alternative: ActionCopy
  }
  credentials: SectionCopy & { items: readonly BenefitCopy[]; stats: readonly StatCopy[] }
  testimonials: SectionCopy
  cta: {
    title: string
    text: string
    callNow: ActionCopy
    bookOnline: ActionCopy
  }
}

export const weightLossPage = {
  meta: {
    title: 'Medical Weight Loss with GLP Elite | Renew Medical',
    description: `Physician-supervised weight loss with FDA-approved GLP-1 medication, lab work and coaching. GLP Elite from $${PROGRAM_PRICES.glpElite.fromPerMonth}/month. Book a free consultation.`,
  },

  hero: {
    eyebrow: 'Medical weight loss',
    title: 'Physician-Supervised Medical Weight Loss',
    lead: 'Weight is biology, not willpower. Our physicians combine FDA-approved GLP-1 medication, lab work and nutrition coaching into one plan, adjusted to how your body responds.',
    actions: [
      // The one way in is the questionnaire; a call stays the one alternative
      // (docs/decisions/046-one-way-in-and-the-place-kept.md).
      { label: 'Get Started', href: paths.intakeProgram('weight-loss') },
      {
        label: 'Prefer a Call? Request a Call-Back',
        href: paths.consultation,
        emphasis: 'secondary',
      },
    ],
  },

  glpElite: {
    id: 'glp-elite',
    eyebrow: 'GLP Elite',
    title: 'GLP Elite: GLP-1 treatment with a physician beside you',
    intro: [
      'GLP-1 medications such as semaglutide and tirzepatide act like hormones your gut releases after a meal. They quiet constant hunger, help you feel full sooner and keep blood sugar steadier, so eating less stops being a daily fight.',
      'In large clinical trials, adults taking these medications alongside diet and activity changes lost on average 15-20% of their body weight over about a year and a half. Results vary from person to person; your physician sets the dose, watches your labs and adjusts the plan as you go.',
    ],
    benefits: [
      {
        icon: 'target',
        title: 'Appetite that settles',
        desc: 'Less “food noise” between meals, so smaller portions feel like enough.',
      },
      {
        icon: 'activity',
        title: 'Steadier blood sugar',
        desc: 'Fewer spikes and crashes, which helps energy and cravings through the day.',
      },
      {
        icon: 'stethoscope',
        title: 'Dosing by your physician',
        desc: 'Doses start low and rise step by step, paced by how you feel and what your labs show.',
      },
      {
        icon: 'salad',
        title: 'Coaching that sticks',
        desc: 'Protein-forward nutrition and strength habits to protect muscle while the weight comes off.',
      },
    ],
    facts: [
      { value: '15-20%', label: 'Average body weight lost in clinical trials' },
      { value: `$${PROGRAM_PRICES.glpElite.fromPerMonth}`, label: 'Per month, from' },
      { value: 'Weekly', label: 'One injection, at home' },
    ],
    safety: {
      icon: 'shield-check',
      title: 'Safety first',
      body: [
        'The most common side effects are nausea, constipation or diarrhea, usually mild and easing as the dose settles. GLP-1 medications are not suitable during pregnancy or for anyone with a personal or family history of medullary thyroid cancer or MEN2.',
        'Your physician reviews your history and labs before prescribing, and stays available throughout treatment.',
      ],
    },
  },

  programs: {
    id: 'programs',
    eyebrow: 'Programs',
    title: 'Choose the program that fits your life',
    intro: [
      'Every program starts with our online health questionnaire and a physician’s review of your health. Each price is the whole month: GLP Elite’s includes your GLP-1 medication, so it moves with your dose; RM3 and Lifestyle include none, and any your physician adds is quoted before you start.',
    ],
    items: [
      {
        name: 'GLP Elite',
        subtitle: 'GLP-1 medical weight loss',
        description:
          'Weekly GLP-1 medication with physician oversight, for adults who have struggled to lose weight with diet and exercise alone.',
        features: [
          'FDA-approved GLP-1 medication, included in the price',
          'Physician-adjusted dosing',
          'Lab work before and during treatment',
          'Weekly check-ins with your care team',
          'Nutrition and activity coaching',
        ],
        price: programFromLabel('glpElite'),
        month: programMonthLabel('glpElite'),
        popular: true,
        icon: 'syringe',
      },
      {
        name: 'RM3',
        subtitle: 'Metabolic reset program',
        description:
          'A structured, medically monitored program that opens with a 6-week intensive phase and steps down into maintenance.',
        features: [
          '6-week intensive phase',
          'Protein-forward meal plan',
          'Body composition tracking',
          'Physician visits and labs',
          'Transition and maintenance plan',
        ],
        price: programFromLabel('rm3'),
        month: programMonthLabel('rm3'),
        icon: 'flame',
      },
      {
        name: 'Lifestyle',
        subtitle: 'Sustainable long-term change',
        description:
          'A 12-18 month coaching program built around nutrition, movement, sleep and stress, with a physician checking in along the way.',
        features: [
          '12-18 month program',
          'One-to-one health coaching',
          'Personal nutrition plan',
          'Movement and sleep habits',
          'Quarterly physician review',
        ],
        price: programFromLabel('lifestyle'),
        month: programMonthLabel('lifestyle'),
        icon: 'leaf',
      },
    ],
    action: { label: 'Get Started', href: paths.intakeProgram('weight-loss') },
    alternative: {
      label: 'Prefer a Call? Request a Call-Back',
      href: paths.consultation,
      emphasis: 'secondary',
    },
  },

  credentials: {
    id: 'credentials',
    eyebrow: 'Credentials',
    title: 'Care you can check',
    intro: [
      'Medical weight loss should be practiced by physicians, monitored with labs and honest about results. Ours has been for more than thirty years.',
    ],
    items: [
      {
        icon: 'badge',
        title: 'Board-certified physicians',
        desc: 'Every plan is written and supervised by a licensed, board-certified physician.',
      },
      {
        icon: 'flask',
        title: 'Lab-guided treatment',
        desc: 'Baseline and follow-up labs, so every decision rests on your own numbers.',
      },
      {
        icon: 'award',
        title: `${clinicClaims.years} in practice`,
        desc: `Three decades of physician-supervised weight loss across ${clinicClaims.clinics}.`,
      },
      {
        icon: 'video',
        title: clinicClaims.telemedicineSince,
        desc: `Secure video visits for patients in the ${clinicClaims.statesOnline} we serve online.`,
      },
    ],
    stats: [
      factStat(clinicFacts.yearsInPractice),
      factStat(clinicFacts.satisfaction),
      factStat(clinicFacts.rating),
      factStat(clinicFacts.clinicLocations),
    ],
  },

  testimonials: {
    id: 'testimonials',
    eyebrow: 'Testimonials',
    title: 'What our patients say',
    intro: ['Three patients, three programs — each with a physician beside them.'],
  },

  cta: {
    title: 'Ready to talk to a physician?',
    text: `Your first consultation is free — ${clinicClaims.consultationValue} — and there is no obligation. Call, book online or reach our care team now.`,
    callNow: callNowAction,
    bookOnline: { label: 'Book Online', href: paths.freeConsultation },
  },
} as const satisfies WeightLossPage

/** The first three testimonials: one each from GLP Elite, RM3 and Lifestyle. */
export const weightLossTestimonials = testimonials.slice(0, 3)
