import { useRef, useState } from 'react'

import { Button } from '@/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog'
import { FormAlert } from '@/components/ui/form-alert'
import { myOrdersCopy } from '@/content/my-orders'
import { useChange } from '@/hooks/use-change'
import { refusalMessage } from '@/lib/api-request'
import type { PatientOrder } from '@shared/orders/orders'

import type { AccountChange } from './api/account-api'

const orderWords = myOrdersCopy

export const orderHeadingId = (order: PatientOrder) => `order-${order.id}-heading`

/**
 * Cancel order, asked once more: the change goes through the page's action (docs/decisions/
 * 036-app-pages-read-and-change-through-the-router.md), after which the orders are read again.
 * Too late (409) closes the dialog with the server's words for the order; no answer or a server
 * error keeps it open to try again. Focus goes back to the order's heading once it closes on an
 * answer (the button that opened it may be gone).
 */
export function CancelOrderDialog({
  order,
  onClose,
  onCancelled,
  onRefused,
}: {
  /** The order to cancel; null when the dialog is closed. */
  order: PatientOrder | null
  onClose: () => void
  onCancelled: (order: PatientOrder) => void
  /** Too late, in the server's words. */
  onRefused: (order: PatientOrder, message: string) => void
}) {
  const [error, setError] = useState<string | undefined>()
  const settled = useRef<PatientOrder | null>(null)
  // Kept while the dialog closes, so its words do not vanish during the closing.
  const [shown, setShown] = useState<PatientOrder | null>(order)
  if (order && order !== shown) setShown(order)

  const cancel = useChange({
    onAnswer(answer) {
      const target = shown
      if (!target) return
      if (!answer.ok && (answer.status >= 500 || answer.status === 0)) {
        setError(orderWords.unreachable)
        return
      }
      if (answer.ok) {
        settled.current = target
        onCancelled(target)
        onClose()
        return
      }
      const message = refusalMessage(answer.body, orderWords.refused)
      if (answer.status === 409) {
        settled.current = target
        onRefused(target, message)
        onClose()
        return
      }
      setError(message)
    },
  })

  return (
    <Dialog
      open={order !== null}
      onOpenChange={(open) => {
        if (open) return
        setError(undefined)
        onClose()
      }}
    >
      <DialogContent
        width="narrow"
        onCloseAutoFocus={(event) => {
          const done = settled.current
          if (!done) return
          settled.current = null
          event.preventDefault()
          document.getElementById(orderHeadingId(done))?.focus()
        }}
      >
        <DialogTitle>{shown ? orderWords.cancelTitle(shown.number) : ''}</DialogTitle>
        <DialogDescription size="base">{orderWords.cancelBody}</DialogDescription>
        <FormAlert message={error} />
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onClose}>
            {orderWords.keep}
          </Button>
          <Button
            variant="destructive"
            disabled={cancel.busy || !order}
            onClick={() => {
              if (!order) return
              setError(undefined)
              cancel.submit({
                intent: 'cancel-order',
                orderId: order.id,
              } satisfies AccountChange)
            }}
          >
            {cancel.busy ? orderWords.cancelling : orderWords.confirmCancel}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  )
}
