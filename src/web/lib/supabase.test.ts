import { createClient } from '@supabase/supabase-js'

import { setupFakeApi } from '@/test/fake-api'

vi.mock('@supabase/supabase-js', () => ({
  createClient: vi.fn((url: string, key: string) => ({ url, key })),
}))

const config = {
  supabaseUrl: 'http://127.0.0.1:3000',
  supabaseAnonKey: 'anon-key',
  siteAccess: 'public',
  staffMfa: 'optional',
  staffIdleMinutes: 45,
}

// The server's /config.json, faked at fetch.
const api = setupFakeApi()

/** A fresh copy of the module: its memo lives at module level. */
async function freshModule() {
  vi.resetModules()
  return import('./supabase')
}

beforeEach(() => {
  vi.mocked(createClient).mockClear()
})

test('importing the module does no work; the config is fetched once and the client made once', async () => {
  api.reply('GET', '/config.json', { body: config })
  const { getSiteConfig, getSupabase } = await freshModule()
  expect(api.requests).toEqual([])

  const [first, second] = await Promise.all([getSupabase(), getSupabase()])
  expect(first).toBe(second)
  expect(await getSiteConfig()).toEqual(config)
  expect(api.requests.map(({ method, path }) => [method, path])).toEqual([['GET', '/config.json']])
  expect(createClient).toHaveBeenCalledTimes(1)
  expect(createClient).toHaveBeenCalledWith('http://127.0.0.1:3000', 'anon-key')
})

test('a failed config fetch is not remembered: the next call tries again', async () => {
  api.reply(
    'GET',
    '/config.json',
    { status: 503, body: { message: 'unavailable' } },
    { body: config },
  )
  const { getSupabase } = await freshModule()

  await expect(getSupabase()).rejects.toThrow('GET /config.json answered 503')
  await expect(getSupabase()).resolves.toBeTruthy()
  expect(api.requests).toHaveLength(2)
})

test('the site stays staff-only unless the config says public', async () => {
  const { parseSiteConfig } = await freshModule()
  const base = { supabaseUrl: 'http://x', supabaseAnonKey: 'k' }

  expect(parseSiteConfig({ ...base, siteAccess: 'public' }).siteAccess).toBe('public')
  expect(parseSiteConfig({ ...base, siteAccess: 'staff' }).siteAccess).toBe('staff')
  expect(parseSiteConfig(base).siteAccess).toBe('staff')
  expect(parseSiteConfig({ ...base, siteAccess: 'PUBLIC' }).siteAccess).toBe('staff')
  expect(() => parseSiteConfig({ siteAccess: 'public' })).toThrow(/supabaseUrl/)
  expect(() => parseSiteConfig(null)).toThrow()
})

test('staff need a second factor unless the config says it is optional', async () => {
  const { parseSiteConfig } = await freshModule()
  const base = { supabaseUrl: 'http://x', supabaseAnonKey: 'k' }

  expect(parseSiteConfig({ ...base, staffMfa: 'optional' }).staffMfa).toBe('optional')
  expect(parseSiteConfig({ ...base, staffMfa: 'required' }).staffMfa).toBe('required')
  expect(parseSiteConfig(base).staffMfa).toBe('required')
  expect(parseSiteConfig({ ...base, staffMfa: 'OPTIONAL' }).staffMfa).toBe('required')
  // The idle limit: the server's, or its default when it does not say something usable.
  expect(parseSiteConfig({ ...base, staffIdleMinutes: 45 }).staffIdleMinutes).toBe(45)
  expect(parseSiteConfig(base).staffIdleMinutes).toBe(30)
  expect(parseSiteConfig({ ...base, staffIdleMinutes: 'soon' }).staffIdleMinutes).toBe(30)
})
