import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'

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

function row(id: string, lastName: string, overdue: boolean, fields: Partial<QueueRow> = {}) {
  const email = `${lastName.toLowerCase()}@example.com`
  return {
    key: `request:${id}`,
    kind: 'request',
    recordId: id,
    person: email,
    firstName: 'Ada',
    lastName,
    email,
    phone: '(555) 123-4567',
    state: null,
    served: null,
    since: '2026-11-20T16:00:00.000Z',
    detail: null,
    overdue,
    duplicates: [],
    ...fields,
  } satisfies QueueRow
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
const people = () => queue().querySelectorAll('[data-slot="queue-person"]')
const rowOf = (kind: string) => queue().querySelector(`[data-kind="${kind}"]`) as HTMLElement

test('the figures and the queue are read, overdue requests flagged, and both read again every 20 s', async () => {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] })
  reply('GET', '/queue', { body: first }, { body: later })
  renderWorkspaceRoute(queueRoute, '/admin/queue')

  const card = (await screen.findByRole('heading', { name: /Ada Lovelace/ })).closest('li')!
  expect(card.getAttribute('data-overdue')).toBe('true')
  expect(within(card).getAllByText('Overdue').length).toBeGreaterThan(0)
  expect(within(card).getByText(/Waited 1 d 1 h of 24 h/)).toBeTruthy()
  expect(screen.getByText('Past 24 hours').nextElementSibling?.textContent).toBe('1')
  expect(people()).toHaveLength(1)

  await act(() => vi.advanceTimersByTimeAsync(20_000))
  await waitFor(() => expect(people()).toHaveLength(2))
  expect(
    screen.getByRole('heading', { name: 'Ada Byron' }).closest('li')?.hasAttribute('data-overdue'),
  ).toBe(false)
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
  expect(await screen.findByRole('heading', { name: /Ada Lovelace/ })).toBeTruthy()

  await act(() => vi.advanceTimersByTimeAsync(20_000))
  const alert = await screen.findByRole('alert')
  expect(alert.textContent).toContain('This could not be loaded. Please try again.')
  expect(within(queue()).getByRole('heading', { name: /Ada Lovelace/ })).toBeTruthy()
})

/** A patient who never sent the form: four rows under one address, and a request by phone. */
const selfServe: QueueAnswer = {
  now,
  rows: [
    row('u1', 'Lovelace', false, {
      key: 'account:u1',
      kind: 'account',
      phone: null,
      state: 'TX',
      served: true,
      duplicates: [
        { key: 'intake:i1', reason: 'email' },
        { key: 'request:r9', reason: 'phone' },
      ],
    }),
    row('i1', 'Lovelace', false, {
      key: 'intake:i1',
      kind: 'intake',
      detail: 'weight-loss',
      duplicates: [{ key: 'account:u1', reason: 'email' }],
    }),
    row('o1', 'Lovelace', false, { key: 'order:o1', kind: 'order', detail: 'RM-ABCD-1234' }),
    row('v1', 'Lovelace', false, {
      key: 'visit:v1',
      kind: 'visit',
      detail: '2026-11-24T15:00:00.000Z',
    }),
    row('r9', 'Byron', true, {
      phone: '555 123 4567',
      state: 'CA',
      served: false,
      duplicates: [{ key: 'account:u1', reason: 'phone' }],
    }),
  ],
}

