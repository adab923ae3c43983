import { render, screen, within } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'

import { SessionContext } from '@/features/auth/session-provider'
import { setupFakeApi } from '@/test/fake-api'
import { fakeSupabase, makeSession, makeUser } from '@/test/fake-supabase'
import { sessionValue } from '@/test/session'
import type { StaffOrder } from '@shared/orders/orders'

import { Component as OrderPage } from './admin-order'

// The page decides from the signed-in user's role whether the physician's review is offered;
// the server is faked at fetch.
vi.mock('@/lib/supabase', () => import('@/test/fake-supabase'))

const api = setupFakeApi()

const order: StaffOrder = {
  id: 'order-1',
  number: 'RM-7KQ2-M4XD',
  state: 'awaiting_review',
  lines: [
    {
      id: 'l1',
      productId: 'bpc-157',
      name: 'BPC-157',
      unitPriceCents: 8900,
      quantity: 1,
      requestedQuantity: 1,
      needsReview: true,
      review: null,
      reviewReason: null,
    },
  ],
  subtotalCents: 8900,
  shippingCents: 0,
  totalCents: 8900,
  shipping: { line1: '1 Main St', city: 'Dallas', state: 'TX', zip: '75201' },
  reason: null,
  payment: null,
  shipment: null,
  createdAt: '2026-11-26T14:05:00Z',
  updatedAt: '2026-11-26T14:05:00Z',
  events: [],
  contact: { firstName: 'Ann', lastName: 'Lee', email: 'ann@example.com', phone: '214-555-0100' },
  userId: null,
}

beforeEach(() => {
  fakeSupabase.reset()
  api.always('GET', '/staff/v1/orders/order-1', { body: order })
})

function renderAs(role: 'staff' | 'physician') {
  const user = makeUser({ email: `${role}@renewmedical.example`, role })
  Object.assign(fakeSupabase.auth, {
    getSession: vi.fn(() => Promise.resolve({ data: { session: makeSession(user) } })),
  })
  const router = createMemoryRouter([{ path: '/admin/orders/:orderId', Component: OrderPage }], {
    initialEntries: ['/admin/orders/order-1'],
  })
  render(
    <SessionContext value={sessionValue({ session: makeSession(user), user, isStaff: true })}>
      <RouterProvider router={router} />
    </SessionContext>,
  )
}

test('a physician is offered the review of an order awaiting one', async () => {
  renderAs('physician')
  expect(screen.getByRole('heading', { level: 1, name: 'Order' })).toBeTruthy()
  const next = await screen.findByRole('region', { name: 'Next step' })
  expect(within(next).getByRole('form', { name: 'Physician review' })).toBeTruthy()
  expect(within(next).getByRole('radio', { name: 'Approve as requested' })).toBeTruthy()
  expect(next.textContent).not.toContain('Waiting for a physician’s review')
})

test('other staff see that it waits for a physician, with no review to make', async () => {
  renderAs('staff')
  const next = await screen.findByRole('region', { name: 'Next step' })
  expect(next.textContent).toContain('Waiting for a physician’s review')
  expect(within(next).queryByRole('form', { name: 'Physician review' })).toBeNull()
  expect(within(next).queryByRole('radio')).toBeNull()
})
