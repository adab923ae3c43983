import { act, screen, waitFor, within } from '@testing-library/react'

import { API, setupFakeApi } from '@/test/fake-api'
import { fakeSupabase } from '@/test/fake-supabase'
import { renderWorkspaceRoute } from '@/test/workspace-route'
import type { PipelineMetrics, QueueAnswer, QueueRow } from '@shared/workspace-wire'

import * as queueRoute from './admin-queue'

// The route as the app runs it: its loader reads the figures and the queue, and reads them again
// every 20 s while the page is open. The server is faked at fetch.
vi.mock('@/lib/supabase', () => import('@/test/fake-supabase'))

const api = setupFakeApi()
const { reply } = api.under('/staff/v1')

const figures: PipelineMetrics = {
  newToday: 2,
  awaitingFirstContact: 2,
  overdue: 1,
  medianFirstContactMs: 3 * 3_600_000,
  funnel: {
    days30: { requested: 10, contacted: 8, booked: 5, patient: 3 },
    days90: { requested: 30, contacted: 24, booked: 15, patient: 9 },
  },
}

function row(id: string, lastName: string, overdue: boolean): QueueRow {
  return {
    id,
    firstName: 'Ada',
    lastName,
    email: `${lastName.toLowerCase()}@example.com`,
    phone: '(555) 123-4567',
    createdAt: '2026-11-20T16:00:00.000Z',
    status: 'new',
    assignedTo: null,
    followUpOn: null,
    version: 1,
    overdue,
  }
}

const now = '2026-11-21T17:00:00.000Z'
const first: QueueAnswer = { now, rows: [row('r1', 'Lovelace', true)] }
const later: QueueAnswer = { now, rows: [row('r1', 'Lovelace', true), row('r2', 'Byron', false)] }

beforeEach(() => {
  fakeSupabase.reset()
  api.always('GET', /\/staff\/v1\/metrics\?today=/, { body: figures })
})
afterEach(() => vi.useRealTimers())

const queue = () => screen.getByRole('region', { name: /^Waiting \(/ })

test('the figures and the queue are read, overdue requests flagged, and both read again every 20 s', async () => {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] })
  reply('GET', '/queue', { body: first }, { body: later })
  renderWorkspaceRoute(queueRoute, '/admin/queue')

  const card = (await screen.findByText('Ada Lovelace')).closest('li')!
  expect(card.getAttribute('data-overdue')).toBe('true')
  expect(within(card).getByText('Overdue')).toBeTruthy()
  expect(screen.getByText('Past 24 hours').nextElementSibling?.textContent).toBe('1')
  expect(within(queue()).getAllByRole('listitem')).toHaveLength(1)

  await act(() => vi.advanceTimersByTimeAsync(20_000))
  await waitFor(() => expect(within(queue()).getAllByRole('listitem')).toHaveLength(2))
  expect(within(queue()).getByText('Ada Byron').closest('li')?.hasAttribute('data-overdue')).toBe(
    false,
  )
  const reads = api.sent().map(({ url }) => url.replace(/\?today=.*/, '?today=…'))
  expect(reads).toEqual([
    `${API}/staff/v1/metrics?today=…`,
    `${API}/staff/v1/queue`,
    `${API}/staff/v1/metrics?today=…`,
    `${API}/staff/v1/queue`,
  ])
  // Counted from the browser's midnight.
  const today = new URL(api.sent()[0]!.url).searchParams.get('today')!
  expect(new Date(today).getHours()).toBe(0)
  expect(new Date(today).getMinutes()).toBe(0)
})

test('a read again that fails says so above the queue it keeps showing', async () => {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] })
  reply('GET', '/queue', { body: first }, { status: 503, body: { code: 'unavailable' } })
  renderWorkspaceRoute(queueRoute, '/admin/queue')
  expect(await screen.findByText('Ada Lovelace')).toBeTruthy()

  await act(() => vi.advanceTimersByTimeAsync(20_000))
  const alert = await screen.findByRole('alert')
  expect(alert.textContent).toContain('This could not be loaded. Please try again.')
  expect(within(queue()).getByText('Ada Lovelace')).toBeTruthy()
})
