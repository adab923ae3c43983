import { act, render, screen } from '@testing-library/react'

import { allProducts } from '@/content/catalogues/all-catalogues'
import type { Product } from '@/content/catalogues/catalogue-types'
import type { CatalogueEntry } from '@shared/orders/orders'

import {
  fetchLiveCatalogue,
  loadLiveCatalogue,
  overlayProduct,
  parseLiveCatalogue,
  resetLiveCatalogue,
  useLiveProducts,
} from './live-catalogue'

const byId = (id: string) => allProducts.find((product) => product.id === id)!
const ignite = byId('1') // $59.99, was $69.99, in stock
const omega = byId('5') // $34.99, was $44.99, in stock
const probiotic = byId('4') // $39.99, out of stock

const { config } = vi.hoisted(() => ({
  config: { supabaseUrl: 'https://rm.example', supabaseAnonKey: 'anon-key' },
}))
// What the pages use: /config.json, as the server would answer it.
vi.mock('@/lib/supabase', () => ({ getSiteConfig: () => Promise.resolve(config) }))

/** An entry as the server sends it: what the content says, changed by `patch`. */
function entry(product: Product, patch: Partial<CatalogueEntry> = {}): CatalogueEntry {
  return {
    id: product.id,
    name: product.name,
    priceCents: product.priceCents,
    originalPriceCents: product.originalPriceCents ?? null,
    stock: product.inStock ? 100 : 0,
    needsReview: product.catalogue === 'peptides',
    maxPerOrder: 10,
    active: true,
    ...patch,
  }
}

/** A fake fetch answering `body` with `status`, recording what it was asked. */
function fakeFetch(body: unknown, status = 200) {
  return vi.fn<typeof fetch>(() =>
    Promise.resolve(
      new Response(typeof body === 'string' ? body : JSON.stringify(body), {
        status,
        headers: { 'Content-Type': 'application/json' },
      }),
    ),
  )
}

const deps = (fetch: typeof globalThis.fetch) => ({
  fetch,
  getConfig: () => Promise.resolve(config),
})

afterEach(() => {
  resetLiveCatalogue()
  vi.useRealTimers()
})

test('asks the orders API for the catalogue with the site key, and maps it by id', async () => {
  const fetch = fakeFetch({ products: [entry(ignite, { priceCents: 4999 }), entry(omega)] })
  const live = await fetchLiveCatalogue(deps(fetch))

  expect(fetch).toHaveBeenCalledTimes(1)
  const [url, init] = fetch.mock.calls[0]!
  expect(url).toBe('https://rm.example/orders/v1/catalogue')
  expect(new Headers(init?.headers).get('apikey')).toBe('anon-key')
  expect([...live!.keys()]).toEqual(['1', '5'])
  expect(live!.get('1')).toMatchObject({ priceCents: 4999, stock: 100, maxPerOrder: 10 })
})

test.each([
  ['a refused request', fakeFetch({ message: 'Not found' }, 404)],
  ['a server error', fakeFetch({ message: 'boom' }, 500)],
  ['an HTML page instead of JSON', fakeFetch('<!doctype html><title>404</title>')],
  ['another shape', fakeFetch({ items: [] })],
  ['a network failure', vi.fn<typeof fetch>(() => Promise.reject(new TypeError('offline')))],
])('%s gives no live catalogue', async (_case, fetch) => {
  expect(await fetchLiveCatalogue(deps(fetch))).toBeNull()
})

test('no config, no live catalogue', async () => {
  const fetch = fakeFetch({ products: [] })
  const live = await fetchLiveCatalogue({
    fetch,
    getConfig: () => Promise.reject(new Error('GET /config.json answered 503')),
  })
  expect(live).toBeNull()
  expect(fetch).not.toHaveBeenCalled()
})

test('an answer with any malformed entry is not trusted at all', () => {
  const good = entry(ignite)
  expect(parseLiveCatalogue({ products: [good] })?.size).toBe(1)
  for (const bad of [
    { ...good, priceCents: 0 },
    { ...good, priceCents: 19.5 },
    { ...good, stock: -1 },
    { ...good, maxPerOrder: 0 },
    { ...good, originalPriceCents: '69.99' },
    { ...good, active: 'yes' },
    { ...good, id: '' },
    null,
  ]) {
    expect(parseLiveCatalogue({ products: [good, bad] })).toBeNull()
  }
})

