import { CART_STORAGE_KEY, scriptNeededAt } from './script-start'
import { hasSessionToRestore, type SiteConfig } from './supabase'

const config: SiteConfig = {
  supabaseUrl: 'http://127.0.0.1:3000',
  supabaseAnonKey: 'anon',
  siteAccess: 'public',
  staffMfa: 'required',
  staffIdleMinutes: 30,
}

function page(html = '<main><h1>Renew Medical</h1><a href="/blog">Blog</a></main>') {
  const root = document.createElement('div')
  root.innerHTML = html
  return root
}

afterEach(() => {
  window.localStorage.clear()
  window.history.replaceState(null, '', '/')
})

test('a page with nothing stored and nothing that acts by itself waits for input', () => {
  expect(scriptNeededAt(page())).toBeNull()
})

test('a part marked as acting by itself starts the code at load', () => {
  expect(scriptNeededAt(page('<section data-needs-script=""></section>'))).toBe(0)
})

test('a part that acts later starts the code when it is due, the earliest part first', () => {
  expect(scriptNeededAt(page('<span hidden data-needs-script="8000"></span>'))).toBe(8000)
  expect(
    scriptNeededAt(
      page('<span data-needs-script="8000"></span><span data-needs-script="3000"></span>'),
    ),
  ).toBe(3000)
  expect(
    scriptNeededAt(
      page('<span data-needs-script="8000"></span><span data-needs-script=""></span>'),
    ),
  ).toBe(0)
  // Nonsense counts as at once rather than never.
  expect(scriptNeededAt(page('<span data-needs-script="soon"></span>'))).toBe(0)
  // A stored cart needs the code at once, whatever is due later.
  window.localStorage.setItem(CART_STORAGE_KEY, '{"version":1,"items":[]}')
  expect(scriptNeededAt(page('<span data-needs-script="8000"></span>'))).toBe(0)
})

// That CART_STORAGE_KEY is the cart's own key is held by features/shop/cart-storage.test.ts.
test('a stored cart starts the code at load', () => {
  window.localStorage.setItem(CART_STORAGE_KEY, '{"version":1,"items":[]}')
  expect(scriptNeededAt(page())).toBe(0)
  window.localStorage.clear()
  window.localStorage.setItem('rm-cart-v0', '{}')
  expect(scriptNeededAt(page())).toBeNull()
})

test('a session stored where supabase-js restores it from starts the code at load', () => {
  window.localStorage.setItem('sb-127-auth-token', '{"access_token":"x"}')
  expect(hasSessionToRestore(config)).toBe(true)
  expect(scriptNeededAt(page())).toBe(0)
})

test('an auth callback in the URL starts the code exactly when supabase-js would read it', () => {
  for (const url of [
    '/#access_token=abc&refresh_token=def&type=signup',
    '/auth?code=abc',
    '/#error=access_denied&error_code=otp_expired',
    '/blog?q=code',
    '/blog#code',
  ]) {
    window.history.replaceState(null, '', url)
    expect(scriptNeededAt(page()) === 0, url).toBe(hasSessionToRestore(config))
  }
  window.history.replaceState(null, '', '/auth?code=abc')
  expect(scriptNeededAt(page())).toBe(0)
  window.history.replaceState(null, '', '/blog?q=code')
  expect(scriptNeededAt(page())).toBeNull()
})

test('an app page, its root marked by the prerenderer, starts the code at load', () => {
  const root = page()
  root.setAttribute('data-needs-script', '')
  expect(scriptNeededAt(root)).toBe(0)
})
