import { fireEvent, screen, waitFor } from '@testing-library/react'

import { setupFakeApi } from '@/test/fake-api'
import { fakeSupabase } from '@/test/fake-supabase'
import { patientSessionValue, patientUser, renderPatientRoute } from '@/test/patient-route'
import type { PatientProfile } from '@shared/patient-profile'
import type { Care } from '@shared/patient-wire'

import * as accountRoute from './account'

vi.mock('@/lib/supabase', () => import('@/test/fake-supabase'))

// /account's "Your details" as the app runs it: the profile read from /patient/v1/profile
// (docs/wire-contract.md, Patient API, Profile), checked in the page, saved whole with PUT, and
// "Saved" said until a detail changes again; a refused save says the server's words.

const api = setupFakeApi()
const patient = api.under('/patient/v1')
const care: Care = {
  email: 'grace@example.com',
  linked: true,
  consultations: [],
  downloads: [],
  newsletter: false,
  intakes: [],
}
const kept: PatientProfile = {
  firstName: 'Grace',
  lastName: '',
  phone: '',
  state: '',
  preferredContact: 'email',
  shippingAddress: null,
}

beforeEach(() => {
  fakeSupabase.reset('public')
  patient.always('GET', '/care', { body: care })
  api.always('GET', '/orders/v1/orders', { status: 200, body: { orders: [] } })
})

function renderDetails(profile: PatientProfile | null = kept) {
  if (profile) patient.always('GET', '/profile', { body: { profile } })
  else patient.always('GET', '/profile', { status: 503, body: { code: 'down', message: 'down' } })
  const user = { ...patientUser, user_metadata: { full_name: 'Grace Brewster Hopper' } }
  return renderPatientRoute(accountRoute, '/account', { session: patientSessionValue(user) })
}

const profileWrites = () => api.writes().filter((write) => write.url.endsWith('/profile'))
const phone = () => screen.getByRole<HTMLInputElement>('textbox', { name: 'Phone' })
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save details' }))
const PHONE_INVALID = 'Enter a 10-digit US phone number, or leave it empty.'

test('the kept details fill the form, and the changed ones are sent trimmed with the contact chosen', async () => {
  renderDetails()
  const first = await screen.findByRole<HTMLInputElement>('textbox', { name: 'First name' })
  expect(first.value).toBe('Grace')
  expect(screen.getByRole<HTMLInputElement>('radio', { name: 'E-mail' }).checked).toBe(true)

  fireEvent.change(screen.getByRole('textbox', { name: 'Last name' }), {
    target: { value: '  Hopper ' },
  })
  fireEvent.change(phone(), { target: { value: ' (555) 123-4567 ' } })
  fireEvent.change(screen.getByRole('combobox', { name: 'State of residence' }), {
    target: { value: 'TX' },
  })
  fireEvent.click(screen.getByRole('radio', { name: 'Text message' }))
  fireEvent.change(screen.getByRole('textbox', { name: 'Street address' }), {
    target: { value: '200 Congress Ave' },
  })
  fireEvent.change(screen.getByRole('textbox', { name: 'City' }), { target: { value: 'Austin' } })
  fireEvent.change(screen.getByRole('combobox', { name: 'State' }), { target: { value: 'TX' } })
  fireEvent.change(screen.getByRole('textbox', { name: 'ZIP code' }), {
    target: { value: '78701' },
  })
  patient.reply('PUT', '/profile', { body: { profile: kept } })
  save()

  expect(await screen.findByText('Your details are saved.')).toBeTruthy()
  expect(profileWrites().map((write) => write.body)).toEqual([
    {
      firstName: 'Grace',
      lastName: 'Hopper',
      phone: '(555) 123-4567',
      state: 'TX',
      preferredContact: 'text',
      shippingAddress: { line1: '200 Congress Ave', city: 'Austin', state: 'TX', zip: '78701' },
    },
  ])
  // A change after the save is not saved yet.
  fireEvent.change(first, { target: { value: 'Gracie' } })
  expect(screen.queryByText('Your details are saved.')).toBeNull()
})

test('a wrong phone is said as it is typed, is focused on save, and nothing is sent', async () => {
  renderDetails()
  await screen.findByRole('textbox', { name: 'Phone' })
  expect(phone().getAttribute('aria-invalid')).toBeNull()

  fireEvent.change(phone(), { target: { value: '555-123' } })
  expect(screen.getByRole('textbox', { name: 'Phone', description: /10-digit/ })).toBe(phone())
  expect(phone().getAttribute('aria-invalid')).toBe('true')

  save()
  expect(document.activeElement).toBe(phone())
  expect(screen.getAllByText(PHONE_INVALID)).toHaveLength(1)
  expect(profileWrites()).toEqual([])

  fireEvent.change(phone(), { target: { value: '555 123 4567' } })
  expect(screen.queryByText(PHONE_INVALID)).toBeNull()
  patient.reply('PUT', '/profile', { body: { profile: kept } })
  save()
  await waitFor(() => expect(profileWrites()).toHaveLength(1))
})

test('a refused save says the server’s words in the form', async () => {
  renderDetails()
  await screen.findByRole('textbox', { name: 'Phone' })
  patient.reply('PUT', '/profile', {
    status: 400,
    body: { code: 'validation_failed', message: 'Please enter a 5-digit ZIP code' },
  })
  save()
  expect((await screen.findByRole('alert')).textContent).toBe('Please enter a 5-digit ZIP code')
  expect(screen.queryByText('Your details are saved.')).toBeNull()
})

test('with no profile read, the name given at sign-up fills the form', async () => {
  renderDetails(null)
  const first = await screen.findByRole<HTMLInputElement>('textbox', { name: 'First name' })
  expect(first.value).toBe('Grace Brewster')
  expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Last name' }).value).toBe('Hopper')
})
