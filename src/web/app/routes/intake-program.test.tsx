import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'

import { enclomiphenePricing } from '@/content/treatment-prices'
import type { AnswerMap } from '@/features/intake/api/intake-api'
import { setupFakeApi } from '@/test/fake-api'
import { fakeSupabase } from '@/test/fake-supabase'
import { patientSessionValue, renderPatientRoute } from '@/test/patient-route'
import { sessionValue } from '@/test/session'
import { programMonthLabel } from '@shared/clinic'
import { askedAnswers } from '@shared/intake/answers'
import { assessIntake } from '@shared/intake/eligibility'
import { exampleIntakeAnswers } from '@shared/intake/examples'
import { intakeMessages } from '@shared/intake/messages'
import type { IntakeAnswers, IntakeProgram } from '@shared/intake/questionnaire'
import type { PatientIntake } from '@shared/patient-wire'

import * as intakeRoute from './intake-program'

// /intake/:program as the app runs it (its loader, action and page in a memory router). The
// server is faked at fetch: each test answers the requests the page makes, and checks what went
// over the wire (method, path, JSON body).
vi.mock('@/lib/supabase', () => import('@/test/fake-supabase'))

const api = setupFakeApi()
const { reply } = api.under('/patient/v1')

const BASE = 'http://127.0.0.1:3000/patient/v1'
const TODAY = '2026-11-20'

/** What was sent to the server other than reads. */
/** Bodies are JSON objects here. */
const writes = () => api.writes<Record<string, unknown> | undefined>()

beforeEach(() => {
  fakeSupabase.reset('public')
  // No state kept in the profile unless a test says so.
  api.always('GET', '/patient/v1/profile', { status: 503, body: { message: 'Unavailable' } })
})

