import type { Session } from '@supabase/supabase-js'
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'

import { routes } from '@/app/router'
import { SessionContext } from '@/features/auth/session-provider'
import { CONFIRMATION_STORAGE_KEY } from '@/features/orders/confirmation-storage'
import { CART_STORAGE_KEY } from '@/features/shop/cart-storage'
import { classListsIn, conflictLog } from '@/test/class-conflicts'
import { setupFakeApi } from '@/test/fake-api'
import { patientOnPublicSite } from '@/test/fake-supabase'
import { BASE, orderAnswer, orderLine, ORDERS, patientOrder } from '@/test/order-data'
import { sessionValue } from '@/test/session'
import { leadMessages } from '@shared/leads'
import { orderMessages } from '@shared/orders/orders'

vi.mock('@/lib/supabase', () => import('@/test/fake-supabase'))

const api = setupFakeApi()
const { reply } = api.under(ORDERS)
const sent = api.requests
/** Bodies are JSON objects here. */
const writes = () => api.writes<Record<string, unknown> | undefined>()

// /checkout and /checkout/confirmation (docs/architecture.md, Orders) in the real route tree,
// with the cart in localStorage as the shop leaves it and the orders API faked at fetch.

/** The first render waits for the lazy layout and page chunks, which may be slow in CI. */
const pageLoad = { timeout: 15_000 }
vi.setConfig({ testTimeout: 30_000 })

function storeCart(lines: Record<string, number>) {
  window.localStorage.setItem(
    CART_STORAGE_KEY,
    JSON.stringify({
      version: 1,
      items: Object.entries(lines).map(([id, quantity]) => ({ id, quantity })),
    }),
  )
}

const storedCartLines = () =>
  (
    JSON.parse(window.localStorage.getItem(CART_STORAGE_KEY) ?? '{"items":[]}') as {
      items: { id: string; quantity: number }[]
    }
  ).items

/** The page at `path`, for a guest or for the patient signed in with `session`. */
function renderAt(path: string, session: Session | null = null) {
  const router = createMemoryRouter(routes, { initialEntries: [path] })
  const view = render(
    <SessionContext value={sessionValue(session ? { session, user: session.user } : {})}>
      <RouterProvider router={router} />
    </SessionContext>,
  )
  return { router, view }
}

const form = () => screen.findByRole('form', { name: 'Request your order' }, pageLoad)
const send = () => fireEvent.click(screen.getByRole('button', { name: 'Send order request' }))
const lineOf = (name: string) => {
  const line = screen
    .getAllByText(name)
    .map((element) => element.closest<HTMLElement>('[data-slot="checkout-line"]'))
    .find(Boolean)
  if (!line) throw new Error(`no checkout line for ${name}`)
  return line
}

function fill(values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    fireEvent.change(screen.getByLabelText(label), { target: { value } })
  }
}

const ada = {
  'First name': 'Ada',
  'Last name': 'Lovelace',
  'E-mail': 'ada@example.com',
  Phone: '(713) 555-0199',
  'Street address': '1200 Main St',
  City: 'Houston',
  State: 'TX',
  'ZIP code': '77002',
}

const adaRequest = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  phone: '(713) 555-0199',
  shipping: { line1: '1200 Main St', city: 'Houston', state: 'TX', zip: '77002' },
}

beforeEach(() => {
  patientOnPublicSite({ storedSession: false })
  // The shop's live catalogue cannot be read here: the content's prices and stock stand.
  api.always('GET', '/orders/v1/catalogue', { status: 503, body: { message: 'Unavailable' } })
})

afterEach(() => {
  window.localStorage.clear()
  window.sessionStorage.clear()
})

test('an empty cart says so and leads to the shop; the page says how to order by phone', async () => {
  renderAt('/checkout')

  expect(
    await screen.findByRole('heading', { level: 2, name: 'Your cart is empty.' }, pageLoad),
  ).toBeTruthy()
  expect(screen.getByRole('heading', { level: 1, name: 'Request your order' })).toBeTruthy()
  const shop = screen.getByRole('navigation', { name: 'Browse the shop' })
  expect(
    within(shop)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]),
  ).toEqual([
    ['Supplements', '/supplements'],
    ['Shakes', '/shakes'],
    ['Peptides', '/peptides'],
    ['Other naturals', '/other-naturals'],
  ])
  expect(screen.queryByRole('form')).toBeNull()
  expect(screen.getByRole('heading', { level: 2, name: 'Rather order by phone?' })).toBeTruthy()
  expect(
    screen.getByRole('link', { name: /^Call us at \(800\) 555-0142:/ }).getAttribute('href'),
  ).toBe('tel:+18005550142')
})

