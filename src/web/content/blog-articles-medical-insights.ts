// The journal's medical insights: how GLP-1 medicines work, what labs show, handling side effects
// (docs/product.md, Journal and research). blog.ts lists them with the others, newest first.

import type { BlogArticle } from './blog-article-types'
import { blogAuthors } from './blog-authors'

export const glp1MedicationsExplained = {
  id: 'glp1-medications-explained',
  title: 'GLP-1 Medications, Explained: How Semaglutide and Tirzepatide Work',
  excerpt:
    'What these weekly medicines do in the body, what the big trials found, and why they work best as part of a physician-led plan.',
  category: 'Medical Insights',
  date: '2025-05-12',
  featured: true,
  author: blogAuthors.okafor,
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
} as const satisfies BlogArticle

export const whatYourLabsTellUs = {
  id: 'what-your-labs-tell-us',
  title: 'What Your Baseline Labs Tell Your Physician',
  excerpt:
    'HbA1c, lipids, thyroid, kidney and liver tests: what each one measures, why we check it before treatment, and how it guides your plan.',
  category: 'Medical Insights',
  date: '2024-12-16',
  featured: false,
  author: blogAuthors.raman,
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
} as const satisfies BlogArticle

export const managingGlp1SideEffects = {
  id: 'managing-glp1-side-effects',
  title: 'Managing Common Side Effects of GLP-1 Treatment',
  excerpt:
    'Nausea, fullness, constipation: why they happen, how to ease them, and the warning signs that mean you should call your physician.',
  category: 'Medical Insights',
  date: '2024-10-07',
  featured: false,
  author: blogAuthors.watanabe,
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
} as const satisfies BlogArticle
