import { useEffect, useRef, useState } from 'react'
import type * as React from 'react'
import { Link } from 'react-router'

import { Button } from '@/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog'
import { paths } from '@/config/paths'
import { workspaceCopy } from '@/content/workspace'
import { useChange } from '@/hooks/use-change'
import { cn } from '@/lib/cn'
import { type AppointmentStatus, visitTypeLabels } from '@shared/booking/booking'
import type { StaffVisit } from '@shared/booking/staff-booking-wire'

import { refusalMessage } from '../api/workspace-api'
import { FormAlert } from '../workspace-fields'
import type { AttendanceStatus, VisitChange } from './api/calendar-api'
import { dateIn, dayHeading, timeRange } from './calendar-time'
import { StartVideo, videoRoomOpen } from './calendar-video'

const copy = workspaceCopy.calendar

const statusColour: Record<AppointmentStatus, string> = {
  pending: 'text-muted-foreground',
  booked: 'text-navy',
  fulfilled: 'text-teal',
  noshow: 'text-destructive',
  cancelled: 'text-muted-foreground',
}

/**
 * One visit, in the calendar's visit dialog: its time on the clinic's clock, the patient (a link
 * to everything held about them), the kind of visit, clinician, place and status. A booked visit
 * can be rescheduled until it begins, marked attended or a no-show once it has begun, or
 * cancelled after a confirmation (the patient is e-mailed); a mark can be undone. Each change
 * goes to the calendar route's action. After a change the keyboard lands on the visit's time,
 * its heading, since the button pressed is gone (docs/architecture.md, Booking).
 */
