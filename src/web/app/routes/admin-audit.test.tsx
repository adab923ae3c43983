import { fireEvent, screen, waitFor } from '@testing-library/react'

import { API, setupFakeApi } from '@/test/fake-api'
import { fakeSupabase } from '@/test/fake-supabase'
import { sessionValue } from '@/test/session'
import { renderWorkspaceRoute } from '@/test/workspace-route'
import type { AuditEntry } from '@shared/workspace-wire'

import * as auditRoute from './admin-audit'

vi.mock('@/lib/supabase', () => import('@/test/fake-supabase'))

const api = setupFakeApi()
const { reply, always } = api.under('/staff/v1')

const entry: AuditEntry = {
  id: 'a1',
  actorId: 's1',
  action: 'audit.view',
  target: 'audit',
  detail: null,
  createdAt: '2026-11-20T16:00:00.000Z',
}
const staff = [{ id: 's1', email: 'desk@renewmedical.example' }]

beforeEach(() => fakeSupabase.reset())

test('the route reads the log for the URL’s filter, by person in a POST body', async () => {
  always('GET', '/audit', { body: { rows: [entry], staff } })
  always('POST', '/audit/search', { body: { rows: [], staff } })
  renderWorkspaceRoute(auditRoute, '/admin/audit')

  expect(await screen.findByText('Viewed the audit log')).toBeTruthy()
  // The actor is named by the staff list the same answer carries.
  expect(screen.getByRole('listitem').textContent).toContain('desk@renewmedical.example')

  fireEvent.change(screen.getByLabelText('Person (e-mail)'), {
    target: { value: 'grace@example.com' },
  })
  fireEvent.click(screen.getByRole('button', { name: 'Filter' }))
  expect(await screen.findByText('No entries match.')).toBeTruthy()
  expect(api.requests.map(({ method, url, body }) => [method, url, body])).toEqual([
    ['GET', `${API}/staff/v1/audit`, undefined],
    ['POST', `${API}/staff/v1/audit/search`, { email: 'grace@example.com' }],
  ])
})

test('a failed read says so with a retry, and the retry reads again', async () => {
  reply('GET', '/audit', { status: 503, body: { code: 'unavailable', message: 'Try later.' } })
  always('GET', '/audit', { body: { rows: [entry], staff } })
  renderWorkspaceRoute(auditRoute, '/admin/audit')

  expect((await screen.findByRole('alert')).textContent).toContain('Try later.')
  fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
  expect(await screen.findByText('Viewed the audit log')).toBeTruthy()
  expect(screen.queryByRole('alert')).toBeNull()
})

test('without staff rights nothing is read, and the page asks to sign in', async () => {
  fakeSupabase.hasStoredSession = false
  renderWorkspaceRoute(auditRoute, '/admin/audit', { session: sessionValue() })

  expect(await screen.findByRole('heading', { level: 2, name: 'Staff only' })).toBeTruthy()
  await waitFor(() => expect(api.requests).toEqual([]))
})