test('the cart read back, a peptide marked for review, and every missing detail refused in the shared words, with focus on the summary', async () => {
  storeCart({ '2': 1, 'peptide-1': 1 })
  renderAt('/checkout')
  await form()

  expect(
    screen.getAllByRole('listitem').filter((item) => item.dataset.slot === 'checkout-line'),
  ).toHaveLength(2)
  expect(within(lineOf('Daily Essentials Multivitamin')).getByText('1 × $29.99')).toBeTruthy()
  expect(
    within(lineOf('Daily Essentials Multivitamin')).queryByText('Needs a physician’s review'),
  ).toBeNull()
  expect(
    within(lineOf('Collagen Joint Peptides')).getByText('Needs a physician’s review'),
  ).toBeTruthy()
  expect(screen.getByText(/^A physician reviews the products marked/)).toBeTruthy()
  // $29.99 + $69.99: over $75, so shipping is free.
  expect(document.querySelector('[data-slot="order-subtotal"]')?.textContent).toBe('$99.98')
  expect(document.querySelector('[data-slot="order-shipping"]')?.textContent).toBe('Free')
  expect(document.querySelector('[data-slot="order-total"]')?.textContent).toBe('$99.98')
  // Only the states served, and a sentence naming them with the call for the others.
  const state = screen.getByRole<HTMLSelectElement>('combobox', { name: 'State' })
  expect([...state.options].map((option) => option.textContent)).toEqual([
    'Choose a state',
    'Texas',
    'Oklahoma',
    'Louisiana',
    'New Mexico',
  ])
  const statesHint = screen.getByText(/^We ship to Texas, Oklahoma, Louisiana and New Mexico\./)
  expect(state.getAttribute('aria-describedby')).toBe(statesHint.id)

  send()

  const summary = await screen.findByRole('alert')
  await waitFor(() => expect(document.activeElement).toBe(summary))
  expect(within(summary).getByRole('heading').textContent).toBe(
    'Please correct 8 details to send your order.',
  )
  expect(
    within(summary)
      .getAllByRole('link')
      .map((link) => link.textContent),
  ).toEqual([
    leadMessages.firstName,
    leadMessages.lastName,
    leadMessages.email,
    leadMessages.phone,
    orderMessages.line1,
    orderMessages.city,
    orderMessages.state,
    orderMessages.zip,
  ])
  // Each message is also next to its field, which points at it.
  const zip = screen.getByLabelText('ZIP code')
  expect(zip.getAttribute('aria-invalid')).toBe('true')
  const zipError = document.getElementById(zip.getAttribute('aria-describedby') ?? '')
  expect(zipError?.textContent).toBe(orderMessages.zip)
  expect(state.getAttribute('aria-describedby')).toMatch(/-error$/)
  expect(writes()).toEqual([])
  // cn() does not merge classes (lib/cn.ts): none on the form, errors shown, may override another.
  const log = conflictLog()
  log.check('/checkout with every field refused', classListsIn(document.body))
  expect(log.conflicts).toEqual([])

  // A summary entry takes the patient to the field.
  fireEvent.click(within(summary).getByRole('link', { name: orderMessages.zip }))
  expect(document.activeElement).toBe(zip)

  // The messages follow the answers as they are fixed; a ZIP of the wrong shape keeps its own.
  fill({ ...ada, 'ZIP code': '7700' })
  expect(within(screen.getByRole('alert')).getByRole('heading').textContent).toBe(
    'Please correct 1 detail to send your order.',
  )
  expect(screen.queryByText(leadMessages.firstName)).toBeNull()
  fill({ 'ZIP code': '77002' })
  expect(screen.queryByRole('alert')).toBeNull()
  expect(zip.getAttribute('aria-invalid')).toBeNull()

  // Remove takes a line out of the cart itself; the last one leaves the cart empty.
  fireEvent.click(screen.getByRole('button', { name: 'Remove Collagen Joint Peptides' }))
  expect(screen.queryByText('Needs a physician’s review')).toBeNull()
  expect(document.querySelector('[data-slot="order-total"]')?.textContent).toBe('$37.94')
  fireEvent.click(screen.getByRole('button', { name: 'Remove Daily Essentials Multivitamin' }))
  expect(screen.getByRole('heading', { level: 2, name: 'Your cart is empty.' })).toBeTruthy()
  await waitFor(() => expect(storedCartLines()).toEqual([]))
})