afterEach(() => {
  // Unmounting sends what waits to be saved: let it reach the fake, not the network, and be
  // refused (the test is over; nothing is asserted about it).
  api.always('PUT', /\/patient\/v1\/intakes\//, { status: 503, body: { message: 'Test over' } })
  cleanup()
})

function intake(
  program: IntakeProgram,
  changes: Partial<PatientIntake> & { answers?: AnswerMap } = {},
): PatientIntake {
  return {
    id: '44444444-4444-4444-8444-444444444444',
    program,
    questionnaireVersion: '2026-11-1',
    status: 'in-progress',
    step: null,
    version: 3,
    answers: {},
    assessment: null,
    outcome: null,
    decision: null,
    decisionNote: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:05:00.000Z',
    submittedAt: null,
    reviewedAt: null,
    ...changes,
  }
}

/** A questionnaire sent with these changes to the program's example answers, as the server has it. */
function submitted<P extends IntakeProgram>(
  program: P,
  changes: IntakeAnswers<P> = {},
): PatientIntake {
  const answers = askedAnswers(program, { ...exampleIntakeAnswers[program], ...changes })
  const assessment = assessIntake(program, answers, TODAY)
  return intake(program, {
    status: 'submitted',
    step: 'review',
    version: 9,
    answers: answers as AnswerMap,
    assessment,
    outcome: assessment.outcome,
    submittedAt: '2026-11-20T15:30:00.000Z',
  })
}

function renderIntake(program: IntakeProgram = 'weight-loss') {
  return renderPatientRoute(
    {
      ...intakeRoute,
      // The page as the route draws it, with the patient's date pinned and the saver's waits short.
      Component: () => (
        <intakeRoute.IntakeProgramPage
          today={TODAY}
          saverOptions={{ debounceMs: 20, retryMs: [20] }}
        />
      ),
    },
    `/intake/${program}`,
    { path: '/intake/:program', session: patientSessionValue() },
  )
}

const stepHeading = (name: string) => screen.findByRole('heading', { level: 2, name })
const next = () => fireEvent.click(screen.getByRole('button', { name: 'Next' }))

test('Next on an unanswered step lists every problem at the top, links each to its question, and says it beside the question', async () => {
  reply('GET', '/intakes/weight-loss', { status: 200, body: { intake: null } })
  renderIntake()
  expect(await stepHeading('About you')).toBeTruthy()
  expect(screen.getByText('Step 1 of 7: About you')).toBeTruthy()

  next()

  const summary = screen.getByRole('group', { name: 'Please fix 3 answers to go on' })
  expect(document.activeElement).toBe(summary)
  expect(
    within(summary)
      .getAllByRole('link')
      .map((link) => link.textContent),
  ).toEqual([
    'What is your date of birth?: Enter a date.',
    'What sex were you assigned at birth?: Choose one of the options.',
    'Which state do you live in?: Choose one of the options.',
  ])
  const birthDate = screen.getByLabelText('What is your date of birth?')
  expect(birthDate.getAttribute('aria-invalid')).toBe('true')
  expect(
    screen.getByRole('group', {
      name: 'What sex were you assigned at birth?',
      description: /Choose one of the options\./,
    }),
  ).toBeTruthy()
  expect(screen.getByRole('combobox', { name: 'Which state do you live in?' })).toBeTruthy()
  // The step stays, and nothing was saved.
  expect(screen.getByRole('heading', { level: 2, name: 'About you' })).toBeTruthy()
  expect(writes()).toEqual([])

  // A link in the summary takes focus to its question.
  fireEvent.click(within(summary).getByRole('link', { name: /date of birth/ }))
  expect(document.activeElement).toBe(birthDate)

  // The list follows the answers as they are fixed.
  fireEvent.change(birthDate, { target: { value: '1980-05-04' } })
  fireEvent.click(screen.getByRole('radio', { name: 'Female' }))
  expect(screen.getByRole('group', { name: 'Please fix 1 answer to go on' })).toBeTruthy()
  fireEvent.change(screen.getByRole('combobox', { name: 'Which state do you live in?' }), {
    target: { value: 'TX' },
  })
  expect(screen.queryByRole('group', { name: /Please fix/ })).toBeNull()

  reply('PUT', '/intakes/weight-loss', {
    status: 200,
    body: { intake: intake('weight-loss', { version: 1, step: 'body' }) },
  })
  next()

  const body = await stepHeading('Height and weight')
  expect(document.activeElement).toBe(body)
  expect(screen.getByText('Step 2 of 7: Height and weight')).toBeTruthy()
  expect(await screen.findByText('Saved')).toBeTruthy()
  expect(writes()).toEqual([
    {
      method: 'PUT',
      url: `${BASE}/intakes/weight-loss`,
      body: {
        answers: { 'date-of-birth': '1980-05-04', 'sex-at-birth': 'female', state: 'TX' },
        step: 'body',
      },
    },
  ])
})

test('a number that is not one, or out of range, is named in words beside its box', async () => {
  reply('GET', '/intakes/weight-loss', {
    status: 200,
    body: { intake: intake('weight-loss', { step: 'body', answers: { 'height-feet': 5 } }) },
  })
  renderIntake()
  await stepHeading('Height and weight')

  fireEvent.change(screen.getByLabelText('Height (inches)'), { target: { value: '13' } })
  fireEvent.change(screen.getByLabelText('What is your current weight, in pounds?'), {
    target: { value: 'two hundred' },
  })
  next()

  const summary = screen.getByRole('group', { name: 'Please fix 2 answers to go on' })
  expect(
    within(summary)
      .getAllByRole('link')
      .map((link) => link.textContent),
  ).toEqual([
    'Height (inches): Enter a number from 0 to 11 in.',
    'What is your current weight, in pounds?: Enter a number from 70 to 700 lb.',
  ])
  expect(
    screen.getByRole('textbox', {
      name: 'What is your current weight, in pounds?',
      description: /Enter a number from 70 to 700 lb\./,
    }),
  ).toBeTruthy()
})

test('the BMI is worked out as the height and weight are typed, and announced once typing pauses', async () => {
  reply('GET', '/intakes/weight-loss', {
    status: 200,
    body: { intake: intake('weight-loss', { step: 'body' }) },
  })
  reply('PUT', '/intakes/weight-loss', {
    status: 200,
    body: { intake: intake('weight-loss', { step: 'body', version: 4 }) },
  })
  renderIntake()
  await stepHeading('Height and weight')
  expect(screen.getByText('Enter your height and weight to see your BMI.')).toBeTruthy()

  fireEvent.change(screen.getByLabelText('Height (feet)'), { target: { value: '5' } })
  fireEvent.change(screen.getByLabelText('Height (inches)'), { target: { value: '4' } })
  fireEvent.change(screen.getByLabelText('What is your current weight, in pounds?'), {
    target: { value: '20' },
  })
  expect(screen.getByText(intakeMessages.bmi.weight)).toBeTruthy()
  fireEvent.change(screen.getByLabelText('What is your current weight, in pounds?'), {
    target: { value: '200' },
  })

  // Shown at once…
  expect(screen.getByText('34.3 — Obesity (class 1)')).toBeTruthy()
  // …and said politely once the numbers rest.
  const announced = await screen.findByText('Your BMI is 34.3: Obesity (class 1).')
  expect(announced.getAttribute('aria-live')).toBe('polite')
  // Saved soon after typing stopped, with the version the page read.
  expect(await screen.findByText('Saved')).toBeTruthy()
  expect(writes().map((request) => request.body)).toEqual([
    {
      answers: { 'height-feet': 5, 'height-inches': 4, 'weight-pounds': 200 },
      step: 'body',
      version: 3,
    },
  ])
})

test('the pregnancy question is asked only of someone whose sex at birth is female', async () => {
  const atHistory = (sex: 'female' | 'male') =>
    intake('weight-loss', {
      step: 'medical-history',
      answers: { ...exampleIntakeAnswers['weight-loss'], 'sex-at-birth': sex, pregnancy: false },
    })
  const pregnancy = /Are you pregnant or breastfeeding/

  reply('GET', '/intakes/weight-loss', { status: 200, body: { intake: atHistory('female') } })
  renderIntake()
  await stepHeading('Your health')
  expect(screen.getByRole('group', { name: pregnancy })).toBeTruthy()
  cleanup()

  reply('GET', '/intakes/weight-loss', { status: 200, body: { intake: atHistory('male') } })
  renderIntake()
  await stepHeading('Your health')
  expect(screen.queryByRole('group', { name: pregnancy })).toBeNull()
  // A follow-up appears as soon as the answer that asks for it is given.
  expect(
    screen.queryByRole('textbox', { name: 'Which surgeries have you had, and when?' }),
  ).toBeNull()
  fireEvent.click(
    within(screen.getByRole('group', { name: 'Have you ever had surgery?' })).getByRole('radio', {
      name: 'Yes',
    }),
  )
  expect(
    screen.getByRole('textbox', { name: 'Which surgeries have you had, and when?' }),
  ).toBeTruthy()
})

test('a questionnaire in progress resumes at its saved step with its answers', async () => {
  reply('GET', '/intakes/weight-loss', {
    status: 200,
    body: {
      intake: intake('weight-loss', {
        step: 'medications-and-allergies',
        answers: {
          ...exampleIntakeAnswers['weight-loss'],
          'allergies-any': true,
          allergies: 'Penicillin: a rash',
        },
      }),
    },
  })
  renderIntake()

  expect(await stepHeading('Medications and allergies')).toBeTruthy()
  expect(screen.getByText('Step 4 of 7: Medications and allergies')).toBeTruthy()
  const progress = screen.getByRole('progressbar', {
    name: 'Step 4 of 7: Medications and allergies',
  })
  expect(progress.getAttribute('value')).toBe('4')
  expect(
    screen.getByRole<HTMLInputElement>('checkbox', {
      name: 'I take no medications, vitamins or supplements',
    }).checked,
  ).toBe(true)
  const allergies = screen.getByRole('group', { name: 'Are you allergic to any medications?' })
  expect(within(allergies).getByRole<HTMLInputElement>('radio', { name: 'Yes' }).checked).toBe(true)
  expect(
    screen.getByRole<HTMLTextAreaElement>('textbox', { name: /What are you allergic to/ }).value,
  ).toBe('Penicillin: a rash')
})

test('a save from a page another device has moved on loads the newer answers and says so', async () => {
  reply('GET', '/intakes/weight-loss', {
    status: 200,
    body: {
      intake: intake('weight-loss', {
        step: 'about-you',
        version: 3,
        answers: { 'date-of-birth': '1980-05-04', 'sex-at-birth': 'female', state: 'TX' },
      }),
    },
  })
  const newer = intake('weight-loss', {
    step: 'about-you',
    version: 5,
    answers: {
      'date-of-birth': '1980-05-04',
      'sex-at-birth': 'female',
      state: 'OK',
      'height-feet': 5,
      'height-inches': 6,
      'weight-pounds': 180,
    },
  })
  reply('PUT', '/intakes/weight-loss', { status: 409, body: { code: 'stale', intake: newer } })
  renderIntake()
  await stepHeading('About you')

  next()

  expect(
    await screen.findByText(
      'These answers were also changed on another device; we’ve combined them, keeping what you changed here.',
    ),
  ).toBeTruthy()
  expect(screen.getByRole('alert').textContent).toContain('changed on another device')
  await stepHeading('Height and weight')
  expect(
    screen.getByLabelText<HTMLInputElement>('What is your current weight, in pounds?').value,
  ).toBe('180')

  // The next save names the newer version.
  reply('PUT', '/intakes/weight-loss', {
    status: 200,
    body: { intake: { ...newer, version: 6 } },
  })
  fireEvent.click(screen.getByRole('button', { name: 'Back' }))
  await stepHeading('About you')
  expect(
    screen.getByRole<HTMLSelectElement>('combobox', { name: 'Which state do you live in?' }).value,
  ).toBe('OK')
  expect(await screen.findByText('Saved')).toBeTruthy()
  expect(writes().map((request) => request.body?.version)).toEqual([3, 5])
})

test('a state the clinic does not serve is said plainly where it is chosen, with a call, and the questionnaire goes on', async () => {
  reply('GET', '/intakes/weight-loss', {
    status: 200,
    body: {
      intake: intake('weight-loss', {
        step: 'about-you',
        answers: { 'date-of-birth': '1980-05-04', 'sex-at-birth': 'male' },
      }),
    },
  })
  renderIntake()
  await stepHeading('About you')

  fireEvent.change(screen.getByRole('combobox', { name: 'Which state do you live in?' }), {
    target: { value: 'OH' },
  })

  expect(screen.getByText(/We’re not yet able to treat patients in Ohio online/)).toBeTruthy()
  expect(screen.getByRole('link', { name: 'Call us at (800) 555-0142' }).getAttribute('href')).toBe(
    'tel:+18005550142',
  )
  reply('PUT', '/intakes/weight-loss', {
    status: 200,
    body: { intake: intake('weight-loss', { version: 4 }) },
  })
  next()
  expect(await stepHeading('Height and weight')).toBeTruthy()
})

test('the review sends the answers with the patient’s date, and the result takes focus', async () => {
  const answers = exampleIntakeAnswers['weight-loss'] as AnswerMap
  // Read again once it is sent: the page shows what the server now holds.
  reply(
    'GET',
    '/intakes/weight-loss',
    {
      status: 200,
      body: { intake: intake('weight-loss', { step: 'review', version: 7, answers }) },
    },
    { status: 200, body: { intake: submitted('weight-loss') } },
  )
  reply('POST', '/intakes/weight-loss/submit', {
    status: 200,
    body: { intake: submitted('weight-loss') },
  })
  renderIntake()
  await stepHeading('Check your answers')
  const about = screen.getByRole('region', { name: 'About you' })
  expect(within(about).getByText('May 4, 1980')).toBeTruthy()
  expect(within(about).getByText('Texas')).toBeTruthy()
  expect(screen.getByText('34.3 — Obesity (class 1)')).toBeTruthy()

  fireEvent.click(screen.getByRole('button', { name: 'Send to a physician' }))

  const result = await screen.findByRole('heading', { level: 2, name: 'Your result' })
  await waitFor(() => expect(document.activeElement).toBe(result))
  expect(writes()).toEqual([
    {
      method: 'POST',
      url: `${BASE}/intakes/weight-loss/submit`,
      body: { version: 7, today: TODAY },
    },
  ])
})

test('a goal weight not below the current one gets a gentle check at its question, and Next still goes on', async () => {
  const answers = { ...exampleIntakeAnswers['weight-loss'], 'goal-weight': 240 } as AnswerMap
  expect(answers['weight-pounds']).toBeLessThanOrEqual(240)
  reply('GET', '/intakes/weight-loss', {
    status: 200,
    body: { intake: intake('weight-loss', { step: 'goals', answers }) },
  })
  renderIntake()
  expect(await stepHeading('Your goals')).toBeTruthy()
  expect(
    screen.getByText(/Your goal is not below your current weight\. If that’s a slip/),
  ).toBeTruthy()
})

test('a new questionnaire starts with the state the profile keeps, saved with the first answer', async () => {
  api.reply('GET', '/patient/v1/profile', {
    body: {
      profile: {
        firstName: 'Grace',
        lastName: 'Hopper',
        phone: '',
        state: 'LA',
        preferredContact: 'phone',
        shippingAddress: null,
      },
    },
  })
  reply('GET', '/intakes/weight-loss', { status: 200, body: { intake: null } })
  renderIntake()
  const state = await screen.findByRole<HTMLSelectElement>('combobox', {
    name: /Which state do you live in/,
  })
  expect(state.value).toBe('LA')
})

test('"Change" on the review goes back to that step and returns to the review', async () => {
  reply('GET', '/intakes/weight-loss', {
    status: 200,
    body: {
      intake: intake('weight-loss', {
        step: 'review',
        answers: exampleIntakeAnswers['weight-loss'],
      }),
    },
  })
  reply(
    'PUT',
    '/intakes/weight-loss',
    { status: 200, body: { intake: intake('weight-loss', { version: 4 }) } },
    { status: 200, body: { intake: intake('weight-loss', { version: 5 }) } },
  )
  renderIntake()
  await stepHeading('Check your answers')

  fireEvent.click(screen.getByRole('button', { name: 'Change your answers in Your goals' }))

  expect(await stepHeading('Your goals')).toBeTruthy()
  fireEvent.click(screen.getByRole('button', { name: 'Save and return to the review' }))
  expect(await stepHeading('Check your answers')).toBeTruthy()
})

test('a likely fit says so, its BMI, GLP Elite with its month all in, when a physician reviews it (once), and leads to My care and booking', async () => {
  reply('GET', '/intakes/weight-loss', { status: 200, body: { intake: submitted('weight-loss') } })
  renderIntake()

  const heading = await screen.findByRole('heading', { level: 2, name: 'Your result' })
  expect(screen.getByText('You’re likely a fit.')).toBeTruthy()
  expect(screen.getByText('34.3 — Obesity (class 1)')).toBeTruthy()
  expect(screen.getByText('GLP Elite')).toBeTruthy()
  expect(screen.getByText(programMonthLabel('glpElite'))).toBeTruthy()
  expect(screen.getByRole('link', { name: 'About GLP Elite' }).getAttribute('href')).toBe(
    '/weight-loss',
  )
  // When the review happens is said once.
  expect(heading.closest('section')?.textContent?.match(/within one business day/gi)).toHaveLength(
    1,
  )
  expect(
    screen.getByText(
      'Within one business day, a physician reviews your answers. Their decision shows in My care.',
    ),
  ).toBeTruthy()
  expect(screen.getByText(intakeMessages.provisional)).toBeTruthy()
  expect(screen.queryByText('We need to talk first because:')).toBeNull()
  expect(screen.getByRole('link', { name: 'Go to My care' }).getAttribute('href')).toBe('/account')
  expect(
    screen.getByRole('link', { name: 'Book your free consultation' }).getAttribute('href'),
  ).toBe('/book?visit=phone&state=TX')
  // Only a reviewed questionnaire can be followed by a new one.
  expect(screen.queryByRole('button', { name: 'Start a new questionnaire' })).toBeNull()
})

test('talk first gives each reason and a call, and never the notes meant for staff', async () => {
  const talk = submitted('weight-loss', { conditions: ['pancreatitis', 'type-2-diabetes'] })
  expect(talk.outcome).toBe('talk-first')
  reply('GET', '/intakes/weight-loss', { status: 200, body: { intake: talk } })
  renderIntake()

  expect(await screen.findByText('We need to talk first because of what you told us.')).toBeTruthy()
  // GLP-1 medicine is ruled out by pancreatitis: the program without medication, with its price.
  expect(screen.getByText('RM3')).toBeTruthy()
  expect(screen.getByText(programMonthLabel('rm3'))).toBeTruthy()
  expect(screen.getByText('We need to talk first because:')).toBeTruthy()
  expect(screen.getByText(intakeMessages.reasons.pancreatitis)).toBeTruthy()
  expect(screen.getByText(intakeMessages.provisional)).toBeTruthy()
  expect(screen.getByRole('link', { name: 'Call us at (800) 555-0142' }).getAttribute('href')).toBe(
    'tel:+18005550142',
  )
  expect(
    screen.getByRole('link', { name: 'Book your free consultation' }).getAttribute('href'),
  ).toBe('/book?visit=phone&state=TX')
  expect(screen.queryByText(intakeMessages.flags.type2Diabetes)).toBeNull()
})

test('men’s health shows the likely treatment, why, and the labs needed', async () => {
  const mens = submitted('mens-health', { 'fertility-wish': true })
  reply('GET', '/intakes/mens-health', { status: 200, body: { intake: mens } })
  renderIntake('mens-health')

  expect(await screen.findByText('Enclomiphene')).toBeTruthy()
  expect(screen.getByText(intakeMessages.suggestion.enclomiphene)).toBeTruthy()
  const labs = screen.getByRole('heading', { name: intakeMessages.labs.heading })
  expect(labs).toBeTruthy()
  expect(screen.getByText(intakeMessages.labs.psa)).toBeTruthy()
  expect(screen.getByText(enclomiphenePricing.price.label)).toBeTruthy()
})

test('a reviewed questionnaire shows the physician’s decision and note, and a new one can be started', async () => {
  reply('GET', '/intakes/weight-loss', {
    status: 200,
    body: {
      intake: {
        ...submitted('weight-loss'),
        status: 'reviewed',
        decision: 'ready-for-consultation',
        decisionNote: 'Looking forward to meeting you.',
        reviewedAt: '2026-11-21T09:00:00.000Z',
      },
    },
  })
  renderIntake()

  expect(
    await screen.findByRole('heading', { level: 2, name: 'Your physician’s review' }),
  ).toBeTruthy()
  expect(screen.getByText(/you are ready for a consultation/)).toBeTruthy()
  expect(screen.getByText('Looking forward to meeting you.')).toBeTruthy()

  fireEvent.click(screen.getByRole('button', { name: 'Start a new questionnaire' }))

  const first = await stepHeading('About you')
  expect(document.activeElement).toBe(first)
  expect(screen.getByLabelText<HTMLInputElement>('What is your date of birth?').value).toBe('')
})

describe('before an account (docs/decisions/046-one-way-in-and-the-place-kept.md)', () => {
  const key = 'renew.intake-draft.weight-loss'
  afterEach(() => sessionStorage.clear())

  function renderAsVisitor() {
    return renderPatientRoute(
      {
        ...intakeRoute,
        Component: () => <intakeRoute.IntakeProgramPage today={TODAY} />,
      },
      '/intake/weight-loss',
      { path: '/intake/:program', session: sessionValue() },
    )
  }

  test('a visitor answers in this tab, with no request, and goes on to make an account to send', async () => {
    sessionStorage.setItem(
      key,
      JSON.stringify({ answers: exampleIntakeAnswers['weight-loss'], step: 'review' }),
    )
    const router = renderAsVisitor()
    await stepHeading('Check your answers')
    expect(screen.getByText(/kept only in this browser tab/)).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Create an account and send' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'))
    expect(router.state.location.search).toBe('?reason=intake&next=%2Fintake%2Fweight-loss')
    expect(api.sent()).toEqual([])
    expect(localStorage.getItem(key)).toBeNull()
  })

  test('a visitor’s answers are kept in the tab as they type', async () => {
    renderAsVisitor()
    await stepHeading('About you')
    fireEvent.click(screen.getByRole('radio', { name: 'Female' }))
    await waitFor(() => expect(sessionStorage.getItem(key)).toContain('"sex-at-birth":"female"'))
    expect(api.sent()).toEqual([])
  })

  test('once signed in, the tab’s answers are saved to the account and sent, and leave the tab', async () => {
    const answers = exampleIntakeAnswers['weight-loss'] as AnswerMap
    sessionStorage.setItem(key, JSON.stringify({ answers, step: 'review' }))
    reply(
      'GET',
      '/intakes/weight-loss',
      { status: 200, body: { intake: null } },
      { status: 200, body: { intake: submitted('weight-loss') } },
    )
    reply('PUT', '/intakes/weight-loss', {
      status: 200,
      body: { intake: intake('weight-loss', { version: 1, answers, step: 'review' }) },
    })
    reply('POST', '/intakes/weight-loss/submit', {
      status: 200,
      body: { intake: submitted('weight-loss') },
    })
    renderIntake()
    await screen.findByRole('heading', { level: 2, name: 'Your result' })
    expect(writes().map((write) => `${write.method} ${write.url}`)).toEqual([
      `PUT ${BASE}/intakes/weight-loss`,
      `POST ${BASE}/intakes/weight-loss/submit`,
    ])
    expect(sessionStorage.getItem(key)).toBeNull()
  })
})
