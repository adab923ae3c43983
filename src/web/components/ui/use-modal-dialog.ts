import { useCallback, useRef } from 'react'
import type * as React from 'react'

// The platform's own modal `<dialog>`, for a dialog whose first tap must be answered before the
// page's code has started (docs/decisions/053-first-tap-answered-by-the-html.md): its opener
// carries the invoker command (`command="show-modal"`, `commandfor`), so the browser opens it from
// the HTML, makes the page behind it inert, closes it on Escape and gives focus back. Hydration
// leaves the `open` attribute as it is, so a dialog opened before the code keeps open. What the
// platform does not do, the code adds here, the same for every such dialog: a press outside it
// closes it, Tab wraps round inside, focus returns to the opener in every browser, and a browser
// without invoker commands opens it from the click.

export type ModalDialog = {
  ref: React.RefObject<HTMLDialogElement | null>
  /** Open it (the opener's click handler: a browser without invoker commands opens it here). */
  open: (opener?: HTMLElement | null) => void
  close: () => void
  /** Spread on the `<dialog>`. */
  dialogProps: {
    ref: React.RefObject<HTMLDialogElement | null>
    onClose: () => void
    onKeyDown: (event: React.KeyboardEvent<HTMLDialogElement>) => void
    onClick: (event: React.MouseEvent<HTMLDialogElement>) => void
  }
}

/** The controls Tab moves between inside the dialog. */
const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])'

/** `onClosed` runs after the dialog has closed and focus has gone back. */
export function useModalDialog(onClosed?: () => void): ModalDialog {
  const ref = useRef<HTMLDialogElement>(null)
  const opener = useRef<HTMLElement | null>(null)

  const open = useCallback((from?: HTMLElement | null) => {
    opener.current = from ?? (document.activeElement as HTMLElement | null)
    // The invoker opens it after the opener's click handler, where the browser knows `command`;
    // opening it here first makes that a no-op there and the only way elsewhere.
    if (ref.current && !ref.current.open) ref.current.showModal()
  }, [])

  const close = useCallback(() => ref.current?.close(), [])

  const onClose = useCallback(() => {
    const target = opener.current
    opener.current = null
    const active = document.activeElement
    // Focus left on the page (a followed link, Escape) goes back to the opener; focus the visitor
    // has since moved elsewhere stays.
    if (
      target?.isConnected &&
      (active === null || active === document.body || ref.current?.contains(active))
    ) {
      target.focus()
    }
    onClosed?.()
  }, [onClosed])

  const onKeyDown = useCallback((event: React.KeyboardEvent<HTMLDialogElement>) => {
    const dialog = ref.current
    if (event.key === 'Escape') {
      event.preventDefault()
      dialog?.close()
      return
    }
    if (event.key !== 'Tab' || !dialog) return
    // The modal dialog keeps focus off the inert page, but Tab past its last control goes to the
    // browser's own controls: wrap round instead.
    const controls = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
      (control) => control.closest('dialog') === dialog,
    )
    const first = controls[0]
    const last = controls.at(-1)
    const active = document.activeElement
    // Focus may be on the dialog or on its title (a quick view focuses it on opening), neither a
    // control: Shift+Tab from there goes round to the last control too.
    const onControl = controls.some((control) => control === active)
    if (event.shiftKey && (active === first || !onControl)) {
      event.preventDefault()
      last?.focus()
    } else if (!event.shiftKey && active === last) {
      event.preventDefault()
      first?.focus()
    }
  }, [])

  const onClick = useCallback((event: React.MouseEvent<HTMLDialogElement>) => {
    const dialog = ref.current
    // A press on the backdrop is a click on the dialog itself, outside its box.
    if (!dialog || event.target !== dialog) return
    const box = dialog.getBoundingClientRect()
    const inside =
      event.clientX >= box.left &&
      event.clientX <= box.right &&
      event.clientY >= box.top &&
      event.clientY <= box.bottom
    if (!inside) dialog.close()
  }, [])

  return { ref, open, close, dialogProps: { ref, onClose, onKeyDown, onClick } }
}
