import { categoryFromSlug, categorySlug, matchesQuery, normalizeQuery } from './query-text'

export const researchSorts = ['recent', 'cited', 'alphabetical', 'oldest'] as const
export type ResearchSort = (typeof researchSorts)[number]
export const defaultResearchSort: ResearchSort = 'recent'

/** What the list logic needs of a paper (content/research-articles.ts has the full shape). */
export type ResearchListing = {
  id: string
  title: string
  authors: string
  journal: string
  abstract: string
  category: string
  /** Publication date of the issue, ISO ('2021-03-18'); the year is its first four digits. */
  published: string
  /** Approximate citation count. */
  citations: number
}

/** The research list's view state; it lives in the URL (?q=…&category=…&sort=…). */
export type ResearchState = {
  query: string
  category: string | null
  sort: ResearchSort
}

export const defaultResearchState: ResearchState = {
  query: '',
  category: null,
  sort: defaultResearchSort,
}

function isResearchSort(value: string | null): value is ResearchSort {
  return researchSorts.some((sort) => sort === value)
}

export function parseResearchState(
  params: URLSearchParams,
  categories: readonly string[],
): ResearchState {
  const sort = params.get('sort')
  return {
    query: normalizeQuery(params.get('q')),
    category: categoryFromSlug(params.get('category'), categories),
    sort: isResearchSort(sort) ? sort : defaultResearchSort,
  }
}

/** The URL form of a state; defaults are left out. */
export function researchStateToParams(state: ResearchState): URLSearchParams {
  const params = new URLSearchParams()
  const query = normalizeQuery(state.query)
  if (query) params.set('q', query)
  if (state.category) params.set('category', categorySlug(state.category))
  if (state.sort !== defaultResearchSort) params.set('sort', state.sort)
  return params
}

const byTitle = (a: ResearchListing, b: ResearchListing) =>
  a.title.localeCompare(b.title, 'en', { sensitivity: 'base' })

const comparators: Record<ResearchSort, (a: ResearchListing, b: ResearchListing) => number> = {
  recent: (a, b) => b.published.localeCompare(a.published) || byTitle(a, b),
  oldest: (a, b) => a.published.localeCompare(b.published) || byTitle(a, b),
  cited: (a, b) => b.citations - a.citations || byTitle(a, b),
  alphabetical: byTitle,
}

/** The papers a state shows: the category, then the search (title, authors, journal, abstract), then the sort. */
export function selectResearch<T extends ResearchListing>(
  papers: readonly T[],
  state: ResearchState,
): T[] {
  return papers
    .filter(
      (paper) =>
        (state.category === null || paper.category === state.category) &&
        matchesQuery(state.query, [paper.title, paper.authors, paper.journal, paper.abstract]),
    )
    .sort(comparators[state.sort])
}
