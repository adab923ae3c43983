import { getSupabase, hasSessionToRestore } from '@/lib/supabase'
import { refusal, setupFakeApi } from '@/test/fake-api'

import { apiRequest } from './api-request'

vi.mock('@/lib/supabase', () => ({
  getSiteConfig: vi.fn(() =>
    Promise.resolve({ supabaseUrl: 'http://127.0.0.1:3000', supabaseAnonKey: 'anon-key' }),
  ),
  getSupabase: vi.fn(),
  hasSessionToRestore: vi.fn(),
}))

// Our APIs, faked at fetch.
const api = setupFakeApi()

function signedIn() {
  const auth = {
    getSession: vi.fn(() => Promise.resolve({ data: { session: { access_token: 'user-token' } } })),
    refreshSession: vi.fn(() => Promise.resolve({ data: {}, error: null })),
  }
  vi.mocked(hasSessionToRestore).mockReturnValue(true)
  vi.mocked(getSupabase).mockResolvedValue({ auth } as never)
  return auth
}

afterEach(() => {
  vi.mocked(getSupabase).mockReset()
})

test('sends the session’s token; a 401 for an ended session asks the auth server, so supabase-js can sign out', async () => {
  const auth = signedIn()
  const ended = { code: 'bad_jwt', message: 'Your session has ended. Sign in again.' }
  api.reply('GET', '/booking/v1/appointments/1', refusal(401, ended.message, { code: ended.code }))

  const result = await apiRequest('/booking/v1', '/appointments/1')
  expect(result).toEqual({ ok: false, status: 401, body: ended })
  expect(api.requests).toHaveLength(1)
  expect(api.requests[0]!.url).toBe('http://127.0.0.1:3000/booking/v1/appointments/1')
  expect(api.requests[0]!.headers).toMatchObject({
    apikey: 'anon-key',
    authorization: 'Bearer user-token',
  })
  expect(auth.refreshSession).toHaveBeenCalledTimes(1)
})

test('other refusals leave the session alone', async () => {
  const auth = signedIn()
  for (const [body, status] of [
    [{ code: 'no_api_key', message: 'An API key is required' }, 401],
    [{ code: 'staff_only', message: 'Staff only' }, 403],
    [{ code: 'slot_taken', message: 'Taken' }, 409],
  ] as const) {
    api.reply('GET', '/booking/v1/appointments', refusal(status, body.message, { ...body }))
    expect((await apiRequest('/booking/v1', '/appointments')).ok).toBe(false)
  }
  expect(auth.refreshSession).not.toHaveBeenCalled()
})

test('a guest (no stored session) sends the anon key and never loads supabase-js', async () => {
  vi.mocked(hasSessionToRestore).mockReturnValue(false)
  api.reply('GET', '/orders/v1/catalogue', refusal(401, 'x', { code: 'bad_jwt' }))
  await apiRequest('/orders/v1', '/catalogue')
  expect(api.requests.map(({ url, headers }) => [url, headers.authorization])).toEqual([
    ['http://127.0.0.1:3000/orders/v1/catalogue', 'Bearer anon-key'],
  ])
  expect(getSupabase).not.toHaveBeenCalled()
})
