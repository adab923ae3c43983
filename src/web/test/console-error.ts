import { type MockInstance, vi } from 'vitest'

/**
 * An unexpected `console.error` fails the test (house rule). The setup file installs the
 * spy before each test and checks it after; a test that expects errors calls
 * `expectConsoleError()` and asserts on the returned spy itself.
 */

type ConsoleErrorSpy = MockInstance<typeof console.error>

let spy: ConsoleErrorSpy | undefined
let expected = false

export function installConsoleErrorSpy() {
  expected = false
  spy = vi.spyOn(console, 'error').mockImplementation(() => {})
}

export function expectConsoleError(): ConsoleErrorSpy {
  if (!spy) throw new Error('expectConsoleError() must be called inside a test')
  expected = true
  return spy
}

/** Restores console.error and throws if it was called without being expected. */
export function checkConsoleErrorSpy() {
  if (!spy) return
  const calls = spy.mock.calls.map((args) => args.map(formatArg).join(' '))
  spy.mockRestore()
  spy = undefined
  if (!expected && calls.length > 0) {
    throw new Error(`Unexpected console.error (${calls.length}):\n${calls.join('\n---\n')}`)
  }
}

function formatArg(arg: unknown): string {
  if (arg instanceof Error) return arg.stack ?? arg.message
  if (typeof arg === 'string') return arg
  try {
    return JSON.stringify(arg)
  } catch {
    return String(arg)
  }
}
