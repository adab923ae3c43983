// The journal's wellness articles: sleep and appetite, strength training while losing weight
// (docs/product.md, Journal and research). blog.ts lists them with the others, newest first.

import type { BlogArticle } from './blog-article-types'
import { blogAuthors } from './blog-authors'

export const sleepAndAppetite = {
  id: 'sleep-and-appetite',
  title: 'Sleep and Appetite: The Overlooked Link',
  excerpt:
    'Short nights make hunger louder and willpower quieter. Why sleep belongs in every weight-loss plan, and practical steps to get more of it.',
  category: 'Wellness',
  date: '2025-03-03',
  featured: false,
  author: blogAuthors.vasquez,
  sections: [
    {
      paragraphs: [
        'If you have ever raided the kitchen after a bad night, you already know the link between sleep and appetite. Too little sleep tends to increase hunger and cravings for energy-dense food, and it leaves less energy for exercise the next day.',
      ],
    },
    {
      heading: 'How much is enough?',
      paragraphs: [
        'Most adults need seven or more hours a night. Quality matters as much as quantity: loud snoring, pauses in breathing or waking unrefreshed can be signs of sleep apnoea, which is common with excess weight and worth investigating.',
      ],
    },
    {
      heading: 'Habits that help',
      paragraphs: ['Good sleep is mostly about rhythm. Try a few of these for two weeks:'],
      list: [
        'Keep the same wake-up time every day, weekends included.',
        'Get daylight in the morning and dim lights in the evening.',
        'Stop caffeine by early afternoon and keep alcohol modest.',
        'Keep the bedroom cool, dark and quiet.',
        'Put screens away half an hour before bed.',
      ],
    },
    {
      paragraphs: [
        'If you still struggle, tell us. Treating sleep apnoea or insomnia can make every other part of your plan easier.',
      ],
    },
    {
      heading: 'Shift work and irregular hours',
      paragraphs: [
        'Night shifts and rotating schedules make a regular rhythm hard. If that is your life, protect a consistent main sleep block where you can, keep the room dark with blackout blinds, and plan meals so that the longest stretch without food falls during your sleep rather than your shift.',
      ],
    },
  ],
} as const satisfies BlogArticle

export const strengthTrainingDuringWeightLoss = {
  id: 'strength-training-during-weight-loss',
  title: 'Why Strength Training Matters While You Lose Weight',
  excerpt:
    'Losing weight can cost muscle along with fat. Two or three short sessions a week help keep your strength, your metabolism and your balance.',
  category: 'Wellness',
  date: '2025-01-06',
  featured: false,
  author: blogAuthors.vasquez,
  sections: [
    {
      paragraphs: [
        'When you lose weight, some of what you lose is muscle. Muscle keeps you strong, steady on your feet and able to do the things you enjoy — so protecting it is one of the most useful things you can do during treatment.',
      ],
    },
    {
      heading: 'How much is enough',
      paragraphs: [
        'Two or three sessions a week that work the major muscle groups are a good target. Twenty to thirty minutes is plenty to begin with. Bodyweight exercises count; you do not need a gym.',
      ],
      list: [
        'Sit-to-stand from a chair, or squats',
        'Wall or counter push-ups',
        'Rows with a resistance band',
        'Step-ups on a low stair',
        'Carrying shopping bags with good posture',
      ],
    },
    {
      heading: 'Make it stick',
      paragraphs: [
        'Start lighter than you think, and add a little each week. Pair sessions with something you already do, like the morning coffee. Eat protein afterwards. And if you have joint problems, heart disease or other conditions, ask us before starting — we can help you adapt exercises safely.',
      ],
    },
    {
      heading: 'Why it matters with GLP-1 treatment',
      paragraphs: [
        'Appetite-reducing medicines can make weight come off faster, which makes protecting muscle even more important. Pairing treatment with resistance exercise and enough protein helps make sure that most of what you lose is fat, and that you feel stronger, not weaker, as the scale moves.',
      ],
    },
  ],
} as const satisfies BlogArticle
