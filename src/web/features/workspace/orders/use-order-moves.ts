import { useRef, useState } from 'react'

import { ordersCopy } from '@/content/workspace-orders'
import { useChange } from '@/hooks/use-change'
import { orderStateLabels } from '@shared/orders/order-states'
import type { StaffOrder } from '@shared/orders/orders'

import { type Answer, refusalMessage } from '../api/workspace-api'
import type { OrderChange } from './api/orders-api'

/** The server's refusal of a move: its words, and the field it is about when it names one. */
export type Refusal = { message: string; field: string | null }

/** The forms of the order's next step, each of which sends a move. */
export type MoveForm = 'review' | 'confirm' | 'payment' | 'shipment' | 'delivered' | 'cancel'

/** What the page says after a move: what it did, or that the order had moved meanwhile. */
export type MoveNotice =
  { kind: 'moved'; text: string; round: number } | { kind: 'stale'; message: string }

/** The page's moves, as its forms use them (see `useOrderMoves`). */
export type OrderMoves = ReturnType<typeof useOrderMoves>

/** What each form of the next step is given: the order, and the page's moves. */
export type MoveProps = { order: StaffOrder; move: OrderMoves }

function refusalOf(body: unknown): Refusal {
  const field =
    typeof body === 'object' && body !== null && 'field' in body && typeof body.field === 'string'
      ? body.field
      : null
  return { message: refusalMessage(body, ordersCopy.actions.failed), field }
}

/**
 * The moves of one order page, one at a time, through its route's action (docs/decisions/036-
 * app-pages-read-and-change-through-the-router.md). It lives above the forms: a move that
 * succeeds changes the order's state, and the forms of the old state are gone by the time it is
 * answered, so what the move did is said here. The router reads the order again after each move,
 * a 409 too, so the page shows the order as the server now holds it. Any other refusal is kept,
 * in words, for the form that sent it, until that form is sent again or `clear`ed, and handed to
 * the `onRefused` its move was sent with (to show it on the field it names).
 */
export function useOrderMoves() {
  const [from, setFrom] = useState<MoveForm | undefined>()
  const [cleared, setCleared] = useState<Answer<StaffOrder> | undefined>()
  const [notice, setNotice] = useState<MoveNotice | null>(null)
  const refused = useRef<((refusal: Refusal) => void) | undefined>(undefined)
  const change = useChange<StaffOrder>({
    onAnswer: (answer) => {
      if (answer.ok) {
        setNotice((before) => ({
          kind: 'moved',
          text: ordersCopy.actions.moved(orderStateLabels[answer.data.state]),
          round: (before?.kind === 'moved' ? before.round : 0) + 1,
        }))
      } else if (answer.status === 409) {
        setNotice({
          kind: 'stale',
          message: refusalMessage(answer.body, ordersCopy.actions.staleTitle),
        })
      } else refused.current?.(refusalOf(answer.body))
    },
  })
  const answer = change.answer === cleared ? undefined : change.answer
  const refusal = answer && !answer.ok && answer.status !== 409 ? refusalOf(answer.body) : undefined

  return {
    notice,
    /** A move is on its way: every form waits for it. */
    busy: change.busy,
    send(form: MoveForm, move: OrderChange, onRefused?: (refusal: Refusal) => void) {
      // One move at a time: a second would interrupt the first's fetcher, not follow it.
      if (change.busy) return
      setFrom(form)
      refused.current = onRefused
      change.submit(move)
    },
    /** Whether `form` sent the move on its way. */
    sending: (form: MoveForm) => change.busy && from === form,
    /** The last answer to `form`'s move, unless cleared. */
    answerTo: (form: MoveForm) => (from === form ? answer : undefined),
    /** The server's refusal of `form`'s move, in words. */
    refusal: (form: MoveForm) => (from === form ? refusal : undefined),
    /** Forgets the last refusal, as a form is checked or opened again. */
    clear: () => setCleared(change.answer),
  }
}
