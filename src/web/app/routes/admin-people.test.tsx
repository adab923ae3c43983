import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'

import { SessionContext } from '@/features/auth/session-provider'
import { setupFakeApi } from '@/test/fake-api'
import { fakeSupabase } from '@/test/fake-supabase'
import { staffSessionValue } from '@/test/workspace-route'
import type { PersonPage, PersonSearchAnswer } from '@shared/workspace-wire'

import * as peopleRoute from './admin-people'
import * as personRoute from './admin-person'

// What staff type travels in POST bodies, never in an address — neither the API's, which a
// proxy would log, nor the page's (docs/wire-contract.md, Staff workspace); a person page is
// opened by a reference to one of their records. The server is faked at fetch.
vi.mock('@/lib/supabase', () => import('@/test/fake-supabase'))
vi.mock('@/lib/save-file', () => ({ saveTextFile: vi.fn() }))

const BASE = 'http://127.0.0.1:3000/staff/v1'
const EMAIL = 'grace@example.com'
const ORDER = '11111111-1111-4111-8111-111111111111'
const INTAKE = '22222222-2222-4222-8222-222222222222'
const VISIT = '33333333-3333-4333-8333-333333333333'

const api = setupFakeApi()
const { always } = api.under('/staff/v1')
const sent = api.requests

const found: PersonSearchAnswer = {
  results: [
    {
      ref: `order:${ORDER}`,
      email: EMAIL,
      name: 'Grace Hopper',
      phone: '(312) 555-0142',
      kinds: ['order', 'account'],
      lastActivity: '2026-11-20T16:00:00.000Z',
    },
  ],
}

const person: PersonPage = {
  ref: `order:${ORDER}`,
  email: EMAIL,
  emails: [EMAIL],
  details: {
    firstName: 'Grace',
    lastName: 'Hopper',
    phone: '(312) 555-0142',
    state: 'TX',
    address: { line1: '200 Congress Ave', line2: null, city: 'Austin', state: 'TX', zip: '78701' },
  },
  care: {
    questionnaire: {
      id: INTAKE,
      program: 'weight-loss',
      status: 'reviewed',
      decision: 'ready-for-consultation',
      submittedAt: '2026-11-18T16:00:00.000Z',
    },
    served: true,
  },
  owner: { id: 'staff-1', email: 'desk@renewmedical.example' },
  timeline: [
    {
      kind: 'order',
      recordId: ORDER,
      at: '2026-11-20T16:00:00.000Z',
      title: 'RM-ABCD-1234',
      status: 'submitted',
      when: null,
      text: null,
    },
    {
      kind: 'visit',
      recordId: VISIT,
      at: '2026-11-19T16:00:00.000Z',
      title: 'video',
      status: 'booked',
      when: '2026-12-01T15:00:00.000Z',
      text: null,
    },
    {
      kind: 'questionnaire',
      recordId: INTAKE,
      at: '2026-11-18T16:00:00.000Z',
      title: 'weight-loss',
      status: 'ready-for-consultation',
      when: null,
      text: null,
    },
  ],
}

function renderPeople(url: string) {
  const router = createMemoryRouter(
    [
      { path: '/admin/people', ...peopleRoute },
      { path: '/admin/people/:personRef', ...personRoute },
    ],
    { initialEntries: [url] },
  )
  render(
    <SessionContext value={staffSessionValue()}>
      <RouterProvider router={router} />
    </SessionContext>,
  )
  return router
}

beforeEach(() => {
  fakeSupabase.reset()
  always('POST', '/people/search', { body: found })
  // After the deletion the person is gone, as on the server: the page must not need them again.
  always('GET', `/people/order:${ORDER}`, () =>
    sent.some((call) => call.url.endsWith('/delete'))
      ? { status: 404, body: { code: 'not_found', message: 'No such person' } }
      : { body: person },
  )
  always('POST', '/people/export', { body: {} })
  always('POST', '/people/delete-preview', {
    body: {
      emails: [EMAIL, 'g.hopper@example.com'],
      deletion: {
        addresses: 2,
        consultations: 2,
        events: 3,
        downloads: 1,
        newsletter: 0,
        appointments: 3,
        questionnaires: 1,
        contacts: 0,
        account: 1,
        outbox: 0,
        links: 1,
        ordersKept: 2,
        staffAccounts: 0,
      },
    },
  })
  always('POST', '/people/delete', { body: { deleted: { consultations: 0 } } })
})

