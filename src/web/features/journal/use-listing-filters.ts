import { useTextDraft } from './use-text-draft'
import { useUrlState } from './use-url-state'

/** What every journal list filters by; each list adds its own (the blog a page, research a sort). */
type FilterState = { query: string; category: string | null }

/** The words of a list's search box and category chips. */
export type ListingFiltersCopy = {
  /** The first entry means 'no filter' (All). */
  categories: readonly string[]
  categoriesLabel: string
  searchLabel: string
  searchPlaceholder: string
  clearSearch: string
}

type ListingFiltersOptions<S extends FilterState> = {
  copy: ListingFiltersCopy
  parse: (params: URLSearchParams, categories: readonly string[]) => S
  serialize: (state: S) => URLSearchParams
  /** A new search or category changes what else the list keeps, e.g. back to its first page. */
  refilter?: (next: S) => S
  /** Where 'Clear filters' goes from the current state. */
  clear: (current: S) => S
}

/**
 * A journal list's view state, kept in the URL (useUrlState), with the props of its search box
 * and category chips and its 'Clear filters'. The box shows the text as typed (useTextDraft).
 * Chips and clearing add one history entry each; a search adds one, not one per key.
 */
export function useListingFilters<S extends FilterState>({
  copy,
  parse,
  serialize,
  refilter = (next) => next,
  clear,
}: ListingFiltersOptions<S>) {
  const [state, update] = useUrlState((params) => parse(params, copy.categories), serialize)
  const [draft, setDraft] = useTextDraft(state.query)

  const searchProps = {
    label: copy.searchLabel,
    placeholder: copy.searchPlaceholder,
    clearLabel: copy.clearSearch,
    value: draft,
    onValueChange: (text: string) => {
      setDraft(text)
      // The first letter of a search adds a history entry; the rest refine it in place.
      update(
        (current) => refilter({ ...current, query: text }),
        (current) => current.query !== '',
      )
    },
  }

  const chipsProps = {
    label: copy.categoriesLabel,
    categories: copy.categories,
    selected: state.category,
    onSelect: (category: string | null) => update((current) => refilter({ ...current, category })),
  }

  function clearFilters() {
    setDraft('')
    update(clear)
  }

  return { state, update, searchProps, chipsProps, clearFilters }
}
