// The text of the supplement guide and the lifestyle blueprint on /downloads. guides.ts gathers the
// six and says how they are printed: plain ASCII quotes and dashes only, every character in the
// WinAnsi set.

import type { Guide } from './guide-types'

export const supplementGuide = {
  subtitle: 'Which supplements have good evidence, which do not, and how to read a label',
  summary:
    "A physician's short list of supplements worth considering, the ones to skip, and how to buy safely.",
  sections: [
    {
      heading: 'Food first',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Supplements fill gaps; they do not replace a balanced diet. Whole foods bring fiber and thousands of compounds that work together in ways a capsule cannot copy. Before adding anything, look at what you eat, and ask whether a blood test would show a real shortfall.',
        },
      ],
    },
    {
      heading: 'Supplements with good evidence, for the right people',
      blocks: [
        {
          kind: 'list',
          items: [
            'Protein powder: a convenient way to reach 25 to 35 grams of protein per meal, useful while losing weight.',
            'Vitamin D: worth testing if you get little sun; deficiency is common, especially in winter.',
            'Omega-3 fats (EPA and DHA): helpful if you rarely eat oily fish; high doses lower triglycerides.',
            'Fiber (psyllium): supports fullness, regular bowels and cholesterol.',
            'Vitamin B12: important for vegans, older adults and people on metformin or acid-reducing medicines.',
            'Creatine monohydrate: supports strength and muscle with training, and is well studied.',
          ],
        },
      ],
    },
    {
      heading: 'Supplements to approach with caution',
      blocks: [
        {
          kind: 'paragraph',
          text: '"Fat burners", detox teas and products promising rapid weight loss have little evidence and can contain stimulants or undeclared medicines. High-dose vitamin A, vitamin E and iron can cause harm when they are not needed. St John\'s wort and several other herbs interact with prescription drugs, including birth control and blood thinners.',
        },
        {
          kind: 'tip',
          title: 'Tell your physician',
          text: 'Bring every supplement you take to your appointment, in its bottle. Some change lab results or the way your medicines work.',
        },
      ],
    },
    {
      heading: 'How to read a label',
      blocks: [
        {
          kind: 'list',
          items: [
            'Check the dose per serving, not per container, and how many capsules a serving is.',
            'Look for independent testing seals (such as USP or NSF), which confirm the contents match the label.',
            'Be wary of "proprietary blends": they hide how much of each ingredient you get.',
            'Avoid products that promise to cure, treat or prevent disease.',
            'Compare with the daily upper limits; more is not better.',
          ],
        },
      ],
    },
    {
      heading: 'Building a simple routine',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Keep it short: one to three products that answer a specific need, taken consistently. Review the list with your physician once a year and stop anything that no longer has a reason to be there.',
        },
      ],
    },
  ],
} as const satisfies Guide

export const lifestyleBlueprint = {
  subtitle: 'A 12-week plan for the habits that keep your results for good',
  summary:
    'Sleep, movement, food and stress, built up one small step at a time, with weekly check-ins you can print.',
  sections: [
    {
      heading: 'Habits beat motivation',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Motivation rises and falls; habits carry on. A habit forms when a small action is repeated in the same context until it feels automatic, which for most people takes two to three months. This blueprint adds one change at a time, so each has room to settle before the next.',
        },
      ],
    },
    {
      heading: 'Weeks 1 to 3: sleep and routine',
      blocks: [
        {
          kind: 'list',
          items: [
            'Pick a fixed wake-up time, seven days a week.',
            'Get outdoor light within an hour of waking.',
            'Set a screen-off time 45 minutes before bed.',
            'Aim for seven to nine hours in bed, in a cool, dark room.',
          ],
        },
      ],
    },
    {
      heading: 'Weeks 4 to 6: movement',
      blocks: [
        {
          kind: 'list',
          items: [
            'Walk 10 minutes after your two largest meals.',
            'Add two 20-minute strength sessions a week: squats, push-ups against a wall or bench, rows, lunges.',
            'Count your daily steps for a week, then add 1,000 to your average.',
          ],
        },
        {
          kind: 'tip',
          title: 'Never miss twice',
          text: 'Missing a day is normal. Make a rule that you never miss two days in a row, and the habit survives busy weeks.',
        },
      ],
    },
    {
      heading: 'Weeks 7 to 9: food',
      blocks: [
        {
          kind: 'list',
          items: [
            'Protein at every meal, vegetables at lunch and dinner.',
            'Water as your default drink; keep alcohol to a few drinks a week at most.',
            'One prep session a week (see our Healthy Meal Prep Guide).',
            'Eat at the table, without screens, and stop at comfortably full.',
          ],
        },
      ],
    },
    {
      heading: 'Weeks 10 to 12: stress and connection',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Stress drives cravings, poor sleep and skipped workouts. Choose one daily practice you enjoy, such as a walk outside, five minutes of slow breathing, journaling or time with friends, and protect it like an appointment. People with supportive company keep healthy habits longer, so share your plan with someone.',
        },
      ],
    },
    {
      heading: 'Your weekly check-in',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Once a week, spend five minutes with these questions. Write the answers down; the pattern over weeks tells you more than any single day.',
        },
        {
          kind: 'list',
          items: [
            'How many nights did I sleep seven hours or more?',
            'How many days did I move on purpose?',
            'Which meal went best this week, and why?',
            'What got in the way, and what will I try differently?',
            'On a scale of 1 to 10, how is my energy?',
          ],
        },
      ],
    },
  ],
} as const satisfies Guide
