import { createClient } from '@supabase/supabase-js'

import { getSupabase } from '@/lib/supabase'
import { API, inserted, restError, setupFakeApi } from '@/test/fake-api'

import { requestConsultation } from './request-consultation'
import { requestDownload } from './request-download'
import { subscribeNewsletter } from './subscribe-newsletter'

// The real supabase-js client, over the fake API (docs/wire-contract.md, Inserts): each insert
// is checked as the POST /rest/v1/<table> it becomes, and answered as the server answers it.
vi.mock('@/lib/supabase', () => ({ getSupabase: vi.fn() }))

const api = setupFakeApi()
/** The inserts that went over the wire: the table and the row. */
const inserts = () =>
  api.requests.map(({ method, path, body }) => ({
    method,
    table: path.replace(/^\/rest\/v1\//, ''),
    row: body,
  }))

beforeEach(() => {
  // The client as src/web/lib/supabase.ts makes it, but with the fake's fetch (its schema
  // generics differ from the app's SupabaseClient only in name).
  const client = createClient(API, 'anon-key', {
    auth: { persistSession: false, autoRefreshToken: false },
    global: { fetch: api.fetch },
  })
  vi.mocked(getSupabase).mockResolvedValue(client as never)
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
  api.reply('POST', '/rest/v1/consultation_requests', inserted())
  await expect(requestConsultation(person, spam)).resolves.toEqual({ error: null, status: 201 })

  expect(inserts()).toEqual([
    {
      method: 'POST',
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
  api.reply('POST', '/rest/v1/download_requests', inserted())
  await requestDownload({ ...person, resourceId: 'meal-prep-guide' }, spam)

  expect(inserts()[0]?.table).toBe('download_requests')
  expect(inserts()[0]?.row).toMatchObject({
    first_name: 'Ann',
    resource_id: 'meal-prep-guide',
    resource_title: 'Healthy Meal Prep Guide',
    website: '',
    form_elapsed_ms: 4200,
  })
})

test('a newsletter sign-up sends only the address and the spam fields, and passes errors on', async () => {
  const error = {
    code: 'over_request_rate_limit',
    details: null,
    hint: null,
    message: 'Too many requests. Please wait a few minutes and try again.',
  }
  api.reply(
    'POST',
    '/rest/v1/newsletter_subscribers',
    restError(429, error.code, error.message, error.details),
  )

  await expect(subscribeNewsletter({ email: 'ann@example.com' }, spam)).resolves.toEqual({
    error,
    status: 429,
  })
  expect(inserts()).toEqual([
    {
      method: 'POST',
      table: 'newsletter_subscribers',
      row: { email: 'ann@example.com', website: '', form_elapsed_ms: 4200 },
    },
  ])
})
