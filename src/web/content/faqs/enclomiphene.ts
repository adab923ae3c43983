// /enclomiphene's questions and answers (docs/product.md, Program and treatment pages). Figures
// are those of docs/product.md, Claims and figures; the words are ours.

import type { FaqCopy } from '../program-pages'

export const enclomipheneFaq = {
  id: 'faq',
  eyebrow: 'FAQ',
  title: 'Questions about enclomiphene',
  items: [
    {
      question: 'How is enclomiphene different from testosterone therapy?',
      answer:
        'Testosterone therapy adds testosterone from outside the body, which lowers sperm production. Enclomiphene is taken by mouth and prompts the brain to release more LH and FSH, so the testes make more of their own testosterone and keep producing sperm.',
    },
    {
      question: 'Is enclomiphene FDA-approved?',
      answer:
        'No. It is prepared by licensed compounding pharmacies and prescribed only after a physician’s evaluation, when the expected benefit outweighs the risks for you.',
    },
    {
      question: 'What are the side effects?',
      answer:
        'Possible side effects include headache, hot flashes, mood changes and, rarely, visual disturbances. Tell your physician about any of them; follow-up labs and check-ins are part of treatment so the dose can be adjusted or treatment stopped.',
    },
    {
      question: 'Who is enclomiphene right for?',
      answer:
        'It suits some men whose low testosterone starts in the brain’s hormone signaling rather than in the testes, often men who want to protect their fertility. Lab tests of testosterone, LH, FSH and estradiol show whether that is your case, and a physician decides whether it is right for you.',
    },
    {
      question: 'How quickly does it work?',
      answer:
        'Testosterone levels usually begin to rise within weeks, and how you feel tends to follow over the next few months. Results vary from man to man, and your physician tracks both your labs and your symptoms.',
    },
    {
      question: 'Can I switch from testosterone therapy?',
      answer:
        'Sometimes. Enclomiphene may help restart natural production after stopping testosterone therapy, but whether and how to switch is a decision to make with your physician, guided by your labs.',
    },
  ],
} as const satisfies FaqCopy
