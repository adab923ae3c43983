import { fireEvent, screen, waitFor, within } from '@testing-library/react'

import { type Answer, setupFakeApi } from '@/test/fake-api'
import { deferred, fakeSupabase, makeSession, makeUser } from '@/test/fake-supabase'
import { sessionValue } from '@/test/session'
import { renderWorkspaceRoute } from '@/test/workspace-route'
import type { CatalogueEntry } from '@shared/orders/orders'
import type { StaffRole } from '@shared/roles'

import * as catalogueRoute from './admin-catalogue'

// The page as the app runs it: its route's loader reads the catalogue, its action saves a row,
// and the router reads the catalogue again. The server is faked at fetch: what each row's Save
// sends to /staff/v1/catalogue is checked as it goes over the wire.
vi.mock('@/lib/supabase', () => import('@/test/fake-supabase'))

const api = setupFakeApi()
const { reply, always } = api.under('/staff/v1')

const BASE = 'http://127.0.0.1:3000/staff/v1'

beforeEach(() => {
  fakeSupabase.reset()
})

/** The page for a member of staff with `role`, in context and in the fake client. */
function renderCatalogue(role: StaffRole) {
  const user = makeUser({ email: `${role}@renewmedical.example`, role })
  const session = makeSession(user)
  fakeSupabase.auth.getSession = vi.fn(() => Promise.resolve({ data: { session } })) as never
  renderWorkspaceRoute(catalogueRoute, '/admin/catalogue', {
    session: sessionValue({ session, user, isStaff: true }),
  })
}

/**
 * The catalogue as the server holds it, read as often as the page asks; `patch` answers one
 * PATCH of a product and, when it is saved, holds the product as answered.
 */
function serveCatalogue(...products: CatalogueEntry[]) {
  const held = new Map(products.map((product) => [product.id, product]))
  always('GET', '/catalogue', () => ({ status: 200, body: { products: [...held.values()] } }))
  return {
    patch(id: string, answer: Answer & { status: number; body: unknown }) {
      reply('PATCH', `/catalogue/${id}`, () => {
        if (answer.status < 300) {
          const body = answer.body as CatalogueEntry | { product: CatalogueEntry }
          held.set(id, 'product' in body ? body.product : body)
        }
        return answer
      })
    },
  }
}

const omega: CatalogueEntry = {
  id: 'omega-3',
  name: 'Omega-3',
  priceCents: 2499,
  originalPriceCents: 2999,
  stock: 40,
  needsReview: false,
  maxPerOrder: 10,
  active: true,
}
const bpc: CatalogueEntry = {
  id: 'bpc-157',
  name: 'BPC-157',
  priceCents: 8900,
  originalPriceCents: null,
  stock: 0,
  needsReview: true,
  maxPerOrder: 2,
  active: false,
}

const patches = () => api.sent().filter((request) => request.method === 'PATCH')
const row = (name: string) => screen.getByRole('form', { name })

test('each product with its price, stock, review, limit and sale; out of stock marked in words', async () => {
  serveCatalogue(omega, bpc)
  renderCatalogue('physician')

  expect(await screen.findByRole('heading', { level: 2, name: 'Products (2)' })).toBeTruthy()
  const first = row('Omega-3')
  expect(within(first).getByLabelText<HTMLInputElement>('Price (US$)').value).toBe('24.99')
  expect(within(first).getByLabelText<HTMLInputElement>('In stock').value).toBe('40')
  expect(within(first).getByLabelText<HTMLInputElement>('Most in one order').value).toBe('10')
  expect(
    within(first).getByRole<HTMLInputElement>('checkbox', { name: 'Needs a physician’s review' })
      .checked,
  ).toBe(false)
  expect(
    within(first).getByRole<HTMLInputElement>('checkbox', {
      name: 'On sale (patients can order it)',
    }).checked,
  ).toBe(true)
  expect(first.textContent).toContain('$24.99 · Shown as reduced from $29.99.')
  expect(first.textContent).not.toContain('Out of stock')

  const second = row('BPC-157')
  expect(within(second).getByRole('heading', { name: 'BPC-157' })).toBeTruthy()
  expect(within(second).getByText('Out of stock')).toBeTruthy()
  expect(within(second).getByText('Not on sale')).toBeTruthy()
  expect(second.closest('li')?.getAttribute('data-out-of-stock')).toBe('true')
  expect(within(second).getByLabelText<HTMLInputElement>('Price (US$)').value).toBe('89.00')
  expect(
    within(second).getByRole<HTMLInputElement>('checkbox', { name: 'Needs a physician’s review' })
      .checked,
  ).toBe(true)
})

