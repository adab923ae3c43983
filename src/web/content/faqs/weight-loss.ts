// /weight-loss's questions and answers (docs/product.md, Program and treatment pages). Figures
// are those of docs/product.md, Claims and figures (the practice's from clinic-facts.ts); the words
// are ours.

import { clinicClaims, clinicFacts } from '../clinic-facts'
import type { FaqCopy } from '../program-pages'

export const weightLossFaq = {
  id: 'faq',
  eyebrow: 'FAQ',
  title: 'Questions about medical weight loss',
  items: [
    {
      question: 'Who is medical weight loss right for?',
      answer:
        'Adults who have struggled to lose weight with diet and exercise alone, often with a weight-related condition such as high blood pressure or raised blood sugar. At your free consultation a physician reviews your history, medications and labs, and decides whether a program is right for you — and which one.',
    },
    {
      question: 'What are GLP-1 medications, and what are the side effects?',
      answer:
        'Semaglutide and tirzepatide are prescription medications that act like hormones your gut releases after a meal: they quiet hunger and help you feel full sooner. The most common side effects are nausea, constipation or diarrhea, usually mild and easing as the dose settles. They are not suitable during pregnancy or for anyone with a personal or family history of medullary thyroid cancer or MEN2. Your physician decides whether one is right for you.',
    },
    {
      question: 'How much weight will I lose?',
      answer:
        'Results vary, and no result is guaranteed. In large clinical trials, adults taking GLP-1 medication alongside diet and activity changes lost on average 15-20% of their body weight over about a year and a half. What you lose depends on your health, your treatment and the changes you are able to make.',
    },
    {
      question: 'Is medication included in the program price?',
      answer:
        'No. Program prices cover your physician visits, the lab work listed for your program, coaching and monitoring. Prescribed medication, including GLP-1 medication, is priced separately, and your care team tells you its cost before you begin.',
    },
    {
      question: 'Do I have to visit a clinic?',
      answer: `Not if you prefer telehealth. We have offered secure video visits since ${clinicFacts.telemedicineLaunched.value} for patients in the ${clinicClaims.statesOnline} we serve online, and you can also be seen in person at one of our ${clinicClaims.clinics}.`,
    },
    {
      question: 'What happens when I stop treatment?',
      answer:
        'Weight often returns after GLP-1 medication stops, especially without lasting changes to eating and activity. That is why every program includes coaching, and why your physician plans with you when and how to step down.',
    },
  ],
} as const satisfies FaqCopy
