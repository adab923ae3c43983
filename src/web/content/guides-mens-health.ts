// The text of the men's health toolkit and the hormone optimization guide on /downloads. guides.ts
// gathers the six and says how they are printed: plain ASCII quotes and dashes only, every
// character in the WinAnsi set.

import type { Guide } from './guide-types'

export const mensHealthToolkit = {
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
} as const satisfies Guide

export const hormoneOptimization = {
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
} as const satisfies Guide