test('a row saves only what changed, the price in cents, and shows the product as saved', async () => {
  const server = serveCatalogue(omega, bpc)
  server.patch('bpc-157', {
    status: 200,
    body: { ...bpc, priceCents: 7950, stock: 12, active: true },
  })
  renderCatalogue('physician')
  await screen.findByRole('heading', { level: 2, name: 'Products (2)' })

  const form = row('BPC-157')
  fireEvent.change(within(form).getByLabelText('Price (US$)'), { target: { value: '$79.5' } })
  fireEvent.change(within(form).getByLabelText('In stock'), { target: { value: '12' } })
  fireEvent.click(within(form).getByRole('checkbox', { name: 'On sale (patients can order it)' }))
  fireEvent.click(within(form).getByRole('button', { name: 'Save: BPC-157' }))

  await waitFor(() =>
    expect(within(row('BPC-157')).getByRole('status').textContent).toBe('BPC-157: saved.'),
  )
  expect(patches()).toEqual([
    {
      method: 'PATCH',
      url: `${BASE}/catalogue/bpc-157`,
      body: { priceCents: 7950, stock: 12, active: true },
    },
  ])
  // The row now shows the product as the server holds it: in stock, on sale.
  const saved = row('BPC-157')
  expect(within(saved).queryByText('Out of stock')).toBeNull()
  expect(within(saved).queryByText('Not on sale')).toBeNull()
  expect(within(saved).getByLabelText<HTMLInputElement>('Price (US$)').value).toBe('79.50')
})

test('while a row is saved its button says so, and it is not sent twice', async () => {
  serveCatalogue(omega)
  const answer = deferred<void>()
  reply('PATCH', '/catalogue/omega-3', {
    status: 200,
    body: { ...omega, stock: 41 },
    delay: answer.promise,
  })
  renderCatalogue('physician')
  await screen.findByRole('heading', { level: 2, name: 'Products (1)' })

  fireEvent.change(within(row('Omega-3')).getByLabelText('In stock'), { target: { value: '41' } })
  fireEvent.click(within(row('Omega-3')).getByRole('button', { name: 'Save: Omega-3' }))
  const saving = await within(row('Omega-3')).findByRole<HTMLButtonElement>('button', {
    name: 'Saving…: Omega-3',
  })
  expect(saving.disabled).toBe(true)
  fireEvent.submit(row('Omega-3'))
  answer.resolve()
  await waitFor(() =>
    expect(within(row('Omega-3')).getByRole('status').textContent).toBe('Omega-3: saved.'),
  )
  expect(patches()).toHaveLength(1)
})

test('a price like 19.99 is 1999 cents exactly', async () => {
  const server = serveCatalogue(omega)
  // In its envelope, {product}, as a bare product elsewhere: both are read.
  server.patch('omega-3', {
    status: 200,
    body: { product: { ...omega, priceCents: 1999 } },
  })
  renderCatalogue('physician')
  await screen.findByRole('heading', { level: 2, name: 'Products (1)' })

  fireEvent.change(within(row('Omega-3')).getByLabelText('Price (US$)'), {
    target: { value: '19.99' },
  })
  fireEvent.click(within(row('Omega-3')).getByRole('button', { name: 'Save: Omega-3' }))
  await waitFor(() => expect(patches()).toHaveLength(1))
  expect(patches()[0]?.body).toEqual({ priceCents: 1999 })
  await waitFor(() =>
    expect(within(row('Omega-3')).getByRole('status').textContent).toBe('Omega-3: saved.'),
  )
  expect(row('Omega-3').textContent).toContain('$19.99')
})

test('values that are not valid are refused in words, next to their field, and nothing is sent', async () => {
  serveCatalogue(omega)
  renderCatalogue('physician')
  await screen.findByRole('heading', { level: 2, name: 'Products (1)' })
  const form = row('Omega-3')
  const price = within(form).getByLabelText('Price (US$)')
  const stock = within(form).getByLabelText('In stock')
  const limit = within(form).getByLabelText('Most in one order')

  fireEvent.change(price, { target: { value: '24.999' } })
  fireEvent.change(stock, { target: { value: '-1' } })
  fireEvent.change(limit, { target: { value: '0' } })
  fireEvent.click(within(form).getByRole('button', { name: 'Save: Omega-3' }))

  expect(
    within(form).getByText(
      'Enter the price in dollars and cents, like 24.99 (at most $100,000.00).',
    ),
  ).toBeTruthy()
  expect(
    within(form).getByText('Enter the stock as a whole number from 0 to 1,000,000.'),
  ).toBeTruthy()
  expect(
    within(form).getByText('Enter the most in one order as a whole number from 1 to 1,000.'),
  ).toBeTruthy()
  expect(price.getAttribute('aria-invalid')).toBe('true')
  expect(price.getAttribute('aria-describedby')).toContain('-error')
  expect(document.activeElement).toBe(price)

  // Too high a price.
  fireEvent.change(price, { target: { value: '100000.01' } })
  fireEvent.change(stock, { target: { value: '40' } })
  fireEvent.change(limit, { target: { value: '10' } })
  fireEvent.click(within(form).getByRole('button', { name: 'Save: Omega-3' }))
  expect(within(form).getByText(/^Enter the price in dollars and cents/)).toBeTruthy()
  expect(stock.getAttribute('aria-invalid')).toBeNull()
  expect(patches()).toEqual([])

  // The first field in error in the row's order is focused; one put right loses its error.
  fireEvent.change(stock, { target: { value: 'many' } })
  fireEvent.click(within(form).getByRole('button', { name: 'Save: Omega-3' }))
  expect(document.activeElement).toBe(price)
  fireEvent.change(price, { target: { value: '24.99' } })
  expect(price.getAttribute('aria-invalid')).toBeNull()
  fireEvent.click(within(form).getByRole('button', { name: 'Save: Omega-3' }))
  expect(document.activeElement).toBe(stock)
  expect(
    within(form).getByText('Enter the stock as a whole number from 0 to 1,000,000.'),
  ).toBeTruthy()
  expect(patches()).toEqual([])
})

