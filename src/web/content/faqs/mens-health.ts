// /mens-health's questions and answers (docs/product.md, Program and treatment pages). Figures are
// those of docs/product.md, Claims and figures; the words are ours.

import { clinicClaims } from '../clinic-facts'
import type { FaqCopy } from '../program-pages'

export const mensHealthFaq = {
  id: 'faq',
  eyebrow: 'FAQ',
  title: 'Questions about men’s health care',
  items: [
    {
      question: 'Which treatment is right for me?',
      answer:
        'That is for your physician to decide with you. Symptoms such as fatigue, a low sex drive or erection problems have more than one possible cause, so we start with your history and, where it matters, lab tests, then recommend a treatment — or none, if treatment is not right for you.',
    },
    {
      question: 'Do I need lab tests?',
      answer:
        'For testosterone therapy and enclomiphene, yes: low testosterone is confirmed with blood tests before treatment and monitored during it. For ED treatment and HairGrow Rx, your physician orders tests only if your history calls for them.',
    },
    {
      question: 'What is the difference between testosterone therapy and enclomiphene?',
      answer:
        'Testosterone therapy replaces testosterone from outside the body and lowers sperm production while you take it. Enclomiphene is an oral medication that prompts your body to make more of its own testosterone while preserving fertility; it is not FDA-approved and is prepared by compounding pharmacies. Your physician explains which suits your labs and your plans.',
    },
    {
      question: 'Are there side effects?',
      answer:
        'Every medication can have them, and your physician goes through them before prescribing. For example, ED medications can cause headache or flushing, testosterone therapy can raise the red blood cell count, and finasteride for hair loss can, uncommonly, affect sexual function. Monitoring is part of every plan.',
    },
    {
      question: 'Is my consultation confidential?',
      answer:
        'Yes. Consultations, records and prescriptions are handled under HIPAA, and treatment ships in plain, unmarked packaging.',
    },
    {
      question: 'Can I be treated by telehealth?',
      answer: `Yes, if you live in one of the ${clinicClaims.statesOnline} we serve online; you can also be seen in person at one of our ${clinicClaims.clinics}. Some care, such as pellet placement, happens in clinic.`,
    },
  ],
} as const satisfies FaqCopy
