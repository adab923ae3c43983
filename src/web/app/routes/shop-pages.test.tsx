import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'

import { routes } from '@/app/router'
import { Toaster } from '@/components/ui/toaster'
import { SessionContext } from '@/features/auth/session-provider'
import { expectConsoleError } from '@/test/console-error'
import { sessionValue } from '@/test/session'

// The shop's routes as a visitor meets them, in the real route tree and site layout.

/** The first render waits for the lazy layout and page chunks, which may be slow in CI. */
const pageLoad = { timeout: 15_000 }
vi.setConfig({ testTimeout: 30_000 })

function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] })
  render(
    <SessionContext value={sessionValue()}>
      <RouterProvider router={router} />
    </SessionContext>,
  )
  return router
}

const productNames = () =>
  within(screen.getByRole('region', { name: 'Products' }))
    .getAllByRole('article')
    .map((card) => within(card).getByRole('heading', { level: 3 }).textContent)

const countLine = () => screen.getByRole('status')

afterEach(() => window.localStorage.clear())

test('a catalogue page: has its title, one h1, the way home, and counts its products', async () => {
  renderAt('/supplements')
  await screen.findByRole(
    'heading',
    { level: 1, name: 'Physician-Formulated Supplements' },
    pageLoad,
  )
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1)
  expect(screen.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/')
  expect(countLine().textContent).toBe('Showing 6 of 6 products')
  expect(productNames()).toHaveLength(6)
  await waitFor(() => expect(document.title).toBe('Supplements | RM Naturals by Renew Medical'))
  expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(
    /RM Naturals/,
  )
})

test('a catalogue page: search by name or category narrows the list, and lives in the URL', async () => {
  const router = renderAt('/supplements')
  const search = await screen.findByPlaceholderText('Search supplements...', {}, pageLoad)
  expect(search).toBe(screen.getByRole('searchbox', { name: 'Search supplements' }))

  fireEvent.change(search, { target: { value: 'OMEGA' } })
  expect(productNames()).toEqual(['Omega-3 Fish Oil'])
  expect(countLine().textContent).toBe('Showing 1 of 6 products')
  await waitFor(() => expect(router.state.location.search).toBe('?q=OMEGA'))

  fireEvent.change(search, { target: { value: 'heart health' } })
  expect(productNames()).toEqual(['Omega-3 Fish Oil', 'CoQ10 Heart Support'])

  fireEvent.change(search, { target: { value: 'nothing like this' } })
  expect(countLine().textContent).toBe('Showing 0 of 6 products')
  fireEvent.click(screen.getByRole('button', { name: 'Clear search and filters' }))
  expect(countLine().textContent).toBe('Showing 6 of 6 products')
  expect(search).toHaveProperty('value', '')
})

test('a catalogue page: a filtered URL opens filtered, and Clear All resets the filters', async () => {
  renderAt('/supplements?category=Vitamins&max=25&brand=Renew+Medical&sort=name')
  await screen.findByRole('heading', { level: 1 }, pageLoad)
  expect(productNames()).toEqual(['Vitamin D3 + K2'])
  expect(screen.getByRole('checkbox', { name: 'Vitamins (2)' })).toHaveProperty('checked', true)
  expect(screen.getByRole('slider', { name: 'Maximum price' })).toHaveProperty('value', '25')
  expect(screen.getByRole('radio', { name: 'Renew Medical' })).toHaveProperty('checked', true)

  fireEvent.click(screen.getByRole('button', { name: 'Clear All' }))
  expect(countLine().textContent).toBe('Showing 6 of 6 products')
  expect(screen.getByRole('checkbox', { name: 'Vitamins (2)' })).toHaveProperty('checked', false)
  expect(screen.getByRole('slider', { name: 'Minimum price' })).toHaveProperty('value', '0')
  expect(screen.getByRole('slider', { name: 'Maximum price' })).toHaveProperty('value', '200')
  expect(screen.getByRole('radio', { name: 'All brands' })).toHaveProperty('checked', true)
  // Sort is not a filter: it stays.
  expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveProperty('value', 'name')
})

