import { useRef, useState } from 'react'

import { Button } from '@/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog'
import { FormAlert } from '@/components/ui/form-alert'
import { bookingCopy } from '@/content/booking'
import { useChange } from '@/hooks/use-change'
import { type Answer, refusalMessage } from '@/lib/api-request'
import { NO_ANSWER } from '@/lib/change-action'
import type { PatientAppointment } from '@shared/booking/booking'

import { type AppointmentRef, type ManageChange, refusalCode } from './api/booking-api'
import type { MoveRefusal } from './reschedule-panel'

// "Cancel this visit?" on /book/manage (docs/architecture.md, Booking): asked first, then sent
// through the route's action (docs/decisions/036-app-pages-read-and-change-through-the-
// router.md); a refusal the server words stays in the dialog, or, when the visit can no longer
// change (409), is said on the page.

const copy = bookingCopy.manage

export function CancelDialog({
  open,
  onOpenChange,
  appointmentRef,
  onCancelled,
  onRefused,
  returnFocus,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  appointmentRef: AppointmentRef
  /** Cancelled; the router has read the visit again. */
  onCancelled: () => void
  onRefused: (refusal: MoveRefusal) => void
  /** Where focus goes once the visit is cancelled (the button that opened the dialog is gone). */
  returnFocus: () => HTMLElement | null
}) {
  const [error, setError] = useState<string | undefined>()
  const done = useRef(false)
  const cancelling = useChange<{ appointment: PatientAppointment }>({ onAnswer: answered })

  function cancel() {
    setError(undefined)
    const change: ManageChange = { intent: 'cancel', ref: appointmentRef }
    cancelling.submit(change)
  }

  function answered(answer: Answer<{ appointment: PatientAppointment }>) {
    if (!answer.ok && (answer.status === NO_ANSWER || answer.status >= 500)) {
      setError(copy.unreachable)
      return
    }
    if (answer.ok) {
      done.current = true
      onCancelled()
      onOpenChange(false)
      return
    }
    const message =
      answer.status === 429
        ? bookingCopy.details.tooMany
        : refusalMessage(answer.body, copy.refused)
    if (answer.status === 409) {
      done.current = true
      onRefused({ message, code: refusalCode(answer.body) })
      onOpenChange(false)
      return
    }
    setError(message)
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (next) setError(undefined)
        onOpenChange(next)
      }}
    >
      <DialogContent
        width="narrow"
        onCloseAutoFocus={(event) => {
          if (!done.current) return
          done.current = false
          event.preventDefault()
          returnFocus()?.focus()
        }}
      >
        <DialogTitle>{copy.cancelTitle}</DialogTitle>
        <DialogDescription size="base">{copy.cancelBody}</DialogDescription>
        <FormAlert message={error} />
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {copy.keep}
          </Button>
          <Button variant="destructive" disabled={cancelling.busy} onClick={cancel}>
            {cancelling.busy ? copy.cancelling : copy.confirmCancel}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  )
}
