import { clearReloadGuard, isChunkLoadError, reloadOnce } from './chunk-load'

afterEach(() => window.sessionStorage.clear())

test.each([
  'Failed to fetch dynamically imported module: https://example.test/assets/home-abc.js',
  'error loading dynamically imported module: https://example.test/assets/home-abc.js',
  'Importing a module script failed.',
  'Unable to preload CSS for /assets/home-abc.css',
])('a failed dynamic import is recognized: %s', (message) => {
  expect(isChunkLoadError(new TypeError(message))).toBe(true)
})

test('other errors are not chunk errors', () => {
  expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false)
  expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false)
})

test('the page reloads once, then not again until a route has rendered', () => {
  const reload = vi.fn()

  expect(reloadOnce(reload)).toBe(true)
  expect(reloadOnce(reload)).toBe(false)
  expect(reload).toHaveBeenCalledTimes(1)

  clearReloadGuard()
  expect(reloadOnce(reload)).toBe(true)
  expect(reload).toHaveBeenCalledTimes(2)
})
