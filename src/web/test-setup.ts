import { cleanup, configure } from '@testing-library/react'
import { afterEach, beforeEach, vi } from 'vitest'

import { clearToasts } from './hooks/use-toast'
import { checkConsoleErrorSpy, installConsoleErrorSpy } from './test/console-error'

// findBy* and waitFor give up after this long. Testing Library's 1 s is met on a quiet machine,
// but a full run on two busy cores has missed it by a few hundred milliseconds; a wait that
// succeeds returns as soon as it does, so only a failure takes longer.
configure({ asyncUtilTimeout: 5000 })

// jsdom has <dialog> and its `open` but not its methods: enough of them for a component that opens
// a native modal (components/layouts/mobile-nav.tsx). What the browser adds (the inert page, Escape,
// invoker commands) is proven in the browser tests.
if (typeof HTMLDialogElement !== 'undefined' && !('showModal' in HTMLDialogElement.prototype)) {
  Object.assign(HTMLDialogElement.prototype, {
    showModal(this: HTMLDialogElement) {
      this.open = true
      this.querySelector<HTMLElement>('a[href], button:not([disabled])')?.focus()
    },
    close(this: HTMLDialogElement) {
      if (!this.open) return
      this.open = false
      this.dispatchEvent(new Event('close'))
    },
  })
}

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
