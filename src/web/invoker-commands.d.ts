import 'react'

// HTML's invoker commands (`command`, `commandfor` on a button), which @types/react does not list
// yet: a button that opens a dialog with no script (components/layouts/mobile-nav.tsx).
declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- declaration merging needs T.
  interface ButtonHTMLAttributes<T> {
    command?:
      'show-modal' | 'close' | 'request-close' | 'toggle-popover' | 'show-popover' | 'hide-popover'
    commandfor?: string
  }
}