test('Save with nothing changed says so; a refusal is shown in words', async () => {
  const server = serveCatalogue(omega)
  server.patch('omega-3', {
    status: 400,
    body: { code: 'invalid_request', message: 'The price is too high' },
  })
  renderCatalogue('physician')
  await screen.findByRole('heading', { level: 2, name: 'Products (1)' })

  fireEvent.click(within(row('Omega-3')).getByRole('button', { name: 'Save: Omega-3' }))
  expect(within(row('Omega-3')).getByRole('status').textContent).toBe(
    'Nothing to save: change a field first.',
  )
  expect(patches()).toEqual([])
  // What was said of the last save goes as the row is changed again.
  const stock = within(row('Omega-3')).getByLabelText('In stock')
  fireEvent.change(stock, { target: { value: '41' } })
  expect(within(row('Omega-3')).getByRole('status').textContent).toBe('')
  fireEvent.change(stock, { target: { value: '40' } })

  fireEvent.click(
    within(row('Omega-3')).getByRole('checkbox', { name: 'Needs a physician’s review' }),
  )
  fireEvent.click(within(row('Omega-3')).getByRole('button', { name: 'Save: Omega-3' }))
  expect((await within(row('Omega-3')).findByRole('alert')).textContent).toBe(
    'The price is too high',
  )
  expect(patches()[0]?.body).toEqual({ needsReview: true })
})

test('a catalogue that cannot be read says so, and Try again reads it again', async () => {
  reply('GET', '/catalogue', { status: 503, body: { message: 'Unavailable' } })
  serveCatalogue()
  renderCatalogue('physician')

  // The server's words (app/workspace-page.tsx).
  const alert = await screen.findByRole('alert')
  expect(alert.textContent).toContain('Unavailable')
  fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }))
  expect(await screen.findByText('The catalogue is empty.')).toBeTruthy()
})

test('front-desk staff see the review and the limit read-only, told why, and save only the rest', async () => {
  const server = serveCatalogue(bpc)
  server.patch('bpc-157', { status: 200, body: { ...bpc, stock: 12 } })
  renderCatalogue('staff')
  await screen.findByRole('heading', { level: 2, name: 'Products (1)' })

  expect(
    screen.getByText(
      'Only a physician can change whether a product needs a physician’s review, or the most one order may hold. Price, stock and sale are yours to change.',
    ),
  ).toBeTruthy()
  const form = row('BPC-157')
  const review = within(form).getByRole<HTMLInputElement>('checkbox', {
    name: 'Needs a physician’s review',
  })
  expect(review.disabled).toBe(true)
  expect(review.checked).toBe(true)
  expect(review.getAttribute('aria-describedby')).toMatch(/-hint$/)
  expect(document.getElementById(review.getAttribute('aria-describedby')!)?.textContent).toBe(
    'Set by a physician.',
  )
  const limit = within(form).getByLabelText<HTMLInputElement>('Most in one order')
  expect(limit.readOnly).toBe(true)
  expect(document.getElementById(limit.getAttribute('aria-describedby')!)?.textContent).toBe(
    'Set by a physician.',
  )
  // The rest of the row stays theirs.
  expect(within(form).getByLabelText<HTMLInputElement>('In stock').readOnly).toBe(false)
  expect(
    within(form).getByRole<HTMLInputElement>('checkbox', {
      name: 'On sale (patients can order it)',
    }).disabled,
  ).toBe(false)

  fireEvent.click(review)
  fireEvent.change(within(form).getByLabelText('In stock'), { target: { value: '12' } })
  fireEvent.click(within(form).getByRole('button', { name: 'Save: BPC-157' }))
  await waitFor(() => expect(patches()).toHaveLength(1))
  expect(patches()[0]?.body).toEqual({ stock: 12 })
})

test('a physician changes the review and the limit, with no note', async () => {
  serveCatalogue(omega)
  renderCatalogue('physician')
  await screen.findByRole('heading', { level: 2, name: 'Products (1)' })
  expect(screen.queryByText(/Only a physician/)).toBeNull()
  const form = row('Omega-3')
  expect(
    within(form).getByRole<HTMLInputElement>('checkbox', { name: 'Needs a physician’s review' })
      .disabled,
  ).toBe(false)
  expect(within(form).getByLabelText<HTMLInputElement>('Most in one order').readOnly).toBe(false)
  expect(within(form).queryByText('Set by a physician.')).toBeNull()
})
