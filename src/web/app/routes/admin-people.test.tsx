import { fireEvent, screen, waitFor, within } from '@testing-library/react'

import { setupFakeApi } from '@/test/fake-api'
import { fakeSupabase } from '@/test/fake-supabase'
import { renderWorkspaceRoute } from '@/test/workspace-route'
import type { PersonSearchAnswer } from '@shared/workspace-wire'

import * as peopleRoute from './admin-people'

// The person's address travels in POST bodies, never in an API URL that a proxy would log
// (docs/wire-contract.md, Staff workspace). The server is faked at fetch.
vi.mock('@/lib/supabase', () => import('@/test/fake-supabase'))
vi.mock('@/lib/save-file', () => ({ saveTextFile: vi.fn() }))

const BASE = 'http://127.0.0.1:3000/staff/v1'
const EMAIL = 'grace@example.com'

const api = setupFakeApi()
const { always } = api.under('/staff/v1')
const sent = api.requests

const person: PersonSearchAnswer = {
  email: EMAIL,
  found: true,
  consultations: [],
  downloads: [
    {
      id: 'd1',
      firstName: 'Grace',
      lastName: 'Hopper',
      email: EMAIL,
      phone: '(555) 123-4567',
      hearAboutUs: 'Google Search',
      emailOptIn: 1,
      smsOptIn: 0,
      resourceId: 'weight-loss-guide',
      resourceTitle: 'The weight-loss guide',
      createdAt: '2026-11-20T16:00:00.000Z',
    },
  ],
  newsletter: [],
  appointments: [],
  account: null,
}

beforeEach(() => {
  fakeSupabase.reset()
  // After the deletion the search finds nothing, as the server would.
  always('POST', '/people/search', () => ({
    body: sent.some((call) => call.url.endsWith('/delete')) ? { ...person, found: false } : person,
  }))
  always('POST', '/people/export', { body: person })
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

it('finds, exports and deletes a person with the address in POST bodies only', async () => {
  renderWorkspaceRoute(peopleRoute, '/admin/people')
  fireEvent.change(await screen.findByLabelText('E-mail address'), { target: { value: EMAIL } })
  fireEvent.click(screen.getByRole('button', { name: 'Find' }))
  // The answer's camelCase fields are what the page shows (docs/decisions/035).
  expect(await screen.findByText(/The weight-loss guide/)).toBeTruthy()
  fireEvent.click(await screen.findByRole('button', { name: 'Export as JSON' }))
  await waitFor(() => expect(sent.map((call) => call.url)).toContain(`${BASE}/people/export`))
  fireEvent.click(screen.getByRole('button', { name: 'Delete everything' }))
  // The confirmation lists every kind the server counted, and what is kept.
  const summary = await screen.findByRole('dialog')
  for (const kind of [
    '2 consultation requests with 3 timeline entries',
    '1 health questionnaire',
    '3 visits',
    '1 guide download',
    '1 patient account with its sign-ins',
    '1 merge',
  ]) {
    expect(within(summary).getByText(kind)).toBeTruthy()
  }
  expect(within(summary).getByText(/everything under g\.hopper@example\.com/)).toBeTruthy()
  expect(
    within(summary).getByText(
      '2 orders are kept for the clinic’s accounts, without name, e-mail, phone or address.',
    ),
  ).toBeTruthy()
  fireEvent.change(await screen.findByLabelText('Type the e-mail address to confirm'), {
    target: { value: EMAIL },
  })
  fireEvent.click(screen.getByRole('button', { name: 'Delete for good' }))
  await screen.findByText('Nothing is held about this address.')

  expect(sent.map(({ method, url, body }) => [method, url, body])).toEqual([
    ['POST', `${BASE}/people/search`, { email: EMAIL }],
    ['POST', `${BASE}/people/export`, { email: EMAIL }],
    ['POST', `${BASE}/people/search`, { email: EMAIL }],
    ['POST', `${BASE}/people/delete-preview`, { email: EMAIL }],
    ['POST', `${BASE}/people/delete`, { email: EMAIL }],
    ['POST', `${BASE}/people/search`, { email: EMAIL }],
  ])
  for (const { url } of sent) expect(url).not.toContain('@')
})
