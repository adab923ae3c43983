import type { User } from '@supabase/supabase-js'
import { useEffect, useId, useRef, useState } from 'react'
import type * as React from 'react'

import { ordersCopy } from '@/content/orders'
import { useAttemptKey } from '@/hooks/use-attempt-key'
import { useChange } from '@/hooks/use-change'
import { type Answer, refusalMessage } from '@/lib/api-request'
import { NO_ANSWER } from '@/lib/change-action'
import type { OrderAnswer } from '@shared/orders/orders'

import { type CheckoutChange, isOrderAnswer, refusalField, refusedLines } from './api/orders-api'
import {
  type CheckoutDraft,
  type CheckoutLine,
  checkDraft,
  type DraftField,
  draftFields,
  draftFromUser,
  placeOf,
  type Problems,
} from './checkout-draft'
import { saveConfirmation, type StoredConfirmation } from './confirmation-storage'

// What the form of /checkout knows and does (docs/architecture.md, Orders); checkout-form.tsx
// draws it. The order request is sent through the route's action (docs/decisions/036-app-pages-
// read-and-change-through-the-router.md), so "sending" is the change's own state. One request per
// attempt: a second press while one is on its way sends nothing, and a retry after no answer
// carries the same idempotency key, so the server makes at most one order of it.

const copy = ordersCopy.checkout

/** A line the server refused, as long as the patient has not changed it since. */
type LineProblem = { productId: string; message: string; quantity: number }

/** A problem with the cart as a whole from the server, as long as the cart is as it was. */
type CartProblem = { message: string; cart: string }

const cartFingerprint = (lines: readonly CheckoutLine[]) =>
  lines.map((line) => `${line.id}×${line.quantity}`).join(' ')

export function useCheckoutForm({
  lines,
  user,
  onPlaced,
}: {
  lines: readonly CheckoutLine[]
  user: User | null
  onPlaced: (confirmation: StoredConfirmation) => void
}) {
  const id = useId()
  const [typed, setTyped] = useState<CheckoutDraft | null>(null)
  const [checked, setChecked] = useState(false)
  const [serverProblems, setServerProblems] = useState<Problems>({})
  const [cartProblem, setCartProblem] = useState<CartProblem | null>(null)
  const [lineProblems, setLineProblems] = useState<LineProblem[]>([])
  const [alert, setAlert] = useState<string | undefined>()
  const [focusRound, setFocusRound] = useState(0)
  const summaryRef = useRef<HTMLDivElement>(null)
  const attemptKey = useAttemptKey()
  // The cart as it was sent: a refusal speaks of those lines, whatever the patient did since.
  const sentLines = useRef<readonly CheckoutLine[]>(lines)
  const place = useChange<OrderAnswer>({ onAnswer: answered })

  // Until the patient types, the signed-in patient's profile stands (the session may arrive late).
  const draft = typed ?? draftFromUser(user)
  const fieldId = (field: DraftField) => `${id}-${field}`
  const quantityId = (productId: string) => `${id}-quantity-${productId}`
  const lineProblemId = (productId: string) => `${id}-line-${productId}-error`
  const orderHeadingId = `${id}-order`

  const checkedProblems: Problems = checked
    ? (() => {
        const result = checkDraft(draft, lines)
        return result.ok ? {} : result.problems
      })()
    : {}
  const fingerprint = cartFingerprint(lines)
  const problems: Problems = {
    ...checkedProblems,
    ...serverProblems,
    ...(cartProblem && cartProblem.cart === fingerprint ? { cart: cartProblem.message } : {}),
  }
  const openLineProblems = lineProblems.filter((problem) =>
    lines.some((line) => line.id === problem.productId && line.quantity === problem.quantity),
  )
  const lineProblemFor = (productId: string) =>
    openLineProblems.find((problem) => problem.productId === productId)

  // The summary lists what is wrong in the page's order, each linked to where it is fixed.
  const summary: { target: string; message: string }[] = [
    ...(problems.cart ? [{ target: orderHeadingId, message: problems.cart }] : []),
    ...openLineProblems.map((problem) => ({
      target: quantityId(problem.productId),
      message: problem.message,
    })),
    ...draftFields.flatMap((field) => {
      const message = problems[field]
      return message ? [{ target: fieldId(field), message }] : []
    }),
  ]

  useEffect(() => {
    if (focusRound > 0) summaryRef.current?.focus()
  }, [focusRound])

  function change(field: DraftField, value: string) {
    setTyped({ ...draft, [field]: value })
    setServerProblems(({ [field]: _fixed, ...rest }) => rest)
  }

  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    // A second press (a double click) while the first is on its way sends nothing more.
    if (place.busy) return
    setAlert(undefined)
    const result = checkDraft(draft, lines)
    if (!result.ok) {
      setChecked(true)
      setFocusRound((round) => round + 1)
      return
    }
    sentLines.current = lines
    const change: CheckoutChange = {
      intent: 'place',
      order: { ...result.request, idempotencyKey: attemptKey.keyFor(result.request) },
    }
    place.submit(change)
  }

  function answered(answer: Answer<OrderAnswer>) {
    // No answer, a server error, or a 2xx that is not ours: it may have ordered. The same
    // request sent again keeps its key, so it finds that order rather than make a second.
    if (
      (!answer.ok && (answer.status === NO_ANSWER || answer.status >= 500)) ||
      (answer.ok && !isOrderAnswer(answer.data))
    ) {
      setAlert(copy.unreachable)
      return
    }
    attemptKey.settle()
    if (answer.ok) {
      onPlaced(saveConfirmation(answer.data, user !== null))
      return
    }
    const refused = refusedLines(answer.status, answer.body)
    if (refused) {
      setLineProblems(
        refused.map((problem) => ({
          productId: problem.productId,
          message: problem.message,
          quantity: sentLines.current.find((line) => line.id === problem.productId)?.quantity ?? 0,
        })),
      )
      setFocusRound((round) => round + 1)
      return
    }
    const message = refusalMessage(answer.body, copy.refused)
    const where = answer.status === 400 ? placeOf(refusalField(answer.body)) : undefined
    if (where === 'cart') {
      setCartProblem({ message, cart: cartFingerprint(sentLines.current) })
      setFocusRound((round) => round + 1)
      return
    }
    if (where) {
      setServerProblems((current) => ({ ...current, [where]: message }))
      setFocusRound((round) => round + 1)
      return
    }
    setAlert(answer.status === 429 ? copy.tooMany : message)
  }

  const describedBy = (field: DraftField, hint?: boolean) =>
    [hint ? `${fieldId(field)}-hint` : '', problems[field] ? `${fieldId(field)}-error` : '']
      .filter(Boolean)
      .join(' ') || undefined

  return {
    id,
    draft,
    problems,
    summary,
    summaryRef,
    alert,
    sending: place.busy,
    fieldId,
    quantityId,
    lineProblemId,
    lineProblemFor,
    orderHeadingId,
    describedBy,
    change,
    submit,
  }
}
