import { useEffect, useRef } from 'react'
import type * as React from 'react'

import { Button } from '@/components/ui/button'
import { cn } from '@/lib/cn'

import { BlogCard, type BlogCardArticle } from './blog-card'
import {
  type BlogListing,
  blogStateToParams,
  defaultBlogState,
  isFiltered,
  parseBlogState,
  selectBlogView,
} from './blog-query'
import { CategoryChips } from './category-chips'
import { SearchField } from './search-field'
import { useTextDraft } from './use-text-draft'
import { useUrlState } from './use-url-state'

type BlogBrowserArticle = BlogListing & BlogCardArticle

export type BlogBrowserCopy = {
  categories: readonly string[]
  categoriesLabel: string
  searchLabel: string
  searchPlaceholder: string
  featuredHeading: string
  latestHeading: string
  resultsHeading: string
  loadMore: string
  showing: (shown: number, total: number) => string
  noResults: string
  clearFilters: string
  clearSearch: string
}

type BlogBrowserProps = React.ComponentProps<'div'> & {
  articles: readonly BlogBrowserArticle[]
  copy: BlogBrowserCopy
}

/**
 * The journal's list: search box, category chips, the featured pair and the latest articles
 * with Load More. Search text, chip and page count live in the URL (?q, ?category, ?page), so a
 * view can be shared and Back returns to the previous one. A search adds one history entry (not
 * one per key); chips and Load More add one each.
 */
function BlogBrowser({ articles, copy, className, ...props }: BlogBrowserProps) {
  const [state, update] = useUrlState(
    (params) => parseBlogState(params, copy.categories),
    blogStateToParams,
  )
  const view = selectBlogView(articles, state)
  const filtered = isFiltered(state)
  const [draft, setDraft] = useTextDraft(state.query)

  const listRef = useRef<HTMLOListElement>(null)
  const focusFrom = useRef<number | null>(null)

  // After Load More, move focus to the first newly shown article, so keyboard and screen
  // reader users continue where the new ones begin (the button may have gone).
  useEffect(() => {
    const from = focusFrom.current
    if (from === null) return
    focusFrom.current = null
    listRef.current?.querySelectorAll<HTMLAnchorElement>('h2 a, h3 a')[from]?.focus()
  }, [view.visible.length])

  const listHeading = filtered ? copy.resultsHeading : copy.latestHeading

  return (
    <div data-slot="blog-browser" className={cn('flex flex-col gap-10', className)} {...props}>
      <div className="flex flex-col gap-5">
        <SearchField
          className="max-w-xl"
          label={copy.searchLabel}
          placeholder={copy.searchPlaceholder}
          clearLabel={copy.clearSearch}
          value={draft}
          onValueChange={(text) => {
            setDraft(text)
            // The first letter of a search adds a history entry; the rest refine it in place.
            update(
              (current) => ({ ...current, query: text, page: 1 }),
              (current) => current.query !== '',
            )
          }}
        />
        <CategoryChips
          label={copy.categoriesLabel}
          categories={copy.categories}
          selected={state.category}
          onSelect={(category) => update((current) => ({ ...current, category, page: 1 }))}
        />
      </div>

      {view.featured.length > 0 ? (
        <section aria-labelledby="journal-featured" className="flex flex-col gap-5">
          <h2 id="journal-featured" className="text-2xl font-bold text-navy">
            {copy.featuredHeading}
          </h2>
          <ul className="grid gap-6 md:grid-cols-2">
            {view.featured.map((article) => (
              <li key={article.id} className="flex">
                <BlogCard article={article} size="large" className="flex-1" />
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <section aria-labelledby="journal-list" className="flex flex-col gap-5">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="journal-list" className="text-2xl font-bold text-navy">
            {listHeading}
          </h2>
          <p role="status" className="text-sm text-muted-foreground">
            {copy.showing(view.visible.length, view.total)}
          </p>
        </div>
        {view.visible.length > 0 ? (
          <ol ref={listRef} className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {view.visible.map((article) => (
              <li key={article.id} className="flex">
                <BlogCard article={article} className="flex-1" />
              </li>
            ))}
          </ol>
        ) : (
          <div className="flex flex-col items-start gap-3 rounded-2xl bg-mist p-6">
            <p className="font-semibold text-navy">{copy.noResults}</p>
            <Button
              type="button"
              variant="outline"
              onClick={() => {
                setDraft('')
                update(() => defaultBlogState)
              }}
            >
              {copy.clearFilters}
            </Button>
          </div>
        )}
        {view.hasMore ? (
          <Button
            type="button"
            size="lg"
            variant="outline"
            className="self-center"
            onClick={() => {
              focusFrom.current = view.visible.length
              update((current) => ({ ...current, page: current.page + 1 }))
            }}
          >
            {copy.loadMore}
          </Button>
        ) : null}
      </section>
    </div>
  )
}

export { BlogBrowser }
