import { fireEvent, render, screen } from '@testing-library/react'
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router'

import { ScrollToTop } from './scroll-to-top'

function Layout() {
  return (
    <>
      <ScrollToTop />
      <Outlet />
    </>
  )
}

function renderPages() {
  const router = createMemoryRouter(
    [
      {
        Component: Layout,
        children: [
          {
            path: '/',
            element: (
              <>
                <h1>First page</h1>
                <Link to="/second">Go to second page</Link>
                <Link to="/?tab=more">Same page, other query</Link>
              </>
            ),
          },
          { path: '/second', element: <h1>Second page</h1> },
        ],
      },
    ],
    { initialEntries: ['/'] },
  )
  render(<RouterProvider router={router} />)
}

test('navigating to another route scrolls the window to the top', async () => {
  renderPages()
  await screen.findByRole('heading', { name: 'First page' })
  vi.mocked(window.scrollTo).mockClear()

  fireEvent.click(screen.getByRole('link', { name: 'Go to second page' }))

  await screen.findByRole('heading', { name: 'Second page' })
  expect(window.scrollTo).toHaveBeenCalledWith(0, 0)
})

test('changing only the query string keeps the scroll position', async () => {
  renderPages()
  await screen.findByRole('heading', { name: 'First page' })
  vi.mocked(window.scrollTo).mockClear()

  fireEvent.click(screen.getByRole('link', { name: 'Same page, other query' }))

  await screen.findByRole('heading', { name: 'First page' })
  expect(window.scrollTo).not.toHaveBeenCalled()
})
