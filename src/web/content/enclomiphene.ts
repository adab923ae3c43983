// /enclomiphene: enclomiphene therapy (docs/product.md, Program and treatment pages): what it is
// (oral, blocks estrogen receptors, raises LH and FSH, preserves fertility), benefit cards, key
// advantages, four steps, expected benefits and the stats. Figures are the spec's; the words are
// ours.

import { paths } from '@/config/paths'

import type {
  ActionCopy,
  BenefitCopy,
  NoteCopy,
  ProcessStepCopy,
  SectionCopy,
  TreatmentPageCopy,
} from './program-pages'

type EnclomiphenePage = TreatmentPageCopy & {
  whatItIs: SectionCopy & { facts: readonly string[]; regulatory: NoteCopy }
  benefits: SectionCopy & { items: readonly BenefitCopy[] }
  advantages: SectionCopy & { items: readonly string[] }
  process: SectionCopy & { steps: readonly ProcessStepCopy[] }
  expected: SectionCopy & { items: readonly string[]; action: ActionCopy }
}

export const enclomiphenePage = {
  meta: {
    title: 'Enclomiphene Therapy: Raise Testosterone, Keep Fertility | Renew Medical',
    description:
      'Enclomiphene is an oral option that helps your body make its own testosterone by raising LH and FSH, while preserving fertility. Physician-supervised.',
  },

  hero: {
    eyebrow: 'Enclomiphene therapy',
    title: 'Enclomiphene Therapy',
    lead: 'An oral treatment that prompts your body to make more of its own testosterone — without shutting down sperm production. An option for men with low testosterone who want to protect their fertility.',
    actions: [{ label: 'Start Consultation', href: paths.consultation }],
  },

  whatItIs: {
    id: 'what-is-enclomiphene',
    eyebrow: 'How it works',
    title: 'What is enclomiphene?',
    intro: [
      'Enclomiphene citrate is a selective estrogen receptor modulator. It blocks estrogen receptors in the hypothalamus and pituitary gland, the brain’s hormone control centers. Sensing less estrogen, they release more luteinising hormone (LH) and follicle-stimulating hormone (FSH).',
      'LH tells the testes to make testosterone; FSH supports sperm production. So instead of replacing testosterone from outside, enclomiphene turns up your own production — which is why it suits men whose low testosterone starts in that brain signalling, not in the testes themselves.',
    ],
    facts: [
      'Taken by mouth once a day — no injections',
      'Blocks estrogen receptors in the brain’s hormone centers',
      'Raises LH and FSH, which drive testosterone and sperm production',
      'Preserves fertility, unlike testosterone replacement',
    ],
    regulatory: {
      icon: 'shield-check',
      title: 'An honest note on approval',
      body: [
        'Enclomiphene is not FDA-approved. It is prepared by licensed compounding pharmacies and prescribed only after a physician’s evaluation, when the expected benefit outweighs the risks for you. Possible side effects include headache, hot flushes, mood changes and, rarely, visual disturbances.',
      ],
    },
  },

  benefits: {
    id: 'benefits',
    eyebrow: 'Benefits',
    title: 'Why men consider enclomiphene',
    items: [
      {
        icon: 'dna',
        title: 'Your own testosterone',
        desc: 'Supports the body’s natural production instead of replacing it.',
      },
      {
        icon: 'users',
        title: 'Fertility preserved',
        desc: 'Sperm production continues — important if you are planning a family.',
      },
      {
        icon: 'pill',
        title: 'Simple and oral',
        desc: 'A daily capsule, with no injections, gels or pellet procedures.',
      },
      {
        icon: 'zap',
        title: 'Energy and drive',
        desc: 'As levels rise, many men notice more energy and a healthier libido.',
      },
    ],
  },

  advantages: {
    id: 'advantages',
    eyebrow: 'Key advantages',
    title: 'How it compares with testosterone replacement',
    items: [
      'Keeps your natural hormone signalling working',
      'Does not shut down sperm production',
      'Avoids the testicular shrinkage TRT can cause',
      'No injections, gels or pellets',
      'Simple to adjust or stop under supervision',
      'May help restart natural production after stopping TRT',
    ],
  },

  process: {
    id: 'process',
    eyebrow: 'Getting started',
    title: 'Four steps to treatment',
    steps: [
      {
        step: 1,
        title: 'Consultation',
        description: 'Talk with a physician about your symptoms, health history and family plans.',
      },
      {
        step: 2,
        title: 'Lab testing',
        description:
          'Morning testosterone, LH, FSH and estradiol show whether enclomiphene suits the cause of your low levels.',
      },
      {
        step: 3,
        title: 'Personalized plan',
        description:
          'A starting dose chosen for you, with clear instructions and what to watch for.',
      },
      {
        step: 4,
        title: 'Monitoring',
        description:
          'Follow-up labs and check-ins to confirm your levels are rising safely and adjust the dose.',
      },
    ],
  },

  expected: {
    id: 'expected-benefits',
    eyebrow: 'Expected benefits',
    title: 'What you can expect',
    intro: [
      'Testosterone levels usually begin to rise within weeks; how you feel tends to follow over the next few months. Your physician tracks both.',
    ],
    items: [
      'Testosterone back in the normal range for many men',
      'More steady energy',
      'A healthier libido',
      'Better mood and focus',
      'Fertility maintained',
    ],
    action: { label: 'Start Your Journey', href: paths.consultation },
  },

  stats: {
    title: 'Backed by research',
    text: 'Enclomiphene has been studied in men with secondary hypogonadism for more than a decade.',
    items: [
      { value: '89%', label: 'Rise in natural testosterone' },
      { value: '25+', label: 'Clinical studies' },
      { value: '98%', label: 'Keep their fertility' },
    ],
    actions: [
      { label: 'Schedule Consultation', href: paths.consultation },
      {
        label: 'Learn More About Enclomiphene',
        href: '#what-is-enclomiphene',
        emphasis: 'secondary',
      },
    ],
  },
} as const satisfies EnclomiphenePage
