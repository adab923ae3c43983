// The home page's two product spotlights, HairGrow Rx and Ignite (docs/product.md, Home page).
// home.ts gathers the page's sections.

import hairGrowthUrl from '@/assets/illustrations/hair-growth.svg'
import igniteBottleUrl from '@/assets/illustrations/ignite-bottle.svg'
import { paths } from '@/config/paths'

import type { HomeImage, HomeLink } from './home-media'

export type HomeSpotlight = {
  eyebrow: string
  title: string
  body: string
  image: HomeImage
  points: readonly { title: string; description: string; icon: string }[]
  facts?: readonly { value: string; label: string }[]
  action: HomeLink
}

export const homeHairGrowth = {
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
} as const satisfies HomeSpotlight

export const homeIgnite = {
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
} as const satisfies HomeSpotlight
