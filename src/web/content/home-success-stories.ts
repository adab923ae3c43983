// The home page's success stories: three patients' stories, the journey behind them and the
// closing call (docs/product.md, Home page). home.ts gathers the page's sections.

import storyCompleteJourneyUrl from '@/assets/illustrations/story-complete-journey.svg'
import storyMarkUrl from '@/assets/illustrations/story-mark.svg'
import storySarahUrl from '@/assets/illustrations/story-sarah.svg'
import { paths } from '@/config/paths'

import {
  heroBucket,
  type HomeImage,
  type HomeLink,
  type HomeMediaObject,
  type HomePoster,
} from './home-media'

export type HomeSuccessStories = {
  eyebrow: string
  title: string
  intro: string
  labels: { service: string; outcome: string }
  action: HomeLink
  stories: readonly {
    title: string
    subtitle: HomeLink
    story: string
    image: HomeImage
    service: string
    outcome: string
    testimonial: { quote: string; attribution: string }
  }[]
  journey: {
    title: string
    intro: string
    steps: readonly { title: string; description: string; icon: string }[]
    video: HomeMediaObject
    poster: HomePoster & { alt: string }
    labels: { play: string; pause: string; unsupported: string }
  }
  closing: { title: string; body: string; primary: HomeLink; secondary: HomeLink }
}

export const homeSuccessStories = {
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
} as const satisfies HomeSuccessStories
