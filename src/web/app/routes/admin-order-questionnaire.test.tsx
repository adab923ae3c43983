import { fireEvent, screen, waitFor, within } from '@testing-library/react'

import { setupFakeApi } from '@/test/fake-api'
import { fakeSupabase, makeSession, makeUser } from '@/test/fake-supabase'
import { sessionValue } from '@/test/session'
import { renderWorkspaceRoute } from '@/test/workspace-route'
import { askedAnswers } from '@shared/intake/answers'
import { assessIntake } from '@shared/intake/eligibility'
import { exampleIntakeAnswers } from '@shared/intake/examples'
import type { OrderQuestionnaire, StaffOrder } from '@shared/orders/orders'
import type { IntakeDetail } from '@shared/workspace-wire'

import * as orderRoute from './admin-order'

// The physician's view of an order's patient (docs/decisions/043-order-answers-and-deliberate-
// steps.md): beside the products that need a review, the patient's latest questionnaire one
// click away — read by the route's loader only once opened (an audited read), then shown with
// its flags, BMI and answers in words; a patient with none is said to have none. Staff without
// the physician's role are offered nothing. The server is faked at fetch.
vi.mock('@/lib/supabase', () => import('@/test/fake-supabase'))

const api = setupFakeApi()
const { always } = api.under('/staff/v1')

const ID = 'order-1'
const BASE = 'http://127.0.0.1:3000/staff/v1'

beforeEach(() => {
  fakeSupabase.reset()
})

const order: StaffOrder = {
  id: ID,
  number: 'RM-7KQ2-M4XD',
  state: 'awaiting_review',
  lines: [
    {
      id: 'l1',
      productId: 'peptide-1',
      name: 'BPC-157',
      unitPriceCents: 8900,
      quantity: 2,
      requestedQuantity: 2,
      needsReview: true,
      review: null,
      reviewReason: null,
    },
  ],
  subtotalCents: 17_800,
  shippingCents: 0,
  totalCents: 17_800,
  shipping: { line1: '1 Main St', city: 'Dallas', state: 'TX', zip: '75201' },
  reason: null,
  payment: null,
  shipment: null,
  createdAt: '2026-11-26T14:05:00Z',
  updatedAt: '2026-11-26T14:05:00Z',
  events: [],
  contact: { firstName: 'Ann', lastName: 'Lee', email: 'ann@example.com', phone: '214-555-0100' },
  userId: 'patient-1',
}

/** Ann's weight-loss questionnaire: flagged by a history of pancreatitis. */
function questionnaire(): IntakeDetail {
  const answers = askedAnswers('weight-loss', {
    ...exampleIntakeAnswers['weight-loss'],
    conditions: ['pancreatitis'],
  })
  const assessment = assessIntake('weight-loss', answers, '2026-11-20')
  return {
    id: 'intake-1',
    program: 'weight-loss',
    questionnaireVersion: '2026-11-1',
    status: 'submitted',
    version: 1,
    answers,
    questionnaireResponse: {},
    assessment,
    outcome: assessment.outcome,
    flagged: true,
    decision: null,
    decisionNote: null,
    reviewedBy: null,
    reviewedAt: null,
    submittedAt: '2026-11-20T15:30:00.000Z',
    patient: { id: 'patient-1', email: 'ann@example.com', name: 'Ann Lee' },
  }
}

function renderOrder(role: 'staff' | 'physician', answer: OrderQuestionnaire) {
  always('GET', `/orders/${ID}`, { status: 200, body: order })
  always('GET', `/orders/${ID}/questionnaire`, { status: 200, body: answer })
  const user = makeUser({ email: `${role}@renewmedical.example`, role })
  const session = makeSession(user)
  fakeSupabase.auth.getSession = vi.fn(() => Promise.resolve({ data: { session } })) as never
  renderWorkspaceRoute(orderRoute, `/admin/orders/${ID}`, {
    path: '/admin/orders/:orderId',
    session: sessionValue({ session, user, isStaff: true }),
  })
}

const reads = () =>
  api
    .sent()
    .filter((request) => request.method === 'GET' && request.url.startsWith(`${BASE}/orders`))
    .map((request) => request.url.slice(BASE.length))

test('a physician opens the patient’s questionnaire beside the review: flags, BMI and answers in words', async () => {
  renderOrder('physician', { questionnaire: questionnaire(), matchedBy: 'account' })
  const section = await screen.findByRole('region', { name: 'The patient’s questionnaire' })
  // Nothing is read before it is asked for: reading it is recorded.
  expect(reads()).toEqual([`/orders/${ID}`])
  const show = within(section).getByRole('link', { name: 'Show the patient’s questionnaire' })
  expect(show.getAttribute('aria-expanded')).toBe('false')
  fireEvent.click(show)

  const hide = await within(section).findByRole('link', { name: 'Hide the questionnaire' })
  expect(hide.getAttribute('aria-expanded')).toBe('true')
  expect(reads()).toContain(`/orders/${ID}/questionnaire`)
  expect(section.textContent).toContain('ProgramMedical weight loss')
  expect(section.querySelector('[data-slot="questionnaire-bmi"]')?.textContent).toMatch(
    /^\d+\.\d \(.+\)$/,
  )
  expect(within(section).getByRole('heading', { name: 'First look' })).toBeTruthy()
  expect(section.textContent).toContain('Talk first')
  expect(section.querySelector('[data-slot="intake-answers"]')?.textContent).toContain(
    'Pancreatitis',
  )
  expect(
    within(section)
      .getByRole('link', { name: 'Open the full questionnaire review' })
      .getAttribute('href'),
  ).toBe('/admin/intakes/intake-1#answers-heading')
  // The review is still there, beside it.
  expect(screen.getByRole('form', { name: 'Physician review' })).toBeTruthy()

  fireEvent.click(hide)
  await waitFor(() =>
    expect(
      within(section).getByRole('link', { name: 'Show the patient’s questionnaire' }),
    ).toBeTruthy(),
  )
  expect(section.querySelector('[data-slot="intake-answers"]')).toBeNull()
})

test('a patient with no questionnaire is said to have none, plainly', async () => {
  renderOrder('physician', { questionnaire: null, matchedBy: 'account' })
  const section = await screen.findByRole('region', { name: 'The patient’s questionnaire' })
  fireEvent.click(within(section).getByRole('link', { name: 'Show the patient’s questionnaire' }))
  expect(
    (await within(section).findByText('Ann Lee has not sent us a health questionnaire.')).tagName,
  ).toBe('P')
})

test('a guest’s questionnaire found by e-mail says so', async () => {
  renderOrder('physician', { questionnaire: questionnaire(), matchedBy: 'email' })
  const section = await screen.findByRole('region', { name: 'The patient’s questionnaire' })
  fireEvent.click(within(section).getByRole('link', { name: 'Show the patient’s questionnaire' }))
  expect(
    await within(section).findByText(
      /this is the questionnaire of the patient account with the same e-mail address/,
    ),
  ).toBeTruthy()
})

test('staff without the physician’s role are offered no questionnaire, and none is read', async () => {
  renderOrder('staff', { questionnaire: questionnaire(), matchedBy: 'account' })
  await screen.findByRole('region', { name: 'Next step' })
  expect(screen.queryByRole('region', { name: 'The patient’s questionnaire' })).toBeNull()
  expect(reads()).toEqual([`/orders/${ID}`])
})
