import { fireEvent, screen, waitFor, within } from '@testing-library/react'

import { setupFakeApi } from '@/test/fake-api'
import { deferred, fakeSupabase } from '@/test/fake-supabase'
import { renderWorkspaceRoute } from '@/test/workspace-route'
import type { OrderState } from '@shared/orders/order-states'
import type { OrderLine, StaffOrder } from '@shared/orders/orders'

import * as ordersRoute from './admin-orders'

// The page as the app runs it, its route's loader reading the filter in the URL; the server is
// faked at fetch: which /staff/v1/orders read each filter makes, and with which token, is checked
// as it goes over the wire.
vi.mock('@/lib/supabase', () => import('@/test/fake-supabase'))

const api = setupFakeApi()
const { reply } = api.under('/staff/v1')
/** What went over the wire, with the token and the format asked for. */
const sent = () =>
  api.requests.map(({ method, url, headers }) => ({
    method,
    url,
    authorization: headers.authorization ?? null,
    accept: headers.accept ?? null,
  }))

const BASE = 'http://127.0.0.1:3000/staff/v1'

beforeEach(() => {
  fakeSupabase.reset()
})

function line(overrides: Partial<OrderLine> = {}): OrderLine {
  return {
    id: 'line-1',
    productId: 'omega-3',
    name: 'Omega-3',
    unitPriceCents: 2499,
    quantity: 2,
    requestedQuantity: 2,
    needsReview: false,
    review: null,
    reviewReason: null,
    ...overrides,
  }
}

function order(
  id: string,
  state: OrderState,
  createdAt: string,
  overrides: Partial<StaffOrder> = {},
): StaffOrder {
  return {
    id,
    number: `RM-${id.toUpperCase()}`,
    state,
    lines: [line()],
    subtotalCents: 4998,
    shippingCents: 795,
    totalCents: 5793,
    shipping: { line1: '1 Main St', city: 'Dallas', state: 'TX', zip: '75201' },
    reason: null,
    payment: null,
    shipment: null,
    createdAt,
    updatedAt: createdAt,
    events: [],
    contact: {
      firstName: 'Ann',
      lastName: 'Lee',
      email: 'ann@example.com',
      phone: '214-555-0100',
    },
    userId: null,
    ...overrides,
  }
}

const older = order('a1', 'awaiting_payment', '2026-11-20T15:00:00Z', {
  contact: { firstName: 'Bo', lastName: 'Ray', email: 'bo@example.com', phone: '214-555-0101' },
})
const newer = order('b2', 'awaiting_review', '2026-11-25T15:00:00Z', {
  lines: [
    line({ id: 'l1', name: 'BPC-157', needsReview: true }),
    line({ id: 'l2', name: 'Omega-3' }),
    line({ id: 'l3', name: 'TB-500', needsReview: true }),
  ],
  totalCents: 12_345,
})

function renderQueue(at = '/admin/orders') {
  return renderWorkspaceRoute(ordersRoute, at, { path: '/admin/orders' })
}

const reads = () =>
  sent()
    .filter((request) => request.method === 'GET')
    .map((request) => request.url)

test('every order, newest first, each with its number, patient, date, total, state and review', async () => {
  // The server's order is not trusted to be newest first.
  reply('GET', '/orders', { status: 200, body: { orders: [older, newer] } })
  renderQueue()

  expect(await screen.findByRole('heading', { level: 2, name: 'All orders (2)' })).toBeTruthy()
  const rows = within(screen.getByRole('region', { name: 'All orders (2)' })).getAllByRole(
    'listitem',
  )
  expect(rows).toHaveLength(2)
  const [first, second] = rows as [HTMLElement, HTMLElement]

  expect(first.textContent).toContain('RM-B2')
  expect(first.textContent).toContain('Ann Lee')
  expect(first.textContent).toContain('Total: $123.45')
  expect(first.textContent).toContain('State: Awaiting physician review')
  expect(first.textContent).toContain('Physician review: Needed for 2 of 3 products')
  expect(first.textContent).toMatch(/Placed: 2\d Nov 2026/)
  expect(
    within(first).getByRole('link', { name: 'Open: RM-B2, Ann Lee' }).getAttribute('href'),
  ).toBe('/admin/orders/b2')

  expect(second.textContent).toContain('Bo Ray')
  expect(second.textContent).toContain('State: Awaiting payment')
  expect(second.textContent).toContain('Physician review: Not needed')
  expect(second.textContent).toContain('Total: $57.93')

  expect(sent()).toEqual([
    { method: 'GET', url: `${BASE}/orders`, authorization: 'Bearer access-token', accept: null },
  ])
  expect(screen.getByRole('link', { name: 'All orders' }).getAttribute('aria-current')).toBe('page')
})

