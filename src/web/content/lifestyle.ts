// /lifestyle: the Lifestyle program (docs/product.md, Program and treatment pages). Its price is src/shared/clinic.ts's,
// over 12-18 months; the words are ours.

import { paths } from '@/config/paths'
import { PROGRAM_PRICES } from '@shared/clinic'

import { clinicFacts, factStat } from './clinic-facts'
import {
  type ActionCopy,
  type BenefitCopy,
  callNowAction,
  type HeroCopy,
  type PageMetaCopy,
  type ProcessStepCopy,
  type SectionCopy,
  type StatCopy,
} from './program-pages'

type LifestylePage = {
  meta: PageMetaCopy
  hero: HeroCopy
  approach: SectionCopy & { pillars: readonly BenefitCopy[] }
  benefits: SectionCopy & { items: readonly string[]; stats: readonly StatCopy[] }
  journey: SectionCopy & { steps: readonly ProcessStepCopy[] }
  cta: { title: string; text: string; actions: readonly ActionCopy[] }
}

export const lifestylePage = {
  meta: {
    title: 'Lifestyle Program: Lasting Weight Loss | Renew Medical',
    description: `A 12-18 month physician-guided program for nutrition, movement, sleep and stress, from $${PROGRAM_PRICES.lifestyle.fromPerMonth}/month. Build habits that keep the weight off.`,
  },

  hero: {
    eyebrow: 'Lifestyle Program',
    title: 'The Lifestyle Program: Change That Lasts',
    lead: `Losing weight is one chapter; keeping it off is the book. Over 12-18 months, a health coach and your physician help you build eating, movement and sleep habits that fit your real life. From $${PROGRAM_PRICES.lifestyle.fromPerMonth}/month.`,
    actions: [
      { label: 'Get Started', href: paths.intakeProgram('weight-loss') },
      {
        label: 'Prefer a Call? Request a Call-Back',
        href: paths.consultation,
        emphasis: 'secondary',
      },
    ],
  },

  approach: {
    id: 'approach',
    eyebrow: 'Holistic approach',
    title: 'Your whole life, not just your plate',
    intro: [
      'Weight is shaped by far more than calories: sleep, stress, work hours, family meals, medications and health conditions all play a part. The Lifestyle program looks at each of them and changes a few things at a time, so new habits have room to settle.',
      'Because lasting change takes longer than a crash diet, the program runs for 12-18 months, with a physician reviewing your progress and health markers along the way.',
    ],
    pillars: [
      {
        icon: 'salad',
        title: 'Nutrition',
        desc: 'A flexible eating plan built around foods you like, with enough protein and fiber to stay full.',
      },
      {
        icon: 'activity',
        title: 'Movement',
        desc: 'Activity that suits your body and schedule, building towards regular strength and cardio work.',
      },
      {
        icon: 'moon',
        title: 'Sleep and stress',
        desc: 'Practical routines for better sleep and calmer days, two of the quiet drivers of appetite.',
      },
      {
        icon: 'stethoscope',
        title: 'Medical oversight',
        desc: 'Physician reviews and labs, so conditions and medications are part of the plan, not an afterthought.',
      },
    ],
  },

  benefits: {
    id: 'benefits',
    eyebrow: 'Benefits',
    title: 'What patients gain',
    intro: [
      'The goal is a healthier weight you can hold, and the everyday benefits that come with it.',
    ],
    items: [
      'Steady, sustainable weight loss',
      'Habits that hold up on busy weeks',
      'More energy and better sleep',
      'Improved blood pressure, blood sugar and cholesterol for many patients',
      'A healthier relationship with food',
      'Support for the long maintenance stretch',
    ],
    stats: [
      { value: '12-18', label: 'Months of guided support' },
      { value: '$149', label: 'Per month, from' },
      factStat(clinicFacts.satisfaction),
      factStat(clinicFacts.rating),
    ],
  },

  journey: {
    id: 'journey',
    eyebrow: 'Your journey',
    title: 'Four steps to a new normal',
    steps: [
      {
        step: 1,
        title: 'Assessment',
        description:
          'A free consultation, your health history and baseline labs: where you are and where you want to be.',
      },
      {
        step: 2,
        title: 'Your personal plan',
        description:
          'Nutrition, movement and sleep goals matched to your schedule, preferences and health.',
      },
      {
        step: 3,
        title: 'Coaching and adjustments',
        description:
          'Regular sessions with your coach and physician reviews to fine-tune what is and isn’t working.',
      },
      {
        step: 4,
        title: 'Maintenance',
        description:
          'As the program draws to a close, a plan for keeping your results with lighter support.',
      },
    ],
  },

  cta: {
    title: 'Build habits that last',
    text: 'Talk to a physician about the Lifestyle program — your first consultation is free and comes with no obligation.',
    actions: [{ label: 'Schedule Free Consultation', href: paths.consultation }, callNowAction],
  },
} as const satisfies LifestylePage
