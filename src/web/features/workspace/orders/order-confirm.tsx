import type * as React from 'react'

import { Button } from '@/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog'
import { ordersCopy } from '@/content/workspace-orders'

import { FormAlert } from '../workspace-fields'
import type { MoveForm, OrderMoves } from './use-order-moves'

// The confirmation of a step that e-mails the patient or records money (docs/decisions/043-
// order-answers-and-deliberate-steps.md): it says what will happen, in words, before anything is
// sent. The site's one dialog (components/ui/dialog.tsx): focus moves in, stays in, and goes
// back to the control that opened it; Escape and "Go back" cancel. While the move is on its way
// it cannot be closed; a refusal is shown in it; once the order has moved (or moved meanwhile),
// it is done, and the page says what happened and moves focus there itself.

const copy = ordersCopy.actions.ask

export function ConfirmStep({
  move,
  name,
  open,
  onCancel,
  onConfirm,
  title,
  confirmLabel,
  children,
}: {
  move: OrderMoves
  name: MoveForm
  open: boolean
  onCancel: () => void
  onConfirm: () => void
  title: string
  confirmLabel: string
  /** What will happen, in words. */
  children: React.ReactNode
}) {
  const answered = move.answerTo(name)
  const done = answered !== undefined && (answered.ok || answered.status === 409)
  return (
    <Dialog
      open={open && !done}
      onOpenChange={(next) => {
        if (!next && !move.busy) onCancel()
      }}
    >
      <DialogContent
        width="narrow"
        onCloseAutoFocus={(event) => {
          // The page has moved focus to what happened.
          if (done) event.preventDefault()
        }}
      >
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription asChild muted={false} size="base">
          <div className="flex flex-col gap-2 wrap-anywhere">{children}</div>
        </DialogDescription>
        <FormAlert message={move.refusal(name)?.message} />
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button type="button" variant="outline" disabled={move.busy} onClick={onCancel}>
            {copy.goBack}
          </Button>
          <Button type="button" disabled={move.busy} onClick={onConfirm}>
            {move.sending(name) ? ordersCopy.actions.saving : confirmLabel}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  )
}