test('a catalogue page: the supplements filter lists every category of the spec; an empty one shows (0) and is disabled', async () => {
  renderAt('/supplements')
  await screen.findByRole('heading', { level: 1 }, pageLoad)
  const panel = screen.getByRole('region', { name: 'Filters' })
  const boxes = within(panel).getAllByRole('checkbox')
  expect(boxes.map((box) => box.parentElement!.textContent)).toEqual([
    'Energy & Metabolism (1)',
    'Vitamins (2)',
    'Digestive Health (1)',
    'Heart Health (2)',
    'Weight Loss (0)',
    'Minerals (0)',
    'Immune Support (0)',
    'Brain Health (0)',
  ])
  for (const name of ['Weight Loss', 'Minerals', 'Immune Support', 'Brain Health']) {
    expect(within(panel).getByRole('checkbox', { name: `${name} (0)` })).toHaveProperty(
      'disabled',
      true,
    )
  }
  expect(within(panel).getByRole('checkbox', { name: 'Vitamins (2)' })).toHaveProperty(
    'disabled',
    false,
  )
})

test('a catalogue page: a link that chooses an empty category reads as no filter', async () => {
  renderAt('/supplements?category=Minerals')
  await screen.findByRole('heading', { level: 1 }, pageLoad)
  expect(countLine().textContent).toBe('Showing 6 of 6 products')
  const minerals = screen.getByRole('checkbox', { name: 'Minerals (0)' })
  expect(minerals).toHaveProperty('checked', false)
  expect(minerals).toHaveProperty('disabled', true)
})

test('a catalogue page: the sliders have the catalogue bounds and step, and filter by price', async () => {
  renderAt('/peptides')
  await screen.findByRole('heading', { level: 1, name: 'Peptides' }, pageLoad)
  const max = screen.getByRole('slider', { name: 'Maximum price' })
  expect([max.getAttribute('min'), max.getAttribute('max'), max.getAttribute('step')]).toEqual([
    '0',
    '500',
    '10',
  ])
  fireEvent.change(max, { target: { value: '60' } })
  expect(productNames()).toEqual(['Creatine + Collagen Complex', 'Whey Recovery Peptides'])
  // The minimum cannot pass the maximum.
  fireEvent.change(screen.getByRole('slider', { name: 'Minimum price' }), {
    target: { value: '300' },
  })
  expect(screen.getByRole('slider', { name: 'Minimum price' })).toHaveProperty('value', '60')
})

