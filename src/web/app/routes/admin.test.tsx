import { render, screen, waitFor } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'

import { currentStaffAccess } from '@/features/auth/api/current-user'
import { SessionContext, type SessionContextValue } from '@/features/auth/session-provider'
import { listLeads } from '@/features/workspace/leads/api/list-leads'
import { recentLeadDates } from '@/features/workspace/leads/api/recent-lead-dates'
import { forgetLeadsChart } from '@/features/workspace/leads/leads-dashboard-loader'
import { makeSession, makeUser } from '@/test/fake-supabase'
import { sessionValue } from '@/test/session'

import { Component as AdminPage, HydrateFallback, loader } from './admin'

vi.mock('@/features/workspace/leads/api/list-leads', () => ({ listLeads: vi.fn() }))
vi.mock('@/features/workspace/leads/api/recent-lead-dates', () => ({ recentLeadDates: vi.fn() }))
vi.mock('@/features/auth/api/current-user', () => ({ currentStaffAccess: vi.fn() }))

const staffUser = makeUser({ email: 'staff@example.com', role: 'staff' })
const staffSession = (): SessionContextValue =>
  sessionValue({ session: makeSession(staffUser), user: staffUser, isStaff: true })

function renderAdmin(session: SessionContextValue, url = '/admin?tab=consultation') {
  const router = createMemoryRouter(
    [
      { path: '/admin', loader, Component: AdminPage, HydrateFallback },
      { path: '/admin/queue', Component: () => <h1>The queue</h1> },
    ],
    { initialEntries: [url] },
  )
  const view = render(
    <SessionContext value={session}>
      <RouterProvider router={router} />
    </SessionContext>,
  )
  return {
    /** Renders again with another session, as the provider does when it changes. */
    change: (next: SessionContextValue) =>
      view.rerender(
        <SessionContext value={next}>
          <RouterProvider router={router} />
        </SessionContext>,
      ),
  }
}

beforeEach(() => {
  forgetLeadsChart()
  vi.mocked(listLeads).mockReset()
  vi.mocked(recentLeadDates).mockReset()
  vi.mocked(currentStaffAccess).mockReset()
  vi.mocked(listLeads).mockResolvedValue({ data: { rows: [], count: 0 }, error: null })
  vi.mocked(recentLeadDates).mockResolvedValue({ data: [], error: null })
})

test('a visitor who is not staff is asked to sign in, and nothing is requested', async () => {
  vi.mocked(currentStaffAccess).mockResolvedValue({ user: null, access: 'none' })
  renderAdmin(sessionValue())

  expect(await screen.findByRole('heading', { level: 2, name: 'Staff only' })).toBeTruthy()
  expect(screen.getByRole('heading', { level: 1, name: 'Leads dashboard' })).toBeTruthy()
  expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/auth')
  expect(screen.getByRole('main').id).toBe('main')
  expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/')
  expect(listLeads).not.toHaveBeenCalled()
  expect(recentLeadDates).not.toHaveBeenCalled()
})

test('a signed-in user who is not staff is not read for either', async () => {
  vi.mocked(currentStaffAccess).mockResolvedValue({ user: makeUser(), access: 'none' })
  renderAdmin(sessionValue({ signedIn: true }))

  expect(await screen.findByRole('heading', { level: 2, name: 'Staff only' })).toBeTruthy()
  expect(listLeads).not.toHaveBeenCalled()
})

test('until the loader and the session have answered, nothing is decided yet', async () => {
  let answer: (value: { user: null; access: 'none' }) => void = () => {}
  vi.mocked(currentStaffAccess).mockReturnValue(new Promise((resolve) => (answer = resolve)))
  const { change } = renderAdmin(sessionValue({ status: 'loading' }))

  expect(screen.getByRole('status').textContent).toBe('Loading…')
  expect(screen.getByRole('heading', { level: 1, name: 'Leads dashboard' })).toBeTruthy()
  answer({ user: null, access: 'none' })
  expect(await screen.findByRole('status')).toBeTruthy()
  expect(screen.queryByText('Staff only')).toBeNull()

  change(sessionValue())
  expect(await screen.findByRole('heading', { level: 2, name: 'Staff only' })).toBeTruthy()
})

test('staff get the dashboard, read once for the page and once for the chart', async () => {
  vi.mocked(currentStaffAccess).mockResolvedValue({ user: staffUser, access: 'granted' })
  renderAdmin(staffSession())

  expect(await screen.findByRole('tablist', { name: 'Lead types' })).toBeTruthy()
  expect(await screen.findByText('No consultation requests match.')).toBeTruthy()
  expect(document.title).toBe('Leads dashboard | Renew Medical')
  expect(listLeads).toHaveBeenCalledTimes(1)
  expect(recentLeadDates).toHaveBeenCalledTimes(1)
})

test('signing in as staff while the page is open reads the dashboard for them', async () => {
  vi.mocked(currentStaffAccess).mockResolvedValue({ user: null, access: 'none' })
  const { change } = renderAdmin(sessionValue())
  expect(await screen.findByRole('heading', { level: 2, name: 'Staff only' })).toBeTruthy()

  vi.mocked(currentStaffAccess).mockResolvedValue({ user: staffUser, access: 'granted' })
  change(staffSession())

  expect(await screen.findByText('No consultation requests match.')).toBeTruthy()
  await waitFor(() => expect(listLeads).toHaveBeenCalledTimes(1))
})

test('staff who open a bare /admin land on the queue; the leads keep every URL with a query', async () => {
  vi.mocked(currentStaffAccess).mockResolvedValue({ user: staffUser, access: 'granted' })
  renderAdmin(staffSession(), '/admin')
  expect(await screen.findByRole('heading', { level: 1, name: 'The queue' })).toBeTruthy()
  expect(listLeads).not.toHaveBeenCalled()
})

test('signing in as staff at a bare /admin opens the queue', async () => {
  vi.mocked(currentStaffAccess).mockResolvedValue({ user: null, access: 'none' })
  const { change } = renderAdmin(sessionValue(), '/admin')
  expect(await screen.findByRole('heading', { level: 2, name: 'Staff only' })).toBeTruthy()

  vi.mocked(currentStaffAccess).mockResolvedValue({ user: staffUser, access: 'granted' })
  change(staffSession())
  expect(await screen.findByRole('heading', { level: 1, name: 'The queue' })).toBeTruthy()
})

test('a staff member who still owes the second factor is asked for it, and nothing is read', async () => {
  vi.mocked(currentStaffAccess).mockResolvedValue({ user: staffUser, access: 'code' })
  renderAdmin(
    sessionValue({
      session: makeSession(staffUser),
      user: staffUser,
      isStaff: false,
      staffAccess: 'code',
    }),
  )

  expect(
    await screen.findByRole('heading', { level: 2, name: 'Enter your sign-in code' }),
  ).toBeTruthy()
  expect(screen.queryByText('Staff only')).toBeNull()
  expect(listLeads).not.toHaveBeenCalled()
})
