// /rm3's questions and answers (docs/product.md, Program and treatment pages). Figures are those
// of docs/product.md, Claims and figures; the words are ours.

import { clinicClaims } from '../clinic-facts'
import type { FaqCopy } from '../program-pages'

export const rm3Faq = {
  id: 'faq',
  eyebrow: 'FAQ',
  title: 'Questions about RM3',
  items: [
    {
      question: 'What is RM3?',
      answer:
        'A physician-supervised weight-loss program in three phases: a 6-week intensive phase on a structured, protein-forward meal plan, a transition in which foods are reintroduced step by step, and maintenance. A physician reviews your health before you start and monitors you throughout.',
    },
    {
      question: 'Is losing weight quickly safe?',
      answer:
        'Rapid weight loss can affect blood pressure, blood sugar, electrolytes and gallbladder health, and some medications need adjusting as you lose. That is why RM3 is only offered after a physician’s review and with monitoring at every phase. It is not right for everyone — for example during pregnancy — and your physician decides whether it is right for you.',
    },
    {
      question: 'How much will I lose in the intensive phase?',
      answer:
        'Results vary from person to person, and no result is guaranteed. Progress in the intensive phase is often quick; your physician and coach set realistic goals with you and adjust the plan to how your body responds.',
    },
    {
      question: 'Does RM3 use medication?',
      answer:
        'Not always. Where appropriate, your physician may add appetite-support medication to the plan, explains its possible side effects first, and tells you its cost before you start: medication is priced separately from the program.',
    },
    {
      question: 'What happens after the 6 weeks?',
      answer:
        'You move into the transition, in which foods and calories return gradually while we watch how your body responds, and then into maintenance with lighter check-ins, so the new weight has the best chance of lasting.',
    },
    {
      question: 'What happens at the free consultation?',
      answer: `You meet a physician, talk through your health history and goals, and find out whether RM3 suits you. The consultation is ${clinicClaims.rm3ConsultationValue}, it is free, and there is no obligation to start.`,
    },
  ],
} as const satisfies FaqCopy
