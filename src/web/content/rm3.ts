// /rm3: the RM3 program (docs/product.md, Program and treatment pages). RM3's price (src/shared/clinic.ts), a
// 6-week intensive phase and a free consultation whose value comes from clinic-facts.ts
// (docs/product.md, Claims and figures); the words are ours.

import { paths } from '@/config/paths'
import { PROGRAM_PRICES } from '@shared/clinic'

import { clinicClaims, clinicFacts, factStat } from './clinic-facts'
import {
  type ActionCopy,
  type BenefitCopy,
  callNowAction,
  type HeroCopy,
  type NoteCopy,
  type PageMetaCopy,
  type ProcessStepCopy,
  type SectionCopy,
  type StatCopy,
  type TestimonialCopy,
  type TimelineEntryCopy,
} from './program-pages'
import { testimonials } from './testimonials'

type Rm3Page = {
  meta: PageMetaCopy
  hero: HeroCopy
  science: SectionCopy & { points: readonly BenefitCopy[]; note: NoteCopy }
  components: SectionCopy & {
    items: readonly BenefitCopy[]
    timelineTitle: string
    timeline: readonly TimelineEntryCopy[]
  }
  results: SectionCopy & { stats: readonly StatCopy[]; testimonialsTitle: string }
  howItWorks: SectionCopy & { steps: readonly ProcessStepCopy[] }
  cta: { title: string; text: string; actions: readonly ActionCopy[] }
}

