// The text of the six free guides on /downloads. scripts/build-guides.ts turns each into a PDF
// at build time (standard PDF fonts: every character here must be in the WinAnsi set, so the
// text sticks to plain ASCII quotes and dashes). General education, reviewed for accuracy; the
// disclaimer below is printed in every guide.
import type { DownloadResourceId } from '@shared/leads'

import { clinicClaims, clinicFacts } from './clinic-facts'

export type GuideBlock =
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; items: readonly string[] }
  /** A highlighted practical tip. */
  | { kind: 'tip'; title: string; text: string }

export type GuideSection = { heading: string; blocks: readonly GuideBlock[] }

export type Guide = {
  subtitle: string
  /** One paragraph on the cover. */
  summary: string
  sections: readonly GuideSection[]
}

export const guideEdition = { label: '2026 edition', date: '2026-01-15T00:00:00Z' } as const

export const guideCopy = {
  brand: 'RENEW MEDICAL',
  coverKicker: 'Free guide',
  coverFooter: 'Written and reviewed by the physicians of Renew Medical',
  inThisGuide: 'In this guide',
  page: (page: number, pages: number) => `Page ${page} of ${pages}`,
  nextStepHeading: 'Your next step',
  nextStep: `A guide is a start. In a free consultation (${clinicClaims.consultationValue}) one of our board-certified physicians reviews your health, goals and labs, and builds a plan that fits your life. ${clinicClaims.sameDayByPhone}; online requests are answered within ${clinicFacts.onlineReplyWithin.value}.`,
  contactHeading: 'Contact Renew Medical',
  phoneLabel: 'Phone',
  emailLabel: 'Email',
  hoursLabel: 'Hours',
  disclaimerHeading: 'Medical disclaimer',
  disclaimer:
    'This guide is general health education. It is not medical advice and does not replace a consultation with a physician who knows your history. Do not start, stop or change any medication, supplement, diet or exercise program because of this guide without talking to your doctor first, especially if you are pregnant or breastfeeding, take prescription medicines, or live with a chronic condition. If you think you may have a medical emergency, call 911 or your local emergency number.',
} as const

