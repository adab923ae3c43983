// /testosterone: testosterone replacement therapy (docs/product.md, Program and treatment pages):
// the low-testosterone explanation (about 1-2% a year after 30) with eight symptoms, four benefit
// cards, what to expect, the medical approach and the stats. Figures are the spec's; the words are
// ours.

import { paths } from '@/config/paths'

import { clinicFacts, factStat } from './clinic-facts'
import type {
  ActionCopy,
  BenefitCopy,
  LinkCopy,
  NoteCopy,
  SectionCopy,
  TimelineEntryCopy,
  TreatmentPageCopy,
} from './program-pages'

type TestosteronePage = TreatmentPageCopy & {
  lowTestosterone: SectionCopy & { symptomsTitle: string; symptoms: readonly string[] }
  benefits: SectionCopy & { items: readonly BenefitCopy[] }
  expect: SectionCopy & { entries: readonly TimelineEntryCopy[]; note: string }
  approach: SectionCopy & {
    items: readonly BenefitCopy[]
    action: ActionCopy
    fertility: NoteCopy & { link: LinkCopy }
  }
}

export const testosteronePage = {
  meta: {
    title: 'Testosterone Replacement Therapy (TRT) | Renew Medical',
    description:
      'Physician-supervised testosterone therapy: lab testing first, then injections, gels or pellets with regular monitoring. Book a free consultation.',
  },

  hero: {
    eyebrow: 'Testosterone therapy',
    title: 'Testosterone Replacement Therapy',
    lead: 'Tired, losing strength, less interested than you used to be? If your labs confirm low testosterone, physician-supervised treatment can help. We test first, treat carefully and monitor throughout.',
    actions: [
      { label: 'Schedule Free Consultation', href: paths.consultation },
      { label: 'Learn More', href: '#low-testosterone', emphasis: 'secondary' },
    ],
  },

  lowTestosterone: {
    id: 'low-testosterone',
    eyebrow: 'Low testosterone',
    title: 'Understanding low testosterone',
    intro: [
      'After about age 30, a man’s testosterone typically declines by about 1-2% per year. For some men it falls low enough to cause symptoms — a condition called hypogonadism, which can also follow illness, injury or certain medications.',
      'Symptoms alone are not a diagnosis. Following Endocrine Society guidance, we confirm low testosterone with at least two early-morning blood tests before recommending treatment.',
    ],
    symptomsTitle: 'Common symptoms of low testosterone',
    symptoms: [
      'Persistent fatigue and low energy',
      'Reduced sex drive',
      'Erectile difficulties',
      'Loss of muscle mass and strength',
      'More body fat, especially around the waist',
      'Low mood or irritability',
      'Trouble concentrating',
      'Poor sleep',
    ],
  },

  benefits: {
    id: 'benefits',
    eyebrow: 'Benefits',
    title: 'What treatment can help with',
    intro: ['For men with confirmed low testosterone, treatment may improve:'],
    items: [
      {
        icon: 'zap',
        title: 'Energy and vitality',
        desc: 'Many men report more steady energy and less of the afternoon slump.',
      },
      {
        icon: 'heart',
        title: 'Sexual health',
        desc: 'Desire often improves, and erections may too when low testosterone is part of the cause.',
      },
      {
        icon: 'dumbbell',
        title: 'Strength and body composition',
        desc: 'Combined with training, more lean muscle and less body fat over several months.',
      },
      {
        icon: 'brain',
        title: 'Mood and focus',
        desc: 'A more even mood and better concentration for many men with low levels.',
      },
    ],
  },

  expect: {
    id: 'what-to-expect',
    eyebrow: 'Your first year',
    title: 'What You Can Expect',
    entries: [
      {
        period: 'Weeks 3-6',
        title: 'Sex drive and wellbeing',
        description:
          'Changes in desire and a general sense of wellbeing are often the first to appear.',
      },
      {
        period: 'Months 1-3',
        title: 'Mood and energy',
        description:
          'Energy and mood tend to improve gradually; your first follow-up labs check your levels.',
      },
      {
        period: 'Months 3-6',
        title: 'Body composition',
        description: 'With regular training, lean muscle builds and body fat begins to fall.',
      },
      {
        period: 'Months 6-12',
        title: 'Steady state',
        description:
          'Longer-term effects such as bone density develop, and monitoring settles into a regular rhythm.',
      },
    ],
    note: 'Every man responds differently. Your physician reviews your symptoms and labs at each stage and adjusts the plan.',
  },

  approach: {
    id: 'medical-approach',
    eyebrow: 'Our approach',
    title: 'A careful medical approach',
    intro: ['Testosterone is a prescription hormone. We treat it like one.'],
    items: [
      {
        icon: 'flask',
        title: 'Comprehensive testing',
        desc: 'Morning testosterone levels, blood count, PSA where appropriate and other markers before you start.',
      },
      {
        icon: 'clipboard',
        title: 'Personalized plans',
        desc: 'A dose and form chosen for your levels, health and routine.',
      },
      {
        icon: 'syringe',
        title: 'Injections, gels or pellets',
        desc: 'Weekly injections, daily gels or long-acting pellets, each with its own pros and cons.',
      },
      {
        icon: 'chart',
        title: 'Regular monitoring',
        desc: 'Testosterone, red blood cell count and PSA checked at set intervals to keep treatment safe.',
      },
      {
        icon: 'handshake',
        title: 'Ongoing support',
        desc: 'A care team to answer questions between visits and adjust treatment when needed.',
      },
    ],
    action: { label: 'Get Started Today', href: paths.intakeProgram('mens-health') },
    fertility: {
      icon: 'shield-check',
      title: 'Planning a family?',
      body: [
        'Testosterone therapy lowers sperm production and can cause infertility while you take it. If you may want children, ask your physician about enclomiphene, which raises your own testosterone while preserving fertility.',
      ],
      link: { label: 'About enclomiphene', href: paths.enclomiphene },
    },
  },

  stats: {
    title: 'Experience you can trust',
    text: 'Three decades of physician-led care, and thousands of men treated with careful monitoring.',
    items: [
      factStat(clinicFacts.satisfaction),
      factStat(clinicFacts.yearsInPractice, 'Years of experience'),
      { value: '10K+', label: 'Men treated' },
    ],
    actions: [{ label: 'Schedule Your Free Consultation', href: paths.consultation }],
  },
} as const satisfies TestosteronePage
