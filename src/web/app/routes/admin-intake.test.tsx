import { fireEvent, screen, waitFor, within } from '@testing-library/react'

import { setupFakeApi } from '@/test/fake-api'
import { fakeSupabase, makeSession, makeUser } from '@/test/fake-supabase'
import { sessionValue } from '@/test/session'
import { renderWorkspaceRoute } from '@/test/workspace-route'
import { askedAnswers } from '@shared/intake/answers'
import { assessIntake } from '@shared/intake/eligibility'
import { exampleIntakeAnswers } from '@shared/intake/examples'
import type { IntakeAnswers, IntakeProgram } from '@shared/intake/questionnaire'
import type { StaffRole } from '@shared/roles'
import type { IntakeDetail } from '@shared/workspace-wire'

import * as intakeRoute from './admin-intake'

// The route as the app runs it: its loader reads the questionnaire and the staff list, its action
// saves the decision, after which the page is read again. The server is faked at fetch: each test
// answers the requests the page makes, and checks what went over the wire (method, path, body).
vi.mock('@/lib/supabase', () => import('@/test/fake-supabase'))

const api = setupFakeApi()
const { reply, always } = api.under('/staff/v1')

const ID = '33333333-3333-4333-8333-333333333333'
const BASE = 'http://127.0.0.1:3000/staff/v1'
const ME = { id: 'staff-1', email: 'me@renewmedical.example' }
const OTHER = { id: 'staff-2', email: 'other@renewmedical.example' }

beforeEach(() => {
  fakeSupabase.reset()
  always('GET', '/staff', { status: 200, body: [ME, OTHER] })
})

/** A submitted questionnaire as the server sends it: the answers kept, the rules' first look. */
function submitted<P extends IntakeProgram>(
  program: P,
  changes: IntakeAnswers<P> = {},
): IntakeDetail {
  const answers = askedAnswers(program, { ...exampleIntakeAnswers[program], ...changes })
  const assessment = assessIntake(program, answers, '2026-11-20')
  return {
    id: ID,
    program,
    questionnaireVersion: '2026-11-1',
    status: 'submitted',
    version: 1,
    answers,
    questionnaireResponse: {},
    assessment,
    outcome: assessment.outcome,
    flagged: assessment.flags.length > 0 || assessment.outcome !== 'likely-fit',
    decision: null,
    decisionNote: null,
    reviewedBy: null,
    reviewedAt: null,
    submittedAt: '2026-11-20T15:30:00.000Z',
    patient: { id: 'patient-1', email: 'ann@example.com', name: 'Ann Lee' },
  }
}

function decided(
  intake: IntakeDetail,
  decision: IntakeDetail['decision'],
  note: string,
  by: string,
): IntakeDetail {
  return {
    ...intake,
    status: 'reviewed',
    version: intake.version + 1,
    decision,
    decisionNote: note,
    reviewedBy: by,
    reviewedAt: '2026-11-21T09:00:00.000Z',
  }
}

/** The route as a member of staff in `role` sees it, the session in context and in supabase-js. */
function renderReview(role: StaffRole = 'physician') {
  const user = makeUser({ email: ME.email, role })
  const session = makeSession(user)
  fakeSupabase.auth.getSession = vi.fn(() => Promise.resolve({ data: { session } })) as never
  renderWorkspaceRoute(intakeRoute, `/admin/intakes/${ID}`, {
    path: '/admin/intakes/:intakeId',
    session: sessionValue({ session, user, isStaff: true }),
  })
}

const form = () => screen.getByRole('region', { name: 'Decision' })
const saveButton = () => within(form()).getByRole('button', { name: 'Save decision' })

function decide(decision: string, note: string) {
  fireEvent.click(within(form()).getByRole('radio', { name: decision }))
  fireEvent.change(
    within(form()).getByLabelText('Note for the patient (they see this in My care)'),
    { target: { value: note } },
  )
  fireEvent.click(saveButton())
}

const posts = () => api.sent().filter((request) => request.method === 'POST')

