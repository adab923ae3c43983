import type { User } from '@supabase/supabase-js'
import { useEffect, useEffectEvent, useId, useRef, useState } from 'react'
import type * as React from 'react'

import { ordersCopy } from '@/content/orders'
import { useAttemptKey } from '@/hooks/use-attempt-key'
import { useChange } from '@/hooks/use-change'
import { type FieldRegistration, useZodForm } from '@/hooks/use-zod-form'
import { type Answer, refusalMessage } from '@/lib/api-request'
import { NO_ANSWER } from '@/lib/change-action'
import type { OrderAnswer } from '@shared/orders/orders'

import { type CheckoutChange, isOrderAnswer, refusalField, refusedLines } from './api/orders-api'
import {
  cartProblemOf,
  checkoutFieldsSchema,
  type CheckoutLine,
  type DraftField,
  draftFields,
  draftFromUser,
  placeOf,
  requestOf,
} from './checkout-draft'
import { saveConfirmation, type StoredConfirmation } from './confirmation-storage'

const copy = ordersCopy.checkout

// What the form of /checkout knows and does (docs/architecture.md, Orders); checkout-form.tsx
// draws it. The fields are checked through useZodForm with the order request's own parts
// (docs/decisions/037-one-form-hook.md); a problem takes focus to the error summary. The order request is sent through the route's action (docs/decisions/036-app-pages-
// read-and-change-through-the-router.md), so "sending" is the change's own state. One request per
// attempt: a second press while one is on its way sends nothing, and a retry after no answer
// carries the same idempotency key, so the server makes at most one order of it.

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
  const form = useZodForm(checkoutFieldsSchema, { defaultValues: draftFromUser(user) })
  const typed = useRef(false)
  // Whether the patient tried to send: the cart's own problems are then said as it changes.
  const [tried, setTried] = useState(false)
  const [cartProblem, setCartProblem] = useState<CartProblem | null>(null)
  const [lineProblems, setLineProblems] = useState<LineProblem[]>([])
  const [alert, setAlert] = useState<string | undefined>()
  const [focusRound, setFocusRound] = useState(0)
  const summaryRef = useRef<HTMLDivElement>(null)
  const attemptKey = useAttemptKey()
  // The cart as it was sent: a refusal speaks of those lines, whatever the patient did since.
  const sentLines = useRef<readonly CheckoutLine[]>(lines)
  const place = useChange<OrderAnswer>({ onAnswer: answered })
  const errors = form.formState.errors

  // Until the patient types, the signed-in patient's profile stands (the session may arrive late).
  const fillFromProfile = useEffectEvent(() => {
    if (!typed.current) form.reset(draftFromUser(user))
  })
  useEffect(() => fillFromProfile(), [user])

  const fieldId = (field: DraftField) => `${id}-${field}`
  const quantityId = (productId: string) => `${id}-quantity-${productId}`
  const lineProblemId = (productId: string) => `${id}-line-${productId}-error`
  const orderHeadingId = `${id}-order`

  const fingerprint = cartFingerprint(lines)
  const cart =
    cartProblem && cartProblem.cart === fingerprint
      ? cartProblem.message
      : tried
        ? cartProblemOf(lines)
        : undefined
  const openLineProblems = lineProblems.filter((problem) =>
    lines.some((line) => line.id === problem.productId && line.quantity === problem.quantity),
  )
  const lineProblemFor = (productId: string) =>
    openLineProblems.find((problem) => problem.productId === productId)

  // The summary lists what is wrong in the page's order, each linked to where it is fixed.
  const summary: { target: string; message: string }[] = [
    ...(cart ? [{ target: orderHeadingId, message: cart }] : []),
    ...openLineProblems.map((problem) => ({
      target: quantityId(problem.productId),
      message: problem.message,
    })),
    ...draftFields.flatMap((field) => {
      const message = errors[field]?.message
      return message ? [{ target: fieldId(field), message }] : []
    }),
  ]

  useEffect(() => {
    if (focusRound > 0) summaryRef.current?.focus()
  }, [focusRound])

  const toSummary = () => setFocusRound((round) => round + 1)

  /** The field's registration; typing in it keeps the profile from replacing what was typed. */
  function field(name: DraftField): FieldRegistration {
    const registration = form.register(name)
    return {
      ...registration,
      onChange: (event) => {
        typed.current = true
        registration.onChange(event)
      },
    }
  }

  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    // A second press (a double click) while the first is on its way sends nothing more.
    if (place.busy) return
    setAlert(undefined)
    setTried(true)
    void form.handleSubmit((fields) => {
      if (cartProblemOf(lines)) return toSummary()
      sentLines.current = lines
      const request = requestOf(fields, lines)
      const change: CheckoutChange = {
        intent: 'place',
        order: { ...request, idempotencyKey: attemptKey.keyFor(request) },
      }
      place.submit(change)
    }, toSummary)(event)
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
    const message = refusalMessage(answer.body, copy.refused)
    const where = answer.status === 400 ? placeOf(refusalField(answer.body)) : undefined
    if (refused) {
      setLineProblems(
        refused.map((problem) => ({
          productId: problem.productId,
          message: problem.message,
          quantity: sentLines.current.find((line) => line.id === problem.productId)?.quantity ?? 0,
        })),
      )
    } else if (where === 'cart') {
      setCartProblem({ message, cart: cartFingerprint(sentLines.current) })
    } else if (where) {
      // Said on its field and in the summary, which takes focus as for any other problem.
      form.setError(where, message)
    } else {
      setAlert(answer.status === 429 ? copy.tooMany : message)
      return
    }
    toSummary()
  }

  return {
    id,
    errors,
    cart,
    summary,
    summaryRef,
    alert,
    sending: place.busy,
    fieldId,
    quantityId,
    lineProblemId,
    lineProblemFor,
    orderHeadingId,
    field,
    submit,
  }
}
