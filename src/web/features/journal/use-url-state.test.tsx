import { act, fireEvent, render, screen } from '@testing-library/react'
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router'

import { blogStateToParams, defaultBlogState, parseBlogState } from './blog-query'
import { useUrlState } from './use-url-state'

const categories = ['Weight Loss', 'Nutrition']

function Probe() {
  const [state, update] = useUrlState(
    (params) => parseBlogState(params, categories),
    blogStateToParams,
  )
  const { search } = useLocation()
  return (
    <div>
      <output aria-label="url">{search}</output>
      <output aria-label="page">{state.page}</output>
      <button
        type="button"
        // Two changes before the router commits the first: neither may be lost.
        onClick={() => {
          update((current) => ({ ...current, category: 'Nutrition', page: 1 }))
          update(
            (current) => ({ ...current, query: 'protein' }),
            () => true,
          )
        }}
      >
        both
      </button>
      <button
        type="button"
        onClick={() => update((current) => ({ ...current, page: current.page + 1 }))}
      >
        more
      </button>
      <button type="button" onClick={() => update(() => defaultBlogState)}>
        reset
      </button>
    </div>
  )
}

/** Clicks, then lets the router commit the navigation the click started. */
async function click(name: string) {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name }))
    await Promise.resolve()
  })
}

function renderProbe(url = '/blog') {
  const router = createMemoryRouter([{ path: '/blog', Component: Probe }], {
    initialEntries: [url],
  })
  render(<RouterProvider router={router} />)
  return router
}

test('quick successive changes build on each other instead of overwriting', async () => {
  renderProbe()
  await click('both')
  expect(screen.getByLabelText('url').textContent).toBe('?q=protein&category=nutrition')
})

test('state is read from the URL and each change is a history entry that Back undoes', async () => {
  const router = renderProbe('/blog?page=2')
  expect(screen.getByLabelText('page').textContent).toBe('2')

  await click('more')
  await click('more')
  expect(screen.getByLabelText('url').textContent).toBe('?page=4')

  await act(() => router.navigate(-1))
  expect(screen.getByLabelText('page').textContent).toBe('3')
  // After Back, the next change starts from what the URL now says.
  await click('more')
  expect(screen.getByLabelText('url').textContent).toBe('?page=4')

  await click('reset')
  expect(screen.getByLabelText('url').textContent).toBe('')
})