test('a catalogue page: sorts by every order', async () => {
  renderAt('/shakes')
  const sort = await screen.findByRole('combobox', { name: 'Sort by' }, pageLoad)
  expect(
    within(sort)
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual([
    'Featured',
    'Price: Low to High',
    'Price: High to Low',
    'Highest Rated',
    'Name: A to Z',
  ])

  fireEvent.change(sort, { target: { value: 'price-low' } })
  expect(productNames()[0]).toBe('Collagen Protein Unflavored')
  fireEvent.change(sort, { target: { value: 'rating' } })
  expect(productNames()[0]).toBe('Collagen Protein Unflavored')
  expect(productNames().at(-1)).toBe('Cold Brew Protein')
  fireEvent.change(sort, { target: { value: 'name' } })
  expect(productNames()).toEqual([
    'Casein Night Protein',
    'Cold Brew Protein',
    'Collagen Protein Unflavored',
    'Plant Protein Chocolate',
    'Superfood Greens Protein',
    'Whey Isolate Vanilla',
  ])
})

test('a catalogue page: list view shows three features and how many more', async () => {
  renderAt('/supplements')
  await screen.findByRole('heading', { level: 1 }, pageLoad)
  const list = screen.getByRole('button', { name: 'List view' })
  expect(list.getAttribute('aria-pressed')).toBe('false')
  fireEvent.click(list)
  expect(list.getAttribute('aria-pressed')).toBe('true')

  const ignite = screen.getByRole('article', { name: 'Ignite Metabolic Support' })
  // The card's own list (its quick view, closed inside it, lists every feature).
  const features = ignite.querySelector<HTMLElement>('[data-slot="product-features"]')!
  expect(within(features).getByText('Four capsules daily, with meals')).toBeTruthy()
  expect(within(features).getByText('+3 more')).toBeTruthy()
  // Grid view shows no feature list.
  fireEvent.click(screen.getByRole('button', { name: 'Grid view' }))
  expect(
    within(screen.getByRole('article', { name: 'Ignite Metabolic Support' })).queryByText(
      '+3 more',
    ),
  ).toBeNull()
})

test('a catalogue page: Add to Cart fills the badge; an out-of-stock card cannot be added', async () => {
  renderAt('/supplements')
  await screen.findByRole('heading', { level: 1 }, pageLoad)
  const ignite = screen.getByRole('article', { name: 'Ignite Metabolic Support' })
  fireEvent.click(within(ignite).getByRole('button', { name: /Add to Cart/ }))
  fireEvent.click(within(ignite).getByRole('button', { name: /Add to Cart/ }))
  expect(screen.getByRole('button', { name: 'Cart, 2 items' })).toBeTruthy()

  const probiotic = screen.getByRole('article', { name: 'Probiotic Balance 50B' })
  expect(within(probiotic).getByRole('button', { name: /Out of Stock/ })).toHaveProperty(
    'disabled',
    true,
  )
})

test('a catalogue page: a product a physician reviews says so on its card', async () => {
  renderAt('/peptides')
  await screen.findByRole('heading', { level: 1 }, pageLoad)
  const cards = within(screen.getByRole('region', { name: 'Products' })).getAllByRole('article')
  for (const card of cards) {
    expect(card.querySelector('[data-slot="needs-review"]')?.textContent).toBe(
      'Needs a physician’s review',
    )
  }
})

test('a catalogue page: the added-to-cart toast’s "View cart" opens the cart (the header may have scrolled away)', async () => {
  render(<Toaster />)
  renderAt('/supplements')
  await screen.findByRole('heading', { level: 1 }, pageLoad)
  const ignite = screen.getByRole('article', { name: 'Ignite Metabolic Support' })
  expect(ignite.querySelector('[data-slot="needs-review"]')).toBeNull()
  fireEvent.click(within(ignite).getByRole('button', { name: /Add to Cart/ }))
  fireEvent.click(await screen.findByRole('button', { name: 'View cart' }))
  const drawer = await screen.findByRole('dialog', { name: /Shopping Cart/ })
  expect(
    await within(drawer).findByRole('link', { name: 'Ignite Metabolic Support' }, pageLoad),
  ).toBeTruthy()
})

test('a catalogue page: quick view adds the chosen quantity, closes, and returns focus', async () => {
  renderAt('/other-naturals')
  await screen.findByRole('heading', { level: 1, name: 'Natural Botanicals' }, pageLoad)
  const quickView = screen.getByRole('button', { name: 'Quick View: Ashwagandha KSM-66' })
  quickView.focus()
  fireEvent.click(quickView)

  const dialog = await screen.findByRole('dialog', { name: 'Ashwagandha KSM-66' })
  fireEvent.click(within(dialog).getByRole('button', { name: 'Increase quantity' }))
  fireEvent.click(within(dialog).getByRole('button', { name: 'Increase quantity' }))
  fireEvent.click(within(dialog).getByRole('button', { name: 'Add to Cart' }))

  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  expect(screen.getByRole('button', { name: 'Cart, 3 items' })).toBeTruthy()
  await waitFor(() => expect(document.activeElement).toBe(quickView))
})

test('a catalogue page: on small screens the filters open behind a Filters disclosure and close again', async () => {
  renderAt('/supplements')
  await screen.findByRole('heading', { level: 1 }, pageLoad)
  // The platform's disclosure (<details>), so it opens before the page's code has started.
  const disclosure = document.querySelector<HTMLDetailsElement>('[data-slot="filters-disclosure"]')!
  const toggle = disclosure.querySelector('summary')!
  const panel = document.getElementById('catalogue-filters')!
  expect(toggle.textContent).toBe('Filters')
  expect(disclosure.contains(panel)).toBe(true)
  expect(disclosure.open).toBe(false)

  fireEvent.click(toggle)
  await waitFor(() => expect(disclosure.open).toBe(true))

  fireEvent.click(within(panel).getByRole('button', { name: 'Close Filters' }))
  expect(disclosure.open).toBe(false)
  expect(document.activeElement).toBe(toggle)
})

test('a product page: shows the product, adds the chosen quantity, and carries schema.org data', async () => {
  renderAt('/shop/peptide-4')
  await screen.findByRole('heading', { level: 1, name: 'GHK-Cu Copper Peptide Serum' }, pageLoad)
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1)
  const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' })
  expect(within(breadcrumb).getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/')
  expect(within(breadcrumb).getByRole('link', { name: 'Peptides' }).getAttribute('href')).toBe(
    '/peptides',
  )
  expect(screen.getByRole('heading', { name: 'Features' })).toBeTruthy()
  expect(
    screen.getByText(/have not been evaluated by the Food and Drug Administration/),
  ).toBeTruthy()
  expect(screen.getByRole('heading', { name: 'You may also like' })).toBeTruthy()
  await waitFor(() =>
    expect(document.title).toBe('GHK-Cu Copper Peptide Serum | RM Naturals by Renew Medical'),
  )

  fireEvent.change(screen.getByRole('spinbutton', { name: 'Quantity' }), {
    target: { value: '3' },
  })
  fireEvent.click(screen.getByRole('button', { name: 'Add to Cart' }))
  expect(screen.getByRole('button', { name: 'Cart, 3 items' })).toBeTruthy()

  const script = document.querySelector('script[type="application/ld+json"]')
  const data = JSON.parse(script?.textContent ?? '') as Record<string, unknown>
  expect(data).toMatchObject({
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: 'GHK-Cu Copper Peptide Serum',
    sku: 'peptide-4',
    brand: { '@type': 'Brand', name: 'RM Elite Series' },
    offers: { price: '89.99', priceCurrency: 'USD', availability: 'https://schema.org/InStock' },
    aggregateRating: { ratingValue: 4.7, reviewCount: 689 },
  })
})

test('a product page: an out-of-stock product cannot be added', async () => {
  renderAt('/shop/natural-4')
  await screen.findByRole('heading', { level: 1, name: 'Elderberry Immune Drops' }, pageLoad)
  expect(screen.getByRole('button', { name: 'Out of Stock' })).toHaveProperty('disabled', true)
})

test('a product page: a related product opens at quantity 1 again', async () => {
  const router = renderAt('/shop/1')
  await screen.findByRole('heading', { level: 1, name: 'Ignite Metabolic Support' }, pageLoad)
  fireEvent.click(screen.getByRole('button', { name: 'Increase quantity' }))
  expect(screen.getByRole('spinbutton', { name: 'Quantity' })).toHaveProperty('value', '2')

  await act(() => router.navigate('/shop/5'))
  await screen.findByRole('heading', { level: 1, name: 'Omega-3 Fish Oil' }, pageLoad)
  expect(screen.getByRole('spinbutton', { name: 'Quantity' })).toHaveProperty('value', '1')
})

test('a product page: an unknown id shows the 404 page inside the site layout', async () => {
  const consoleError = expectConsoleError()
  renderAt('/shop/no-such-product')
  await screen.findByRole('heading', { level: 1, name: 'Oops! Page not found' }, pageLoad)
  expect(screen.getByRole('banner')).toBeTruthy()
  expect(screen.getByRole('contentinfo')).toBeTruthy()
  await waitFor(() =>
    expect(consoleError).toHaveBeenCalledWith(
      '404 Error: User attempted to access non-existent route:',
      '/shop/no-such-product',
    ),
  )
})
