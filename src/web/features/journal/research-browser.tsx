import { useId } from 'react'
import type * as React from 'react'

import { Label } from '@/components/ui/label'
import type { ResearchPageCopy } from '@/content/research-articles'
import { cn } from '@/lib/cn'

import { CategoryChips } from './category-chips'
import { NoResults } from './no-results'
import { ResearchCard, type ResearchCardCopy, type ResearchCardPaper } from './research-card'
import {
  defaultResearchState,
  parseResearchState,
  type ResearchListing,
  type ResearchSort,
  researchSorts,
  researchStateToParams,
  selectResearch,
} from './research-query'
import { SearchField } from './search-field'
import { type ListingFiltersCopy, useListingFilters } from './use-listing-filters'

type ResearchBrowserPaper = ResearchListing & ResearchCardPaper

export type ResearchBrowserCopy = ResearchCardCopy &
  ListingFiltersCopy &
  Pick<
    ResearchPageCopy,
    'sortLabel' | 'sortOptions' | 'listLabel' | 'showing' | 'noResults' | 'clearFilters'
  >

type ResearchBrowserProps = React.ComponentProps<'div'> & {
  papers: readonly ResearchBrowserPaper[]
  copy: ResearchBrowserCopy
}

/**
 * The research list: search box, category chips and sort order, all kept in the URL
 * (?q, ?category, ?sort) so a view can be shared and Back returns to the previous one.
 */
function ResearchBrowser({ papers, copy, className, ...props }: ResearchBrowserProps) {
  const { state, update, searchProps, chipsProps, clearFilters } = useListingFilters({
    copy,
    parse: parseResearchState,
    serialize: researchStateToParams,
    // Clearing the filters keeps the chosen order.
    clear: (current) => ({ ...defaultResearchState, sort: current.sort }),
  })
  const shown = selectResearch(papers, state)
  const sortId = useId()

  return (
    <div data-slot="research-browser" className={cn('flex flex-col gap-8', className)} {...props}>
      <div className="flex flex-col gap-5">
        <div className="flex flex-col gap-4 md:flex-row md:items-end">
          <SearchField className="flex-1" {...searchProps} />
          <div className="flex flex-col gap-2 md:w-56">
            <Label htmlFor={sortId}>{copy.sortLabel}</Label>
            <select
              id={sortId}
              value={state.sort}
              onChange={(event) => {
                const sort = event.target.value as ResearchSort
                update((current) => ({ ...current, sort }))
              }}
              className="h-11 w-full rounded-md border border-input bg-background px-3 text-base text-foreground shadow-xs focus-visible:border-ring md:text-sm"
            >
              {researchSorts.map((sort) => (
                <option key={sort} value={sort}>
                  {copy.sortOptions[sort]}
                </option>
              ))}
            </select>
          </div>
        </div>
        <CategoryChips {...chipsProps} />
      </div>

      <p role="status" className="text-sm text-muted-foreground">
        {copy.showing(shown.length, papers.length)}
      </p>
      {shown.length > 0 ? (
        <ol aria-label={copy.listLabel} className="flex flex-col gap-5">
          {shown.map((paper) => (
            <li key={paper.id}>
              <ResearchCard paper={paper} copy={copy} />
            </li>
          ))}
        </ol>
      ) : (
        <NoResults message={copy.noResults} clearLabel={copy.clearFilters} onClear={clearFilters} />
      )}
    </div>
  )
}

export { ResearchBrowser }
