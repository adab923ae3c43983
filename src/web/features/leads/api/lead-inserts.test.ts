import { getSupabase } from '@/lib/supabase'

import { requestConsultation } from './request-consultation'
import { requestDownload } from './request-download'
import { subscribeNewsletter } from './subscribe-newsletter'

// The client is faked where the api/ modules get it: each insert is recorded with its table.
vi.mock('@/lib/supabase', () => ({ getSupabase: vi.fn() }))

const inserts: { table: string; row: unknown }[] = []
let answer: { error: unknown; status: number } = { error: null, status: 201 }

beforeEach(() => {
  inserts.length = 0
  answer = { error: null, status: 201 }
  vi.mocked(getSupabase).mockResolvedValue({
    from: (table: string) => ({
      insert: (row: unknown) => {
        inserts.push({ table, row })
        return Promise.resolve({ ...answer, data: null, count: null, statusText: '' })
      },
    }),
  } as never)
})

const person = {
  firstName: 'Ann',
  lastName: 'Lee',
  email: 'ann@example.com',
  phone: '555 010 2030',
  hearAboutUs: 'Walk-in',
  emailOptIn: false,
  smsOptIn: true,
}
const spam = { website: '', form_elapsed_ms: 4200 }

test('a consultation request is one row of consultation_requests with the spam fields', async () => {
  await expect(requestConsultation(person, spam)).resolves.toEqual({ error: null, status: 201 })

  expect(inserts).toEqual([
    {
      table: 'consultation_requests',
      row: {
        first_name: 'Ann',
        last_name: 'Lee',
        email: 'ann@example.com',
        phone: '555 010 2030',
        hear_about_us: 'Walk-in',
        email_opt_in: false,
        sms_opt_in: true,
        website: '',
        form_elapsed_ms: 4200,
      },
    },
  ])
})

test('a download request carries the guide id and title', async () => {
  await requestDownload({ ...person, resourceId: 'meal-prep-guide' }, spam)

  expect(inserts[0]?.table).toBe('download_requests')
  expect(inserts[0]?.row).toMatchObject({
    first_name: 'Ann',
    resource_id: 'meal-prep-guide',
    resource_title: 'Healthy Meal Prep Guide',
    website: '',
    form_elapsed_ms: 4200,
  })
})

test('a newsletter sign-up sends only the address and the spam fields, and passes errors on', async () => {
  const error = { code: 'over_request_rate_limit', message: 'Too many', details: '', hint: '' }
  answer = { error, status: 429 }

  await expect(subscribeNewsletter({ email: 'ann@example.com' }, spam)).resolves.toEqual({
    error,
    status: 429,
  })
  expect(inserts).toEqual([
    {
      table: 'newsletter_subscribers',
      row: { email: 'ann@example.com', website: '', form_elapsed_ms: 4200 },
    },
  ])
})
