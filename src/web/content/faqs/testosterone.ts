// /testosterone's questions and answers (docs/product.md, Program and treatment pages). Figures
// are those of docs/product.md, Claims and figures, and the page's own; the words are ours.

import type { FaqCopy } from '../program-pages'

export const testosteroneFaq = {
  id: 'faq',
  eyebrow: 'FAQ',
  title: 'Questions about testosterone therapy',
  items: [
    {
      question: 'How do I know if my testosterone is low?',
      answer:
        'Symptoms such as fatigue, a low sex drive or loss of strength have many causes, so they are not a diagnosis on their own. We confirm low testosterone with at least two early-morning blood tests before a physician decides whether treatment is right for you.',
    },
    {
      question: 'What are the risks and side effects?',
      answer:
        'Testosterone therapy can cause acne, fluid retention and breast tenderness, raise the red blood cell count, worsen sleep apnea and lower sperm production. That is why we check testosterone, blood count and PSA where appropriate at set intervals, and adjust or stop treatment when needed.',
    },
    {
      question: 'Will testosterone therapy affect my fertility?',
      answer:
        'It can. Testosterone from outside the body lowers sperm production and can cause infertility while you take it. If you may want children, ask your physician about enclomiphene, which raises your own testosterone while preserving fertility.',
    },
    {
      question: 'Injections, gels or pellets: which is best?',
      answer:
        'None is best for everyone. Injections are usually weekly, gels are applied daily and can transfer to others by skin contact, and pellets are placed in clinic and last longer. Your physician helps you choose the form that suits your levels, health and routine.',
    },
    {
      question: 'How soon will I notice a difference?',
      answer:
        'Every man responds differently, and results vary. Some notice changes in energy, mood or libido within weeks; effects on strength and body composition take months, and longer-term effects such as bone density take longer still. Your physician reviews your symptoms and labs at each stage.',
    },
    {
      question: 'Do I have to stay on it for life?',
      answer:
        'Not necessarily, but symptoms usually return if treatment stops, because your own production stays low. Many men continue long-term with monitoring; if you want to stop, your physician plans how with you.',
    },
  ],
} as const satisfies FaqCopy