test('a line the server refuses is named next to it and in the summary; once changed, the order is sent again with a new key', async () => {
  storeCart({ '2': 1, 'peptide-1': 3 })
  renderAt('/checkout')
  await form()
  fill(ada)

  const tooMany = orderMessages.notEnoughStock('Collagen Joint Peptides', 2)
  reply('POST', '/orders', {
    status: 422,
    body: {
      code: 'order_lines_refused',
      message: 'Some products cannot be ordered as they are.',
      lines: [{ productId: 'peptide-1', code: 'not_enough_stock', message: tooMany }],
    },
  })
  send()

  const summary = await screen.findByRole('alert')
  await waitFor(() => expect(document.activeElement).toBe(summary))
  expect(within(summary).getByRole('heading').textContent).toBe(
    'Please correct 1 detail to send your order.',
  )
  const peptide = lineOf('Collagen Joint Peptides')
  const problem = within(peptide).getByText(tooMany)
  expect(within(lineOf('Daily Essentials Multivitamin')).queryByText(tooMany)).toBeNull()
  const quantity = within(peptide).getByRole('group', {
    name: 'Quantity of Collagen Joint Peptides',
  })
  expect(quantity.getAttribute('aria-describedby')).toBe(problem.id)
  // Its summary entry leads to the line's quantity.
  fireEvent.click(within(summary).getByRole('link', { name: tooMany }))
  expect(document.activeElement).toBe(
    within(peptide).getByRole('spinbutton', { name: 'Quantity of Collagen Joint Peptides' }),
  )

  // Lowered: the problem is gone, and the cart changed with it.
  fireEvent.click(
    within(peptide).getByRole('button', { name: 'Decrease quantity of Collagen Joint Peptides' }),
  )
  expect(screen.queryByText(tooMany)).toBeNull()
  expect(screen.queryByRole('alert')).toBeNull()
  await waitFor(() =>
    expect(storedCartLines()).toEqual([
      { id: '2', quantity: 1 },
      { id: 'peptide-1', quantity: 2 },
    ]),
  )

  reply('POST', '/orders', { status: 201, body: orderAnswer() })
  send()
  expect(await screen.findByText('RM-7KQ2-M4XD', {}, pageLoad)).toBeTruthy()

  const [first, second] = writes()
  expect(first?.url).toBe(`${BASE}/orders`)
  expect(first?.body).toEqual({
    ...adaRequest,
    lines: [
      { productId: '2', quantity: 1 },
      { productId: 'peptide-1', quantity: 3 },
    ],
    idempotencyKey: expect.stringMatching(/^[\w-]{8,100}$/) as string,
  })
  expect(second?.body).toMatchObject({
    lines: [
      { productId: '2', quantity: 1 },
      { productId: 'peptide-1', quantity: 2 },
    ],
  })
  // The server answered the first attempt: the second is a new one, with its own key.
  expect(second?.body?.idempotencyKey).not.toBe(first?.body?.idempotencyKey)
})

test('a field the server refuses is said next to that field', async () => {
  storeCart({ '2': 1 })
  renderAt('/checkout')
  await form()
  fill(ada)
  reply('POST', '/orders', {
    status: 400,
    body: {
      code: 'invalid_request',
      message: orderMessages.stateNotServed,
      field: 'shipping.state',
    },
  })
  send()

  const summary = await screen.findByRole('alert')
  await waitFor(() => expect(document.activeElement).toBe(summary))
  expect(within(summary).getByRole('link').textContent).toBe(orderMessages.stateNotServed)
  const state = screen.getByRole('combobox', { name: 'State' })
  expect(state.getAttribute('aria-invalid')).toBe('true')
  const [, errorId] = (state.getAttribute('aria-describedby') ?? '').split(' ')
  expect(document.getElementById(errorId ?? '')?.textContent).toBe(orderMessages.stateNotServed)
})

