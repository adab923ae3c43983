import { render, screen } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'

import { SessionContext } from '@/features/auth/session-provider'
import { listLeads } from '@/features/admin/api/list-leads'
import { recentLeadDates } from '@/features/admin/api/recent-lead-dates'
import { sessionValue } from '@/test/session'

import { Component as AdminPage } from './admin'

vi.mock('@/features/admin/api/list-leads', () => ({ listLeads: vi.fn() }))
vi.mock('@/features/admin/api/recent-lead-dates', () => ({ recentLeadDates: vi.fn() }))

function renderAdmin(isStaff: boolean, status: 'loading' | 'ready' = 'ready') {
  const router = createMemoryRouter([{ path: '/admin', element: <AdminPage /> }], {
    initialEntries: ['/admin'],
  })
  render(
    <SessionContext value={sessionValue({ signedIn: isStaff, isStaff, status })}>
      <RouterProvider router={router} />
    </SessionContext>,
  )
}

beforeEach(() => {
  vi.mocked(listLeads).mockReset()
  vi.mocked(recentLeadDates).mockReset()
  vi.mocked(listLeads).mockResolvedValue({ data: { rows: [], count: 0 }, error: null })
  vi.mocked(recentLeadDates).mockResolvedValue({ data: [], error: null })
})

test('a visitor who is not staff is asked to sign in, and nothing is requested', () => {
  renderAdmin(false)

  expect(screen.getByRole('heading', { level: 1, name: 'Leads dashboard' })).toBeTruthy()
  expect(screen.getByRole('heading', { level: 2, name: 'Staff only' })).toBeTruthy()
  expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/auth')
  expect(screen.getByRole('main').id).toBe('main')
  expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/')
  expect(listLeads).not.toHaveBeenCalled()
  expect(recentLeadDates).not.toHaveBeenCalled()
})

test('while the session loads, nothing is decided yet', () => {
  renderAdmin(false, 'loading')

  expect(screen.getByRole('status').textContent).toBe('Loading…')
  expect(screen.queryByText('Staff only')).toBeNull()
})

test('staff get the dashboard', async () => {
  renderAdmin(true)

  expect(await screen.findByRole('tablist', { name: 'Lead types' })).toBeTruthy()
  expect(await screen.findByText('No consultation requests match.')).toBeTruthy()
  expect(document.title).toBe('Leads dashboard | Renew Medical')
})
