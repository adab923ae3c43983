// The journal's weight-loss articles: the first month, plateaus and keeping the weight off
// (docs/product.md, Journal and research). blog.ts lists them with the others, newest first.

import type { BlogArticle } from './blog-article-types'
import { blogAuthors } from './blog-authors'

export const firstMonthOnAMedicalWeightLossPlan = {
  id: 'first-month-on-a-medical-weight-loss-plan',
  title: 'Your First Month on a Medical Weight-Loss Plan: What to Expect',
  excerpt:
    'From the first consultation to your fourth weekly check-in: the appointments, the labs, the side effects and the small wins worth noticing.',
  category: 'Weight Loss',
  date: '2025-04-28',
  featured: true,
  author: blogAuthors.founder,
  sections: [
    {
      paragraphs: [
        'Starting a medical weight-loss program can feel like a leap. Knowing what the first four weeks look like makes it much smaller. Here is how the first month usually goes with us.',
      ],
    },
    {
      heading: 'Week 0: the consultation and your baseline',
      paragraphs: [
        'Your first visit is a conversation: your history, what you have tried, what got in the way and what you want from treatment. We take measurements and order baseline labs — typically blood sugar and HbA1c, a lipid panel, kidney and liver function and thyroid tests — so that every decision rests on your own numbers.',
      ],
    },
    {
      heading: 'Week 1: starting gently',
      paragraphs: [
        'If medication is part of your plan, it starts at a low dose. Many people notice they are satisfied with smaller portions within days. Mild nausea, a feeling of fullness or a change in bowel habits are common early on and usually ease as your body adjusts.',
      ],
    },
    {
      heading: 'Weeks 2 and 3: building habits',
      paragraphs: [
        'This is where the plan beyond the prescription starts to matter. We focus on a few habits rather than a complete overhaul: protein at every meal, regular water, a daily walk, and a simple way of noticing hunger before it becomes urgent.',
      ],
      list: [
        'Eat slowly and stop at comfortably full.',
        'Keep easy protein on hand — eggs, Greek yogurt, fish, beans.',
        'Write down questions for your next check-in.',
      ],
    },
    {
      heading: 'Week 4: your first review',
      paragraphs: [
        'At the end of the month we review your weight, side effects, energy and any lab results together, then decide whether to adjust the dose. Early losses vary widely; some of the first drop is water. What matters most is the trend over months, and that you feel well enough to keep going.',
        'If something does not feel right at any point — you cannot keep fluids down, you feel faint, or you have severe abdominal pain — call us rather than waiting for your next appointment.',
      ],
    },
  ],
} as const satisfies BlogArticle

export const weightLossPlateaus = {
  id: 'weight-loss-plateaus',
  title: 'Why Weight-Loss Plateaus Happen — and What Actually Helps',
  excerpt:
    'Plateaus are normal biology, not failure. What changes in your body as you lose weight, and the adjustments that tend to get things moving again.',
  category: 'Weight Loss',
  date: '2025-03-17',
  featured: false,
  author: blogAuthors.okafor,
  sections: [
    {
      paragraphs: [
        'Almost everyone who loses weight reaches a point where the scale stops moving. It is frustrating, but it is expected — and it is not a sign you have done something wrong.',
      ],
    },
    {
      heading: 'Why it happens',
      paragraphs: [
        'A smaller body uses less energy, so the calorie gap that produced weight loss shrinks on its own. At the same time, hunger hormones push back: research has found that after a diet, the hormones that drive appetite can stay raised, and those that signal fullness stay lower, for a year or more.',
      ],
    },
    {
      heading: 'What tends to help',
      list: [
        'Look at the trend over four weeks, not the day-to-day number.',
        'Check portions and snacks honestly for a week; they creep back up.',
        'Add strength training to protect muscle and daily movement.',
        'Prioritize sleep; short nights raise appetite.',
        'Talk to your physician about your treatment and dose.',
      ],
      paragraphs: [
        'Small, consistent changes usually work better than dramatic cuts, which are hard to keep and can cost muscle.',
      ],
    },
    {
      heading: 'When a plateau is a success',
      paragraphs: [
        'Sometimes a plateau is your body settling at a healthier weight. If your blood pressure, blood sugar and energy have improved, holding steady can be exactly the right result — and maintenance is a skill worth practicing.',
      ],
    },
  ],
} as const satisfies BlogArticle

export const keepingWeightOff = {
  id: 'keeping-weight-off',
  title: 'Keeping It Off: What the Research Says About Maintenance',
  excerpt:
    'Losing weight and keeping it off are different skills. What long-term studies show, and the habits most often shared by people who maintain.',
  category: 'Weight Loss',
  date: '2024-10-21',
  featured: false,
  author: blogAuthors.founder,
  sections: [
    {
      paragraphs: [
        'Many people can lose weight. Keeping it off is harder, because the body defends its previous weight: appetite hormones shift in ways that can last a year or more after a diet. Knowing that helps — it is biology, not a personal failing.',
      ],
    },
    {
      heading: 'Long-term support works better than a finish line',
      paragraphs: [
        'Large studies such as Look AHEAD show that structured, long-term lifestyle programs help people keep off more weight and improve blood sugar and fitness over years. That is why our Lifestyle program runs for 12 to 18 months and plans for maintenance from the start.',
      ],
    },
    {
      heading: 'Habits that help',
      list: [
        'Weigh in regularly, and act early when the trend rises.',
        'Keep moving: most maintainers are active most days.',
        'Keep protein and vegetables at the center of meals.',
        'Stay in touch with your care team.',
      ],
    },
    {
      paragraphs: [
        'If you stop a weight-loss medicine, talk to your physician first. Weight often returns when treatment stops, so we plan the transition together.',
      ],
    },
    {
      heading: 'Plan for the hard weeks',
      paragraphs: [
        'Illness, travel, a new job or a bereavement will interrupt your routine at some point. People who maintain well tend to have a plan for that: a simpler version of their habits for busy weeks, a weight at which they get back in touch with their care team, and no shame about needing help again.',
      ],
    },
  ],
} as const satisfies BlogArticle