test('a guest’s order: the cart empties and the confirmation shows the number, lines, totals, what happens next, how to pay and the invitation — also after a reload', async () => {
  storeCart({ '2': 1, 'peptide-1': 1 })
  const { router, view } = renderAt('/checkout')
  await form()
  fill({ ...ada, 'Apartment, suite or unit (optional)': 'Apt 4' })

  const order = patientOrder({
    state: 'awaiting_review',
    lines: [
      orderLine(),
      orderLine({
        id: 'line-2',
        productId: 'peptide-1',
        name: 'Collagen Joint Peptides',
        unitPriceCents: 6999,
        needsReview: true,
      }),
    ],
    subtotalCents: 9998,
    shippingCents: 0,
    totalCents: 9998,
    shipping: { line1: '1200 Main St', line2: 'Apt 4', city: 'Houston', state: 'TX', zip: '77002' },
  })
  reply('POST', '/orders', { status: 201, body: orderAnswer({ order, invited: true }) })
  send()

  const heading = await screen.findByRole(
    'heading',
    { level: 2, name: 'We have your order request' },
    pageLoad,
  )
  await waitFor(() => expect(document.activeElement).toBe(heading))
  expect(router.state.location.pathname).toBe('/checkout/confirmation')
  expect(writes()[0]?.body).toMatchObject({
    shipping: { ...adaRequest.shipping, line2: 'Apt 4' },
  })

  function expectConfirmation() {
    expect(screen.getByRole('heading', { level: 1, name: 'Your order request' })).toBeTruthy()
    expect(document.querySelector('[data-slot="order-number"]')?.textContent).toBe('RM-7KQ2-M4XD')
    expect(screen.getByText('Awaiting physician review')).toBeTruthy()
    expect(
      screen.getByText(
        'A physician reviews the products that need approval, usually within one business day.',
      ),
    ).toBeTruthy()
    const lines = screen.getByRole('list', { name: 'What you ordered' })
    expect(
      within(lines)
        .getAllByRole('listitem')
        .map((line) => line.textContent),
    ).toEqual([
      'Daily Essentials Multivitamin$29.991 × $29.99',
      'Collagen Joint Peptides$69.991 × $69.99Needs a physician’s review',
    ])
    expect(document.querySelector('[data-slot="order-shipping"]')?.textContent).toBe('Free')
    expect(document.querySelector('[data-slot="order-total"]')?.textContent).toBe('$99.98')
    expect(screen.getByText(/^1200 Main St/).textContent).toBe('1200 Main StApt 4Houston, TX 77002')
    expect(screen.getByText(/^We don’t take card payments online\./)).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Create your account' }).getAttribute('href')).toBe(
      '/auth?mode=signup',
    )
    expect(screen.queryByRole('link', { name: 'See it in My care' })).toBeNull()
  }
  expectConfirmation()
  const log = conflictLog()
  log.check('/checkout/confirmation', classListsIn(document.body))
  expect(log.conflicts).toEqual([])
  // What was ordered left the cart.
  await waitFor(() => expect(storedCartLines()).toEqual([]))

  // A reload: the page starts again from this tab's storage alone.
  view.unmount()
  renderAt('/checkout/confirmation')
  await screen.findByRole('heading', { level: 2, name: 'We have your order request' }, pageLoad)
  expectConfirmation()
  // Merely loaded, the page leaves focus alone.
  expect(document.activeElement).toBe(document.body)
})

test('the confirmation page with no order to show says so', async () => {
  window.sessionStorage.setItem(CONFIRMATION_STORAGE_KEY, '{"not":"an order"}')
  renderAt('/checkout/confirmation')

  expect(
    await screen.findByRole(
      'heading',
      { level: 2, name: 'There is no order request to show' },
      pageLoad,
    ),
  ).toBeTruthy()
  expect(
    screen.getByText(/^This page shows an order request sent from this browser tab\./),
  ).toBeTruthy()
  expect(screen.getByRole('link', { name: 'Browse the shop' }).getAttribute('href')).toBe(
    '/supplements',
  )
})

