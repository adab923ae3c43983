// The three patient story pages (/sarah-transformation, /mark-revival, /complete-journey;
// docs/product.md, Consultation and other pages). The names, ages, programs and results are those
// of the home page's story blocks (content/home.ts); each page tells the longer version.

import { paths } from '@/config/paths'
import { PROGRAM_PRICES } from '@shared/clinic'

import { homeLanding } from './home'

type Action = { label: string; href: string; emphasis?: 'primary' | 'secondary' }

type PatientStory = {
  path: string
  title: string
  description: string
  eyebrow: string
  heading: string
  lead: string
  image: { src: string; alt: string; width: number; height: number }
  factsLabel: string
  facts: readonly { value: string; label: string }[]
  story: { heading: string; paragraphs: readonly string[] }
  journey: {
    heading: string
    entries: readonly { period: string; title: string; description: string }[]
  }
  plan: { heading: string; items: readonly string[] }
  quote: { text: string; attribution: string }
}

type StoryPageCopy = {
  backHome: string
  resultsNote: string
  cta: { heading: string; body: string; actions: readonly Action[] }
  otherStoriesHeading: string
}

const [sarah, mark, journey] = homeLanding.successStories.stories

export const storyPageCopy = {
  backHome: 'Back to Home',
  resultsNote:
    'Individual results vary. Patient stories are shared with permission; details are summarized and names shortened for privacy.',
  cta: {
    heading: 'Ready to write your own story?',
    body: 'Every story here began with a free consultation with one of our physicians.',
    actions: [
      { label: 'Start Your Transformation', href: paths.consultation },
      { label: 'Explore Our Services', href: paths.servicesOverview, emphasis: 'secondary' },
    ],
  },
  otherStoriesHeading: 'More patient stories',
} as const satisfies StoryPageCopy

