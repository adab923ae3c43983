import fc from 'fast-check'

import {
  type BlogListing,
  type BlogState,
  blogStateToParams,
  defaultBlogState,
  parseBlogState,
  relatedArticles,
  selectBlogView,
} from './blog-query'
import { categorySlug, matchesQuery } from './query-text'

const categories = ['Weight Loss', "Men's Health", 'Nutrition', 'Wellness'] as const

/** 16 articles, one a week back from 2025-06-02; #0 and #5 featured (#3 too, but older than both). */
const articles: BlogListing[] = Array.from({ length: 16 }, (_, index) => ({
  id: `article-${index}`,
  title: `Article ${index}${index === 7 ? ' about Sleep' : ''}`,
  excerpt: index === 9 ? 'Why SLEEP shapes appetite.' : `Excerpt ${index}.`,
  category: categories[index % categories.length] ?? 'Wellness',
  date: new Date(Date.UTC(2025, 5, 2) - index * 7 * 86_400_000).toISOString().slice(0, 10),
  featured: index === 0 || index === 5 || index === 3,
}))

const ids = (list: readonly BlogListing[]) => list.map((article) => article.id)

test('the plain journal shows the two newest featured articles, then six of the rest, newest first', () => {
  const view = selectBlogView(articles, defaultBlogState)

  expect(ids(view.featured)).toEqual(['article-0', 'article-3'])
  expect(ids(view.visible)).toEqual([
    'article-1',
    'article-2',
    'article-4',
    'article-5',
    'article-6',
    'article-7',
  ])
  expect(view.total).toBe(14)
  expect(view.hasMore).toBe(true)
})

test('each page adds six more until the list runs out', () => {
  const page2 = selectBlogView(articles, { ...defaultBlogState, page: 2 })
  expect(page2.visible).toHaveLength(12)
  expect(page2.hasMore).toBe(true)

  const page3 = selectBlogView(articles, { ...defaultBlogState, page: 3 })
  expect(page3.visible).toHaveLength(14)
  expect(page3.hasMore).toBe(false)
  expect(ids(page3.visible).at(-1)).toBe('article-15')
})

test('search matches titles and excerpts, ignoring case, and hides the featured block', () => {
  const view = selectBlogView(articles, { ...defaultBlogState, query: 'sleep' })

  expect(ids(view.featured)).toEqual([])
  expect(ids(view.visible)).toEqual(['article-7', 'article-9'])
  expect(view.hasMore).toBe(false)
})

test('every word of the search must match, in any field', () => {
  expect(matchesQuery('sleep appetite', ['Article about Sleep', 'Shapes appetite'])).toBe(true)
  expect(matchesQuery('sleep appetite', ['Article about Sleep', 'Excerpt'])).toBe(false)
  expect(matchesQuery('   ', ['anything'])).toBe(true)
})

test('a category lists its articles only, featured ones included', () => {
  const view = selectBlogView(articles, { ...defaultBlogState, category: "Men's Health" })

  expect(ids(view.visible)).toEqual(['article-1', 'article-5', 'article-9', 'article-13'])
  expect(view.featured).toEqual([])
})

test('search and category combine', () => {
  const view = selectBlogView(articles, { query: 'sleep', category: 'Weight Loss', page: 1 })
  expect(ids(view.visible)).toEqual([])
  expect(view.total).toBe(0)
})

test('related articles prefer the same category, then the newest others', () => {
  const article = articles[4]!
  expect(ids(relatedArticles(articles, article))).toEqual(['article-0', 'article-8', 'article-12'])
  expect(ids(relatedArticles(articles, articles[15]!, 4))).toEqual([
    'article-3',
    'article-7',
    'article-11',
    'article-0',
  ])
})

test('the state is read from the URL, and bad values fall back to the defaults', () => {
  expect(
    parseBlogState(new URLSearchParams('q=%20GLP-1%20%20dosing&category=mens-health&page=3'), [
      ...categories,
    ]),
  ).toEqual({ query: 'GLP-1 dosing', category: "Men's Health", page: 3 })

  expect(
    parseBlogState(new URLSearchParams('category=astrology&page=-2'), [...categories]),
  ).toEqual(defaultBlogState)
  expect(parseBlogState(new URLSearchParams('page=abc'), [...categories]).page).toBe(1)
  expect(parseBlogState(new URLSearchParams('page=0'), [...categories]).page).toBe(1)
})

test('defaults stay out of the URL', () => {
  expect(blogStateToParams(defaultBlogState).toString()).toBe('')
  expect(
    blogStateToParams({ query: 'protein', category: "Men's Health", page: 2 }).toString(),
  ).toBe('q=protein&category=mens-health&page=2')
})

test('any state survives a round trip through the URL', () => {
  const state = fc.record<BlogState>({
    query: fc.string({ maxLength: 20 }).map((text) => text.trim().replace(/\s+/g, ' ')),
    category: fc.constantFrom(null, ...categories),
    page: fc.integer({ min: 1, max: 50 }),
  })
  fc.assert(
    fc.property(state, (original) => {
      const url = `/blog?${blogStateToParams(original).toString()}`
      const reparsed = parseBlogState(new URL(url, 'http://x').searchParams, [...categories])
      expect(reparsed).toEqual(original)
    }),
  )
})

test('category slugs are URL-safe and unique', () => {
  const slugs = [...categories, 'Success Stories', 'Medical Insights'].map(categorySlug)
  expect(slugs).toEqual([
    'weight-loss',
    'mens-health',
    'nutrition',
    'wellness',
    'success-stories',
    'medical-insights',
  ])
  expect(new Set(slugs).size).toBe(slugs.length)
})
