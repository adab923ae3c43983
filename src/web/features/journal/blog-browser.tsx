import { useEffect, useRef } from 'react'
import type * as React from 'react'

import { Button } from '@/components/ui/button'
import type { BlogPageCopy } from '@/content/blog'
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
import { NoResults } from './no-results'
import { SearchField } from './search-field'
import { type ListingFiltersCopy, useListingFilters } from './use-listing-filters'

type BlogBrowserArticle = BlogListing & BlogCardArticle

export type BlogBrowserCopy = ListingFiltersCopy &
  Pick<
    BlogPageCopy,
    | 'featuredHeading'
    | 'latestHeading'
    | 'resultsHeading'
    | 'loadMore'
    | 'showing'
    | 'noResults'
    | 'clearFilters'
  >

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
  const { state, update, searchProps, chipsProps, clearFilters } = useListingFilters({
    copy,
    parse: parseBlogState,
    serialize: blogStateToParams,
    // A new search or category starts again from the first page.
    refilter: (next) => ({ ...next, page: 1 }),
    clear: () => defaultBlogState,
  })
  const view = selectBlogView(articles, state)
  const filtered = isFiltered(state)

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
        <SearchField className="max-w-xl" {...searchProps} />
        <CategoryChips {...chipsProps} />
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
          <NoResults
            message={copy.noResults}
            clearLabel={copy.clearFilters}
            onClear={clearFilters}
          />
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
