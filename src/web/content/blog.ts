// The journal at /blog and its article pages at /blog/:id (docs/product.md, Journal and research).
// The articles are ours, written for patients and reviewed against the papers on /articles; they
// are general education, not personal medical advice (the disclaimer says so on every page).

import { paths } from '@/config/paths'
import { readingMinutes } from '@/lib/reading-time'

import type { ListingFilterCopy, ListingPageHeader } from './page-copy'

type BlogCategory =
  'Weight Loss' | "Men's Health" | 'Nutrition' | 'Wellness' | 'Success Stories' | 'Medical Insights'

/** Illustrations by name, drawn by the journal's illustration component: one per category. */
type JournalIllustration = 'scale' | 'vitality' | 'bowl' | 'sunrise' | 'summit' | 'lab'

type ArticleSection = {
  heading?: string
  paragraphs?: readonly string[]
  list?: readonly string[]
}

type BlogArticle = {
  /** The URL slug: /blog/<id>. */
  id: string
  title: string
  excerpt: string
  category: BlogCategory
  /** ISO date of publication. */
  date: string
  featured: boolean
  author: string
  sections: readonly ArticleSection[]
}

export type BlogPageCopy = ListingPageHeader &
  ListingFilterCopy<BlogCategory> & {
    featuredHeading: string
    latestHeading: string
    resultsHeading: string
    loadMore: string
    showing: (shown: number, total: number) => string
    noResults: string
    clearFilters: string
    clearSearch: string
    readArticle: string
  }

type BlogArticlePageCopy = {
  titleSuffix: string
  backToJournal: string
  backHome: string
  published: string
  relatedHeading: string
  disclaimer: string
  cta: { heading: string; body: string; label: string; href: string }
}

export const blogPage = {
  title: 'Journal — Renew Medical',
  description:
    'Practical, physician-reviewed articles on medical weight loss, nutrition, men’s health and wellness from the Renew Medical team.',
  eyebrow: 'The Renew Journal',
  heading: 'Health, explained by our physicians',
  intro:
    'Plain-language articles on medical weight loss, nutrition, men’s health and everyday wellness — written and reviewed by the people who treat our patients.',
  backHome: 'Back to Home',
  categories: [
    'All',
    'Weight Loss',
    "Men's Health",
    'Nutrition',
    'Wellness',
    'Success Stories',
    'Medical Insights',
  ],
  categoriesLabel: 'Article categories',
  searchLabel: 'Search articles',
  searchPlaceholder: 'Search articles…',
  featuredHeading: 'Featured',
  latestHeading: 'Latest articles',
  resultsHeading: 'Matching articles',
  loadMore: 'Load More',
  showing: (shown: number, total: number) =>
    `Showing ${shown} of ${total} ${total === 1 ? 'article' : 'articles'}`,
  noResults: 'No articles match your search.',
  clearFilters: 'Clear search and filters',
  clearSearch: 'Clear search',
  readArticle: 'Read article',
} as const satisfies BlogPageCopy

export const blogArticlePage = {
  titleSuffix: ' — Renew Medical Journal',
  backToJournal: 'Back to the Journal',
  backHome: 'Back to Home',
  published: 'Published',
  relatedHeading: 'Related articles',
  disclaimer:
    'This article is general education, not medical advice for you. Talk to a physician before starting, stopping or changing any treatment.',
  cta: {
    heading: 'Questions about your own plan?',
    body: 'A free consultation with one of our physicians is the place to ask them.',
    label: 'Schedule Free Consultation',
    href: paths.consultation,
  },
} as const satisfies BlogArticlePageCopy

const team = {
  founder: 'Dr. Richard Mason, Founder & Medical Director',
  raman: 'Dr. Priya Raman, Endocrinology Advisor',
  bell: "Dr. Marcus Bell, Men's Health Advisor",
  reyes: 'Dr. Daniel Reyes, Nutrition Science Advisor',
  okafor: 'Dr. Amara Okafor, Obesity Medicine Advisor',
  watanabe: 'Dr. Kenji Watanabe, Clinical Pharmacology Advisor',
  vasquez: 'Dr. Elena Vasquez, Internal Medicine Advisor',
  editors: 'The Renew Medical care team',
} as const

