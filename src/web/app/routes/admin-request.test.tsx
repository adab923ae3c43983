import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router'

import { SessionContext } from '@/features/auth/session-provider'
import { classListsIn, conflictLog } from '@/test/class-conflicts'
import { setupFakeApi } from '@/test/fake-api'
import { fakeSupabase } from '@/test/fake-supabase'
import { renderWorkspaceRoute, staffSessionValue } from '@/test/workspace-route'
import type {
  ConsultationRequest,
  PipelineStale,
  PipelineState,
  TimelineEvent,
} from '@shared/workspace-wire'

import * as requestRoute from './admin-request'

// The route as the app runs it: its loader reads the request and the staff list, its action
// sends each change, after which the request is read again. The server is faked at fetch: each
// test answers the requests the page makes, and checks what went over the wire.
vi.mock('@/lib/supabase', () => import('@/test/fake-supabase'))

const api = setupFakeApi()
const { reply, always } = api.under('/staff/v1')

const ID = '44444444-4444-4444-8444-444444444444'
const BASE = 'http://127.0.0.1:3000/staff/v1'
const ME = { id: '55555555-5555-4555-8555-555555555555', email: 'me@renewmedical.example' }
const OTHER = { id: '66666666-6666-4666-8666-666666666666', email: 'other@renewmedical.example' }
const PATH = '/admin/requests/:requestId'

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
  always('GET', '/staff', { status: 200, body: [ME, OTHER] })
})

function event(kind: TimelineEvent['kind'], data: unknown, actorId = ME.id): TimelineEvent {
  return {
    id: `${kind}-${JSON.stringify(data)}`,
    requestId: ID,
    actorId,
    kind,
    data: JSON.stringify(data),
    createdAt: '2026-11-21T09:00:00.000Z',
  }
}

const pipelineRegion = () => screen.getByRole('region', { name: 'Pipeline' })
const timeline = () => screen.getByRole('region', { name: 'Timeline' })

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
  always('GET', `/consultations/${ID}`, { body: { request, pipeline, events: [] } })
  const router = createMemoryRouter(
    [
      { path: PATH, ...requestRoute },
      { path: '/book', element: <BookPage /> },
      { path: '*', element: null },
    ],
    { initialEntries: [`/admin/requests/${ID}`] },
  )
  render(
    <SessionContext value={staffSessionValue()}>
      <RouterProvider router={router} />
    </SessionContext>,
  )

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

test('a pipeline change sends only what changed, with the version read, and the request is read again', async () => {
  const next: PipelineState = { ...pipeline, status: 'contacted', assignedTo: ME.id, version: 2 }
  const changed = event('change', {
    status: { from: 'new', to: 'contacted' },
    assignedTo: { from: null, to: ME.id },
  })
  reply(
    'GET',
    `/consultations/${ID}`,
    { body: { request, pipeline, events: [] } },
    { body: { request, pipeline: next, events: [changed] } },
  )
  reply('PATCH', `/consultations/${ID}`, { body: { pipeline: next, event: changed } })
  renderWorkspaceRoute(requestRoute, `/admin/requests/${ID}`, { path: PATH })

  fireEvent.change(await screen.findByLabelText('Status'), { target: { value: 'contacted' } })
  fireEvent.change(screen.getByLabelText('Assigned to'), { target: { value: ME.id } })
  fireEvent.click(screen.getByRole('button', { name: 'Save changes' }))

  expect(
    await within(timeline()).findByText(`Status: Contacted; Assigned to: ${ME.email}`),
  ).toBeTruthy()
  expect(within(pipelineRegion()).queryByRole('alert')).toBeNull()
  expect(api.writes()).toEqual([
    {
      method: 'PATCH',
      url: `${BASE}/consultations/${ID}`,
      body: { version: 1, status: 'contacted', closedReason: null, assignedTo: ME.id },
    },
  ])
  expect(api.sent().filter(({ method, url }) => method === 'GET' && url.endsWith(ID))).toHaveLength(
    2,
  )
})

test('closing without a reason is not sent, and says why', async () => {
  always('GET', `/consultations/${ID}`, { body: { request, pipeline, events: [] } })
  renderWorkspaceRoute(requestRoute, `/admin/requests/${ID}`, { path: PATH })

  fireEvent.change(await screen.findByLabelText('Status'), { target: { value: 'closed' } })
  fireEvent.click(screen.getByRole('button', { name: 'Save changes' }))
  // Said on the reason, the field it is about, which takes focus.
  const reason = await within(pipelineRegion()).findByRole('combobox', {
    name: 'Reason',
    description: 'Choose why the request is closed',
  })
  await waitFor(() => expect(document.activeElement).toBe(reason))
  expect(api.writes()).toEqual([])

  // Put right, the error goes as the reason is chosen.
  fireEvent.change(reason, { target: { value: 'duplicate' } })
  expect(within(pipelineRegion()).queryByText('Choose why the request is closed')).toBeNull()
})

