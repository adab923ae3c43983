import { type RefObject, useEffect, useState } from 'react'

import { ordersCopy } from '@/content/workspace-orders'
import type { StaffOrder } from '@shared/orders/orders'

import { type Answer, refusalMessage } from '../api/workspace-api'

// The form parts of the order and catalogue pages: labelled fields whose error is in words, tied
// to the field (aria-invalid, aria-describedby) so a screen reader reads it with the field, and
// the sending of one change with what came of it.

/** The server's refusal of a move: its words, and the field it is about when it names one. */
export type Refusal = { message: string; field: string | null }

function refusalOf(body: unknown): Refusal {
  const field =
    typeof body === 'object' && body !== null && 'field' in body && typeof body.field === 'string'
      ? body.field
      : null
  return { message: refusalMessage(body, ordersCopy.actions.failed), field }
}

/** What the page does with the answer to a physician's review or a staff move. */
export type MoveHandlers = {
  /** The order as the server now holds it. */
  onMoved: (order: StaffOrder) => void
  /** 409: the order moved meanwhile; the page reads it again. */
  onStale: (message: string) => void
}

/**
 * Sends one review or move: the new order goes to `onMoved`, a 409 to `onStale`, and any other
 * refusal stays here, in words, for the form that sent it. Resolves whether it was saved.
 */
export function useOrderMove({ onMoved, onStale }: MoveHandlers) {
  const [busy, setBusy] = useState(false)
  const [refusal, setRefusal] = useState<Refusal | undefined>()

  async function send(request: () => Promise<Answer<StaffOrder>>): Promise<boolean> {
    setBusy(true)
    setRefusal(undefined)
    try {
      const answer = await request()
      if (answer.ok) {
        onMoved(answer.data)
        return true
      }
      if (answer.status === 409) {
        onStale(refusalMessage(answer.body, ordersCopy.actions.staleTitle))
        return false
      }
      setRefusal(refusalOf(answer.body))
    } catch {
      setRefusal({ message: ordersCopy.actions.failed, field: null })
    } finally {
      setBusy(false)
    }
    return false
  }

  return { busy, refusal, send, clear: () => setRefusal(undefined) }
}

/** Moves focus to `ref` whenever `signal` changes to something truthy. */
export function useFocusOn(ref: RefObject<HTMLElement | null>, signal: unknown) {
  useEffect(() => {
    if (signal) ref.current?.focus()
  }, [ref, signal])
}
