import { scriptNeededAt } from './lib/script-start'

// session-hint.ts is a copy of script-start.ts's test for a stored session, inlined in <head>:
// both must agree on every key (docs/decisions/052-the-first-tap-answers-at-once.md).

afterEach(() => {
  window.localStorage.clear()
  delete document.documentElement.dataset.session
  vi.resetModules()
})

for (const key of ['sb-127-auth-token', 'sb-abc-def-auth-token', 'sb--auth-token', 'rm-cart-v0']) {
  test(`with ${key} stored, the hint marks <html> exactly when the code starts at once`, async () => {
    window.localStorage.setItem(key, '{}')
    await import('./session-hint')
    const marked = document.documentElement.dataset.session === 'stored'
    expect(marked).toBe(scriptNeededAt(document.createElement('div')) === 0)
  })
}

test('a stored session marks <html>, nothing stored leaves it unmarked', async () => {
  await import('./session-hint')
  expect(document.documentElement.dataset.session).toBeUndefined()
  vi.resetModules()
  window.localStorage.setItem('sb-127-auth-token', '{"access_token":"x"}')
  await import('./session-hint')
  expect(document.documentElement.dataset.session).toBe('stored')
})
