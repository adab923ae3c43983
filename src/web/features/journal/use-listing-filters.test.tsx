import { act, fireEvent, render, screen } from '@testing-library/react'
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router'

import { blogStateToParams, defaultBlogState, parseBlogState } from './blog-query'
import { CategoryChips } from './category-chips'
import { useListingFilters } from './use-listing-filters'

const copy = {
  categories: ['All', 'Weight Loss', 'Nutrition'],
  categoriesLabel: 'Categories',
  searchLabel: 'Search',
  searchPlaceholder: 'Search…',
  clearSearch: 'Clear search',
}

function Probe() {
  const { state, update, searchProps, chipsProps, clearFilters } = useListingFilters({
    copy,
    parse: parseBlogState,
    serialize: blogStateToParams,
    refilter: (next) => ({ ...next, page: 1 }),
    clear: () => defaultBlogState,
  })
  const { search } = useLocation()
  return (
    <div>
      <output aria-label="url">{search}</output>
      {/* A plain box: jsdom does not know SearchField's <search> landmark. */}
      <input
        type="search"
        aria-label={searchProps.label}
        value={searchProps.value}
        onChange={(event) => searchProps.onValueChange(event.target.value)}
      />
      <CategoryChips {...chipsProps} />
      <button
        type="button"
        onClick={() => update((current) => ({ ...current, page: current.page + 1 }))}
      >
        more
      </button>
      <button type="button" onClick={clearFilters}>
        clear
      </button>
      <output aria-label="category">{state.category ?? 'none'}</output>
    </div>
  )
}

function renderProbe(url: string) {
  const router = createMemoryRouter([{ path: '/blog', Component: Probe }], {
    initialEntries: [url],
  })
  render(<RouterProvider router={router} />)
  return router
}

/** Runs an event, then lets the router commit the navigation it started. */
async function settle(event: () => void) {
  await act(async () => {
    event()
    await Promise.resolve()
  })
}

const url = () => screen.getByLabelText('url').textContent
const box = () => screen.getByRole<HTMLInputElement>('searchbox', { name: 'Search' })

test('a search goes back to the first page and adds one history entry, not one per key', async () => {
  const router = renderProbe('/blog?page=3')
  await settle(() => fireEvent.change(box(), { target: { value: 'p' } }))
  await settle(() => fireEvent.change(box(), { target: { value: 'protein ' } }))
  expect(url()).toBe('?q=protein')
  // The box keeps the text as typed; the URL has it tidied.
  expect(box().value).toBe('protein ')

  await act(() => router.navigate(-1))
  expect(url()).toBe('?page=3')
  expect(box().value).toBe('')
})

test('a chip filters from the first page; clearing empties the box and the URL', async () => {
  renderProbe('/blog?q=sleep&page=2')
  await settle(() => fireEvent.click(screen.getByRole('button', { name: 'Nutrition' })))
  expect(url()).toBe('?q=sleep&category=nutrition')
  expect(screen.getByRole('button', { name: 'Nutrition' }).getAttribute('aria-pressed')).toBe(
    'true',
  )

  await settle(() => fireEvent.click(screen.getByRole('button', { name: 'more' })))
  expect(url()).toBe('?q=sleep&category=nutrition&page=2')

  await settle(() => fireEvent.click(screen.getByRole('button', { name: 'clear' })))
  expect(url()).toBe('')
  expect(box().value).toBe('')
  expect(screen.getByLabelText('category').textContent).toBe('none')
})