test('the profile held with the account fills in the contact and the address last shipped to', async () => {
  const { session, user } = patientOnPublicSite({ signedIn: true })
  user.user_metadata = {
    ...user.user_metadata,
    phone: '(512) 555-0111',
    shipping_address: {
      line1: '1 Elm St',
      line2: 'Apt 2',
      city: 'Tulsa',
      state: 'OK',
      zip: '74103',
    },
  }
  storeCart({ '3': 2 })
  renderAt('/checkout', session)
  await form()
  await waitFor(() =>
    expect(screen.getByLabelText<HTMLInputElement>('Street address').value).toBe('1 Elm St'),
  )
  expect(screen.getByLabelText<HTMLInputElement>('Phone').value).toBe('(512) 555-0111')
  expect(screen.getByLabelText<HTMLInputElement>('City').value).toBe('Tulsa')
  expect(screen.getByLabelText<HTMLSelectElement>('State').value).toBe('OK')
  expect(screen.getByLabelText<HTMLInputElement>('ZIP code').value).toBe('74103')
  // Read from the session: /checkout asks the server nothing for it.
  expect(sent.some((request) => request.url.includes('/patient/v1/profile'))).toBe(false)
})

test('a double click sends one request; a retry after a network failure carries the same key; a signed-in patient’s details are filled in', async () => {
  const { session } = patientOnPublicSite({ signedIn: true })
  storeCart({ '3': 2 })
  renderAt('/checkout', session)
  await form()

  // Prefilled from the profile, the state included (Texas is served).
  expect(screen.getByLabelText<HTMLInputElement>('First name').value).toBe('Grace')
  expect(screen.getByLabelText<HTMLInputElement>('Last name').value).toBe('Hopper')
  expect(screen.getByLabelText<HTMLInputElement>('E-mail').value).toBe('grace@example.com')
  expect(screen.getByLabelText<HTMLInputElement>('Phone').value).toBe('(512) 555-0100')
  expect(screen.getByLabelText<HTMLSelectElement>('State').value).toBe('TX')
  // $49.98 is under $75: standard shipping.
  expect(document.querySelector('[data-slot="order-shipping"]')?.textContent).toBe('$7.95')
  expect(document.querySelector('[data-slot="order-total"]')?.textContent).toBe('$57.93')
  fill({ 'Street address': '12 Elm St', City: 'Austin', 'ZIP code': '78701' })

  reply('POST', '/orders', { network: true })
  const button = screen.getByRole('button', { name: 'Send order request' })
  fireEvent.click(button)
  fireEvent.click(button)
  // Enter in a field while the request is on its way submits the form once more: nothing is sent.
  fireEvent.submit(screen.getByRole('form', { name: 'Request your order' }))
  expect(button.textContent).toBe('Sending…')
  expect(
    await screen.findByText(
      'We could not reach the clinic, so your order is not sent yet. Check your connection and press Send order request again.',
    ),
  ).toBeTruthy()
  expect(writes()).toHaveLength(1)
  // The session's token went with it: the order is the patient's.
  expect(sent.find((request) => request.method === 'POST')?.headers.authorization).toBe(
    'Bearer access-token',
  )

  // The first attempt may have ordered: the retry's answer is that same order.
  reply('POST', '/orders', { status: 200, body: orderAnswer({ invited: false }) })
  send()
  expect(
    await screen.findByRole('heading', { level: 2, name: 'We have your order request' }, pageLoad),
  ).toBeTruthy()
  const [first, retry] = writes()
  expect(writes()).toHaveLength(2)
  expect(first?.body).toEqual({
    firstName: 'Grace',
    lastName: 'Hopper',
    email: 'grace@example.com',
    phone: '(512) 555-0100',
    shipping: { line1: '12 Elm St', city: 'Austin', state: 'TX', zip: '78701' },
    lines: [{ productId: '3', quantity: 2 }],
    idempotencyKey: expect.stringMatching(/^[\w-]{8,100}$/) as string,
  })
  expect(retry?.body).toEqual(first?.body)
  // Signed in: My care lists it; no invitation.
  expect(screen.getByRole('link', { name: 'See it in My care' }).getAttribute('href')).toBe(
    '/account',
  )
  expect(screen.queryByRole('link', { name: 'Create your account' })).toBeNull()
})
