// The home page's copy (docs/product.md, Home page). Figures come from clinic-facts.ts
// (docs/product.md, Claims and figures); the words are ours.

import hairGrowthUrl from '@/assets/illustrations/hair-growth.svg'
import igniteBottleUrl from '@/assets/illustrations/ignite-bottle.svg'
import storyCompleteJourneyUrl from '@/assets/illustrations/story-complete-journey.svg'
import storyMarkUrl from '@/assets/illustrations/story-mark.svg'
import storySarahUrl from '@/assets/illustrations/story-sarah.svg'
import { paths } from '@/config/paths'

import { clinicClaims, clinicFacts, factStat } from './clinic-facts'

type Link = { label: string; href: string }
type Image = { src: string; alt: string; width: number; height: number }
type Poster = { webp: string; jpg: string; width: number; height: number }
type MediaObject = { bucket: string; file: string }

type HomeLanding = {
  title: string
  /** The meta description (search results, link previews). */
  description: string
  /** The hero's lead paragraph. */
  intro: string
  consultationCta: string
  callCta: string
  promo: { label: string; message: string; link: Link; dismissLabel: string }
  hero: {
    brand: string
    headline: string
    highlights: readonly string[]
    video: MediaObject
    poster: Poster
    labels: { play: string; pause: string; unsupported: string }
    fallback: { title: string; body: string }
    statsLabel: string
    stats: readonly { value: string; label: string; icon: string; note?: string }[]
  }
  successStories: {
    eyebrow: string
    title: string
    intro: string
    labels: { service: string; outcome: string }
    action: Link
    stories: readonly {
      title: string
      subtitle: Link
      story: string
      image: Image
      service: string
      outcome: string
      testimonial: { quote: string; attribution: string }
    }[]
    journey: {
      title: string
      intro: string
      steps: readonly { title: string; description: string; icon: string }[]
      video: MediaObject
      poster: Poster & { alt: string }
      labels: { play: string; pause: string; unsupported: string }
    }
    closing: { title: string; body: string; primary: Link; secondary: Link }
  }
  comparison: {
    eyebrow: string
    title: string
    intro: string
    caption: string
    columns: { feature: string; providers: readonly string[] }
    rows: readonly { feature: string; values: readonly boolean[] }[]
    labels: { yes: string; no: string; scrollHint: string }
  }
  hairGrowth: Spotlight
  ignite: Spotlight
  team: {
    eyebrow: string
    title: string
    intro: string
    learnMore: string
    advisorsTitle: string
  }
  testimonials: {
    eyebrow: string
    title: string
    intro: string
    /** The spec shows the first 3 of the 5 testimonials. */
    shown: number
    labels: { weightLoss: string; timeframe: string; results: string }
  }
}

type Spotlight = {
  eyebrow: string
  title: string
  body: string
  image: Image
  points: readonly { title: string; description: string; icon: string }[]
  facts?: readonly { value: string; label: string }[]
  action: Link
}

const heroBucket = 'hero-videos'

