import { act, render, screen } from '@testing-library/react'

import { allProducts } from '@/content/catalogues/all-catalogues'
import type { Product } from '@/content/catalogues/catalogue-types'
import { type Answer, setupFakeApi } from '@/test/fake-api'
import { deferred } from '@/test/fake-supabase'
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

const CATALOGUE = 'https://rm.example/orders/v1/catalogue'
// The orders API, faked at fetch: passed to fetchLiveCatalogue as its fetch, and the global fetch
// for the pages.
const api = setupFakeApi()

const deps = (fetch: typeof globalThis.fetch) => ({
  fetch,
  getConfig: () => Promise.resolve(config),
})

afterEach(() => {
  resetLiveCatalogue()
  vi.useRealTimers()
})

test('asks the orders API for the catalogue with the site key, and maps it by id', async () => {
  api.reply('GET', CATALOGUE, {
    body: { products: [entry(ignite, { priceCents: 4999 }), entry(omega)] },
  })
  const live = await fetchLiveCatalogue(deps(api.fetch))

  expect(api.requests).toHaveLength(1)
  expect(api.requests[0]!.url).toBe(CATALOGUE)
  expect(api.requests[0]!.headers.apikey).toBe('anon-key')
  expect([...live!.keys()]).toEqual(['1', '5'])
  expect(live!.get('1')).toMatchObject({ priceCents: 4999, stock: 100, maxPerOrder: 10 })
})

test.each<[string, Answer]>([
  ['a refused request', { status: 404, body: { message: 'Not found' } }],
  ['a server error', { status: 500, body: { message: 'boom' } }],
  [
    'an HTML page instead of JSON',
    {
      text: '<!doctype html><title>404</title>',
      headers: { 'Content-Type': 'application/json' },
    },
  ],
  ['another shape', { body: { items: [] } }],
  ['a network failure', { network: true }],
])('%s gives no live catalogue', async (_case, answer) => {
  api.reply('GET', CATALOGUE, answer)
  expect(await fetchLiveCatalogue(deps(api.fetch))).toBeNull()
  expect(api.requests).toHaveLength(1)
})

test('no config, no live catalogue', async () => {
  api.reply('GET', CATALOGUE, { body: { products: [] } })
  const live = await fetchLiveCatalogue({
    fetch: api.fetch,
    getConfig: () => Promise.reject(new Error('GET /config.json answered 503')),
  })
  expect(live).toBeNull()
  expect(api.requests).toEqual([])
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

test('the overlay: whether a physician reviews it is the live catalogue’s, else the content’s', () => {
  const peptide = byId('peptide-1')
  expect(peptide.needsReview).toBe(true)
  expect(ignite.needsReview).toBeUndefined()
  const { needsReview: _absent, ...older } = entry(omega)
  const live = parseLiveCatalogue({
    products: [entry(ignite, { needsReview: true }), entry(peptide, { needsReview: false }), older],
  })
  expect(overlayProduct(ignite, live).needsReview).toBe(true)
  expect(overlayProduct(peptide, live).needsReview).toBe(false)
  expect(overlayProduct(omega, live).needsReview).toBeUndefined()
  expect(parseLiveCatalogue({ products: [{ ...entry(ignite), needsReview: 'yes' }] })).toBeNull()
})

test('read once per page view, shared by whoever asks; again after five minutes', async () => {
  vi.useFakeTimers({ now: new Date('2026-11-27T10:00:00Z'), toFake: ['Date'] })
  api.always('GET', CATALOGUE, { body: { products: [entry(ignite)] } })
  const [first, second] = await Promise.all([
    loadLiveCatalogue(deps(api.fetch)),
    loadLiveCatalogue(deps(api.fetch)),
  ])
  expect(first).toBe(second)
  await loadLiveCatalogue(deps(api.fetch))
  expect(api.requests).toHaveLength(1)

  vi.setSystemTime(new Date('2026-11-27T10:06:00Z'))
  await loadLiveCatalogue(deps(api.fetch))
  expect(api.requests).toHaveLength(2)
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
  const held = deferred<void>()
  api.reply('GET', CATALOGUE, {
    body: { products: [entry(ignite, { priceCents: 4999 }), entry(omega, { stock: 0 })] },
    delay: held.promise,
  })
  render(<Prices products={[ignite, omega]} />)
  expect(screen.getByText('1 5999 true')).toBeTruthy()
  expect(screen.getByText('5 3499 true')).toBeTruthy()
  await vi.waitFor(() => expect(api.requests).toHaveLength(1))
  expect(api.requests[0]!.url).toBe(CATALOGUE)

  await act(async () => {
    held.resolve()
    await loadLiveCatalogue()
  })
  expect(screen.getByText('1 4999 true')).toBeTruthy()
  expect(screen.getByText('5 3499 false')).toBeTruthy()
})

test('a page keeps the content’s values when the live catalogue cannot be read', async () => {
  api.reply('GET', CATALOGUE, { status: 404, text: 'Not found' })
  render(<Prices products={[ignite, probiotic]} />)
  await act(() => loadLiveCatalogue())
  expect(screen.getByText('1 5999 true')).toBeTruthy()
  expect(screen.getByText('4 3999 false')).toBeTruthy()
})
