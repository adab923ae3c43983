import { type FormEvent, useId, useRef, useState } from 'react'

import { Button } from '@/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog'
import { TextAreaField } from '@/components/ui/text-field'
import { ordersCopy } from '@/content/workspace-orders'
import { ORDER_LIMITS } from '@shared/orders/orders'

import { FormAlert } from '../workspace-fields'
import { checkMove } from './order-fields'
import type { MoveProps } from './use-order-moves'

const copy = ordersCopy.actions

/** Cancel, after a confirmation that asks the reason the patient reads. */
export function CancelMove({ order, move }: MoveProps) {
  const id = useId()
  const [open, setOpen] = useState(false)
  const [reason, setReason] = useState('')
  const [error, setError] = useState<string | undefined>()
  const reasonRef = useRef<HTMLTextAreaElement>(null)
  const openerRef = useRef<HTMLButtonElement>(null)
  // Once the cancel is answered with the order (or with the news that it moved meanwhile), the
  // dialog is done: the page says what happened and moves focus to it itself. Mostly the order's
  // new state has already taken this form away.
  const answered = move.answerTo('cancel')
  const done = answered !== undefined && (answered.ok || answered.status === 409)
  const refusal = move.refusal('cancel')

  function submit(event: FormEvent) {
    event.preventDefault()
    move.clear()
    const found =
      reason.trim().length > ORDER_LIMITS.reasonMax
        ? copy.reasonTooLong
        : (() => {
            const checked = checkMove({ to: 'cancelled', reason })
            return 'errors' in checked ? checked.errors.reason : undefined
          })()
    setError(found)
    if (found) {
      reasonRef.current?.focus()
      return
    }
    move.send('cancel', {
      intent: 'transition',
      transition: { to: 'cancelled', reason: reason.trim() },
    })
  }

  const shownError = refusal?.field === 'reason' ? refusal.message : error
  return (
    <>
      <Button
        ref={openerRef}
        type="button"
        variant="outline"
        className="border-destructive text-destructive"
        onClick={() => {
          move.clear()
          setError(undefined)
          setOpen(true)
        }}
      >
        {copy.cancel}
      </Button>
      <Dialog
        open={open && !done}
        onOpenChange={(next) => {
          if (!move.busy) setOpen(next)
        }}
      >
        <DialogContent
          width="narrow"
          onCloseAutoFocus={(event) => {
            // The button that opened it is gone, or the page has moved focus to what happened.
            if (done || !openerRef.current?.isConnected) event.preventDefault()
          }}
        >
          <form noValidate className="flex flex-col gap-4" onSubmit={submit}>
            <div className="flex flex-col gap-2">
              <DialogTitle>{copy.cancelTitle}</DialogTitle>
              <DialogDescription className="wrap-anywhere">
                {copy.cancelBody(order.number)}
              </DialogDescription>
            </div>
            <TextAreaField
              required
              id={`${id}-reason`}
              label={copy.cancelReason}
              hint={copy.reasonHint}
              error={shownError}
              value={reason}
              textAreaRef={reasonRef}
              onChange={setReason}
            />
            <FormAlert message={refusal?.field === 'reason' ? undefined : refusal?.message} />
            <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
              <Button
                type="button"
                variant="outline"
                disabled={move.busy}
                onClick={() => setOpen(false)}
              >
                {copy.keep}
              </Button>
              <Button type="submit" variant="destructive" disabled={move.busy}>
                {move.sending('cancel') ? copy.cancelling : copy.confirmCancel}
              </Button>
            </div>
          </form>
        </DialogContent>
      </Dialog>
    </>
  )
}