export const homeLanding = {
  title: "Renew Medical — Physician-Supervised Weight Loss & Men's Health",
  description:
    'Physician-supervised medical weight loss and men’s health care: board-certified doctors, FDA-approved GLP-1 medications and a free consultation, in clinic or by telehealth.',
  intro: `${clinicClaims.years} of physician-led care and ${clinicClaims.livesTransformed}. Our board-certified doctors build your plan around your body, your labs and your life — for medical weight loss and men’s health, in one of our clinics or by telehealth.`,
  consultationCta: 'Free Consultation',
  callCta: 'Call',

  promo: {
    label: 'Current offer',
    message:
      'GLP Elite medical weight loss from $299/month, with patients losing 15-20% of body weight.',
    link: { label: 'See GLP Elite', href: paths.weightLoss },
    dismissLabel: 'Dismiss this offer',
  },

  hero: {
    brand: 'Renew Medical',
    headline: 'Lose the weight. Keep the life you want.',
    highlights: [
      'Board-certified physicians',
      'FDA-approved GLP-1 medications',
      `Telehealth in ${clinicClaims.statesOnline}`,
    ],
    video: { bucket: heroBucket, file: 'Runner.mp4' },
    poster: {
      webp: paths.storageObject(heroBucket, 'Runner-poster.webp'),
      jpg: paths.storageObject(heroBucket, 'Runner-poster.jpg'),
      width: 1280,
      height: 720,
    },
    labels: {
      play: 'Play background video',
      pause: 'Pause background video',
      unsupported: 'Your browser does not support the video tag.',
    },
    fallback: {
      title: `Medical Excellence for ${clinicFacts.yearsInPractice.value} Years`,
      body: `Three decades of physician-supervised care, ${clinicClaims.clinics} and telemedicine since ${clinicFacts.telemedicineLaunched.value} — the same careful medicine, wherever you start.`,
    },
    statsLabel: 'Renew Medical in numbers',
    stats: [
      { ...factStat(clinicFacts.yearsInPractice), icon: 'award' },
      // Shown with what it counts, so it never reads as the patients figure of other pages.
      { ...factStat(clinicFacts.livesTransformed), icon: 'users' },
      { ...factStat(clinicFacts.satisfaction), icon: 'heart' },
      { ...factStat(clinicFacts.rating), icon: 'star' },
      { ...factStat(clinicFacts.clinicLocations), icon: 'building' },
      { ...factStat(clinicFacts.statesOnline), icon: 'map' },
      { ...factStat(clinicFacts.telemedicineLaunched, 'Telemedicine since'), icon: 'telehealth' },
    ],
  },

  successStories: {
    eyebrow: 'Success stories',
    title: 'Real patients, measurable change',
    intro:
      'Every plan starts with a conversation and a set of labs. Here is where three of those conversations led.',
    labels: { service: 'Program', outcome: 'Outcome' },
    action: { label: 'Start Your Journey', href: paths.consultation },
    stories: [
      {
        title: 'From yo-yo dieting to steady, lasting loss',
        subtitle: { label: "Sarah's transformation", href: paths.sarahTransformation },
        story:
          'After a decade of diets that worked for a month, Sarah wanted a plan built on medicine rather than willpower. Weekly GLP-1 treatment, nutrition coaching and regular check-ins with her physician turned small weekly losses into a new baseline.',
        image: {
          src: storySarahUrl,
          alt: 'Illustration of a woman walking confidently along a sunlit path',
          width: 480,
          height: 360,
        },
        service: 'GLP Elite medical weight loss',
        outcome: '17% of body weight lost in 10 months',
        testimonial: {
          quote:
            'For the first time, I understood why my body held on to weight — and what to do about it.',
          attribution: 'Sarah, 41',
        },
      },
      {
        title: 'Energy back, waistline down',
        subtitle: { label: "Mark's revival", href: paths.markRevival },
        story:
          'Mark put his exhaustion down to age until his labs showed low testosterone. A monitored hormone plan alongside the RM3 program restored his energy, and the six-week intensive phase gave his weight loss a fast, safe start.',
        image: {
          src: storyMarkUrl,
          alt: 'Illustration of a man mid-stride on a morning run beside an energy gauge',
          width: 480,
          height: 360,
        },
        service: "RM3 with men's health hormone therapy",
        outcome: '36 lbs lost and energy restored in 6 months',
        testimonial: {
          quote:
            'My physician looked at the whole picture, not just the scale. I feel ten years younger.',
          attribution: 'Mark, 52',
        },
      },
      {
        title: 'A complete journey, start to maintenance',
        subtitle: { label: 'The complete journey', href: paths.completeJourney },
        story:
          'Weight loss is one chapter; keeping it off is the book. Our 12-18 month Lifestyle program carries patients from assessment through treatment to maintenance, with coaching that fits a working week.',
        image: {
          src: storyCompleteJourneyUrl,
          alt: 'Illustration of a winding path climbing a hill past four milestone flags',
          width: 480,
          height: 360,
        },
        service: 'Lifestyle program',
        outcome: 'Results kept through a 12-18 month plan',
        testimonial: {
          quote: 'The check-ins kept me honest, and the plan changed with me as I changed.',
          attribution: 'Denise, 47',
        },
      },
    ],
    journey: {
      title: 'Your journey, step by step',
      intro: 'The same physician-guided path sits behind every story above.',
      steps: [
        {
          title: 'Comprehensive Assessment',
          description:
            'A free consultation about your history, goals and what has and hasn’t worked.',
          icon: 'assessment',
        },
        {
          title: 'Medical Baseline',
          description:
            'Lab work and vital measurements, so every decision rests on your own numbers.',
          icon: 'labs',
        },
        {
          title: 'Personalized Protocol',
          description:
            'Medication, nutrition and activity matched to your body, reviewed by your physician.',
          icon: 'plan',
        },
        {
          title: 'Transformation',
          description: 'Weekly check-ins and adjustments until the results are yours to keep.',
          icon: 'transformation',
        },
      ],
      video: { bucket: heroBucket, file: 'weight-loss.mp4' },
      poster: {
        webp: paths.storageObject(heroBucket, 'weight-loss-poster.webp'),
        jpg: paths.storageObject(heroBucket, 'weight-loss-poster.jpg'),
        width: 1280,
        height: 720,
        alt: 'Soft light drifting across teal and navy: a calm visual for the patient journey',
      },
      labels: {
        play: 'Play journey video',
        pause: 'Pause journey video',
        unsupported: 'Your browser does not support the video tag.',
      },
    },
    closing: {
      title: 'Your story could be next',
      body: 'Talk to a physician about your goals — the first consultation is free.',
      primary: { label: 'Schedule Free Consultation', href: paths.consultation },
      secondary: { label: 'Read Success Stories', href: paths.successStories },
    },
  },

  comparison: {
    eyebrow: 'Why Renew Medical',
    title: 'Medical care, not just a prescription',
    intro:
      'What you get with us, side by side with other weight-loss clinics and traditional medicine.',
    caption: 'How Renew Medical compares with other clinics and traditional medicine',
    columns: {
      feature: 'Feature',
      providers: ['Renew Medical', 'Other Clinics', 'Traditional Medicine'],
    },
    rows: [
      { feature: 'Board-certified physicians', values: [true, false, true] },
      { feature: 'FDA-approved GLP-1 medications', values: [true, false, false] },
      { feature: 'Personalized treatment plans', values: [true, false, false] },
      { feature: 'Weekly check-ins', values: [true, false, false] },
      { feature: `Telehealth in ${clinicClaims.statesOnline}`, values: [true, false, false] },
      { feature: 'Lab work included', values: [true, false, false] },
      { feature: 'Nutrition coaching', values: [true, false, false] },
      { feature: '24/7 support', values: [true, false, false] },
    ],
    labels: { yes: 'Included', no: 'Not included', scrollHint: 'Swipe sideways to compare' },
  },

  hairGrowth: {
    eyebrow: "Men's health",
    title: 'HairGrow Rx: prescription hair restoration',
    body: 'Thinning hair is common, treatable and nothing to hide. HairGrow Rx pairs prescription treatment with physician follow-up, delivered to your door — most men see regrowth in 3-6 months and the best results after a year.',
    image: {
      src: hairGrowthUrl,
      alt: 'Illustration of a head in profile with new hair growing from healthy follicles',
      width: 480,
      height: 400,
    },
    points: [
      {
        title: 'Blocks DHT',
        description: 'Targets the hormone behind most male hair loss.',
        icon: 'shield',
      },
      {
        title: 'Wakes follicles',
        description: 'Stimulates resting follicles back into growth.',
        icon: 'sprout',
      },
      {
        title: 'Healthier scalp',
        description: 'Supports the skin that new hair grows from.',
        icon: 'droplets',
      },
    ],
    facts: [
      { value: '85%', label: 'see regrowth' },
      { value: '6 mo', label: 'average to results' },
      { value: '95%', label: 'satisfaction' },
    ],
    action: { label: 'Explore HairGrow Rx', href: paths.hairgrowRx },
  },

  ignite: {
    eyebrow: 'RM Naturals',
    title: 'Ignite Metabolic Support',
    body: 'Our physician-formulated daily supplement for energy and a healthy metabolism, made to sit alongside your plan rather than replace it.',
    image: {
      src: igniteBottleUrl,
      alt: 'Illustration of an Ignite Metabolic Support bottle with capsules beside it',
      width: 480,
      height: 400,
    },
    points: [
      { title: 'Simple routine', description: 'Four capsules a day, with meals.', icon: 'pill' },
      {
        title: 'Energy that lasts',
        description: 'Formulated to support steady daily energy.',
        icon: 'flame',
      },
      {
        title: 'A month per bottle',
        description: 'One bottle covers thirty days.',
        icon: 'calendar',
      },
    ],
    facts: [
      { value: '4', label: 'capsules daily' },
      { value: '120', label: 'capsules per bottle' },
      { value: '30-day', label: 'supply' },
    ],
    action: { label: 'Shop RM Naturals', href: paths.supplements },
  },

  team: {
    eyebrow: 'Our team',
    title: 'The physicians behind your plan',
    intro:
      'Founded by a physician and run by people who have spent their careers in patient care, with a board of medical advisors across every specialty we treat.',
    learnMore: 'Learn More',
    advisorsTitle: 'Medical advisory board',
  },

  testimonials: {
    eyebrow: 'Testimonials',
    title: clinicClaims.rated,
    intro: 'In our patients’ own words.',
    shown: 3,
    labels: { weightLoss: 'Weight lost', timeframe: 'Timeframe', results: 'Results' },
  },
} as const satisfies HomeLanding

/** Testimonial label templates (functions, so they live outside the `as const` object). */
export const testimonialLabels = {
  ...homeLanding.testimonials.labels,
  age: (age: number) => `Age ${age}`,
  rating: (stars: number) => `Rated ${stars} out of 5`,
}