test('choosing a state reads that state only, and the address keeps it', async () => {
  reply('GET', '/orders', { status: 200, body: { orders: [older, newer] } })
  reply('GET', '/orders?state=awaiting_payment', { status: 200, body: { orders: [older] } })
  const router = renderQueue()
  await screen.findByRole('heading', { level: 2, name: 'All orders (2)' })

  const state = screen.getByRole<HTMLSelectElement>('combobox', { name: 'State' })
  expect(state.value).toBe('')
  expect([...state.options].map((option) => option.text)).toContain('Awaiting payment')
  fireEvent.change(state, { target: { value: 'awaiting_payment' } })

  expect(
    await screen.findByRole('heading', { level: 2, name: 'Awaiting payment (1)' }),
  ).toBeTruthy()
  expect(
    within(screen.getByRole('region', { name: 'Awaiting payment (1)' })).getAllByRole('listitem'),
  ).toHaveLength(1)
  expect(router.state.location.search).toBe('?state=awaiting_payment')
  expect(reads()).toEqual([`${BASE}/orders`, `${BASE}/orders?state=awaiting_payment`])

  // Back to every state.
  reply('GET', '/orders', { status: 200, body: { orders: [] } })
  fireEvent.change(screen.getByRole('combobox', { name: 'State' }), { target: { value: '' } })
  expect(await screen.findByText('No orders match.')).toBeTruthy()
  expect(router.state.location.search).toBe('')
})

test('a state named in the address is read at once; an unknown one is every order', async () => {
  reply('GET', '/orders?state=shipped', { status: 200, body: { orders: [] } })
  renderQueue('/admin/orders?state=shipped')
  expect(await screen.findByRole('heading', { level: 2, name: 'Shipped (0)' })).toBeTruthy()
  expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'State' }).value).toBe('shipped')
  expect(reads()).toEqual([`${BASE}/orders?state=shipped`])
})

test('an unknown state in the address reads every order', async () => {
  reply('GET', '/orders', { status: 200, body: { orders: [] } })
  renderQueue('/admin/orders?state=lost')
  expect(await screen.findByRole('heading', { level: 2, name: 'All orders (0)' })).toBeTruthy()
  expect(reads()).toEqual([`${BASE}/orders`])
})

test('the physician review reads review=1, and says when nothing waits', async () => {
  reply(
    'GET',
    '/orders',
    { status: 200, body: { orders: [older] } },
    {
      status: 200,
      body: { orders: [older] },
    },
  )
  const waitingLonger = order('c3', 'awaiting_review', '2026-11-24T15:00:00Z', {
    contact: { firstName: 'Cy', lastName: 'Doe', email: 'cy@example.com', phone: '214-555-0102' },
  })
  reply(
    'GET',
    '/orders?review=1',
    { status: 200, body: { orders: [newer, waitingLonger] } },
    {
      status: 200,
      body: { orders: [] },
    },
  )
  const router = renderQueue()
  await screen.findByRole('heading', { level: 2, name: 'All orders (1)' })

  fireEvent.click(screen.getByRole('link', { name: 'Physician review' }))
  const queue = await screen.findByRole('region', { name: 'Waiting for a physician’s review (2)' })
  // The longest waiting first.
  expect(
    within(queue)
      .getAllByRole('link')
      .map((link) => link.textContent),
  ).toEqual(['Open: RM-C3, Cy Doe', 'Open: RM-B2, Ann Lee'])
  expect(router.state.location.search).toBe('?review=1')
  expect(screen.getByRole('link', { name: 'Physician review' }).getAttribute('aria-current')).toBe(
    'page',
  )
  expect(screen.queryByRole('combobox', { name: 'State' })).toBeNull()
  expect(screen.getByRole('link', { name: 'Open: RM-B2, Ann Lee' })).toBeTruthy()
  expect(reads()).toEqual([`${BASE}/orders`, `${BASE}/orders?review=1`])

  // Away and back: the review queue is read again, and now nothing waits.
  fireEvent.click(screen.getByRole('link', { name: 'All orders' }))
  await screen.findByRole('heading', { level: 2, name: 'All orders (1)' })
  fireEvent.click(screen.getByRole('link', { name: 'Physician review' }))
  expect(await screen.findByText('No orders are waiting for a physician’s review.')).toBeTruthy()
})