test('saving with nothing changed is not sent, and says so', async () => {
  always('GET', `/consultations/${ID}`, { body: { request, pipeline, events: [] } })
  renderWorkspaceRoute(requestRoute, `/admin/requests/${ID}`, { path: PATH })

  fireEvent.click(await screen.findByRole('button', { name: 'Save changes' }))
  expect((await within(pipelineRegion()).findByRole('alert')).textContent).toBe(
    'Change at least one thing',
  )
  expect(api.writes()).toEqual([])
})

test("the server's refusal that names a field is shown on that field, which takes focus", async () => {
  always('GET', `/consultations/${ID}`, { body: { request, pipeline, events: [] } })
  reply('PATCH', `/consultations/${ID}`, {
    status: 400,
    body: {
      code: 'invalid_request',
      message: 'Choose a member of staff',
      field: 'assignedTo',
    },
  })
  renderWorkspaceRoute(requestRoute, `/admin/requests/${ID}`, { path: PATH })

  fireEvent.change(await screen.findByLabelText('Assigned to'), { target: { value: OTHER.id } })
  fireEvent.click(screen.getByRole('button', { name: 'Save changes' }))

  const assignee = await within(pipelineRegion()).findByRole('combobox', {
    name: 'Assigned to',
    description: 'Choose a member of staff',
  })
  await waitFor(() => expect(document.activeElement).toBe(assignee))
  expect(within(pipelineRegion()).queryByRole('alert')).toBeNull()
  expect(api.writes()).toHaveLength(1)
})

test('a change made meanwhile by someone else is explained above their version', async () => {
  const theirs: PipelineState = {
    ...pipeline,
    status: 'closed',
    closedReason: 'spam',
    version: 2,
    updatedBy: OTHER.id,
  }
  const stale: PipelineStale = {
    code: 'stale',
    message: `Changed by ${OTHER.email} at 09:00`,
    current: theirs,
    changedBy: OTHER,
    changedAt: '2026-11-21T09:00:00.000Z',
  }
  reply(
    'GET',
    `/consultations/${ID}`,
    { body: { request, pipeline, events: [] } },
    { body: { request, pipeline: theirs, events: [] } },
  )
  reply('PATCH', `/consultations/${ID}`, { status: 409, body: stale })
  renderWorkspaceRoute(requestRoute, `/admin/requests/${ID}`, { path: PATH })

  fireEvent.change(await screen.findByLabelText('Status'), { target: { value: 'contacted' } })
  fireEvent.click(screen.getByRole('button', { name: 'Save changes' }))

  // The form starts afresh at their version: look it up again.
  const alert = await waitFor(() => within(pipelineRegion()).getByRole('alert'))
  expect(alert.textContent).toContain('Someone else changed this request')
  expect(alert.textContent).toContain(OTHER.email)
  // The form now holds their version.
  await waitFor(() =>
    expect(screen.getByLabelText<HTMLSelectElement>('Status').value).toBe('closed'),
  )
  expect(screen.getByLabelText<HTMLSelectElement>('Reason').value).toBe('spam')
})