export function VisitCard({
  visit,
  zone,
  now,
  headingLevel,
  compact,
  onChanged,
  onReschedule,
}: {
  visit: StaffVisit
  zone: string
  now: Date
  headingLevel: 3 | 4
  compact: boolean
  /** Says what was changed, in words, once the server has it. */
  onChanged: (words: string) => void
  /** Offered for a booked visit not yet begun: choose another free time. */
  onReschedule?: () => void
}) {
  const Heading = headingLevel === 3 ? 'h3' : 'h4'
  const headingRef = useRef<HTMLHeadingElement>(null)
  const [confirming, setConfirming] = useState(false)
  const [dialogError, setDialogError] = useState<string | undefined>()
  const [changes, setChanges] = useState(0)
  // Set once the visit is cancelled, so closing the dialog focuses the heading, not the button.
  const cancelled = useRef(false)
  useEffect(() => {
    if (changes > 0) headingRef.current?.focus()
  }, [changes])

  const who = `${visit.patient.firstName} ${visit.patient.lastName}`
  const times = timeRange(visit.start, visit.end, zone)
  const when = `${dayHeading(dateIn(new Date(visit.start), zone))}, ${times}`
  const started = now.getTime() >= Date.parse(visit.start)
  const place = visit.location.address
    ? `${visit.location.name}, ${visit.location.address}`
    : visit.location.name

  // Each answer comes once the calendar was read again, so the visit already shows what the
  // server now holds (docs/decisions/036-app-pages-read-and-change-through-the-router.md).
  const marking = useChange<{ status: AppointmentStatus }>({
    onAnswer: (answer) => {
      if (!answer.ok) return
      onChanged(copy.changed(who, when, copy.statuses[answer.data.status]))
      setChanges((count) => count + 1)
    },
  })
  const cancelling = useChange({
    onAnswer: (answer) => {
      if (!answer.ok) {
        setDialogError(refusalMessage(answer.body, copy.actionFailed))
        return
      }
      cancelled.current = true
      setConfirming(false)
      onChanged(copy.changed(who, when, copy.statuses.cancelled))
    },
  })
  const busy = marking.busy || cancelling.busy
  const error =
    marking.answer && !marking.answer.ok
      ? refusalMessage(marking.answer.body, copy.actionFailed)
      : undefined

  function mark(status: AttendanceStatus) {
    marking.submit({ intent: 'mark', id: visit.id, status } satisfies VisitChange)
  }

  function cancel() {
    setDialogError(undefined)
    cancelling.submit({ intent: 'cancel', id: visit.id } satisfies VisitChange)
  }

  const forWhom = (
    <span className="sr-only">
      : {who}, {when}
    </span>
  )
  const cancelAction = (
    <Action
      disabled={busy}
      onClick={() => {
        setDialogError(undefined)
        setConfirming(true)
      }}
    >
      {copy.cancelVisit}
      {forWhom}
    </Action>
  )

  return (
    <li
      data-visit={visit.id}
      data-status={visit.status}
      className={cn(
        'flex min-w-0 flex-col gap-2 rounded-lg border bg-background',
        compact ? 'p-3 lg:p-2' : 'p-4',
        visit.status === 'cancelled' ? 'border-dashed border-input' : 'border-border',
      )}
    >
      <Heading
        ref={headingRef}
        tabIndex={-1}
        className="font-semibold text-navy focus:outline-none focus-visible:underline"
      >
        {times}
      </Heading>
      <Link
        to={paths.adminPerson(`visit:${visit.id}`)}
        className="self-start font-semibold wrap-anywhere text-teal underline"
      >
        {who}
      </Link>
      <dl className="flex flex-col gap-1 text-sm">
        <Item label={copy.visitType}>{visitTypeLabels[visit.visit]}</Item>
        <Item label={copy.withClinician}>
          {visit.clinician.title
            ? `${visit.clinician.name}, ${visit.clinician.title}`
            : visit.clinician.name}
        </Item>
        <Item label={copy.place}>{place}</Item>
        <Item label={copy.phone}>
          <a
            href={`tel:${visit.patient.phone.replace(/[^\d+]/g, '')}`}
            className="text-teal underline"
          >
            {visit.patient.phone}
          </a>
        </Item>
        <Item label={copy.status}>
          <span className={cn('font-semibold', statusColour[visit.status])}>
            {copy.statuses[visit.status]}
          </span>
        </Item>
      </dl>
      {videoRoomOpen(visit, now) ? <StartVideo visit={visit} forWhom={forWhom} /> : null}
      {visit.status === 'cancelled' ? null : (
        <div className={cn('flex gap-2', compact ? 'flex-col' : 'flex-wrap')}>
          {visit.status === 'booked' ? (
            <>
              {/* Nobody has attended a visit, or missed it, before it begins (the server agrees). */}
              {started ? (
                <>
                  <Action disabled={busy} onClick={() => mark('fulfilled')}>
                    {copy.attended}
                    {forWhom}
                  </Action>
                  <Action disabled={busy} onClick={() => mark('noshow')}>
                    {copy.noShow}
                    {forWhom}
                  </Action>
                </>
              ) : onReschedule ? (
                <Action disabled={busy} onClick={onReschedule}>
                  {copy.reschedule}
                  {forWhom}
                </Action>
              ) : null}
              {cancelAction}
            </>
          ) : visit.status === 'pending' ? (
            // Never confirmed: nobody attends it; it can only be withdrawn.
            cancelAction
          ) : (
            <Action disabled={busy} onClick={() => mark('booked')}>
              {copy.undo}
              <span className="sr-only">
                : {copy.statuses[visit.status]}, {who}, {when}
              </span>
            </Action>
          )}
        </div>
      )}
      <FormAlert message={error} />
      <Dialog
        open={confirming}
        onOpenChange={(open) => {
          if (!busy) setConfirming(open)
        }}
      >
        <DialogContent
          width="narrow"
          onCloseAutoFocus={(event) => {
            if (!cancelled.current) return
            event.preventDefault()
            headingRef.current?.focus()
          }}
        >
          <div className="flex flex-col gap-2">
            <DialogTitle>{copy.confirmTitle}</DialogTitle>
            <DialogDescription className="wrap-anywhere">
              {copy.confirmBody(who, when)}
            </DialogDescription>
          </div>
          <FormAlert message={dialogError} />
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button
              type="button"
              variant="outline"
              disabled={busy}
              onClick={() => setConfirming(false)}
            >
              {copy.keep}
            </Button>
            <Button type="button" variant="destructive" disabled={busy} onClick={() => cancel()}>
              {busy ? copy.cancelling : copy.confirmCancel}
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </li>
  )
}

function Item({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="min-w-0 wrap-anywhere">
      <dt className="inline text-muted-foreground">{label}: </dt>
      <dd className="inline">{children}</dd>
    </div>
  )
}

/**
 * A visit's action: at least 44 px high, and its words may wrap, so it fits a column of the
 * week's seven at 1024 px.
 */
function Action({
  children,
  ...props
}: Omit<React.ComponentProps<'button'>, 'type' | 'className'>) {
  return (
    <Button type="button" variant="outline" size="inline" className="min-h-11 px-3 py-1" {...props}>
      <span className="whitespace-normal">{children}</span>
    </Button>
  )
}
