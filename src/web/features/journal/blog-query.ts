import { categoryFromSlug, categorySlug, matchesQuery, normalizeQuery } from './query-text'

/** Articles per page of the 'Latest' list; 'Load More' adds this many. */
export const BLOG_PAGE_SIZE = 6
/** How many featured articles the unfiltered journal shows on top. */
export const BLOG_FEATURED_COUNT = 2

/** What the list logic needs of an article (content/blog.ts has the full shape). */
export type BlogListing = {
  id: string
  title: string
  excerpt: string
  category: string
  /** ISO date, e.g. '2025-05-12'. */
  date: string
  featured: boolean
}

/** The journal's view state; it lives in the URL (?q=…&category=…&page=…). */
export type BlogState = {
  query: string
  /** A category label, or null for All. */
  category: string | null
  /** How many pages of the list are shown (1 or more). */
  page: number
}

export const defaultBlogState: BlogState = { query: '', category: null, page: 1 }

function parsePage(value: string | null): number {
  if (!value || !/^\d+$/.test(value)) return 1
  return Math.max(1, Math.min(Number(value), 1000))
}

/** Reads the view state from the URL; anything unknown or malformed falls back to the default. */
export function parseBlogState(params: URLSearchParams, categories: readonly string[]): BlogState {
  return {
    query: normalizeQuery(params.get('q')),
    category: categoryFromSlug(params.get('category'), categories),
    page: parsePage(params.get('page')),
  }
}

/** The URL form of a view state; defaults are left out, so the plain journal is just /blog. */
export function blogStateToParams(state: BlogState): URLSearchParams {
  const params = new URLSearchParams()
  const query = normalizeQuery(state.query)
  if (query) params.set('q', query)
  if (state.category) params.set('category', categorySlug(state.category))
  if (state.page > 1) params.set('page', String(state.page))
  return params
}

export function isFiltered(state: BlogState): boolean {
  return state.query !== '' || state.category !== null
}

function newestFirst<T extends BlogListing>(articles: readonly T[]): T[] {
  return [...articles].sort((a, b) => b.date.localeCompare(a.date) || a.id.localeCompare(b.id))
}

export type BlogView<T extends BlogListing> = {
  /** The featured block (empty while a search or category is active). */
  featured: T[]
  /** The visible part of the list under it. */
  visible: T[]
  /** How many articles the list holds in all (the count Load More works through). */
  total: number
  hasMore: boolean
}

/**
 * What the journal shows for a state. Unfiltered: the newest featured articles on top, then the
 * latest of the rest, a page at a time. Searching or choosing a category: one list of every
 * matching article (featured ones included), newest first, a page at a time.
 */
export function selectBlogView<T extends BlogListing>(
  articles: readonly T[],
  state: BlogState,
): BlogView<T> {
  const sorted = newestFirst(articles)
  let featured: T[] = []
  let list: T[]
  if (isFiltered(state)) {
    list = sorted.filter(
      (article) =>
        (state.category === null || article.category === state.category) &&
        matchesQuery(state.query, [article.title, article.excerpt]),
    )
  } else {
    featured = sorted.filter((article) => article.featured).slice(0, BLOG_FEATURED_COUNT)
    list = sorted.filter((article) => !featured.includes(article))
  }
  const visible = list.slice(0, state.page * BLOG_PAGE_SIZE)
  return { featured, visible, total: list.length, hasMore: visible.length < list.length }
}

/** Up to `count` other articles for an article page: same category first, then the newest. */
export function relatedArticles<T extends BlogListing>(
  articles: readonly T[],
  article: T,
  count = 3,
): T[] {
  const others = newestFirst(articles.filter((other) => other.id !== article.id))
  const sameCategory = others.filter((other) => other.category === article.category)
  const rest = others.filter((other) => other.category !== article.category)
  return [...sameCategory, ...rest].slice(0, count)
}
