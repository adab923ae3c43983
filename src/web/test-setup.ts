import { cleanup } from '@testing-library/react'
import { afterEach, beforeEach, vi } from 'vitest'

import { clearToasts } from './hooks/use-toast'
import { checkConsoleErrorSpy, installConsoleErrorSpy } from './test/console-error'

beforeEach(() => {
  installConsoleErrorSpy()
  // jsdom has window.scrollTo but only reports "not implemented" (through console.error).
  if (typeof window !== 'undefined') {
    Object.defineProperty(window, 'scrollTo', {
      configurable: true,
      writable: true,
      value: vi.fn(),
    })
  }
})

afterEach(() => {
  cleanup()
  clearToasts()
  checkConsoleErrorSpy()
})
