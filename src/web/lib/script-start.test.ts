import { CART_STORAGE_KEY, pageNeedsScriptAtLoad } from './script-start'
import { hasSessionToRestore, type SiteConfig } from './supabase'

const config: SiteConfig = {
  supabaseUrl: 'http://127.0.0.1:3000',
  supabaseAnonKey: 'anon',
  siteAccess: 'public',
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
  expect(pageNeedsScriptAtLoad(page())).toBe(false)
})

test('a part marked as acting by itself starts the code at load', () => {
  expect(pageNeedsScriptAtLoad(page('<section data-needs-script=""></section>'))).toBe(true)
})

// That CART_STORAGE_KEY is the cart's own key is held by features/shop/cart-storage.test.ts.
test('a stored cart starts the code at load', () => {
  window.localStorage.setItem(CART_STORAGE_KEY, '{"version":1,"items":[]}')
  expect(pageNeedsScriptAtLoad(page())).toBe(true)
  window.localStorage.clear()
  window.localStorage.setItem('rm-cart-v0', '{}')
  expect(pageNeedsScriptAtLoad(page())).toBe(false)
})

test('a session stored where supabase-js restores it from starts the code at load', () => {
  window.localStorage.setItem('sb-127-auth-token', '{"access_token":"x"}')
  expect(hasSessionToRestore(config)).toBe(true)
  expect(pageNeedsScriptAtLoad(page())).toBe(true)
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
    expect(pageNeedsScriptAtLoad(page()), url).toBe(hasSessionToRestore(config))
  }
  window.history.replaceState(null, '', '/auth?code=abc')
  expect(pageNeedsScriptAtLoad(page())).toBe(true)
  window.history.replaceState(null, '', '/blog?q=code')
  expect(pageNeedsScriptAtLoad(page())).toBe(false)
})
