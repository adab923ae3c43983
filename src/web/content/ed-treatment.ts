// /ed-treatment (docs/product.md, Program and treatment pages): explanation with a confidentiality
// note, causes with the good-news panel, treatment options and eight benefits, four steps, and the
// stats banner with its two buttons and the HIPAA note. Figures are the spec's; the words are ours.

import { paths } from '@/config/paths'

import type {
  ActionCopy,
  BenefitCopy,
  NoteCopy,
  ProcessStepCopy,
  SectionCopy,
  TreatmentOptionCopy,
  TreatmentPageCopy,
} from './program-pages'

type EdTreatmentPage = TreatmentPageCopy & {
  explanation: SectionCopy & { confidentiality: NoteCopy }
  causes: SectionCopy & { items: readonly BenefitCopy[]; goodNews: NoteCopy }
  treatments: SectionCopy & {
    options: readonly TreatmentOptionCopy[]
    safety: NoteCopy
    benefitsTitle: string
    benefits: readonly string[]
  }
  process: SectionCopy & { steps: readonly ProcessStepCopy[] }
}

const startConsultation = {
  label: 'Start Confidential Consultation',
  href: paths.consultation,
} as const satisfies ActionCopy
const learnMore = {
  label: 'Learn More About ED Treatment',
  href: '#about-ed',
  emphasis: 'secondary',
} as const satisfies ActionCopy

export const edTreatmentPage = {
  meta: {
    title: 'ED Treatment: Confidential Online Consultations | Renew Medical',
    description:
      'Confidential erectile dysfunction treatment from licensed physicians: generic sildenafil, tadalafil or custom compounds, with discreet delivery.',
  },

  hero: {
    eyebrow: 'ED treatment',
    title: 'Erectile Dysfunction Treatment, Handled Privately',
    lead: 'ED is common, medical and very treatable. Talk to a licensed physician online or by phone, get a plan that is safe for you, and receive treatment in discreet packaging.',
    actions: [startConsultation, learnMore],
  },

  explanation: {
    id: 'about-ed',
    eyebrow: 'Understanding ED',
    title: 'What erectile dysfunction is',
    intro: [
      'Erectile dysfunction means trouble getting or keeping an erection firm enough for sex, often enough that it gets in the way. It is one of the most common reasons men see a doctor, and it becomes more common with age.',
      'Erections depend on healthy blood vessels, nerves and hormones, so ED can be an early sign of another condition such as heart disease, diabetes or low testosterone. That is why our physicians look at your overall health, not only the symptom.',
    ],
    confidentiality: {
      icon: 'lock',
      title: 'Completely confidential',
      body: [
        'What you tell us stays between you and your care team. Consultations, records and prescriptions are handled under HIPAA, and treatment ships in plain, unmarked packaging.',
      ],
    },
  },

  causes: {
    id: 'causes',
    eyebrow: 'Causes',
    title: 'Causes of ED',
    intro: ['Often more than one factor is involved. Knowing which ones apply guides treatment.'],
    items: [
      {
        icon: 'heart',
        title: 'Blood flow',
        desc: 'High blood pressure, high cholesterol and heart disease can narrow the vessels erections rely on.',
      },
      {
        icon: 'activity',
        title: 'Diabetes and metabolism',
        desc: 'Raised blood sugar over years can damage nerves and blood vessels.',
      },
      {
        icon: 'dna',
        title: 'Hormones',
        desc: 'Low testosterone or thyroid problems can lower desire and affect function.',
      },
      {
        icon: 'pill',
        title: 'Medications',
        desc: 'Some blood pressure medicines, antidepressants and other drugs list ED as a side effect.',
      },
      {
        icon: 'brain',
        title: 'Stress and mood',
        desc: 'Anxiety, depression, stress and relationship strain can all play a part.',
      },
      {
        icon: 'gauge',
        title: 'Lifestyle',
        desc: 'Smoking, heavy drinking, poor sleep and inactivity all raise the risk.',
      },
    ],
    goodNews: {
      icon: 'sparkles',
      title: 'The Good News: ED is Highly Treatable',
      body: [
        'Most men respond well to treatment. Oral medications work for the majority of men who try them, and treating underlying causes such as blood pressure, blood sugar, weight or low testosterone can improve erections and overall health at the same time.',
      ],
    },
  },

  treatments: {
    id: 'treatment-options',
    eyebrow: 'Treatment',
    title: 'Treatment Options',
    intro: [
      'Your physician recommends an option based on your health, your medications and how you want treatment to fit your life.',
    ],
    options: [
      {
        name: 'Generic Sildenafil',
        description:
          'A well-studied PDE5 inhibitor taken 30-60 minutes before sex. It improves blood flow so an erection can happen with arousal.',
        duration: '4-6 hours',
      },
      {
        name: 'Generic Tadalafil',
        description:
          'A longer-acting PDE5 inhibitor: one dose can work for up to a day and a half, or a low daily dose removes the need to plan.',
        duration: 'Up to 36 hours',
      },
      {
        name: 'Custom Compounds',
        description:
          'Pharmacy-compounded formulations prescribed when standard tablets do not suit you. Compounded medicines are not FDA-approved; your physician explains why one is recommended.',
        duration: 'Varies by formulation',
      },
    ],
    safety: {
      icon: 'shield-check',
      title: 'Safety note',
      body: [
        'PDE5 inhibitors must never be combined with nitrate medicines such as nitroglycerin, and they are not right for everyone with heart disease. Your physician checks your history and current medications before prescribing.',
      ],
    },
    benefitsTitle: 'Why men choose treatment with us',
    benefits: [
      'Licensed U.S. physicians',
      'Consultations online or by phone',
      'FDA-approved generic medications',
      'Dosing tailored to you',
      'No waiting rooms',
      'Plain, discreet packaging',
      'Delivered to your door',
      'Ongoing physician follow-up',
    ],
  },

  process: {
    id: 'process',
    eyebrow: 'How it works',
    title: 'Four simple steps',
    steps: [
      {
        step: 1,
        title: 'Confidential consultation',
        description:
          'Talk with a licensed physician online or by phone about your symptoms, health and goals.',
      },
      {
        step: 2,
        title: 'Medical review',
        description:
          'Your physician reviews your history, current medications and any labs to make sure treatment is safe for you.',
      },
      {
        step: 3,
        title: 'Treatment plan',
        description:
          'Together you choose the medication and dose that fit your life, with clear instructions.',
      },
      {
        step: 4,
        title: 'Discreet delivery',
        description:
          'Treatment ships in plain packaging, with refills and follow-up whenever you need them.',
      },
    ],
  },

  stats: {
    title: 'Effective care, in confidence',
    text: 'ED affects tens of millions of men in the United States. You do not have to put up with it.',
    items: [
      { value: '95%', label: 'Success rate' },
      { value: '40M+', label: 'US men affected' },
      { value: '100%', label: 'Confidential consultations' },
    ],
    actions: [startConsultation, learnMore],
    note: 'All consultations are confidential and HIPAA compliant.',
  },
} as const satisfies EdTreatmentPage