test('the first look comes first, then every answer in words, with the patient and program', async () => {
  const intake = submitted('weight-loss', {
    'weight-pounds': 165,
    conditions: ['high-blood-pressure', 'type-2-diabetes'],
  })
  reply('GET', `/intakes/${ID}`, { status: 200, body: intake })
  renderReview()

  const patient = await screen.findByRole('region', { name: 'Ann Lee' })
  expect(within(patient).getByRole('link', { name: 'ann@example.com' }).getAttribute('href')).toBe(
    'mailto:ann@example.com',
  )
  expect(
    within(patient)
      .getByRole('link', { name: 'Everything about this person' })
      .getAttribute('href'),
  ).toBe('/admin/people/account:patient-1')
  expect(patient.textContent).toContain('Medical weight loss')

  const firstLook = screen.getByRole('region', { name: 'First look' })
  expect(firstLook.textContent).toContain('Outcome: Likely a fit')
  // BMI 28.3 qualifies only through the conditions; type 2 diabetes is a flag of its own.
  const flags = within(firstLook)
    .getAllByRole('listitem')
    .map((item) => item.textContent)
  expect(flags).toEqual(intake.assessment.flags.map((flag) => flag.message))
  expect(flags).toHaveLength(2)
  expect(flags[0]).toMatch(/^BMI 28\.3 \(27–29\.9\) qualifies only through/)

  const answers = screen.getByRole('region', { name: 'Answers' })
  expect(firstLook.compareDocumentPosition(answers) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
  const state = within(answers).getByText('Which state do you live in?')
  expect(state.nextElementSibling?.textContent).toBe('Texas')
  const bmi = within(answers).getByText('Your BMI (body mass index)')
  expect(bmi.nextElementSibling?.textContent).toBe('28.3 (Overweight)')
  expect(within(answers).getByText('High blood pressure')).toBeTruthy()
  expect(within(answers).queryByText(/pregnant/)).not.toBeNull()
  expect(within(answers).queryByText('Which surgeries have you had, and when?')).toBeNull()

  // Nothing decided yet: the form, with nothing chosen.
  for (const radio of within(form()).getAllByRole<HTMLInputElement>('radio')) {
    expect(radio.checked).toBe(false)
  }
  expect(
    within(form())
      .getAllByRole('radio')
      .map((radio) => radio.closest('div')?.textContent),
  ).toEqual(['Ready for a consultation', 'Needs a call first', 'Not eligible online'])
})

test("men's health shows the likely treatment and the labs", async () => {
  reply('GET', `/intakes/${ID}`, { status: 200, body: submitted('mens-health') })
  renderReview()

  const firstLook = await screen.findByRole('region', { name: 'First look' })
  expect(firstLook.textContent).toContain('Outcome: Likely a fit')
  expect(within(firstLook).getByText('Nothing flagged.')).toBeTruthy()
  expect(within(firstLook).getByRole('heading', { name: 'Likely treatment' })).toBeTruthy()
  expect(firstLook.textContent).toContain('Testosterone therapy')
  const labs = within(firstLook).getByRole('heading', { name: 'Lab tests needed before the visit' })
    .nextElementSibling as HTMLElement
  expect(within(labs).getByText('Free testosterone')).toBeTruthy()
  expect(within(labs).getByText('PSA (prostate-specific antigen)')).toBeTruthy()
})

test('a talk-first intake shows its reasons, and no likely treatment', async () => {
  const intake = submitted('mens-health', { 'high-hematocrit': true })
  reply('GET', `/intakes/${ID}`, { status: 200, body: intake })
  renderReview()

  const firstLook = await screen.findByRole('region', { name: 'First look' })
  expect(firstLook.textContent).toContain('Outcome: Talk first')
  const why = within(firstLook).getByRole('heading', { name: 'Why' })
    .nextElementSibling as HTMLElement
  expect(
    within(why)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(intake.assessment.reasons.map((reason) => reason.message))
  expect(why.textContent).toContain('You told us your hematocrit or red blood cell count')
  expect(within(firstLook).queryByRole('heading', { name: 'Likely treatment' })).toBeNull()
})

test('saving a decision posts the version, the decision and the note, then shows it read-only', async () => {
  const intake = submitted('weight-loss')
  const saved = decided(intake, 'needs-call', 'We will call you this week.', ME.id)
  const changed = decided(saved, 'ready-for-consultation', 'Book a time.', ME.id)
  // After each save the page is read again, and the server holds the decision.
  reply(
    'GET',
    `/intakes/${ID}`,
    { status: 200, body: intake },
    { status: 200, body: saved },
    { status: 200, body: changed },
  )
  reply('POST', `/intakes/${ID}/review`, { status: 200, body: saved })
  renderReview()
  await screen.findByRole('region', { name: 'Decision' })

  decide('Needs a call first', '  We will call you this week.  ')

  // The panel starts afresh at the new version: look it up again each time.
  const status = await waitFor(() => within(form()).getByRole('status'))
  expect(status.textContent).toBe('Decision saved. The patient sees it and your note in My care.')
  await waitFor(() => expect(document.activeElement).toBe(status))
  expect(posts()).toEqual([
    {
      method: 'POST',
      url: `${BASE}/intakes/${ID}/review`,
      body: { version: 1, decision: 'needs-call', note: 'We will call you this week.' },
    },
  ])
  expect(form().textContent).toContain('Needs a call first')
  expect(form().textContent).toContain('We will call you this week.')
  expect(form().textContent).toContain(ME.email)
  expect(within(form()).queryByRole('radio')).toBeNull()

  // Changing it sends the new version.
  reply('POST', `/intakes/${ID}/review`, { status: 200, body: changed })
  fireEvent.click(within(form()).getByRole('button', { name: 'Change decision' }))
  expect(within(form()).queryByRole('status')).toBeNull()
  const chosen = within(form()).getByRole<HTMLInputElement>('radio', { name: 'Needs a call first' })
  expect(chosen.checked).toBe(true)
  expect(document.activeElement).toBe(chosen)
  decide('Ready for a consultation', 'Book a time.')
  await waitFor(() => expect(posts()).toHaveLength(2))
  expect(posts()[1]?.body).toEqual({
    version: 2,
    decision: 'ready-for-consultation',
    note: 'Book a time.',
  })
  await waitFor(() => expect(within(form()).getByRole('status')).toBeTruthy())
  expect(within(form()).queryByRole('radio')).toBeNull()
  expect(form().textContent).toContain('Ready for a consultation')
  expect(api.sent().filter((request) => request.url === `${BASE}/intakes/${ID}`)).toHaveLength(3)
})

test('a decision without a choice or a note is not sent, and says what is missing', async () => {
  reply('GET', `/intakes/${ID}`, { status: 200, body: submitted('weight-loss') })
  renderReview()
  await screen.findByRole('region', { name: 'Decision' })

  fireEvent.click(saveButton())
  expect(within(form()).getByText('Choose a decision.')).toBeTruthy()
  expect(document.activeElement).toBe(
    within(form()).getByRole('radio', { name: 'Ready for a consultation' }),
  )

  decide('Not eligible online', '   ')
  expect(within(form()).getByText('Write a note for the patient.')).toBeTruthy()
  const note = within(form()).getByLabelText('Note for the patient (they see this in My care)')
  expect(document.activeElement).toBe(note)
  expect(note.getAttribute('aria-invalid')).toBe('true')

  decide('Not eligible online', 'x'.repeat(2001))
  expect(within(form()).getByText('Keep the note under 2,000 characters.')).toBeTruthy()
  expect(posts()).toEqual([])
})

test('when someone else decided meanwhile, an alert shows their decision and the page is read again', async () => {
  const intake = submitted('weight-loss')
  const theirs = decided(intake, 'not-eligible-online', 'Please call us.', OTHER.id)
  reply('GET', `/intakes/${ID}`, { status: 200, body: intake }, { status: 200, body: theirs })
  reply('POST', `/intakes/${ID}/review`, {
    status: 409,
    body: {
      code: 'stale',
      message: 'Someone else decided on this questionnaire meanwhile',
      intake: theirs,
    },
  })
  renderReview()
  await screen.findByRole('region', { name: 'Decision' })

  decide('Ready for a consultation', 'Book a time that suits you.')

  const alert = await waitFor(() => within(form()).getByRole('alert'))
  expect(alert.textContent).toContain('Someone else decided on this questionnaire meanwhile')
  expect(alert.textContent).toContain('Not eligible online')
  expect(alert.textContent).toContain(OTHER.email)
  // Focus moves to the alert in the commit after it is drawn; on a loaded machine that can come
  // after the alert is first found.
  await waitFor(() => expect(document.activeElement).toBe(alert))
  await waitFor(() =>
    expect(api.sent().filter((request) => request.url === `${BASE}/intakes/${ID}`)).toHaveLength(2),
  )
  // Their decision is what is shown now; the physician's own draft waits behind Change decision.
  expect(form().textContent).toContain('Please call us.')
  fireEvent.click(within(form()).getByRole('button', { name: 'Change decision' }))
  expect(
    within(form()).getByRole<HTMLInputElement>('radio', { name: 'Ready for a consultation' })
      .checked,
  ).toBe(true)
  expect(
    within(form()).getByLabelText<HTMLTextAreaElement>(
      'Note for the patient (they see this in My care)',
    ).value,
  ).toBe('Book a time that suits you.')
})

test("the server's refusal is shown in words and the form stays", async () => {
  always('GET', `/intakes/${ID}`, { status: 200, body: submitted('weight-loss') })
  reply('POST', `/intakes/${ID}/review`, {
    status: 400,
    body: { code: 'invalid_request', message: 'Keep the note under 2,000 characters' },
  })
  renderReview()
  await screen.findByRole('region', { name: 'Decision' })

  decide('Needs a call first', 'We will call.')
  expect((await within(form()).findByRole('alert')).textContent).toBe(
    'Keep the note under 2,000 characters',
  )
  expect(within(form()).getByRole('button', { name: 'Save decision' })).toBeTruthy()
})

test("the server's refusal that names the note is shown on the note, which takes focus", async () => {
  always('GET', `/intakes/${ID}`, { status: 200, body: submitted('weight-loss') })
  reply('POST', `/intakes/${ID}/review`, {
    status: 400,
    body: {
      code: 'invalid_request',
      message: 'Keep the note under 2,000 characters',
      field: 'note',
    },
  })
  renderReview()
  await screen.findByRole('region', { name: 'Decision' })

  decide('Needs a call first', 'We will call.')
  const note = await within(form()).findByRole('textbox', {
    name: 'Note for the patient (they see this in My care)',
    description: /Keep the note under 2,000 characters$/,
  })
  await waitFor(() => expect(document.activeElement).toBe(note))
  expect(note.getAttribute('aria-invalid')).toBe('true')
  expect(within(form()).queryByRole('alert')).toBeNull()
})

test("the server's refusal that names the decision is shown on the choices, the first of which takes focus", async () => {
  always('GET', `/intakes/${ID}`, { status: 200, body: submitted('weight-loss') })
  reply('POST', `/intakes/${ID}/review`, {
    status: 400,
    body: { code: 'invalid_request', message: 'Choose a known decision', field: 'decision' },
  })
  renderReview()
  await screen.findByRole('region', { name: 'Decision' })

  decide('Needs a call first', 'We will call.')
  const first = await within(form()).findByRole('radio', {
    name: 'Ready for a consultation',
    description: 'Choose a known decision',
  })
  await waitFor(() => expect(document.activeElement).toBe(first))
  // The choice made is kept, and the refusal is not said twice.
  expect(
    within(form()).getByRole<HTMLInputElement>('radio', { name: 'Needs a call first' }).checked,
  ).toBe(true)
  expect(within(form()).queryByRole('alert')).toBeNull()
})

test('a questionnaire that does not exist says so', async () => {
  reply('GET', `/intakes/${ID}`, {
    status: 404,
    body: { code: 'not_found', message: 'No such questionnaire' },
  })
  renderReview()
  expect((await screen.findByRole('alert')).textContent).toBe(
    'There is no such health questionnaire.',
  )
})

test('front-desk staff are told only a physician reads and decides it, and the answers are not asked for', async () => {
  renderReview('staff')
  expect(
    await screen.findByText(
      'Only a physician can read and decide questionnaires. The queue shows who is waiting and what is flagged.',
    ),
  ).toBeTruthy()
  expect(screen.getByRole('link', { name: 'Back to the questionnaires' })).toBeTruthy()
  expect(screen.queryByRole('region', { name: 'Decision' })).toBeNull()
  expect(screen.queryByRole('heading', { name: 'Answers' })).toBeNull()
  // Nothing was fetched: the server would refuse it, and the page needs none of it.
  await new Promise((resolve) => setTimeout(resolve, 20))
  expect(api.sent()).toEqual([])
})
