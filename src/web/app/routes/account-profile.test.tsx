import { fireEvent, screen, waitFor } from '@testing-library/react'

import { setupFakeApi } from '@/test/fake-api'
import { fakeSupabase } from '@/test/fake-supabase'
import { patientSessionValue, patientUser, renderPatientRoute } from '@/test/patient-route'
import type { Care } from '@shared/patient-wire'

import * as accountRoute from './account'

vi.mock('@/lib/supabase', () => import('@/test/fake-supabase'))

// /account's "Your details" as the app runs it: the details the patient keeps in the account
// (docs/wire-contract.md, Update user), checked in the page, sent through supabase-js's
// updateUser (faked here), and "Saved" said until a detail changes again.

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

let updateUser: ReturnType<typeof vi.fn>
beforeEach(() => {
  fakeSupabase.reset('public')
  patient.always('GET', '/care', { body: care })
  api.always('GET', '/orders/v1/orders', { status: 200, body: { orders: [] } })
  updateUser = vi.fn(() => Promise.resolve({ data: {}, error: null }))
  fakeSupabase.auth = { ...fakeSupabase.auth, updateUser } as never
})

function renderDetails() {
  const user = {
    ...patientUser,
    user_metadata: { first_name: 'Grace', phone: '', state: '', preferred_contact: 'email' },
  }
  return renderPatientRoute(accountRoute, '/account', { session: patientSessionValue(user) })
}

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
  save()

  expect(await screen.findByText('Your details are saved.')).toBeTruthy()
  expect(updateUser).toHaveBeenCalledExactlyOnceWith({
    data: {
      first_name: 'Grace',
      last_name: 'Hopper',
      phone: '(555) 123-4567',
      state: 'TX',
      preferred_contact: 'text',
    },
  })
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
  expect(updateUser).not.toHaveBeenCalled()

  fireEvent.change(phone(), { target: { value: '555 123 4567' } })
  expect(screen.queryByText(PHONE_INVALID)).toBeNull()
  save()
  await waitFor(() => expect(updateUser).toHaveBeenCalledOnce())
})

test('a save that fails says so in the form', async () => {
  updateUser.mockResolvedValue({ data: {}, error: new Error('down') })
  renderDetails()
  await screen.findByRole('textbox', { name: 'Phone' })
  save()
  expect((await screen.findByRole('alert')).textContent).toBe(
    'Your details could not be saved. Try again.',
  )
  expect(screen.queryByText('Your details are saved.')).toBeNull()
})
