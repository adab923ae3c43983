import { useId } from 'react'
import type * as React from 'react'

import { Button } from '@/components/ui/button'
import { Label } from '@/components/ui/label'
import { cn } from '@/lib/cn'

import { CategoryChips } from './category-chips'
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
import { useTextDraft } from './use-text-draft'
import { useUrlState } from './use-url-state'

type ResearchBrowserPaper = ResearchListing & ResearchCardPaper

export type ResearchBrowserCopy = ResearchCardCopy & {
  categories: readonly string[]
  categoriesLabel: string
  searchLabel: string
  searchPlaceholder: string
  sortLabel: string
  sortOptions: Record<ResearchSort, string>
  listLabel: string
  showing: (shown: number, total: number) => string
  noResults: string
  clearFilters: string
  clearSearch: string
}

type ResearchBrowserProps = React.ComponentProps<'div'> & {
  papers: readonly ResearchBrowserPaper[]
  copy: ResearchBrowserCopy
}

/**
 * The research list: search box, category chips and sort order, all kept in the URL
 * (?q, ?category, ?sort) so a view can be shared and Back returns to the previous one.
 */
function ResearchBrowser({ papers, copy, className, ...props }: ResearchBrowserProps) {
  const [state, update] = useUrlState(
    (params) => parseResearchState(params, copy.categories),
    researchStateToParams,
  )
  const shown = selectResearch(papers, state)
  const [draft, setDraft] = useTextDraft(state.query)
  const sortId = useId()

  return (
    <div data-slot="research-browser" className={cn('flex flex-col gap-8', className)} {...props}>
      <div className="flex flex-col gap-5">
        <div className="flex flex-col gap-4 md:flex-row md:items-end">
          <SearchField
            className="flex-1"
            label={copy.searchLabel}
            placeholder={copy.searchPlaceholder}
            clearLabel={copy.clearSearch}
            value={draft}
            onValueChange={(text) => {
              setDraft(text)
              // The first letter of a search adds a history entry; the rest refine it in place.
              update(
                (current) => ({ ...current, query: text }),
                (current) => current.query !== '',
              )
            }}
          />
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
        <CategoryChips
          label={copy.categoriesLabel}
          categories={copy.categories}
          selected={state.category}
          onSelect={(category) => update((current) => ({ ...current, category }))}
        />
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
        <div className="flex flex-col items-start gap-3 rounded-2xl bg-mist p-6">
          <p className="font-semibold text-navy">{copy.noResults}</p>
          <Button
            type="button"
            variant="outline"
            onClick={() => {
              setDraft('')
              update((current) => ({ ...defaultResearchState, sort: current.sort }))
            }}
          >
            {copy.clearFilters}
          </Button>
        </div>
      )}
    </div>
  )
}

export { ResearchBrowser }
