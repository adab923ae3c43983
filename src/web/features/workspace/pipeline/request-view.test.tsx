import { fireEvent, render, screen } from '@testing-library/react'
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router'

import { classListsIn, conflictLog } from '@/test/class-conflicts'
import { setupFakeApi } from '@/test/fake-api'
import { fakeSupabase, staffSession } from '@/test/fake-supabase'
import type { ConsultationRequest, PipelineState } from '@shared/workspace-wire'

import { RequestView } from './request-view'

// The server is faked at fetch: each test answers the requests the page makes.
vi.mock('@/lib/supabase', () => import('@/test/fake-supabase'))

const api = setupFakeApi()
const { reply } = api.under('/staff/v1')

const ID = '44444444-4444-4444-8444-444444444444'

const request: ConsultationRequest = {
  id: ID,
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  phone: '(713) 555-0199',
  hearAboutUs: 'A friend',
  emailOptIn: 0,
  smsOptIn: 0,
  createdAt: '2026-11-20T16:00:00.000Z',
}

const pipeline: PipelineState = {
  requestId: ID,
  status: 'new',
  closedReason: null,
  assignedTo: null,
  followUpOn: null,
  contactedAt: null,
  bookedAt: null,
  patientAt: null,
  closedAt: null,
  version: 1,
  updatedAt: '2026-11-20T16:00:00.000Z',
  updatedBy: 'staff-1',
}

beforeEach(() => {
  fakeSupabase.reset()
  Object.assign(fakeSupabase.auth, {
    getSession: vi.fn(() => Promise.resolve({ data: { session: staffSession() } })),
  })
  reply('GET', '/staff', { status: 200, body: [] })
  reply('GET', `/consultations/${ID}`, { status: 200, body: { request, pipeline, events: [] } })
})

/** What /book was opened with: its address and its navigation state. */
function BookPage() {
  const location = useLocation()
  return (
    <p data-testid="book">
      {location.pathname + location.search + location.hash} {JSON.stringify(location.state)}
    </p>
  )
}

test('"Book a visit for Ada" opens /book with her details in the navigation state, not the URL', async () => {
  const router = createMemoryRouter(
    [
      { path: '/admin/requests/:requestId', element: <RequestView requestId={ID} /> },
      { path: '/book', element: <BookPage /> },
      { path: '*', element: null },
    ],
    { initialEntries: [`/admin/requests/${ID}`] },
  )
  render(<RouterProvider router={router} />)

  const link = await screen.findByRole('link', { name: 'Book a visit for Ada' })
  expect(link.getAttribute('href')).toBe('/book')
  // cn() does not merge classes (lib/cn.ts): none on the page may override another.
  const log = conflictLog()
  log.check('/admin/requests/:requestId', classListsIn(document.body))
  expect(log.conflicts).toEqual([])

  fireEvent.click(link)

  expect((await screen.findByTestId('book')).textContent).toBe(
    `/book ${JSON.stringify({
      behalfOf: {
        requestId: ID,
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: 'ada@example.com',
        phone: '(713) 555-0199',
      },
    })}`,
  )
  expect(router.state.location.search).toBe('')
})
