import { useId, useRef, useState } from 'react'
import * as z from 'zod/mini'

import { Button } from '@/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog'
import { TextAreaField } from '@/components/ui/textarea-field'
import { ordersCopy } from '@/content/workspace-orders'

import { FormAlert } from '../workspace-fields'
import { reasonField, useMoveForm } from './order-fields'
import type { MoveProps } from './use-order-moves'

const copy = ordersCopy.actions

const cancelSchema = z.object({ reason: reasonField })

/** Cancel, after a confirmation that asks the reason the patient reads. */
export function CancelMove({ order, move }: MoveProps) {
  const id = useId()
  const [open, setOpen] = useState(false)
  const { form, alert, submit } = useMoveForm(move, 'cancel', cancelSchema, { reason: '' })
  const openerRef = useRef<HTMLButtonElement>(null)
  // Once the cancel is answered with the order (or with the news that it moved meanwhile), the
  // dialog is done: the page says what happened and moves focus to it itself. Mostly the order's
  // new state has already taken this form away.
  const answered = move.answerTo('cancel')
  const done = answered !== undefined && (answered.ok || answered.status === 409)
  return (
    <>
      <Button
        ref={openerRef}
        type="button"
        variant="outline"
        className="border-destructive text-destructive"
        onClick={() => {
          // Opened again, it asks afresh: what was refused before is forgotten.
          move.clear()
          form.reset()
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
          <form
            noValidate
            className="flex flex-col gap-4"
            onSubmit={submit(({ reason }) => ({
              intent: 'transition',
              transition: { to: 'cancelled', reason },
            }))}
          >
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
              error={form.formState.errors.reason?.message}
              field={form.register('reason')}
            />
            <FormAlert message={alert} />
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
