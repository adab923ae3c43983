// The home page's copy (docs/product.md, Home page). Figures come from clinic-facts.ts
// (docs/product.md, Claims and figures); the words are ours.

import { paths } from '@/config/paths'
import { PROGRAM_PRICES } from '@shared/clinic'

import { clinicClaims, clinicFacts, factStat } from './clinic-facts'
import { heroBucket, type HomeLink, type HomeMediaObject, type HomePoster } from './home-media'
import { homeHairGrowth, homeIgnite, type HomeSpotlight } from './home-spotlights'
import { type HomeSuccessStories, homeSuccessStories } from './home-success-stories'

type HomeLanding = {
  title: string
  /** The meta description (search results, link previews). */
  description: string
  /** The hero's lead paragraph. */
  intro: string
  consultationCta: string
  callCta: string
  promo: { label: string; message: string; link: HomeLink; dismissLabel: string }
  hero: {
    brand: string
    headline: string
    highlights: readonly string[]
    video: HomeMediaObject
    poster: HomePoster
    labels: { play: string; pause: string; unsupported: string }
    fallback: { title: string; body: string }
    statsLabel: string
    stats: readonly { value: string; label: string; icon: string; note?: string }[]
  }
  successStories: HomeSuccessStories
  comparison: {
    eyebrow: string
    title: string
    intro: string
    caption: string
    columns: { feature: string; providers: readonly string[] }
    rows: readonly { feature: string; values: readonly boolean[] }[]
    labels: { yes: string; no: string; scrollHint: string }
  }
  hairGrowth: HomeSpotlight
  ignite: HomeSpotlight
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

export const homeLanding = {
  title: "Renew Medical — Physician-Supervised Weight Loss & Men's Health",
  description:
    'Physician-supervised medical weight loss and men’s health care: board-certified doctors, FDA-approved GLP-1 medications and a free consultation, in clinic or by telehealth.',
  intro: `${clinicClaims.years} of physician-led care and ${clinicClaims.livesTransformed}. Our board-certified doctors build your plan around your body, your labs and your life — for medical weight loss and men’s health, in one of our clinics or by telehealth.`,
  consultationCta: 'Free Consultation',
  callCta: 'Call',

  promo: {
    label: 'Current offer',
    message: `GLP Elite medical weight loss from $${PROGRAM_PRICES.glpElite.fromPerMonth}/month, with patients losing 15-20% of body weight.`,
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

  successStories: homeSuccessStories,

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
    // Eight things true of this clinic (docs/product.md, The practice; the program pages): the
    // spec fixes only the pattern — ours all, other clinics none, traditional medicine only
    // board-certified physicians. Nothing promised beyond the stated hours.
    rows: [
      { feature: 'Board-certified physicians', values: [true, false, true] },
      { feature: 'FDA-approved GLP-1 medications', values: [true, false, false] },
      { feature: 'A free consultation before you commit', values: [true, false, false] },
      { feature: 'Plans built on your own lab results', values: [true, false, false] },
      { feature: 'Nutrition coaching with your program', values: [true, false, false] },
      { feature: `Telehealth in ${clinicClaims.statesOnline}`, values: [true, false, false] },
      {
        feature: 'Online health questionnaire, reviewed by a physician',
        values: [true, false, false],
      },
      { feature: clinicClaims.sameDayByPhone, values: [true, false, false] },
    ],
    labels: { yes: 'Included', no: 'Not included', scrollHint: 'Swipe sideways to compare' },
  },

  hairGrowth: homeHairGrowth,

  ignite: homeIgnite,

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