test('Export CSV saves the current filter’s orders as a dated file', async () => {
  reply('GET', '/orders?state=paid', { status: 200, body: { orders: [] } })
  reply('GET', '/orders/export.csv?state=paid', {
    status: 200,
    body: null,
    text: 'number,state\r\nRM-A1,paid\r\n',
  })
  const saved: { href: string; download: string }[] = []
  const blobs: Blob[] = []
  Object.assign(URL, {
    createObjectURL: vi.fn((blob: Blob) => {
      blobs.push(blob)
      return 'blob:orders'
    }),
    revokeObjectURL: vi.fn(),
  })
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push({ href: this.href, download: this.download })
  })
  renderQueue('/admin/orders?state=paid')
  await screen.findByRole('heading', { level: 2, name: 'Paid (0)' })

  const button = screen.getByRole('button', { name: 'Export CSV' })
  expect(button.getAttribute('aria-describedby')).toBeTruthy()
  expect(screen.getByText('The orders that are paid.')).toBeTruthy()
  fireEvent.click(button)

  await waitFor(() => expect(saved).toHaveLength(1))
  const today = new Date()
  const day = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')}`
  expect(saved[0]).toEqual({ href: 'blob:orders', download: `orders-paid-${day}.csv` })
  expect(blobs[0]?.type).toBe('text/csv;charset=utf-8')
  const text = await new Promise<string>((resolve) => {
    const reader = new FileReader()
    reader.onload = () => resolve(reader.result as string)
    reader.readAsText(blobs[0]!)
  })
  expect(text).toBe('number,state\r\nRM-A1,paid\r\n')
  expect(sent().at(-1)).toEqual({
    method: 'GET',
    url: `${BASE}/orders/export.csv?state=paid`,
    authorization: 'Bearer access-token',
    accept: 'text/csv',
  })
  expect((await screen.findByRole('status')).textContent).toBe(`Saved orders-paid-${day}.csv.`)
  click.mockRestore()
})

test('while the CSV is exported the button says so', async () => {
  reply('GET', '/orders', { status: 200, body: { orders: [] } })
  const answer = deferred<void>()
  reply('GET', '/orders/export.csv', {
    status: 403,
    body: { code: 'staff_only', message: 'Staff only' },
    delay: answer.promise,
  })
  renderQueue()
  await screen.findByRole('heading', { level: 2, name: 'All orders (0)' })

  fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }))
  const exporting = await screen.findByRole<HTMLButtonElement>('button', { name: 'Exporting…' })
  expect(exporting.disabled).toBe(true)
  answer.resolve()
  expect((await screen.findByRole('alert')).textContent).toBe('Staff only')
  expect(
    (await screen.findByRole<HTMLButtonElement>('button', { name: 'Export CSV' })).disabled,
  ).toBe(false)
})

test('the review queue exports the orders awaiting review; a refused export says why', async () => {
  reply('GET', '/orders?review=1', { status: 200, body: { orders: [newer] } })
  reply('GET', '/orders/export.csv?state=awaiting_review', {
    status: 403,
    body: { code: 'staff_only', message: 'Staff only' },
  })
  renderQueue('/admin/orders?review=1')
  await screen.findByRole('link', { name: 'Open: RM-B2, Ann Lee' })

  fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }))
  expect((await screen.findByRole('alert')).textContent).toBe('Staff only')
  expect(sent().at(-1)?.url).toBe(`${BASE}/orders/export.csv?state=awaiting_review`)
})

test("a list that cannot be read in words says so in the page's words", async () => {
  reply('GET', '/orders', { status: 502, text: '<html>Bad gateway</html>' })
  renderQueue()
  expect((await screen.findByRole('alert')).textContent).toContain(
    'This could not be loaded. Please try again.',
  )
})

test('a list that cannot be read says so, and Try again reads it again', async () => {
  reply(
    'GET',
    '/orders',
    { status: 503, body: { message: 'Unavailable' } },
    { status: 200, body: { orders: [older] } },
  )
  renderQueue()

  // The server's words when it gave some (app/workspace-page.tsx), else the page's own.
  const alert = await screen.findByRole('alert')
  expect(alert.textContent).toContain('Unavailable')
  fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }))
  expect(await screen.findByRole('link', { name: 'Open: RM-A1, Bo Ray' })).toBeTruthy()
  expect(reads()).toEqual([`${BASE}/orders`, `${BASE}/orders`])
})
