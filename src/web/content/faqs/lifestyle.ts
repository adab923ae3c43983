// /lifestyle's questions and answers (docs/product.md, Program and treatment pages). Figures are
// those of docs/product.md, Claims and figures; the words are ours.

import type { FaqCopy } from '../program-pages'

export const lifestyleFaq = {
  id: 'faq',
  eyebrow: 'FAQ',
  title: 'Questions about the Lifestyle program',
  items: [
    {
      question: 'Why does the program last 12-18 months?',
      answer:
        'Habits take time to settle, and keeping weight off is usually harder than losing it. Changing a few things at a time over 12-18 months gives each change room to become part of your routine, with your coach and physician adjusting the plan as you go.',
    },
    {
      question: 'Is this a diet?',
      answer:
        'Not in the usual sense. You get a flexible eating plan built around foods you like, alongside movement, sleep and stress habits that suit your schedule. Nothing is banned for good, and the plan changes as your life does.',
    },
    {
      question: 'Will I see a physician?',
      answer:
        'Yes. A physician reviews your health history and baseline labs at the start and checks your progress and health markers during the program, so conditions and medications are part of the plan.',
    },
    {
      question: 'Is medication included?',
      answer:
        'No. The program price covers coaching, your plan, labs and physician reviews. If your physician recommends medication, its possible side effects and its cost are explained before you start, and it is priced separately.',
    },
    {
      question: 'I have already lost weight. Is the program still for me?',
      answer:
        'It can be. The program is built for the long maintenance stretch as much as for losing weight, and your physician can tell you at your free consultation whether it suits where you are now.',
    },
    {
      question: 'What results can I expect?',
      answer:
        'Results vary, and no result is guaranteed. Many patients lose weight steadily and notice more energy and better sleep; some see their blood pressure, blood sugar or cholesterol improve. Your physician and coach set realistic goals with you.',
    },
  ],
} as const satisfies FaqCopy
