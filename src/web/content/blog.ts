// The journal at /blog and its article pages at /blog/:id (docs/product.md, Journal and research).
// The articles are ours, written for patients and reviewed against the papers on /articles; they
// are general education, not personal medical advice (the disclaimer says so on every page).

import { paths } from '@/config/paths'
import { readingMinutes } from '@/lib/reading-time'

import type {
  ArticleSection,
  BlogArticle,
  BlogCategory,
  JournalIllustration,
} from './blog-article-types'
import {
  glp1MedicationsExplained,
  managingGlp1SideEffects,
  whatYourLabsTellUs,
} from './blog-articles-medical-insights'
import {
  edIsTreatable,
  enclomipheneAndFertility,
  understandingLowTestosterone,
} from './blog-articles-mens-health'
import { holidayEatingPlan, proteinFirst, readingANutritionLabel } from './blog-articles-nutrition'
import { markEnergyRestored, sarahTwoYearsOn } from './blog-articles-success-stories'
import {
  firstMonthOnAMedicalWeightLossPlan,
  keepingWeightOff,
  weightLossPlateaus,
} from './blog-articles-weight-loss'
import { sleepAndAppetite, strengthTrainingDuringWeightLoss } from './blog-articles-wellness'
import type { ListingFilterCopy, ListingPageHeader } from './page-copy'

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

// In order of publication, newest first.
const articles = [
  glp1MedicationsExplained,
  firstMonthOnAMedicalWeightLossPlan,
  proteinFirst,
  understandingLowTestosterone,
  weightLossPlateaus,
  sleepAndAppetite,
  sarahTwoYearsOn,
  enclomipheneAndFertility,
  readingANutritionLabel,
  strengthTrainingDuringWeightLoss,
  whatYourLabsTellUs,
  markEnergyRestored,
  edIsTreatable,
  holidayEatingPlan,
  keepingWeightOff,
  managingGlp1SideEffects,
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
