// The journal's nutrition articles: protein first, reading a label, eating through the holidays
// (docs/product.md, Journal and research). blog.ts lists them with the others, newest first.

import type { BlogArticle } from './blog-article-types'
import { blogAuthors } from './blog-authors'

export const proteinFirst = {
  id: 'protein-first',
  title: 'Protein First: Eating Well While Your Appetite Is Smaller',
  excerpt:
    'When you are eating less, every bite counts. How much protein to aim for, where to find it, and simple meals that fit a smaller appetite.',
  category: 'Nutrition',
  date: '2025-04-14',
  featured: false,
  author: blogAuthors.reyes,
  sections: [
    {
      paragraphs: [
        'Appetite-reducing treatment makes it easier to eat less. The catch is that eating less of everything can mean too little protein — and protein is what helps you keep muscle while you lose fat. That is why we ask patients to put protein first.',
      ],
    },
    {
      heading: 'How much is enough?',
      paragraphs: [
        'Needs vary with body size, kidney function and activity, so your clinician will give you a personal target. As a rough guide, many adults losing weight do well with a palm-sized portion of protein at each meal and a protein-rich snack if they are hungry between meals.',
      ],
    },
    {
      heading: 'Easy sources',
      paragraphs: ['Variety helps, and so does convenience. A few staples cover most days:'],
      list: [
        'Eggs, Greek yogurt and cottage cheese',
        'Chicken, turkey, fish and lean red meat',
        'Tofu, tempeh, lentils, beans and edamame',
        'A protein shake when a meal is not realistic',
      ],
    },
    {
      heading: 'Make small meals count',
      paragraphs: [
        'Eat the protein on your plate first, then vegetables, then starch. Choose foods that are simple to eat slowly. If large meals feel uncomfortable, four or five small ones may suit you better than three.',
        'And do not forget fiber and fluids: vegetables, fruit, whole grains and water help keep digestion comfortable, especially in the first months of treatment.',
      ],
    },
  ],
} as const satisfies BlogArticle

export const readingANutritionLabel = {
  id: 'reading-a-nutrition-label',
  title: 'Reading a Nutrition Label in Under a Minute',
  excerpt:
    'Serving size, protein, fiber, added sugar: the four lines that tell you most of what you need to know, and the marketing words to ignore.',
  category: 'Nutrition',
  date: '2025-01-20',
  featured: false,
  author: blogAuthors.reyes,
  sections: [
    {
      paragraphs: [
        'Food labels hold a lot of numbers. You do not need all of them. Check these four lines, in this order, and you will know most of what matters.',
      ],
      list: [
        'Serving size — everything else on the label is per serving, and packages often hold several.',
        'Protein — helps you stay full and protects muscle.',
        'Fiber — supports digestion and fullness; whole foods usually have more.',
        'Added sugars — the daily value percentage shows how much of a day’s limit one serving uses.',
      ],
    },
    {
      heading: 'Then glance at the ingredients',
      paragraphs: [
        'Ingredients are listed by weight, largest first. A short list of recognizable foods is a good sign. A long list of additives suggests a more heavily processed product — and in a carefully controlled NIH study, people ate about 500 more calories a day on an ultra-processed diet than on an unprocessed one.',
      ],
    },
    {
      heading: 'Words to ignore',
      paragraphs: [
        '“Natural”, “wholesome” and “made with real fruit” are marketing, not nutrition. “Low fat” foods sometimes make up the difference with sugar. The numbers on the back tell you more than the words on the front.',
      ],
    },
    {
      heading: 'Putting it together',
      paragraphs: [
        'Comparing two yogurts, two cereals or two ready meals? Check the serving sizes match, then pick the one with more protein and fiber and less added sugar. You will not always find a perfect option, and you do not need one — a slightly better choice, made every day, adds up.',
      ],
    },
  ],
} as const satisfies BlogArticle

export const holidayEatingPlan = {
  id: 'holiday-eating-plan',
  title: 'A Realistic Plan for Holiday Eating',
  excerpt:
    'You do not have to choose between enjoying the season and keeping your progress. A simple plan for parties, family dinners and everything in between.',
  category: 'Nutrition',
  date: '2024-11-04',
  featured: false,
  author: blogAuthors.reyes,
  sections: [
    {
      paragraphs: [
        'Holidays are about people, not perfection. The aim is to enjoy them and come out the other side with your habits intact. A few decisions made in advance make that much easier.',
      ],
    },
    {
      heading: 'Before the event',
      list: [
        'Eat a normal, protein-rich meal earlier in the day; arriving starving rarely ends well.',
        'Decide on the one or two treats you really want.',
        'Offer to bring a dish you know fits your plan.',
      ],
    },
    {
      heading: 'At the table',
      paragraphs: [
        'Fill half your plate with vegetables and a quarter with protein before the rest. Eat slowly and put your fork down between bites. If you are on a GLP-1 medicine, smaller portions are kinder to your stomach — rich, heavy meals are more likely to cause nausea.',
        'Alcohol adds calories and lowers resolve. Alternate each drink with water, or choose a sparkling alternative.',
      ],
    },
    {
      heading: 'The day after',
      paragraphs: [
        'One big meal does not undo months of work. Go back to your routine at the next meal, take a walk, and move on without guilt.',
      ],
    },
    {
      heading: 'Keep moving',
      paragraphs: [
        'Holiday routines fall apart easily, so lower the bar rather than dropping it: a ten-minute walk after the big meal, a family game outside, or a short bodyweight session in the morning. Movement helps with blood sugar after large meals, and it keeps the habit alive until normal life returns.',
      ],
    },
  ],
} as const satisfies BlogArticle
