import { getSupabase, hasSessionToRestore } from '@/lib/supabase'

import { apiRequest } from './api-request'

vi.mock('@/lib/supabase', () => ({
  getSiteConfig: vi.fn(() =>
    Promise.resolve({ supabaseUrl: 'http://127.0.0.1:3000', supabaseAnonKey: 'anon-key' }),
  ),
  getSupabase: vi.fn(),
  hasSessionToRestore: vi.fn(),
}))

function answer(body: unknown, status: number) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  })
}

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
  vi.unstubAllGlobals()
  vi.mocked(getSupabase).mockReset()
})

test('sends the session’s token; a 401 for an ended session asks the auth server, so supabase-js can sign out', async () => {
  const auth = signedIn()
  const ended = { code: 'bad_jwt', message: 'Your session has ended. Sign in again.' }
  const fetch = vi.fn(() => Promise.resolve(answer(ended, 401)))
  vi.stubGlobal('fetch', fetch)

  const result = await apiRequest('/booking/v1', '/appointments/1')
  expect(result).toEqual({ ok: false, status: 401, body: ended })
  expect(fetch).toHaveBeenCalledWith(
    'http://127.0.0.1:3000/booking/v1/appointments/1',
    expect.objectContaining({
      headers: expect.objectContaining({ Authorization: 'Bearer user-token' }) as unknown,
    }),
  )
  expect(auth.refreshSession).toHaveBeenCalledTimes(1)
})

test('other refusals leave the session alone', async () => {
  const auth = signedIn()
  for (const [body, status] of [
    [{ code: 'no_api_key', message: 'An API key is required' }, 401],
    [{ code: 'staff_only', message: 'Staff only' }, 403],
    [{ code: 'slot_taken', message: 'Taken' }, 409],
  ] as const) {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(answer(body, status))),
    )
    expect((await apiRequest('/booking/v1', '/appointments')).ok).toBe(false)
  }
  expect(auth.refreshSession).not.toHaveBeenCalled()
})

test('a guest (no stored session) sends the anon key and never loads supabase-js', async () => {
  vi.mocked(hasSessionToRestore).mockReturnValue(false)
  const fetch = vi.fn(() => Promise.resolve(answer({ code: 'bad_jwt', message: 'x' }, 401)))
  vi.stubGlobal('fetch', fetch)
  await apiRequest('/orders/v1', '/catalogue')
  expect(fetch).toHaveBeenCalledWith(
    'http://127.0.0.1:3000/orders/v1/catalogue',
    expect.objectContaining({
      headers: expect.objectContaining({ Authorization: 'Bearer anon-key' }) as unknown,
    }),
  )
  expect(getSupabase).not.toHaveBeenCalled()
})