test('a contact attempt and a note are posted, their fields emptied, and shown in the timeline', async () => {
  const attempt = event('attempt', { channel: 'call', outcome: 'reached', note: 'Mornings' })
  const note = event('note', { text: 'Asked about RM3' })
  reply(
    'GET',
    `/consultations/${ID}`,
    { body: { request, pipeline, events: [] } },
    { body: { request, pipeline, events: [attempt] } },
    { body: { request, pipeline, events: [attempt, note] } },
  )
  reply('POST', `/consultations/${ID}/attempts`, { status: 201, body: attempt })
  reply('POST', `/consultations/${ID}/notes`, { status: 201, body: note })
  renderWorkspaceRoute(requestRoute, `/admin/requests/${ID}`, { path: PATH })

  fireEvent.change(await screen.findByLabelText('How'), { target: { value: 'call' } })
  fireEvent.change(screen.getByLabelText('What happened'), { target: { value: 'reached' } })
  fireEvent.change(screen.getByLabelText('Note (optional)'), { target: { value: 'Mornings' } })
  fireEvent.click(screen.getByRole('button', { name: 'Record attempt' }))
  expect(await within(timeline()).findByText('Call: Reached them — Mornings')).toBeTruthy()
  await waitFor(() =>
    expect(screen.getByLabelText<HTMLInputElement>('Note (optional)').value).toBe(''),
  )

  fireEvent.change(screen.getByRole('textbox', { name: 'Note' }), {
    target: { value: 'Asked about RM3' },
  })
  fireEvent.click(screen.getByRole('button', { name: 'Add note' }))
  expect(await within(timeline()).findByText('Asked about RM3')).toBeTruthy()
  await waitFor(() =>
    expect(screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Note' }).value).toBe(''),
  )

  expect(api.writes()).toEqual([
    {
      method: 'POST',
      url: `${BASE}/consultations/${ID}/attempts`,
      body: { channel: 'call', outcome: 'reached', note: 'Mornings' },
    },
    { method: 'POST', url: `${BASE}/consultations/${ID}/notes`, body: { text: 'Asked about RM3' } },
  ])
})

test('an attempt that reached a New request shows it Contacted, as the request read again after the save says', async () => {
  const attempt = event('attempt', { channel: 'call', outcome: 'reached' })
  const moved = event('change', { status: { from: 'new', to: 'contacted' } })
  const contacted: PipelineState = { ...pipeline, status: 'contacted', version: 2 }
  reply(
    'GET',
    `/consultations/${ID}`,
    { body: { request, pipeline, events: [] } },
    { body: { request, pipeline: contacted, events: [attempt, moved] } },
  )
  reply('POST', `/consultations/${ID}/attempts`, {
    status: 201,
    body: { event: attempt, pipeline: contacted, moved: { from: 'new', to: 'contacted' } },
  })
  renderWorkspaceRoute(requestRoute, `/admin/requests/${ID}`, { path: PATH })

  const status = await screen.findByLabelText<HTMLSelectElement>('Status')
  expect(status.value).toBe('new')
  fireEvent.change(screen.getByLabelText('What happened'), { target: { value: 'reached' } })
  fireEvent.click(screen.getByRole('button', { name: 'Record attempt' }))

  expect(await within(timeline()).findByText('Status: Contacted')).toBeTruthy()
  await waitFor(() =>
    expect(within(pipelineRegion()).getByLabelText<HTMLSelectElement>('Status').value).toBe(
      'contacted',
    ),
  )
})

test("the server's refusal of a note is shown in words, and the note stays", async () => {
  always('GET', `/consultations/${ID}`, { body: { request, pipeline, events: [] } })
  reply('POST', `/consultations/${ID}/notes`, {
    status: 400,
    body: { code: 'invalid_request', message: 'Keep the note under 2,000 characters' },
  })
  renderWorkspaceRoute(requestRoute, `/admin/requests/${ID}`, { path: PATH })

  fireEvent.change(await screen.findByRole('textbox', { name: 'Note' }), {
    target: { value: 'Call back' },
  })
  fireEvent.click(screen.getByRole('button', { name: 'Add note' }))
  expect((await screen.findByRole('alert')).textContent).toBe(
    'Keep the note under 2,000 characters',
  )
  expect(screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Note' }).value).toBe('Call back')
})

test('a note left empty is not sent: the shared schema says why on the note, which takes focus', async () => {
  always('GET', `/consultations/${ID}`, { body: { request, pipeline, events: [] } })
  renderWorkspaceRoute(requestRoute, `/admin/requests/${ID}`, { path: PATH })

  fireEvent.change(await screen.findByRole('textbox', { name: 'Note' }), {
    target: { value: '   ' },
  })
  fireEvent.click(screen.getByRole('button', { name: 'Add note' }))

  const note = await screen.findByRole('textbox', { name: 'Note', description: /Write a note/ })
  expect(document.activeElement).toBe(note)
  expect(api.writes()).toEqual([])
})

test("the server's refusal of an attempt's note is shown on the note, which takes focus", async () => {
  always('GET', `/consultations/${ID}`, { body: { request, pipeline, events: [] } })
  reply('POST', `/consultations/${ID}/attempts`, {
    status: 400,
    body: {
      code: 'invalid_request',
      message: 'A note must be at most 2000 characters',
      field: 'note',
    },
  })
  renderWorkspaceRoute(requestRoute, `/admin/requests/${ID}`, { path: PATH })

  fireEvent.change(await screen.findByLabelText('Note (optional)'), {
    target: { value: 'Mornings' },
  })
  fireEvent.click(screen.getByRole('button', { name: 'Record attempt' }))

  const note = await screen.findByRole('textbox', {
    name: 'Note (optional)',
    description: 'A note must be at most 2000 characters',
  })
  await waitFor(() => expect(document.activeElement).toBe(note))
  expect(note).toHaveProperty('value', 'Mornings')
  expect(screen.queryByRole('alert')).toBeNull()
})

test('a request that does not exist says so', async () => {
  reply('GET', `/consultations/${ID}`, {
    status: 404,
    body: { code: 'not_found', message: 'No such request' },
  })
  renderWorkspaceRoute(requestRoute, `/admin/requests/${ID}`, { path: PATH })
  expect((await screen.findByRole('alert')).textContent).toBe(
    'There is no such consultation request.',
  )
})