export const rm3Page = {
  meta: {
    title: 'RM3 Metabolic Reset Program | Renew Medical',
    description: `RM3: a physician-supervised weight-loss program with a 6-week intensive phase, from $${PROGRAM_PRICES.rm3.fromPerMonth}/month. Your consultation, ${clinicClaims.rm3ConsultationValue}, is free.`,
  },

  hero: {
    eyebrow: 'RM3 Program',
    title: 'RM3: Reset Your Metabolism, Under Medical Care',
    lead: `A structured three-phase program that opens with a 6-week intensive phase, then steps you down to a way of eating you can keep. From $${PROGRAM_PRICES.rm3.fromPerMonth}/month, with a physician monitoring every stage.`,
    actions: [
      { label: 'Get Started', href: paths.intakeProgram('weight-loss') },
      {
        label: 'Prefer a Call? Request a Call-Back',
        href: paths.consultation,
        emphasis: 'secondary',
      },
    ],
  },

  science: {
    id: 'science',
    eyebrow: 'The science',
    title: 'Why your metabolism fights back — and how RM3 answers',
    intro: [
      'When you lose weight, your body defends its old set point: it burns fewer calories than expected and turns up hunger hormones such as ghrelin while leptin, the “I’m full” signal, falls. That is why diets so often stall and rebound.',
      'RM3 is designed around that biology. A protein-forward, lower-calorie plan helps preserve lean muscle, the tissue that keeps your resting metabolism up. Regular body composition checks make sure what you lose is fat, and your physician watches labs and vital signs so the pace stays safe.',
    ],
    points: [
      {
        icon: 'dumbbell',
        title: 'Protect lean muscle',
        desc: 'Enough protein at every meal so weight comes from fat stores, not from muscle.',
      },
      {
        icon: 'gauge',
        title: 'Measured, not guessed',
        desc: 'Body composition and labs at set points, so the plan follows your own data.',
      },
      {
        icon: 'brain',
        title: 'Hunger, understood',
        desc: 'Meal timing and food choices that work with your appetite signals instead of against them.',
      },
    ],
    note: {
      icon: 'stethoscope',
      title: 'Why medical supervision matters',
      body: [
        'Rapid weight loss can affect blood pressure, blood sugar, electrolytes and gallbladder health, and some medications need adjusting as you lose. That is why RM3 is only offered with a physician review before you start and monitoring throughout.',
      ],
    },
  },

  components: {
    id: 'components',
    eyebrow: 'What’s included',
    title: 'The parts of the program',
    intro: ['Everything you need for the intensive phase and the months after it, in one plan.'],
    items: [
      {
        icon: 'stethoscope',
        title: 'Physician visits',
        desc: 'A full medical review before you start and check-ins at every phase change.',
      },
      {
        icon: 'flask',
        title: 'Lab work',
        desc: 'Baseline and follow-up labs to track blood sugar, lipids, kidney function and electrolytes.',
      },
      {
        icon: 'salad',
        title: 'Structured meal plan',
        desc: 'A protein-forward plan with simple, real-food meals and clear portions.',
      },
      {
        icon: 'scale',
        title: 'Body composition tracking',
        desc: 'Regular measurements of fat and lean mass, not just the number on the scale.',
      },
      {
        icon: 'users',
        title: 'Weekly coaching',
        desc: 'A coach who reviews your week with you and helps solve what got in the way.',
      },
      {
        icon: 'pill',
        title: 'Medication when it helps',
        desc: 'Where appropriate, your physician may add appetite-support medication to the plan.',
      },
    ],
    timelineTitle: 'Your RM3 timeline',
    timeline: [
      {
        period: 'Week 0',
        title: 'Consultation and baseline',
        description:
          'Your free consultation, medical history, labs and body composition set the starting line.',
      },
      {
        period: 'Weeks 1-6',
        title: 'Intensive phase',
        description:
          'The 6-week intensive phase: the structured meal plan, weekly check-ins and the fastest, closely monitored progress.',
      },
      {
        period: 'Weeks 7-12',
        title: 'Transition',
        description:
          'Foods and calories are reintroduced step by step while we watch how your body responds.',
      },
      {
        period: 'Month 4 onward',
        title: 'Maintenance',
        description:
          'A sustainable way of eating with lighter check-ins, so the new weight becomes your normal.',
      },
    ],
  },

  results: {
    id: 'results',
    eyebrow: 'Results',
    title: 'Results built to last',
    intro: [
      'Progress in the intensive phase is often quick, and every patient’s pace is different. What matters most to us is what you keep a year later — so every RM3 plan ends with maintenance, not a cliff edge.',
    ],
    stats: [
      { value: '6 weeks', label: 'Intensive phase' },
      { value: '$199', label: 'Per month, from' },
      factStat(clinicFacts.rm3ConsultationValue, 'Consultation value, free'),
      factStat(clinicFacts.satisfaction),
    ],
    testimonialsTitle: 'RM3 patients in their own words',
  },

  howItWorks: {
    id: 'how-it-works',
    eyebrow: 'How it works',
    title: 'How RM3 works, in four steps',
    steps: [
      {
        step: 1,
        title: 'Free consultation',
        description: `Meet a physician, talk through your history and goals, and find out if RM3 suits you — ${clinicClaims.rm3ConsultationValue}, free.`,
      },
      {
        step: 2,
        title: 'Medical baseline',
        description:
          'Labs, vital signs and body composition, reviewed by your physician before anything starts.',
      },
      {
        step: 3,
        title: '6-week intensive phase',
        description:
          'Follow the structured plan with weekly check-ins and adjustments from your care team.',
      },
      {
        step: 4,
        title: 'Transition and maintenance',
        description:
          'Step down to a long-term eating pattern, with support as long as you need it.',
      },
    ],
  },

  cta: {
    title: 'Start your reset',
    text: `Your RM3 consultation is valued at ${clinicFacts.rm3ConsultationValue.value} and costs nothing. Talk to a physician about whether the program is right for you.`,
    actions: [{ label: 'Book Your Free Consultation', href: paths.consultation }, callNowAction],
  },
} as const satisfies Rm3Page

/** Robert's RM3 story from the shared testimonials, then two more RM3 patients. */
export const rm3Testimonials = [
  ...testimonials.filter((testimonial) => testimonial.program === 'RM3 Program'),
  {
    name: 'Tanya W.',
    age: 46,
    program: 'RM3 Program',
    weightLoss: '27 lbs',
    timeframe: '4 months',
    rating: 5,
    quote:
      'The intensive phase was structured enough that I never had to guess, and the transition meant I did not gain it back.',
    results: 'Blood pressure down; one medication reduced by her physician',
    storyNumber: 101,
  },
  {
    name: 'Luis P.',
    age: 58,
    program: 'RM3 Program',
    weightLoss: '33 lbs',
    timeframe: '5 months',
    rating: 5,
    quote:
      'Seeing my muscle mass hold steady on the body scans convinced me this was different from every diet I had tried.',
    results: 'Fasting glucose back in range, lean mass preserved',
    storyNumber: 102,
  },
] as const satisfies readonly TestimonialCopy[]
