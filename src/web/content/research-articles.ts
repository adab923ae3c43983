// The research list at /articles (docs/product.md, Journal and research): real, published papers
// only.
//
// HOW EACH CITATION WAS VERIFIED (docs/product.md, Copy and names are ours: never invent a DOI or
// PMID). Checked against public copies of the papers and their index records, looked up by title;
// what each paper's figures rest on is noted at the top of the file that lists it,
// research-papers-medicine.ts or research-papers-lifestyle.ts.
//
// 'Download PDF' is offered only where PubMed Central holds a free full text (the PMC links in
// those notes); it opens the PMC record, whose page serves the PDF. 'View Article' opens
// https://doi.org/<doi>.
//
// CITATION COUNTS are approximate and rounded, as the page says. Two were read from public
// index pages (Look AHEAD ≈ 2,100 on Scopus; SELECT ≈ 1,900 on OpenAlex); the rest are rounded
// estimates of the same order. They only rank the 'Most Cited' sort; refresh them from a
// citation index (e.g. OpenAlex) when this list is next updated.

import type { ListingFilterCopy, ListingPageHeader } from './page-copy'
import type { ResearchArticle, ResearchCategory } from './research-article-types'
import { lifestylePapers } from './research-papers-lifestyle'
import { medicineAndHormonePapers } from './research-papers-medicine'

export type { ResearchArticle } from './research-article-types'

export type ResearchPageCopy = ListingPageHeader &
  ListingFilterCopy<ResearchCategory> & {
    sortLabel: string
    sortOptions: { recent: string; cited: string; alphabetical: string; oldest: string }
    citationsAsOf: string
    citationsNote: string
    citations: (count: string) => string
    listLabel: string
    showing: (shown: number, total: number) => string
    viewArticle: string
    downloadPdf: string
    newTab: string
    pdfSource: string
    noResults: string
    clearFilters: string
    clearSearch: string
    disclaimer: string
  }

export const researchPage = {
  title: 'Research Articles — Renew Medical',
  description:
    'The published research behind our care: landmark trials and guidelines on medical weight loss, metabolic health, nutrition and men’s health, with links to each paper.',
  eyebrow: 'Research',
  heading: 'The research behind our care',
  intro:
    'Our physicians follow the evidence. These are landmark trials and guidelines we lean on when we plan treatment — each links to the published paper, and to a free full text where one exists.',
  backHome: 'Back to Home',
  categories: [
    'All',
    'Weight Management',
    'Endocrinology',
    "Men's Health",
    'Nutrition Science',
    'Clinical Trials',
    'Metabolic Health',
  ],
  categoriesLabel: 'Research categories',
  searchLabel: 'Search research articles',
  searchPlaceholder: 'Search by title, author, journal or topic…',
  sortLabel: 'Sort by',
  sortOptions: {
    recent: 'Recent',
    cited: 'Most Cited',
    alphabetical: 'Alphabetical',
    oldest: 'Oldest',
  },
  citationsAsOf: 'mid-2025',
  citationsNote:
    'Citation counts are approximate (≈) and rounded, as of mid-2025; they change as new work cites these papers.',
  citations: (count: string) => `≈ ${count} citations`,
  listLabel: 'Research articles',
  showing: (shown: number, total: number) => `Showing ${shown} of ${total} research articles`,
  viewArticle: 'View Article',
  downloadPdf: 'Download PDF',
  newTab: '(opens in a new tab)',
  pdfSource: 'Free full text and PDF at PubMed Central',
  noResults: 'No research articles match your search.',
  clearFilters: 'Clear search and filters',
  clearSearch: 'Clear search',
  disclaimer:
    'Summaries are ours, written for patients; read the papers for the full methods and results. Research findings describe groups of people, not a promise for any one patient.',
} as const satisfies ResearchPageCopy

export const researchArticles = [
  ...medicineAndHormonePapers,
  ...lifestylePapers,
] as const satisfies readonly ResearchArticle[]
