// The journal's patients’ success stories (docs/product.md, Journal and research). blog.ts lists
// them with the others, newest first.

import type { BlogArticle } from './blog-article-types'
import { blogAuthors } from './blog-authors'

export const sarahTwoYearsOn = {
  id: 'sarah-two-years-on',
  title: 'Sarah, Two Years On: Keeping the Weight Off',
  excerpt:
    'Sarah lost 17% of her body weight in ten months on GLP Elite. She talks about what changed — and what keeping it off really takes.',
  category: 'Success Stories',
  date: '2025-02-17',
  featured: false,
  author: blogAuthors.editors,
  sections: [
    {
      paragraphs: [
        'Sarah, 41, came to us after a decade of diets that worked for a month. With weekly GLP-1 treatment, nutrition coaching and regular check-ins, she lost 17% of her body weight over ten months. We asked her what the time since has been like.',
      ],
    },
    {
      heading: 'Understanding her body',
      paragraphs: [
        '“For the first time, I understood why my body held on to weight — and what to do about it,” she says. Seeing her own labs and hearing how appetite hormones work took the shame out of it. “It stopped being about willpower.”',
      ],
    },
    {
      heading: 'The habits that stuck',
      paragraphs: [
        'Sarah kept the simple things: protein at breakfast, a walk at lunch, strength training twice a week and a regular bedtime. She still checks in with her care team, and her plan has changed as she has.',
      ],
      list: [
        'Weighing in weekly, and looking at the monthly trend',
        'Planning meals on Sundays',
        'Calling her coach when a hard week starts, not after',
      ],
    },
    {
      heading: 'Her advice',
      paragraphs: [
        '“Be patient with the slow months. The scale does not move in a straight line, but your life does change.”',
        'Results vary from person to person. Sarah’s story is hers; yours starts with a conversation about your own goals.',
      ],
    },
  ],
} as const satisfies BlogArticle

export const markEnergyRestored = {
  id: 'mark-energy-restored',
  title: 'Mark’s Story: When Tired Wasn’t Just Getting Older',
  excerpt:
    'Mark, 52, put his exhaustion down to age until his labs said otherwise. Six months of RM3 and monitored hormone therapy later, he is 36 lbs lighter.',
  category: 'Success Stories',
  date: '2024-12-02',
  featured: false,
  author: blogAuthors.editors,
  sections: [
    {
      paragraphs: [
        'Mark, 52, had stopped expecting to feel well. Long days, poor sleep and a growing waistline all seemed like part of getting older. A friend suggested a consultation; his labs showed low testosterone.',
      ],
    },
    {
      heading: 'Two problems, one plan',
      paragraphs: [
        'His physician built a plan around both: the RM3 program for weight, starting with its six-week intensive phase, and monitored hormone therapy with regular blood tests. “My physician looked at the whole picture, not just the scale,” Mark says.',
      ],
    },
    {
      heading: 'Six months later',
      paragraphs: [
        'Mark lost 36 lbs in six months. His energy came back gradually, then all at once. He walks every morning and lifts weights twice a week, and his follow-up labs are where his physician wants them.',
        '“I feel ten years younger,” he says — and he now encourages friends to get checked rather than guess.',
        'Results vary. Testosterone treatment is only for men with confirmed low levels and needs regular monitoring.',
      ],
    },
    {
      heading: 'What made the difference',
      paragraphs: [
        'Mark credits the combination. Weight loss alone had never lasted, and he suspects hormone treatment alone would not have changed his habits. Together, with a care team checking in, each made the other easier: more energy made walking possible, and walking made the weight easier to lose.',
      ],
    },
  ],
} as const satisfies BlogArticle
