import type { OrderAnswer, PatientOrder } from '@shared/orders/orders'

import { isOrderAnswer } from './api/orders-api'

// The confirmation page survives a reload (docs/architecture.md, Orders): the server's answer is
// kept in this tab's sessionStorage, which ends with the tab and is never sent anywhere, and it
// also travels in the navigation's state (history.state, kept across a reload too) for a
// browser that refuses storage. Whatever is read back is checked; anything else counts as no
// confirmation.

export const CONFIRMATION_STORAGE_KEY = 'rm-order-confirmation-v1'

export type StoredConfirmation = {
  order: PatientOrder
  /** The server invited a guest to create an account with this address. */
  invited: boolean
  /** The patient was signed in when they ordered (My care lists it then). */
  signedIn: boolean
}

/** The confirmation `value` holds, when it has that shape. */
export function confirmationFrom(value: unknown): StoredConfirmation | null {
  if (!isOrderAnswer(value)) return null
  const { signedIn } = value as unknown as Record<string, unknown>
  return { order: value.order, invited: value.invited === true, signedIn: signedIn === true }
}

/** Keeps the answer for the confirmation page, and returns what was kept. */
export function saveConfirmation(answer: OrderAnswer, signedIn: boolean): StoredConfirmation {
  const stored: StoredConfirmation = { order: answer.order, invited: answer.invited, signedIn }
  try {
    window.sessionStorage.setItem(CONFIRMATION_STORAGE_KEY, JSON.stringify(stored))
  } catch {
    // Blocked storage, a full quota: the navigation's state still carries it.
  }
  return stored
}

/** The last order sent from this tab, or null. */
export function readConfirmation(): StoredConfirmation | null {
  try {
    const raw = window.sessionStorage.getItem(CONFIRMATION_STORAGE_KEY)
    return raw ? confirmationFrom(JSON.parse(raw)) : null
  } catch {
    return null
  }
}
