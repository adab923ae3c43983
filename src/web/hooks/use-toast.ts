import { useSyncExternalStore } from 'react'

/**
 * A tiny toast store (the shadcn `use-toast` pattern, without the reducer): anything may call
 * `toast()`, and the one `<Toaster />` renders what is in the store. Kept free of Radix so the
 * store can sit in the entry bundle while the Toaster loads on first use.
 */

export type ToastVariant = 'default' | 'destructive'

export type ToastInput = {
  title: string
  description?: string
  variant?: ToastVariant
  /**
   * One thing to do next from the toast (e.g. "View cart"), which also closes it. Never the only
   * way to it: a toast goes away, so the same must be reachable on the page.
   */
  action?: { label: string; onSelect: () => void }
}

export type ToastItem = ToastInput & {
  id: string
  open: boolean
}

/** How many toasts show at once; the oldest gives way. */
const TOAST_LIMIT = 3
/** A closed toast stays in the store this long, so its exit animation can play. */
const TOAST_REMOVE_DELAY_MS = 400

let toasts: readonly ToastItem[] = []
let counter = 0
const listeners = new Set<() => void>()

function setToasts(next: readonly ToastItem[]) {
  toasts = next
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

function getSnapshot() {
  return toasts
}

const noToasts: readonly ToastItem[] = []
function getServerSnapshot() {
  return noToasts
}

export function dismissToast(id?: string) {
  setToasts(
    toasts.map((item) => (id === undefined || item.id === id ? { ...item, open: false } : item)),
  )
  setTimeout(() => {
    setToasts(toasts.filter((item) => item.open || (id !== undefined && item.id !== id)))
  }, TOAST_REMOVE_DELAY_MS)
}

/** Removes every toast at once, without exit animations. */
export function clearToasts() {
  setToasts([])
}

export function toast(input: ToastInput) {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER
  const id = String(counter)
  setToasts([{ ...input, id, open: true }, ...toasts].slice(0, TOAST_LIMIT))
  return { id, dismiss: () => dismissToast(id) }
}

export function useToast() {
  const current = useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot)
  return { toasts: current, toast, dismiss: dismissToast }
}
