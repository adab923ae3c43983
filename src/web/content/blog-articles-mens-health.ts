// The journal's men’s health articles: low testosterone, enclomiphene and fertility, erectile
// dysfunction (docs/product.md, Journal and research). blog.ts lists them with the others, newest
// first.

import type { BlogArticle } from './blog-article-types'
import { blogAuthors } from './blog-authors'

export const understandingLowTestosterone = {
  id: 'understanding-low-testosterone',
  title: 'Low Testosterone: Symptoms, Testing and When Treatment Makes Sense',
  excerpt:
    'Tiredness and low drive are not always about testosterone. How a proper diagnosis works, and what the evidence says treatment can and cannot do.',
  category: "Men's Health",
  date: '2025-03-31',
  featured: false,
  author: blogAuthors.bell,
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
} as const satisfies BlogArticle

export const enclomipheneAndFertility = {
  id: 'enclomiphene-and-fertility',
  title: 'Enclomiphene vs Testosterone Therapy: Protecting Fertility',
  excerpt:
    'Testosterone therapy can switch off sperm production. How enclomiphene raises your own testosterone instead, and who it may suit.',
  category: "Men's Health",
  date: '2025-02-03',
  featured: false,
  author: blogAuthors.bell,
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
} as const satisfies BlogArticle

export const edIsTreatable = {
  id: 'ed-is-treatable',
  title: 'Erectile Dysfunction Is Common — and Highly Treatable',
  excerpt:
    'Tens of millions of men are affected, and most can be helped. The common causes, the treatment options and why it is worth telling a doctor.',
  category: "Men's Health",
  date: '2024-11-18',
  featured: false,
  author: blogAuthors.bell,
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
} as const satisfies BlogArticle
