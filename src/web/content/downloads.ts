// /downloads (docs/product.md, Consultation and other pages). Ids and titles are the shared ones
// (src/shared/leads.ts); descriptions and counts are ours. Each guide is a real PDF built from
// content/guides.ts at build time and served at /guides/<id>.pdf.
import { type DownloadResourceId, downloadResources } from '@shared/leads'

type ToastCopy = { title: string; description: string }

export type DownloadResource = {
  id: DownloadResourceId
  title: string
  description: string
  /** Who it is for, shown as a small tag. */
  topic: string
  downloadCount: string
  /** The built PDF's page count; scripts/build-guides.ts fails the build if it differs. */
  pages: string
}

export type DownloadsPage = {
  title: string
  description: string
  hero: { eyebrow: string; heading: string; lead: string }
  listHeading: string
  downloadNow: string
  fileType: string
  dialog: {
    title: string
    description: string
    submit: string
    submitting: string
    close: string
  }
  success: ToastCopy
  afterNote: { heading: string; body: string; cta: string }
  backHome: string
}

export const downloadsPage = {
  title: 'Free Health Guides | Renew Medical',
  description:
    'Six free, physician-reviewed guides on weight loss, men’s health, meal prep, hormones, supplements and lasting habits. Download them as PDFs.',
  hero: {
    eyebrow: 'Free resources',
    heading: 'Free Health Guides from Our Physicians',
    lead: 'Practical, physician-reviewed guides you can read tonight and use tomorrow. Pick one, tell us where to reach you, and the PDF is yours.',
  },
  listHeading: 'Choose a guide',
  downloadNow: 'Download Now',
  fileType: 'PDF',
  dialog: {
    title: 'Download',
    description: 'Fill in your details and your free guide downloads straight away.',
    submit: 'Download Guide',
    submitting: 'Processing...',
    close: 'Close',
  },
  success: {
    title: 'Download Started!',
    description: 'Your guide is downloading. Check your downloads folder.',
  },
  afterNote: {
    heading: 'Want a plan made for you?',
    body: 'Guides are a start. A free consultation with one of our physicians turns them into a plan for your body and your goals.',
    cta: 'Schedule Free Consultation',
  },
  backHome: 'Back to home',
} as const satisfies DownloadsPage

const details = {
  'weight-loss-guide': {
    description:
      'How medical weight loss works, what GLP-1 medications do, and the habits that keep the weight off: a step-by-step guide from assessment to maintenance.',
    topic: 'Weight loss',
    downloadCount: '12,400+ downloads',
    pages: '4 pages',
  },
  'mens-health-toolkit': {
    description:
      'Energy, testosterone, sleep, strength and heart health for men over 30: the signs worth checking, the tests to ask for and what treatment involves.',
    topic: "Men's health",
    downloadCount: '8,900+ downloads',
    pages: '4 pages',
  },
  'meal-prep-guide': {
    description:
      'A simple weekly system for high-protein, balanced meals: a shopping list, a two-hour prep plan and portion guides that make healthy eating the easy choice.',
    topic: 'Nutrition',
    downloadCount: '15,200+ downloads',
    pages: '4 pages',
  },
  'hormone-optimization': {
    description:
      'Thyroid, insulin, cortisol and sex hormones explained in plain words: how they shape weight and energy, and what testing and treatment can do.',
    topic: 'Hormones',
    downloadCount: '6,700+ downloads',
    pages: '4 pages',
  },
  'supplement-guide': {
    description:
      'Which supplements have good evidence, which do not, and how to read a label: protein, vitamin D, omega-3, magnesium, fiber and more.',
    topic: 'Supplements',
    downloadCount: '9,800+ downloads',
    pages: '3 pages',
  },
  'lifestyle-blueprint': {
    description:
      'Sleep, movement, stress and routine: a 12-week blueprint for the habits that keep results for good, with weekly check-ins you can print.',
    topic: 'Lifestyle',
    downloadCount: '7,300+ downloads',
    pages: '4 pages',
  },
} as const satisfies Record<DownloadResourceId, Omit<DownloadResource, 'id' | 'title'>>

/** The six resources in the spec's order. */
export const resources: readonly DownloadResource[] = downloadResources.map((resource) => ({
  ...resource,
  ...details[resource.id],
}))

/** Where the built PDF of a guide is served (scripts/build-guides.ts writes it there). */
export function guideFileUrl(id: DownloadResourceId): string {
  return `/guides/${id}.pdf`
}
