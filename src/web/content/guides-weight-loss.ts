// The text of the weight-loss guide and the meal-prep guide on /downloads. guides.ts gathers the
// six and says how they are printed: plain ASCII quotes and dashes only, every character in the
// WinAnsi set.

import type { Guide } from './guide-types'

export const weightLossGuide = {
  subtitle: 'How physician-supervised weight loss works, from first visit to lasting results',
  summary:
    'Why diets alone so often fail, what modern medicine adds, and the habits that protect your results for years.',
  sections: [
    {
      heading: 'Why weight is hard to lose and easy to regain',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Body weight is not only a matter of willpower. Hunger and fullness are controlled by hormones from the gut, fat tissue and brain. When you eat less, the body answers by raising hunger signals and lowering the energy it spends, which is why weight lost on a strict diet so often comes back.',
        },
        {
          kind: 'paragraph',
          text: 'Sleep, stress, some medicines, thyroid function, insulin resistance and genetics all shift that balance. A medical program looks at each of them, so the plan works with your biology instead of against it.',
        },
      ],
    },
    {
      heading: 'What a medical weight-loss program adds',
      blocks: [
        {
          kind: 'list',
          items: [
            'A full assessment: history, medicines, body composition and, where useful, blood tests.',
            'A clear target: most people see real health gains from losing 5 to 10 percent of body weight.',
            'Medication when appropriate, prescribed and monitored by a physician.',
            'Nutrition and activity plans you can keep, adjusted as you progress.',
            'Regular check-ins, so problems are caught early and the plan keeps working.',
          ],
        },
      ],
    },
    {
      heading: 'GLP-1 medications in plain words',
      blocks: [
        {
          kind: 'paragraph',
          text: 'GLP-1 receptor agonists act like a hormone the gut releases after a meal. They slow stomach emptying and signal fullness to the brain, so smaller portions feel satisfying. In clinical trials, people using these medicines together with lifestyle changes lost on average 15 to 20 percent of their body weight over about a year and a half.',
        },
        {
          kind: 'paragraph',
          text: 'They are not right for everyone. Common side effects are nausea, constipation or diarrhea, usually mild and eased by starting at a low dose and raising it slowly. People with a personal or family history of certain thyroid tumors, or a history of pancreatitis, may not be able to use them. Your physician weighs these points with you.',
        },
        {
          kind: 'tip',
          title: 'Protect your muscle',
          text: 'When appetite drops, protein often drops too. Aim for a palm-sized portion of protein at every meal and add two or three short strength sessions a week.',
        },
      ],
    },
    {
      heading: 'Eating for steady weight loss',
      blocks: [
        {
          kind: 'list',
          items: [
            'Build each plate from half vegetables, a quarter lean protein and a quarter whole grains or starchy vegetables.',
            'Drink water first. Sugary drinks and alcohol add calories without fullness.',
            'Eat slowly and stop at comfortably full; it takes about 20 minutes for fullness signals to arrive.',
            'Plan snacks: fruit, yogurt, nuts in small portions, raw vegetables with hummus.',
            'Keep a simple food log for the first weeks. Awareness alone changes habits.',
          ],
        },
      ],
    },
    {
      heading: 'Moving more, without burning out',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Exercise matters most for keeping weight off and for heart health. Start where you are: a 10-minute walk after meals helps blood sugar and adds up quickly. Work towards 150 minutes of moderate activity a week, plus two days of strength training for the major muscle groups.',
        },
        {
          kind: 'tip',
          title: 'Make it automatic',
          text: 'Attach activity to something you already do: walk during phone calls, take the stairs at work, do ten squats while the kettle boils.',
        },
      ],
    },
    {
      heading: 'Keeping the weight off',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Maintenance is a phase of its own, not the end of the program. People who keep weight off tend to weigh themselves regularly, stay active most days, eat a fairly consistent diet and act early when the scale creeps up by a few pounds.',
        },
        {
          kind: 'list',
          items: [
            'Agree a maintenance plan with your physician before you reach your goal.',
            'If you stop a medication, plan how and when, with follow-up visits.',
            'Set a personal "action line", for example 5 pounds above your goal, and book a check-in if you reach it.',
          ],
        },
      ],
    },
  ],
} as const satisfies Guide

export const mealPrepGuide = {
  subtitle: 'A weekly system for high-protein, balanced meals that makes healthy eating easy',
  summary:
    'A shopping list, a two-hour prep plan and portion guides, so the healthy choice is also the quick one.',
  sections: [
    {
      heading: 'Why meal prep works',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Most unplanned eating happens when we are hungry, tired and short of time. Prepared meals remove that decision. People who plan and prepare food ahead tend to eat more vegetables, more protein and less takeout food, and spend less money doing it.',
        },
      ],
    },
    {
      heading: 'The balanced plate',
      blocks: [
        {
          kind: 'list',
          items: [
            'Half the plate: non-starchy vegetables such as broccoli, peppers, spinach, green beans or salad.',
            'A quarter: lean protein such as chicken, fish, eggs, tofu, beans or Greek yogurt, 25 to 35 grams per meal.',
            'A quarter: whole grains or starchy vegetables such as brown rice, quinoa, oats or sweet potato.',
            'A thumb of healthy fat: olive oil, avocado, nuts or seeds.',
          ],
        },
      ],
    },
    {
      heading: 'Your weekly shopping list',
      blocks: [
        {
          kind: 'list',
          items: [
            'Proteins: chicken breast or thighs, salmon or canned tuna, eggs, lean ground turkey, tofu, lentils.',
            'Vegetables: two trays to roast (peppers, zucchini, onions, broccoli), salad leaves, frozen mixed vegetables.',
            'Carbohydrates: brown rice or quinoa, rolled oats, sweet potatoes, whole-grain wraps.',
            'Extras: plain Greek yogurt, berries, apples, a bag of nuts, salsa, herbs and spices, lemons.',
          ],
        },
        {
          kind: 'tip',
          title: 'Frozen counts',
          text: 'Frozen vegetables and fruit are picked ripe and keep their nutrients. They are a cheap, no-waste way to fill half the plate.',
        },
      ],
    },
    {
      heading: 'The two-hour Sunday session',
      blocks: [
        {
          kind: 'list',
          items: [
            '0:00 Oven on. Season two trays of vegetables and a tray of chicken; roast.',
            '0:10 Start a pot of brown rice or quinoa and hard-boil a dozen eggs.',
            '0:30 Cook a pan of lean mince or lentils with tomatoes and spices for chilli or bolognese.',
            '0:50 Wash salad leaves, chop raw vegetables for snacks, portion yogurt and berries.',
            '1:20 Cool everything, then fill containers: protein, grain and two vegetables in each.',
            '1:45 Label with the day, fridge four days of meals, freeze the rest.',
          ],
        },
      ],
    },
    {
      heading: 'Keeping it safe and interesting',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Cooked meals keep three to four days in the fridge at 40 F (4 C) or below; freeze anything for later in the week. Cool food within two hours of cooking, and reheat until it is steaming hot all the way through.',
        },
        {
          kind: 'paragraph',
          text: 'To avoid boredom, cook plain bases and change the flavor each day: a squeeze of lemon and herbs on Monday, salsa and beans on Tuesday, a curry sauce on Wednesday, soy, ginger and garlic on Thursday.',
        },
        {
          kind: 'tip',
          title: 'Breakfast in two minutes',
          text: 'Overnight oats: half a cup of oats, half a cup of milk, a spoon of Greek yogurt and berries in a jar. Make five at once.',
        },
      ],
    },
  ],
} as const satisfies Guide
