// /ed-treatment's questions and answers (docs/product.md, Program and treatment pages). Figures are
// those of docs/product.md, Claims and figures; the words are ours.

import type { FaqCopy } from '../program-pages'

export const edTreatmentFaq = {
  id: 'faq',
  eyebrow: 'FAQ',
  title: 'Questions about ED treatment',
  items: [
    {
      question: 'How do sildenafil and tadalafil work?',
      answer:
        'Both are PDE5 inhibitors: they improve blood flow to the penis, so an erection can happen when you are aroused. They do not cause an erection on their own, and they do not cure the cause of ED. Results vary, and your physician may adjust the dose or timing with you.',
    },
    {
      question: 'What are the side effects?',
      answer:
        'The most common are headache, flushing, indigestion, a blocked nose and back or muscle aches, usually mild. Rarely, they can affect vision or hearing, or cause an erection that will not go away — both need urgent medical care.',
    },
    {
      question: 'Who should not take ED medication?',
      answer:
        'Anyone taking nitrate medicines such as nitroglycerin, or certain other heart and blood pressure medicines, and some men with heart disease. That is why a physician reviews your history and current medications and decides whether treatment is right for you before prescribing.',
    },
    {
      question: 'Can ED be a sign of another health problem?',
      answer:
        'Sometimes. Erections depend on healthy blood vessels, nerves and hormones, so ED can be an early sign of heart disease, diabetes or low testosterone. Your physician looks at your overall health and may suggest tests or a visit to your own doctor.',
    },
    {
      question: 'Do I need lab tests?',
      answer:
        'Not always. Many men start treatment after a consultation alone; your physician orders tests if your history suggests an underlying cause, such as raised blood sugar or low testosterone.',
    },
    {
      question: 'How private is treatment?',
      answer:
        'Consultations, records and prescriptions are handled under HIPAA, you can talk to a physician online or by phone, and treatment ships in plain, unmarked packaging.',
    },
  ],
} as const satisfies FaqCopy