test('rows of every kind say why they wait, link to their own page, and are grouped by person with duplicates flagged', async () => {
  reply('GET', '/queue', { body: selfServe })
  renderWorkspaceRoute(queueRoute, '/admin/queue')
  await screen.findByRole('heading', { name: /Ada Lovelace/ })

  expect(people()).toHaveLength(2)
  const ada = people()[0]! as HTMLElement
  expect(within(ada).getByText(/TX \(served\)/)).toBeTruthy()
  expect(within(people()[1] as HTMLElement).getByText(/CA \(not served online\)/)).toBeTruthy()
  const reasons: [string, RegExp, string, string][] = [
    ['account', /New account with a questionnaire/, 'Open person', '/admin/people/account:u1'],
    [
      'intake',
      /Medical weight loss questionnaire awaiting a physician/,
      'Open questionnaire',
      '/admin/intakes/i1',
    ],
    [
      'order',
      /First order RM-ABCD-1234 awaiting review or confirmation/,
      'Open order',
      '/admin/orders/o1',
    ],
    [
      'visit',
      /Visit on .* booked without a call/,
      'Open calendar',
      '/admin/calendar?date=2026-11-24',
    ],
    ['request', /Consultation request, not contacted yet/, 'Open request', '/admin/requests/r9'],
  ]
  for (const [kind, reason, open, href] of reasons) {
    const item = rowOf(kind)
    expect(within(item).getByText(reason)).toBeTruthy()
    expect(
      within(item)
        .getByRole('link', { name: new RegExp(`^${open}`) })
        .getAttribute('href'),
    ).toBe(href)
  }
  expect(within(rowOf('account')).getByText(/Possible duplicate of/).textContent).toBe(
    'Possible duplicate of questionnaire (same e-mail), consultation request byron@example.com (same phone)',
  )
  expect(within(rowOf('request')).getByText(/Possible duplicate of/).textContent).toBe(
    'Possible duplicate of account lovelace@example.com (same phone)',
  )
  expect(within(rowOf('order')).queryByText(/Possible duplicate/)).toBeNull()
  // Only a person held by an account or a visit is marked contacted here.
  expect(within(ada).getByRole('button', { name: /^Mark contacted/ })).toBeTruthy()
  expect(
    within(people()[1] as HTMLElement).queryByRole('button', { name: /^Mark contacted/ }),
  ).toBeNull()
  // Each person flagged by phone is offered a merge into the other.
  expect(within(ada).getByRole('button', { name: 'Merge into byron@example.com' })).toBeTruthy()
  expect(
    within(people()[1] as HTMLElement).getByRole('button', {
      name: 'Merge into lovelace@example.com',
    }),
  ).toBeTruthy()
})

test('the list comes before the figures, and the charts say their figures in words with no table repeating them', async () => {
  reply('GET', '/queue', { body: first })
  renderWorkspaceRoute(queueRoute, '/admin/queue')
  await screen.findByRole('heading', { name: /Ada Lovelace/ })
  const figuresRegion = screen.getByRole('region', { name: 'Figures' })
  expect(
    queue().compareDocumentPosition(figuresRegion) & Node.DOCUMENT_POSITION_FOLLOWING,
  ).toBeTruthy()
  expect(screen.queryByRole('table')).toBeNull()
  const chart = screen.getByText('Last 30 days', { selector: 'figcaption' }).closest('figure')!
  expect(
    within(chart)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(['Requested10', 'Contacted8', 'Booked5', 'Patient3'])
})

test('"Mark contacted" sends the address in the body, then reads the queue again', async () => {
  reply('GET', '/queue', { body: selfServe }, { body: { now, rows: [selfServe.rows[4]!] } })
  reply('POST', '/queue/contacted', { status: 201, body: { contactedAt: now } })
  renderWorkspaceRoute(queueRoute, '/admin/queue')
  const ada = (await screen.findByRole('heading', { name: /Ada Lovelace/ })).closest('li')!
  fireEvent.click(within(ada).getByRole('button', { name: /^Mark contacted/ }))

  await waitFor(() => expect(people()).toHaveLength(1))
  expect(api.writes()).toEqual([
    {
      method: 'POST',
      url: `${API}/staff/v1/queue/contacted`,
      body: { email: 'lovelace@example.com' },
    },
  ])
})

test('"Merge" names both people, sends both addresses in the body, then reads the queue again', async () => {
  const merged: QueueAnswer = {
    now,
    rows: selfServe.rows.map((item) => ({
      ...item,
      duplicates: item.duplicates.filter((duplicate) => duplicate.reason === 'email'),
    })),
  }
  reply('GET', '/queue', { body: selfServe }, { body: merged })
  reply('POST', '/people/merge', {
    status: 201,
    body: { from: 'byron@example.com', into: 'lovelace@example.com', at: now },
  })
  renderWorkspaceRoute(queueRoute, '/admin/queue')
  const byron = (await screen.findByRole('heading', { name: /Ada Byron/ })).closest('li')!
  fireEvent.click(within(byron).getByRole('button', { name: 'Merge into lovelace@example.com' }))
  const dialog = await screen.findByRole('dialog', { name: 'Merge these two people?' })
  expect(dialog.textContent).toContain('byron@example.com and lovelace@example.com')
  fireEvent.click(within(dialog).getByRole('button', { name: 'Merge' }))

  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  expect(screen.queryByRole('button', { name: /^Merge into/ })).toBeNull()
  expect(api.writes()).toEqual([
    {
      method: 'POST',
      url: `${API}/staff/v1/people/merge`,
      body: { from: 'byron@example.com', into: 'lovelace@example.com' },
    },
  ])
})
