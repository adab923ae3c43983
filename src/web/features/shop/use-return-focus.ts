import { useMemo, useRef } from 'react'

/**
 * Handlers for a Radix dialog opened by something other than its own Trigger (the cart
 * drawer opens from any cart button): Radix returns focus only to a Trigger, so this returns
 * it to whatever had focus when the dialog opened.
 */
export function useReturnFocus() {
  const opener = useRef<HTMLElement | null>(null)
  return useMemo(
    () => ({
      onOpenAutoFocus: () => {
        opener.current =
          document.activeElement instanceof HTMLElement ? document.activeElement : null
      },
      onCloseAutoFocus: (event: Event) => {
        if (!opener.current?.isConnected) return
        event.preventDefault()
        opener.current.focus()
      },
    }),
    [],
  )
}
