// /hairgrow-rx's questions and answers (docs/product.md, Program and treatment pages). Its timeline
// (results from 3-6 months, best after 12) is the specification's; the words are ours.

import type { FaqCopy } from '../program-pages'

export const hairgrowRxFaq = {
  id: 'faq',
  eyebrow: 'FAQ',
  title: 'Questions about HairGrow Rx',
  items: [
    {
      question: 'How long before I see results?',
      answer:
        'Results vary. Regrowth, if it happens, usually takes 3-6 months to show, and the best results are seen after about 12 months. Some shedding in the first weeks is normal as resting hairs make way for new growth.',
    },
    {
      question: 'Will it work for me?',
      answer:
        'No treatment works for everyone. HairGrow Rx is meant for male-pattern hair loss, where it can slow further loss and, for some men, regrow hair. A physician confirms the type of hair loss from your history and photos and decides whether treatment is right for you.',
    },
    {
      question: 'What are the side effects?',
      answer:
        'Finasteride can, uncommonly, affect libido or sexual function, and must not be handled by anyone who is or may become pregnant. Topical minoxidil can irritate the scalp and cause temporary shedding at the start; oral minoxidil can cause unwanted hair growth elsewhere, dizziness or ankle swelling. Your physician explains the trade-offs and follows up with you.',
    },
    {
      question: 'What happens if I stop treatment?',
      answer:
        'The effect fades. Hair that was kept or regrown is usually lost again over the following months, so your plan includes how to keep results you are happy with.',
    },
    {
      question: 'Oral or topical: which will I get?',
      answer:
        'Your physician chooses with you. Finasteride is usually a daily tablet, minoxidil comes as a scalp solution or a tablet, and some men use a combination. The choice depends on your pattern of loss, your health and your preference.',
    },
    {
      question: 'Do you show before-and-after photos?',
      answer:
        'Not on this page: results differ from man to man, and a few chosen photos would not tell you what to expect. Instead, your own progress is tracked with regular photo check-ins, so you and your physician can see what is changing.',
    },
  ],
} as const satisfies FaqCopy