it('searches in a POST body and lists each person found, opening their page by a reference', async () => {
  const router = renderPeople('/admin/people')
  fireEvent.change(await screen.findByLabelText('Name, e-mail or phone'), {
    target: { value: 'hopp' },
  })
  fireEvent.click(screen.getByRole('button', { name: 'Search' }))
  const link = await screen.findByRole('link', { name: 'Grace Hopper' })
  expect(screen.getByText('1 person found')).toBeTruthy()
  expect(screen.getByText(/Order, Patient account/)).toBeTruthy()
  expect(router.state.location.pathname + router.state.location.search).toBe('/admin/people')
  expect(link.getAttribute('href')).toBe(`/admin/people/order:${ORDER}`)
  expect(sent.map(({ method, url, body }) => [method, url, body])).toEqual([
    ['POST', `${BASE}/people/search`, { query: 'hopp' }],
  ])
})

it('refuses a one-letter search before asking the server', async () => {
  renderPeople('/admin/people')
  fireEvent.change(await screen.findByLabelText('Name, e-mail or phone'), {
    target: { value: 'h' },
  })
  fireEvent.click(screen.getByRole('button', { name: 'Search' }))
  expect(await screen.findByText(/at least 2 characters/)).toBeTruthy()
  expect(sent).toEqual([])
})

it('shows a person’s details, care, owner and timeline, each entry linking to its page; exports and deletes by POST', async () => {
  const router = renderPeople(`/admin/people/order:${ORDER}`)
  expect(await screen.findByRole('heading', { name: 'Grace Hopper' })).toBeTruthy()
  expect(screen.getByText('200 Congress Ave, Austin, TX 78701')).toBeTruthy()
  expect(screen.getByText(/Weight loss, .*: Ready for a consultation/)).toBeTruthy()
  expect(screen.getByText('desk@renewmedical.example')).toBeTruthy()
  const timeline = within(document.querySelector('[data-slot="person-timeline"]')!)
  const links = timeline.getAllByRole('link').map((link) => link.getAttribute('href'))
  expect(links).toEqual([
    `/admin/orders/${ORDER}`,
    '/admin/calendar?date=2026-12-01',
    `/admin/intakes/${INTAKE}`,
  ])

  fireEvent.click(screen.getByRole('button', { name: 'Export as JSON' }))
  await waitFor(() => expect(sent.map((call) => call.url)).toContain(`${BASE}/people/export`))
  fireEvent.click(screen.getByRole('button', { name: 'Delete everything' }))
  // The confirmation lists every kind the server counted, and what is kept.
  const summary = within(await screen.findByRole('dialog'))
  for (const kind of [
    '2 consultation requests with 3 timeline entries',
    '1 health questionnaire',
    '3 visits',
    '1 guide download',
    '1 patient account with its sign-ins',
    '1 merge',
  ]) {
    expect(await summary.findByText(kind)).toBeTruthy()
  }
  expect(summary.getByText(/everything under g\.hopper@example\.com/)).toBeTruthy()
  expect(
    summary.getByText(
      '2 orders are kept for the clinic’s accounts, without name, e-mail, phone or address.',
    ),
  ).toBeTruthy()
  fireEvent.change(await screen.findByLabelText('Type the e-mail address to confirm'), {
    target: { value: EMAIL },
  })
  fireEvent.click(screen.getByRole('button', { name: 'Delete for good' }))
  await waitFor(() => expect(router.state.location.pathname).toBe('/admin/people'))
  const bodies = sent.filter((call) => call.method === 'POST').map((call) => call.body)
  // The export, the deletion's count and the deletion itself.
  expect(bodies).toEqual([{ email: EMAIL }, { email: EMAIL }, { email: EMAIL }])
  expect(sent.filter((call) => call.method === 'POST').map((call) => call.url)).toEqual([
    `${BASE}/people/export`,
    `${BASE}/people/delete-preview`,
    `${BASE}/people/delete`,
  ])
  for (const { url } of sent) expect(url).not.toContain('@')
})