export const patientStories = [
  {
    path: paths.sarahTransformation,
    title: 'Sarah’s Transformation — Renew Medical',
    description:
      'After a decade of yo-yo dieting, Sarah lost 17% of her body weight in 10 months with GLP Elite medical weight loss. Read her story.',
    eyebrow: 'Patient story · GLP Elite',
    heading: 'Sarah’s Transformation',
    lead: sarah.title,
    image: sarah.image,
    factsLabel: 'Sarah’s results',
    facts: [
      { value: '17%', label: 'of body weight lost' },
      { value: '10 months', label: 'on GLP Elite' },
      { value: '41', label: 'years old at the start' },
    ],
    story: {
      heading: 'Sarah’s story',
      paragraphs: [
        sarah.story,
        'Sarah had tried everything she read about: counting points, cutting carbs, meal replacements, early-morning gym classes. Each worked for a few weeks; each time the weight came back, and a little more with it. By 41 she had stopped trusting her own body.',
        'Her first consultation was the first time anyone had explained why. Her labs showed early insulin resistance, and her physician talked her through how appetite hormones push back against dieting. “It stopped being about willpower,” she says.',
      ],
    },
    journey: {
      heading: 'Her journey, step by step',
      entries: [
        {
          period: 'Week 0',
          title: 'Assessment and labs',
          description:
            'A full history, measurements and baseline labs, including HbA1c and lipids.',
        },
        {
          period: 'Months 1-3',
          title: 'Starting GLP Elite',
          description:
            'Weekly GLP-1 treatment started at a low dose and raised gradually, with protein-first meals.',
        },
        {
          period: 'Months 4-10',
          title: 'Steady loss',
          description:
            'Small weekly losses added up; strength training twice a week protected her muscle.',
        },
        {
          period: 'Today',
          title: 'A new baseline',
          description: 'Regular check-ins and the habits she built keep her results in place.',
        },
      ],
    },
    plan: {
      heading: 'What her plan included',
      items: [
        'Weekly GLP-1 medication, physician-supervised',
        'Baseline and follow-up lab work',
        'Nutrition coaching built around protein and fiber',
        'Weekly check-ins, by telehealth when work was busy',
        'A simple strength routine, twice a week',
        'A maintenance plan agreed before her goal weight',
      ],
    },
    quote: { text: sarah.testimonial.quote, attribution: sarah.testimonial.attribution },
  },
  {
    path: paths.markRevival,
    title: 'Mark’s Revival — Renew Medical',
    description:
      'Mark put his exhaustion down to age until his labs showed low testosterone. With RM3 and monitored hormone therapy he lost 36 lbs in 6 months.',
    eyebrow: "Patient story · RM3 and men's health",
    heading: 'Mark’s Revival',
    lead: mark.title,
    image: mark.image,
    factsLabel: 'Mark’s results',
    facts: [
      { value: '36 lbs', label: 'lost' },
      { value: '6 months', label: 'RM3 with hormone therapy' },
      { value: '52', label: 'years old at the start' },
    ],
    story: {
      heading: 'Mark’s story',
      paragraphs: [
        mark.story,
        'Mark ran a small business, slept badly and had stopped exercising years earlier. He assumed that feeling flat all the time was simply what 52 felt like. A friend who had been through our men’s health program suggested he get checked.',
        'Two morning blood tests confirmed low testosterone. His physician explained what treatment could and could not do, how it would be monitored, and why losing weight would help his hormones as well as his heart.',
      ],
    },
    journey: {
      heading: 'His journey, step by step',
      entries: [
        {
          period: 'Week 0',
          title: 'Consultation and labs',
          description:
            'Two morning testosterone tests, a full metabolic panel and a frank conversation about goals.',
        },
        {
          period: 'Weeks 1-6',
          title: 'RM3 intensive phase',
          description:
            'The six-week intensive phase gave his weight loss a fast, supervised start.',
        },
        {
          period: 'Months 2-6',
          title: 'Hormone therapy, monitored',
          description: 'Treatment with regular blood counts, hormone levels and prostate checks.',
        },
        {
          period: 'Month 6',
          title: 'Energy back',
          description: '36 lbs lighter, walking every morning and lifting twice a week.',
        },
      ],
    },
    plan: {
      heading: 'What his plan included',
      items: [
        'The RM3 program, starting with its 6-week intensive phase',
        'Testosterone therapy after two confirming blood tests',
        'Regular monitoring of blood count, hormones and PSA',
        'Nutrition coaching that fitted a long working day',
        'A morning walking habit, then strength training',
        'Check-ins in the clinic or by video',
      ],
    },
    quote: { text: mark.testimonial.quote, attribution: mark.testimonial.attribution },
  },
  {
    path: paths.completeJourney,
    title: 'The Complete Journey — Renew Medical',
    description:
      'From first consultation to maintenance: how Denise kept her results through our 12-18 month Lifestyle program.',
    eyebrow: 'Patient story · Lifestyle program',
    heading: 'The Complete Journey',
    lead: journey.title,
    image: journey.image,
    factsLabel: 'Denise’s journey',
    facts: [
      { value: '12-18 months', label: 'Lifestyle program' },
      { value: '4', label: 'phases, assessment to maintenance' },
      { value: '47', label: 'years old at the start' },
    ],
    story: {
      heading: 'Denise’s story',
      paragraphs: [
        journey.story,
        'Denise, 47, had lost weight before — twice. Both times it returned within a year. This time she wanted a plan that did not end at a number on the scale.',
        'The Lifestyle program gave her exactly that: a longer runway, with coaching that changed as her life did, and a maintenance phase planned from the very first visit.',
      ],
    },
    journey: {
      heading: 'The four phases',
      entries: [
        {
          period: 'Phase 1',
          title: 'Comprehensive assessment',
          description:
            'History, goals, labs and an honest look at what had and had not worked before.',
        },
        {
          period: 'Phase 2',
          title: 'Active treatment',
          description:
            'A personalized plan for food, movement and sleep, with regular physician reviews.',
        },
        {
          period: 'Phase 3',
          title: 'Building habits',
          description: 'Coaching moved from rules to routines she could keep on a busy week.',
        },
        {
          period: 'Phase 4',
          title: 'Maintenance',
          description: 'Check-ins spaced out as she gained confidence — with help close at hand.',
        },
      ],
    },
    plan: {
      heading: 'What her plan included',
      items: [
        `A 12-18 month Lifestyle program, from $${PROGRAM_PRICES.lifestyle.fromPerMonth}/month`,
        'Baseline and follow-up labs',
        'One-to-one coaching on food, movement and sleep',
        'Physician reviews at every phase',
        'Flexible check-ins around work and family',
        'A written maintenance plan',
      ],
    },
    quote: { text: journey.testimonial.quote, attribution: journey.testimonial.attribution },
  },
] as const satisfies readonly PatientStory[]
