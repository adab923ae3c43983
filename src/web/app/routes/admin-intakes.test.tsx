import { fireEvent, screen, within } from '@testing-library/react'

import { setupFakeApi } from '@/test/fake-api'
import { fakeSupabase, makeSession, makeUser } from '@/test/fake-supabase'
import { sessionValue } from '@/test/session'
import { renderWorkspaceRoute } from '@/test/workspace-route'
import type { StaffRole } from '@shared/roles'
import type { IntakeQueueRow } from '@shared/workspace-wire'

import * as intakesRoute from './admin-intakes'

// The server is faked at fetch: what the page asks /staff/v1 for, and with which token, is
// checked as it goes over the wire.
vi.mock('@/lib/supabase', () => import('@/test/fake-supabase'))

const api = setupFakeApi()
const { reply } = api.under('/staff/v1')
/** What went over the wire, with the token it carried. */
const requests = () =>
  api.requests.map(({ method, url, headers }) => ({
    method,
    url,
    authorization: headers.authorization ?? null,
  }))

beforeEach(() => fakeSupabase.reset())

const waitedTwoHours = new Date(Date.now() - 2 * 3_600_000 - 5 * 60_000).toISOString()

const flagged: IntakeQueueRow = {
  id: '11111111-1111-4111-8111-111111111111',
  program: 'mens-health',
  outcome: 'talk-first',
  flagged: true,
  submittedAt: waitedTwoHours,
  version: 1,
  email: 'ann@example.com',
  name: 'Ann Lee',
}

const unflagged: IntakeQueueRow = {
  id: '22222222-2222-4222-8222-222222222222',
  program: 'weight-loss',
  outcome: 'likely-fit',
  flagged: false,
  submittedAt: waitedTwoHours,
  version: 1,
  email: 'bo@example.com',
  name: null,
}

/** The route as a member of staff in `role` sees it, the session in context and in supabase-js. */
function renderQueue(role: StaffRole = 'physician') {
  const user = makeUser({ email: 'me@renewmedical.example', role })
  const session = makeSession(user)
  fakeSupabase.auth.getSession = vi.fn(() => Promise.resolve({ data: { session } })) as never
  renderWorkspaceRoute(intakesRoute, '/admin/intakes', {
    session: sessionValue({ session, user, isStaff: true }),
  })
}

test('the queue shows each questionnaire as a card, flagged ones badged, each linked to its review', async () => {
  reply('GET', '/intakes', { status: 200, body: { rows: [flagged, unflagged] } })
  renderQueue()

  expect(
    await screen.findByRole('heading', { level: 2, name: 'Waiting for review (2)' }),
  ).toBeTruthy()
  const cards = screen.getAllByRole('listitem')
  expect(cards).toHaveLength(2)

  const [first, second] = cards as [HTMLElement, HTMLElement]
  expect(within(first).getByText('Ann Lee')).toBeTruthy()
  expect(within(first).getByText('ann@example.com')).toBeTruthy()
  expect(within(first).getByText('Flagged')).toBeTruthy()
  expect(first.textContent).toContain('Men’s health')
  expect(within(first).getByText('Talk first')).toBeTruthy()
  expect(first.textContent).toMatch(/Waiting 2 h 5 min/)
  expect(within(first).getByRole('link', { name: 'Review: Ann Lee' }).getAttribute('href')).toBe(
    `/admin/intakes/${flagged.id}`,
  )

  // Without a name on the account, the e-mail names the patient; no badge when not flagged.
  expect(within(second).queryByText('Flagged')).toBeNull()
  expect(second.textContent).toContain('Medical weight loss')
  expect(within(second).getByText('Likely a fit')).toBeTruthy()
  expect(
    within(second).getByRole('link', { name: 'Review: bo@example.com' }).getAttribute('href'),
  ).toBe(`/admin/intakes/${unflagged.id}`)

  expect(requests()).toEqual([
    {
      method: 'GET',
      url: 'http://127.0.0.1:3000/staff/v1/intakes',
      authorization: 'Bearer access-token',
    },
  ])
})

test('an empty queue says nobody is waiting', async () => {
  reply('GET', '/intakes', { status: 200, body: { rows: [] } })
  renderQueue()

  expect(await screen.findByText('No health questionnaires are waiting for review.')).toBeTruthy()
  expect(screen.queryByRole('listitem')).toBeNull()
})

test('a queue that cannot be read says so, and Try again reads it again', async () => {
  reply(
    'GET',
    '/intakes',
    // No message of its own: the page says it in its words.
    { status: 503, body: { code: 'unavailable' } },
    { status: 200, body: { rows: [unflagged] } },
  )
  renderQueue()

  const alert = await screen.findByRole('alert')
  expect(alert.textContent).toContain('This could not be loaded. Please try again.')
  fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }))

  expect(await screen.findByRole('link', { name: 'Review: bo@example.com' })).toBeTruthy()
  expect(requests()).toHaveLength(2)
})

test('front-desk staff see who waits and what is flagged, with no Review, and are told why', async () => {
  reply('GET', '/intakes', { status: 200, body: { rows: [flagged, unflagged] } })
  renderQueue('staff')

  expect(
    await screen.findByText(
      'Only a physician can read and decide questionnaires. You see who is waiting and what is flagged; a physician opens the answers.',
    ),
  ).toBeTruthy()
  const [first] = screen.getAllByRole('listitem') as [HTMLElement]
  expect(within(first).getByText('Ann Lee')).toBeTruthy()
  expect(within(first).getByText('Flagged')).toBeTruthy()
  expect(first.textContent).toMatch(/Waiting 2 h 5 min/)
  expect(screen.queryByRole('link')).toBeNull()
  expect(screen.queryByText(/Review/)).toBeNull()
})

test('a physician is not shown the note', async () => {
  reply('GET', '/intakes', { status: 200, body: { rows: [flagged] } })
  renderQueue('physician')
  expect(await screen.findByRole('link', { name: 'Review: Ann Lee' })).toBeTruthy()
  expect(screen.queryByText(/Only a physician/)).toBeNull()
})