const articles = [
  {
    id: 'glp1-medications-explained',
    title: 'GLP-1 Medications, Explained: How Semaglutide and Tirzepatide Work',
    excerpt:
      'What these weekly medicines do in the body, what the big trials found, and why they work best as part of a physician-led plan.',
    category: 'Medical Insights',
    date: '2025-05-12',
    featured: true,
    author: team.okafor,
    sections: [
      {
        paragraphs: [
          'GLP-1 is a hormone your gut releases after you eat. It tells the pancreas to release insulin when blood sugar rises, slows how fast the stomach empties, and signals the brain that you have had enough. Medicines such as semaglutide copy that hormone but last far longer, so a single weekly injection keeps the signal steady. Tirzepatide goes a step further: it also acts on GIP, a second gut hormone involved in appetite and blood sugar.',
        ],
      },
      {
        heading: 'What the trials found',
        paragraphs: [
          'In the STEP 1 trial, adults with overweight or obesity who took weekly semaglutide 2.4 mg alongside lifestyle support lost about 15% of their body weight on average over 68 weeks, compared with about 2% on placebo. In SURMOUNT-1, tirzepatide produced average losses of 15% to 21% over 72 weeks, depending on dose.',
          'Those are averages. Some people lose more, some less, and a few do not respond well. That is one reason we follow every patient closely rather than handing over a prescription and waiting.',
        ],
      },
      {
        heading: 'Why a plan matters as much as the medicine',
        paragraphs: [
          'The medicine quiets the noise of hunger; it does not choose what goes on your plate. When appetite shrinks, protein and fiber matter more, because there is less room for them. Strength training helps protect muscle while the scale moves. And the dose is raised slowly, over weeks, so your stomach can adjust.',
        ],
        list: [
          'Start low and increase gradually, as your physician directs.',
          'Eat protein first at each meal.',
          'Drink water through the day; these medicines can blunt thirst too.',
          'Report persistent vomiting, severe abdominal pain or signs of dehydration straight away.',
        ],
      },
      {
        heading: 'Who should not take them',
        paragraphs: [
          'GLP-1 medicines are not for everyone. People with a personal or family history of medullary thyroid cancer or MEN2, and people who are pregnant or trying to conceive, should not use them. Your physician reviews your history and labs before anything is prescribed.',
        ],
      },
    ],
  },
  {
    id: 'first-month-on-a-medical-weight-loss-plan',
    title: 'Your First Month on a Medical Weight-Loss Plan: What to Expect',
    excerpt:
      'From the first consultation to your fourth weekly check-in: the appointments, the labs, the side effects and the small wins worth noticing.',
    category: 'Weight Loss',
    date: '2025-04-28',
    featured: true,
    author: team.founder,
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
  },
  {
    id: 'protein-first',
    title: 'Protein First: Eating Well While Your Appetite Is Smaller',
    excerpt:
      'When you are eating less, every bite counts. How much protein to aim for, where to find it, and simple meals that fit a smaller appetite.',
    category: 'Nutrition',
    date: '2025-04-14',
    featured: false,
    author: team.reyes,
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
  },
  {
    id: 'understanding-low-testosterone',
    title: 'Low Testosterone: Symptoms, Testing and When Treatment Makes Sense',
    excerpt:
      'Tiredness and low drive are not always about testosterone. How a proper diagnosis works, and what the evidence says treatment can and cannot do.',
    category: "Men's Health",
    date: '2025-03-31',
    featured: false,
    author: team.bell,
    sections: [
      {
        paragraphs: [
          'Testosterone levels drift down with age — by roughly 1% to 2% a year after about 30. For some men the fall goes further and brings real symptoms: low sex drive, erectile problems, fatigue, low mood, loss of muscle and more body fat.',
        ],
      },
      {
        heading: 'Getting the diagnosis right',
        paragraphs: [
          'Those symptoms have many causes, from poor sleep to depression to thyroid disease, so one blood test is never enough. The Endocrine Society’s guideline recommends measuring total testosterone in the morning, after fasting, with a reliable assay — and repeating it to confirm a low result before calling it hypogonadism.',
          'If levels are low, the next question is why. Pituitary problems, medications, obesity and sleep apnoea can all play a part, and some are treatable in their own right.',
        ],
      },
      {
        heading: 'What treatment can do',
        paragraphs: [
          'In the Testosterone Trials, older men with low levels who used testosterone gel for a year saw moderate improvements in sexual function and small improvements in mood. Energy and walking distance improved less than many expect. Honest expectations make for better decisions.',
        ],
      },
      {
        heading: 'Safety and monitoring',
        paragraphs: [
          'The TRAVERSE trial found no increase in major heart events with testosterone in men at higher cardiovascular risk, though some problems — such as atrial fibrillation — were a little more common. Treatment also suppresses sperm production. That is why we check blood count, prostate health and hormone levels regularly, and discuss fertility before starting.',
        ],
      },
    ],
  },
  {
    id: 'weight-loss-plateaus',
    title: 'Why Weight-Loss Plateaus Happen — and What Actually Helps',
    excerpt:
      'Plateaus are normal biology, not failure. What changes in your body as you lose weight, and the adjustments that tend to get things moving again.',
    category: 'Weight Loss',
    date: '2025-03-17',
    featured: false,
    author: team.okafor,
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
  },
  {
    id: 'sleep-and-appetite',
    title: 'Sleep and Appetite: The Overlooked Link',
    excerpt:
      'Short nights make hunger louder and willpower quieter. Why sleep belongs in every weight-loss plan, and practical steps to get more of it.',
    category: 'Wellness',
    date: '2025-03-03',
    featured: false,
    author: team.vasquez,
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
  },
  {
    id: 'sarah-two-years-on',
    title: 'Sarah, Two Years On: Keeping the Weight Off',
    excerpt:
      'Sarah lost 17% of her body weight in ten months on GLP Elite. She talks about what changed — and what keeping it off really takes.',
    category: 'Success Stories',
    date: '2025-02-17',
    featured: false,
    author: team.editors,
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
  },
  {
    id: 'enclomiphene-and-fertility',
    title: 'Enclomiphene vs Testosterone Therapy: Protecting Fertility',
    excerpt:
      'Testosterone therapy can switch off sperm production. How enclomiphene raises your own testosterone instead, and who it may suit.',
    category: "Men's Health",
    date: '2025-02-03',
    featured: false,
    author: team.bell,
    sections: [
      {
        paragraphs: [
          'Testosterone therapy works by adding testosterone from outside. The brain notices and turns down its own signals — LH and FSH — to the testes. Testosterone levels in the blood rise, but sperm production can fall sharply, sometimes to zero.',
        ],
      },
      {
        heading: 'A different approach',
        paragraphs: [
          'Enclomiphene is an oral medicine that blocks estrogen receptors in the brain. The brain responds by sending more LH and FSH, and the testes make more of their own testosterone. In a randomized phase II trial, enclomiphene raised morning testosterone to levels similar to testosterone gel while preserving sperm counts; the gel lowered them.',
        ],
      },
      {
        heading: 'Who it may suit',
        list: [
          'Men with low testosterone caused by low brain signalling (secondary hypogonadism)',
          'Men who want children now or in the future',
          'Men who prefer a daily tablet to gels or injections',
        ],
      },
      {
        paragraphs: [
          'It is not right for everyone. If the testes themselves are not working (primary hypogonadism), boosting the signal does little. Your physician will confirm the cause with blood tests first, and monitor hormone levels during treatment.',
        ],
      },
      {
        heading: 'What monitoring looks like',
        paragraphs: [
          'We check testosterone, LH, FSH and oestradiol a few weeks after starting, then at regular intervals, and adjust the dose to keep levels in a healthy range. Side effects are uncommon but can include headaches, mood changes or visual symptoms; tell us about any of them. If fertility is your main goal, a semen analysis before and during treatment shows whether it is working.',
        ],
      },
    ],
  },
  {
    id: 'reading-a-nutrition-label',
    title: 'Reading a Nutrition Label in Under a Minute',
    excerpt:
      'Serving size, protein, fiber, added sugar: the four lines that tell you most of what you need to know, and the marketing words to ignore.',
    category: 'Nutrition',
    date: '2025-01-20',
    featured: false,
    author: team.reyes,
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
  },
  {
    id: 'strength-training-during-weight-loss',
    title: 'Why Strength Training Matters While You Lose Weight',
    excerpt:
      'Losing weight can cost muscle along with fat. Two or three short sessions a week help keep your strength, your metabolism and your balance.',
    category: 'Wellness',
    date: '2025-01-06',
    featured: false,
    author: team.vasquez,
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
  },
  {
    id: 'what-your-labs-tell-us',
    title: 'What Your Baseline Labs Tell Your Physician',
    excerpt:
      'HbA1c, lipids, thyroid, kidney and liver tests: what each one measures, why we check it before treatment, and how it guides your plan.',
    category: 'Medical Insights',
    date: '2024-12-16',
    featured: false,
    author: team.raman,
    sections: [
      {
        paragraphs: [
          'Before we recommend treatment, we want to see your numbers. Baseline labs show how your body is working today, reveal conditions that change which treatments are safe, and give us a starting point to measure progress.',
        ],
      },
      {
        heading: 'The usual panel',
        list: [
          'HbA1c and fasting glucose — your average blood sugar and whether you have prediabetes or diabetes.',
          'Lipid panel — cholesterol and triglycerides, which often improve with weight loss.',
          'Thyroid function — an underactive thyroid can cause weight gain and fatigue.',
          'Kidney and liver function — these affect which medicines and doses are safe.',
          'Hormone tests where symptoms suggest them, such as morning testosterone for men.',
        ],
      },
      {
        heading: 'Why it matters',
        paragraphs: [
          'Prediabetes is common and very responsive to weight loss: in the Diabetes Prevention Program, a lifestyle program aiming for 7% weight loss cut new cases of type 2 diabetes by 58% over about three years. Finding it early means your plan can target it.',
          'We repeat key tests during treatment, so you can see what is changing inside as well as on the scale.',
        ],
      },
      {
        heading: 'Reading your results with you',
        paragraphs: [
          'A result just outside the reference range is not always a problem, and one inside it is not always ideal. Your physician looks at the whole picture — your symptoms, your history and how your numbers change over time — and explains what each result means for your plan before anything is prescribed.',
        ],
      },
    ],
  },
  {
    id: 'mark-energy-restored',
    title: 'Mark’s Story: When Tired Wasn’t Just Getting Older',
    excerpt:
      'Mark, 52, put his exhaustion down to age until his labs said otherwise. Six months of RM3 and monitored hormone therapy later, he is 36 lbs lighter.',
    category: 'Success Stories',
    date: '2024-12-02',
    featured: false,
    author: team.editors,
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
  },
  {
    id: 'ed-is-treatable',
    title: 'Erectile Dysfunction Is Common — and Highly Treatable',
    excerpt:
      'Tens of millions of men are affected, and most can be helped. The common causes, the treatment options and why it is worth telling a doctor.',
    category: "Men's Health",
    date: '2024-11-18',
    featured: false,
    author: team.bell,
    sections: [
      {
        paragraphs: [
          'Erectile dysfunction (ED) is one of the most common conditions men face, and one of the least talked about. The good news: it is highly treatable, and a confidential conversation is all it takes to start.',
        ],
      },
      {
        heading: 'What causes it',
        paragraphs: [
          'Erections depend on healthy blood vessels, nerves and hormones, as well as a settled mind. ED is often an early sign of something else worth finding, such as high blood pressure, diabetes, high cholesterol or low testosterone. Stress, some medications, smoking and alcohol can contribute too.',
        ],
      },
      {
        heading: 'Treatment options',
        list: [
          'Sildenafil, whose effect typically lasts 4 to 6 hours',
          'Tadalafil, whose effect can last up to 36 hours',
          'Custom compounded options where appropriate',
          'Treating underlying causes: blood pressure, blood sugar, hormones, sleep',
        ],
      },
      {
        paragraphs: [
          'These medicines are not safe with nitrates (often used for chest pain) and need care with some blood pressure drugs, so a physician must review your history first.',
        ],
      },
      {
        heading: 'Why see a doctor',
        paragraphs: [
          'Because ED can be a warning sign for heart disease, a proper assessment can protect more than your sex life. Our consultations are confidential, by video or phone, and treatment is delivered discreetly.',
        ],
      },
      {
        heading: 'What a consultation involves',
        paragraphs: [
          'Your physician asks about your symptoms, your general health and any medicines you take, and may recommend blood tests such as glucose, cholesterol and morning testosterone. Then you agree a plan together. There is no physical examination for a telehealth visit unless your history suggests one is needed in person.',
        ],
      },
    ],
  },
  {
    id: 'holiday-eating-plan',
    title: 'A Realistic Plan for Holiday Eating',
    excerpt:
      'You do not have to choose between enjoying the season and keeping your progress. A simple plan for parties, family dinners and everything in between.',
    category: 'Nutrition',
    date: '2024-11-04',
    featured: false,
    author: team.reyes,
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
  },
  {
    id: 'keeping-weight-off',
    title: 'Keeping It Off: What the Research Says About Maintenance',
    excerpt:
      'Losing weight and keeping it off are different skills. What long-term studies show, and the habits most often shared by people who maintain.',
    category: 'Weight Loss',
    date: '2024-10-21',
    featured: false,
    author: team.founder,
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
  },
  {
    id: 'managing-glp1-side-effects',
    title: 'Managing Common Side Effects of GLP-1 Treatment',
    excerpt:
      'Nausea, fullness, constipation: why they happen, how to ease them, and the warning signs that mean you should call your physician.',
    category: 'Medical Insights',
    date: '2024-10-07',
    featured: false,
    author: team.watanabe,
    sections: [
      {
        paragraphs: [
          'Most side effects of GLP-1 medicines come from the same thing that makes them work: a slower stomach and a quieter appetite. They are usually mild, most common when starting or raising the dose, and tend to fade over a few weeks.',
        ],
      },
      {
        heading: 'Nausea and fullness',
        list: [
          'Eat smaller meals and stop at the first sign of fullness.',
          'Go easy on fried, greasy and very rich foods.',
          'Sip water through the day instead of large amounts at once.',
        ],
      },
      {
        heading: 'Constipation',
        paragraphs: [
          'Add fiber gradually from vegetables, fruit, beans and whole grains, drink enough water and keep active. If it persists, ask us about safe options.',
        ],
      },
      {
        heading: 'When to call us',
        paragraphs: [
          'Contact your physician promptly if you have severe or persistent abdominal pain (especially spreading to the back), vomiting that stops you keeping fluids down, signs of dehydration, pain in the upper right abdomen, or symptoms of low blood sugar if you also take diabetes medicines.',
          'Never increase your dose faster than prescribed to speed things up — gradual increases exist to keep side effects manageable.',
        ],
      },
      {
        heading: 'Heartburn and reflux',
        paragraphs: [
          'A slower stomach can make reflux more likely. Avoid lying down for two or three hours after eating, keep evening meals small, and notice whether coffee, alcohol, spicy or fatty foods make it worse. If symptoms persist, let us know; simple treatments help, and a dose adjustment sometimes does too.',
        ],
      },
    ],
  },
] as const satisfies readonly BlogArticle[]

/**
 * Each category's own illustration, on its cards and its articles' headers (decorative: the
 * title beside it says what the article is about).
 */
export const blogCategoryIllustrations = {
  'Weight Loss': 'scale',
  "Men's Health": 'vitality',
  Nutrition: 'bowl',
  Wellness: 'sunrise',
  'Success Stories': 'summit',
  'Medical Insights': 'lab',
} as const satisfies Record<BlogCategory, JournalIllustration>

/**
 * What an article's reading time counts: the text under its header (headings, paragraphs and
 * list items), not the title and lead that its card shows as well.
 */
export function blogArticleText(article: { sections: readonly ArticleSection[] }): string {
  return article.sections
    .flatMap((section) => [
      section.heading ?? '',
      ...(section.paragraphs ?? []),
      ...(section.list ?? []),
    ])
    .join('\n')
}

/**
 * The journal's articles, each with its reading time counted from its own text here, so it
 * cannot drift from what the page shows, and costs the list nothing it did not already load.
 */
export const blogArticles = articles.map((article) => ({
  ...article,
  readTime: `${readingMinutes(blogArticleText(article))} min read`,
  illustration: blogCategoryIllustrations[article.category],
}))

export type BlogArticleId = (typeof blogArticles)[number]['id']
