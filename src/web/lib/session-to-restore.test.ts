import { hasSessionToRestore, type SiteConfig } from './supabase'

const config: SiteConfig = {
  supabaseUrl: 'http://127.0.0.1:3000',
  supabaseAnonKey: 'anon',
  siteAccess: 'staff',
  staffMfa: 'required',
  staffIdleMinutes: 30,
}

afterEach(() => {
  window.localStorage.clear()
  window.history.replaceState(null, '', '/')
})

test('nothing stored and no callback in the URL: nothing to restore', () => {
  expect(hasSessionToRestore(config)).toBe(false)
})

test("a session under supabase-js's default storage key is restored", () => {
  window.localStorage.setItem('sb-127-auth-token', '{"access_token":"x"}')
  expect(hasSessionToRestore(config)).toBe(true)
  expect(hasSessionToRestore({ ...config, supabaseUrl: 'https://clinic.example.com' })).toBe(false)
})

test('an e-mail confirmation callback in the URL is restored', () => {
  window.history.replaceState(null, '', '/#access_token=abc&refresh_token=def&type=signup')
  expect(hasSessionToRestore(config)).toBe(true)
  window.history.replaceState(null, '', '/#error=access_denied&error_code=otp_expired')
  expect(hasSessionToRestore(config)).toBe(true)
})