export const guides = {
  'weight-loss-guide': {
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
  },
  'mens-health-toolkit': {
    subtitle: 'Energy, testosterone, sleep, strength and heart health for men over 30',
    summary:
      'The signs worth taking seriously, the checks to ask for and what modern treatment involves, without the hype.',
    sections: [
      {
        heading: 'Why men put off their health',
        blocks: [
          {
            kind: 'paragraph',
            text: "Men see a doctor less often than women and tend to wait until a problem is hard to ignore. Yet many of the conditions that shorten men's lives, such as high blood pressure, diabetes and heart disease, give few symptoms early on and are far easier to treat when they are found early.",
          },
        ],
      },
      {
        heading: 'Testosterone: what is normal',
        blocks: [
          {
            kind: 'paragraph',
            text: 'Testosterone supports muscle, bone, red blood cells, sex drive and mood. Levels peak in early adulthood and decline slowly, by about 1 to 2 percent a year after 30. Weight gain, poor sleep, heavy drinking and some medicines lower them further.',
          },
          {
            kind: 'list',
            items: [
              'Low energy and tiredness that sleep does not fix',
              'Lower sex drive or weaker erections',
              'Loss of muscle and strength, more belly fat',
              'Low mood, irritability or poor concentration',
              'Reduced body hair or hot flushes (less common)',
            ],
          },
          {
            kind: 'tip',
            title: 'Test properly',
            text: 'Testosterone is highest in the morning. A reliable diagnosis needs two morning blood tests on different days, plus a look at the hormones that control it (LH and FSH).',
          },
        ],
      },
      {
        heading: 'Treatment options',
        blocks: [
          {
            kind: 'paragraph',
            text: 'When low testosterone is confirmed, the first step is to treat what drives it: weight, sleep apnea, alcohol or medication. Testosterone replacement (injections, gels or pellets) can restore normal levels and relieve symptoms, but it lowers sperm production and needs regular monitoring of blood count, PSA and other markers.',
          },
          {
            kind: 'paragraph',
            text: "For men who want to keep their fertility, medicines such as enclomiphene can raise the body's own testosterone by increasing LH and FSH. Your physician explains the trade-offs of each option.",
          },
        ],
      },
      {
        heading: 'The numbers every man should know',
        blocks: [
          {
            kind: 'list',
            items: [
              'Blood pressure: ideally below 120/80. Check it at least once a year.',
              'Waist: above 40 inches (102 cm) raises the risk of diabetes and heart disease.',
              'Fasting glucose or HbA1c: screens for prediabetes and diabetes.',
              'Cholesterol: a lipid panel every few years, more often if it is high.',
              'PSA: discuss prostate screening with your doctor from about age 50, or 45 with a family history.',
            ],
          },
        ],
      },
      {
        heading: 'Sleep, strength and stress',
        blocks: [
          {
            kind: 'paragraph',
            text: 'Seven to nine hours of sleep supports testosterone, appetite control and mood. Loud snoring with pauses in breathing may be sleep apnea, which is common, treatable and strongly linked to low testosterone and high blood pressure.',
          },
          {
            kind: 'paragraph',
            text: 'Strength training two or three times a week preserves muscle and bone and improves insulin sensitivity. Add regular walking or cycling for your heart, and find a daily way to unwind: time outdoors, exercise, a hobby, or simply a screen-free hour before bed.',
          },
          {
            kind: 'tip',
            title: 'Erection problems are an early warning',
            text: 'Erectile difficulties can be the first sign of narrowed blood vessels, years before heart symptoms. Mention them to your doctor; they are common and very treatable.',
          },
        ],
      },
    ],
  },
  'meal-prep-guide': {
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
  },
  'hormone-optimization': {
    subtitle: 'Thyroid, insulin, cortisol and sex hormones, and how they shape weight and energy',
    summary:
      'How your hormones work together, the signs that something is off, and what testing and treatment can do.',
    sections: [
      {
        heading: 'Hormones as messengers',
        blocks: [
          {
            kind: 'paragraph',
            text: 'Hormones are chemical messengers released by glands into the blood. They set how fast you burn energy, when you feel hungry, how you store fat, how you sleep and how you respond to stress. Small changes in one hormone often ripple into others, which is why symptoms can be vague and easy to dismiss.',
          },
        ],
      },
      {
        heading: "Thyroid: the body's thermostat",
        blocks: [
          {
            kind: 'paragraph',
            text: 'The thyroid sets your metabolic rate. An underactive thyroid (hypothyroidism) can cause tiredness, weight gain, feeling cold, dry skin, constipation and low mood. It is common, especially in women over 50, and is diagnosed with a simple blood test (TSH and free T4).',
          },
          {
            kind: 'paragraph',
            text: 'When it is confirmed, daily thyroid hormone replacement is safe and effective. It restores normal energy, though it rarely causes large weight loss by itself.',
          },
        ],
      },
      {
        heading: 'Insulin and blood sugar',
        blocks: [
          {
            kind: 'paragraph',
            text: 'Insulin moves sugar from the blood into cells. When cells respond poorly (insulin resistance), the body makes more insulin, which favors fat storage around the waist and can lead to prediabetes and type 2 diabetes.',
          },
          {
            kind: 'list',
            items: [
              'Signs: weight gain around the middle, cravings, energy dips after meals, dark skin patches on the neck.',
              'Tests: fasting glucose, HbA1c and sometimes fasting insulin.',
              'What helps: losing 5 to 10 percent of body weight, strength training, fiber-rich meals, enough sleep and, where needed, medication.',
            ],
          },
        ],
      },
      {
        heading: 'Cortisol and stress',
        blocks: [
          {
            kind: 'paragraph',
            text: 'Cortisol helps you respond to challenges. Long-term stress and short sleep keep it high in the evening, which raises appetite, especially for sugary and fatty foods, and disturbs sleep further. True cortisol diseases are rare, but stress-related patterns are very common.',
          },
          {
            kind: 'tip',
            title: 'Lower the load',
            text: 'Regular sleep and wake times, daylight in the morning, a daily walk and a wind-down routine without screens lower evening cortisol more reliably than any supplement.',
          },
        ],
      },
      {
        heading: 'Sex hormones through life',
        blocks: [
          {
            kind: 'paragraph',
            text: 'In women, estrogen and progesterone change across the cycle and fall through perimenopause and menopause, which can bring hot flushes, poor sleep, mood changes and a shift of fat towards the waist. In men, testosterone declines slowly with age and faster with weight gain and poor sleep.',
          },
          {
            kind: 'paragraph',
            text: 'Treatment, from hormone therapy to non-hormonal options, depends on symptoms, age, health history and personal preference. It should always follow proper testing and come with regular follow-up.',
          },
        ],
      },
      {
        heading: 'Getting tested the right way',
        blocks: [
          {
            kind: 'list',
            items: [
              'Write down your symptoms, when they started and what makes them better or worse.',
              'Bring a list of every medicine and supplement: biotin, for example, can distort thyroid results.',
              'Some tests need a set time of day or fasting; ask before you book.',
              'One abnormal result is a starting point. Most diagnoses need a repeat test.',
            ],
          },
        ],
      },
    ],
  },
  'supplement-guide': {
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
  },
  'lifestyle-blueprint': {
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
  },
} as const satisfies Record<DownloadResourceId, Guide>
