// What the program and treatment pages share: their content types, the labels every one of
// them uses, the hero media and the live-chat panel's words. Each page's own copy lives in its
// own module (weight-loss.ts, rm3.ts, …) and is built from these types.

import { paths } from '@/config/paths'

import { clinicClaims, clinicFacts } from './clinic-facts'
import { site } from './site'

export type PageMetaCopy = { title: string; description: string }
export type LinkCopy = { label: string; href: string }
/** A call to action: a route, an anchor on the page (`#id`) or a `tel:` link. */
export type ActionCopy = LinkCopy & { emphasis?: 'primary' | 'secondary' }
export type BenefitCopy = { icon: string; title: string; desc: string; link?: LinkCopy }
export type ProcessStepCopy = { step: number; title: string; description: string }
export type StatCopy = { value: string; label: string }
export type TimelineEntryCopy = { period: string; title: string; description: string }
export type TreatmentOptionCopy = { name: string; description: string; duration: string }
export type NoteCopy = { icon: string; title: string; body: readonly string[] }
export type PosterCopy = { webp: string; jpg: string; width: number; height: number }

/** A section's heading block: anchor id, eyebrow, h2 and lead paragraphs. */
export type SectionCopy = {
  id: string
  eyebrow?: string
  title: string
  intro?: readonly string[]
}

export type HeroCopy = {
  eyebrow: string
  title: string
  lead: string
  actions: readonly ActionCopy[]
}

/** The closing band of a treatment page: its figures, the next steps and an optional note. */
export type TreatmentStatsCopy = {
  title: string
  text: string
  items: readonly StatCopy[]
  actions: readonly ActionCopy[]
  note?: string
}

/** What every treatment page has around its own sections. */
export type TreatmentPageCopy = {
  meta: PageMetaCopy
  hero: HeroCopy
  stats: TreatmentStatsCopy
}

export type TestimonialCopy = {
  name: string
  age: number
  program: string
  weightLoss: string
  timeframe: string
  rating: 1 | 2 | 3 | 4 | 5
  quote: string
  results: string
  storyNumber: number
}

const heroBucket = 'hero-videos'

function poster(name: string): PosterCopy {
  return {
    webp: paths.storageObject(heroBucket, `${name}-poster.webp`),
    jpg: paths.storageObject(heroBucket, `${name}-poster.jpg`),
    width: 1280,
    height: 720,
  }
}

export const programPageLabels = {
  backLink: { label: 'Back to Home', href: paths.home },
  stepLabel: 'Step',
  durationLabel: 'Duration',
  popularLabel: 'Most Popular',
  heroVideo: {
    play: 'Play background video',
    pause: 'Pause background video',
    unsupported: 'Your browser does not support the video tag.',
  },
  heroFallback: {
    title: `Medical Excellence for ${clinicFacts.yearsInPractice.value} Years`,
    body: `Three decades of physician-supervised care, ${clinicClaims.clinics} and telemedicine since ${clinicFacts.telemedicineLaunched.value}.`,
  },
  testimonials: {
    weightLoss: 'Weight lost',
    timeframe: 'Timeframe',
    results: 'Results',
    age: (age: number) => `Age ${age}`,
    rating: (stars: number) => `Rated ${stars} out of 5`,
  },
} as const

/** The hero videos and stills in the storage bucket (media/hero-videos). */
export const heroMedia = {
  bucket: heroBucket,
  weightLoss: {
    // Tried in order with a HEAD request each (docs/product.md, Hero videos); the first that
    // answers 200 plays.
    candidates: ['weight-loss-hero.mp4', 'weightloss.mp4', 'weight-loss.mp4'],
    poster: poster('weight-loss'),
  },
  rm3: { file: 'rm3.mp4', poster: poster('rm3') },
  mensHealth: { file: 'mens-health.mp4', poster: poster('mens-health') },
  lifestyle: { file: 'lifestyle.mp4', poster: poster('lifestyle') },
} as const

/** The 'Live Chat' panel: the ways to reach a person now (the original's button did nothing). */
export const liveChatCopy = {
  trigger: 'Live Chat',
  title: 'Talk to our care team',
  description: `Our patient care coordinators answer by phone and e-mail during clinic hours. Prefer to write it all down? Request your free consultation online and we will contact you within ${clinicFacts.onlineReplyWithin.value}.`,
  close: 'Close contact panel',
  phoneLabel: 'Call us',
  emailLabel: 'E-mail us',
  hoursLabel: 'Hours',
  consultation: { label: 'Request a Free Consultation', href: paths.consultation },
} as const

export const clinicContact = {
  phone: site.phone,
  email: site.email,
  hours: site.hours,
}

/** The "call now" action with the clinic number (a `tel:` link). */
export const callNowAction = {
  label: `Call Now ${site.phone.display}`,
  href: `tel:${site.phone.tel}`,
  emphasis: 'secondary',
} as const satisfies ActionCopy

/** One question of a page's FAQ. The answer is one paragraph: it is shown and given to search
 * engines (FAQPage JSON-LD) as the same text. */
export type FaqItemCopy = { question: string; answer: string }

/** A page's FAQ section: its heading block and 5–8 questions (src/web/content/faqs/<page>.ts). */
export type FaqCopy = SectionCopy & { items: readonly FaqItemCopy[] }

/** A treatment or program's list price: the monthly amount it starts from, in whole dollars. */
export type MonthlyPriceCopy = {
  /** In whole dollars, e.g. 39. */
  fromPerMonth: number
  /** As shown, e.g. 'From $39 per month'. */
  label: string
  /** What the amount is, e.g. 'Starts with the 6-week intensive phase'. */
  note?: string
}

/**
 * A page's price panel (src/web/content/treatment-prices.ts): the price it starts from (left out
 * where the page shows its prices elsewhere, as /weight-loss does on its program cards), what it
 * includes, what costs extra, the free consultation and the HSA/FSA note.
 */
export type PricePanelCopy = SectionCopy & {
  price?: MonthlyPriceCopy
  /** Each treatment's own starting price, on an overview page (/mens-health). */
  breakdown?: readonly { name: string; price: MonthlyPriceCopy }[]
  /** One paragraph under the price: how the price is set. */
  summary: string
  consultation: string
  includesTitle: string
  includes: readonly string[]
  extrasTitle: string
  extras: readonly string[]
  paymentTitle: string
  payment: string
}