test('the overlay: live price and offer, stock from units left and whether it is sold, the limit', () => {
  const live = parseLiveCatalogue({
    products: [
      entry(ignite, { priceCents: 5499, originalPriceCents: null, maxPerOrder: 3 }),
      entry(omega, { stock: 0 }),
      entry(probiotic, { stock: 12 }),
      entry(byId('2'), { active: false }),
      entry(byId('3'), { originalPriceCents: 2000 }),
    ],
  })

  const cheaper = overlayProduct(ignite, live)
  expect(cheaper).toMatchObject({ priceCents: 5499, inStock: true, maxPerOrder: 3 })
  expect(cheaper.originalPriceCents).toBeUndefined()
  // Everything else is the content's.
  expect(cheaper.name).toBe(ignite.name)
  expect(cheaper.description).toBe(ignite.description)

  expect(overlayProduct(omega, live)).toMatchObject({ inStock: false, priceCents: 3499 })
  expect(overlayProduct(probiotic, live).inStock).toBe(true)
  expect(overlayProduct(byId('2'), live).inStock).toBe(false)
  // An "earlier price" below today's is no offer.
  expect(overlayProduct(byId('3'), live).originalPriceCents).toBeUndefined()
  // Not in the live catalogue: not sold.
  expect(overlayProduct(byId('6'), live).inStock).toBe(false)
  // No live catalogue: the content as it is.
  expect(overlayProduct(omega, null)).toBe(omega)
})

test('read once per page view, shared by whoever asks; again after five minutes', async () => {
  vi.useFakeTimers({ now: new Date('2026-11-27T10:00:00Z'), toFake: ['Date'] })
  const fetch = fakeFetch({ products: [entry(ignite)] })
  const [first, second] = await Promise.all([
    loadLiveCatalogue(deps(fetch)),
    loadLiveCatalogue(deps(fetch)),
  ])
  expect(first).toBe(second)
  await loadLiveCatalogue(deps(fetch))
  expect(fetch).toHaveBeenCalledTimes(1)

  vi.setSystemTime(new Date('2026-11-27T10:06:00Z'))
  await loadLiveCatalogue(deps(fetch))
  expect(fetch).toHaveBeenCalledTimes(2)
})

function Prices({ products }: { products: readonly Product[] }) {
  const live = useLiveProducts(products)
  return (
    <ul>
      {live.map((product) => (
        <li key={product.id}>{`${product.id} ${product.priceCents} ${String(product.inStock)}`}</li>
      ))}
    </ul>
  )
}

test('a page shows the content first, then the live values once they arrive', async () => {
  let answer!: (response: Response) => void
  const fetch = vi.fn<typeof globalThis.fetch>(
    () => new Promise<Response>((resolve) => (answer = resolve)),
  )
  vi.stubGlobal('fetch', fetch)
  try {
    render(<Prices products={[ignite, omega]} />)
    expect(screen.getByText('1 5999 true')).toBeTruthy()
    expect(screen.getByText('5 3499 true')).toBeTruthy()
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1))
    expect(fetch.mock.calls[0]![0]).toBe('https://rm.example/orders/v1/catalogue')

    await act(async () => {
      answer(
        new Response(
          JSON.stringify({
            products: [entry(ignite, { priceCents: 4999 }), entry(omega, { stock: 0 })],
          }),
        ),
      )
      await loadLiveCatalogue()
    })
    expect(screen.getByText('1 4999 true')).toBeTruthy()
    expect(screen.getByText('5 3499 false')).toBeTruthy()
  } finally {
    vi.unstubAllGlobals()
  }
})

test('a page keeps the content’s values when the live catalogue cannot be read', async () => {
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(() => Promise.resolve(new Response('Not found', { status: 404 }))),
  )
  try {
    render(<Prices products={[ignite, probiotic]} />)
    await act(() => loadLiveCatalogue())
    expect(screen.getByText('1 5999 true')).toBeTruthy()
    expect(screen.getByText('4 3999 false')).toBeTruthy()
  } finally {
    vi.unstubAllGlobals()
  }
})
