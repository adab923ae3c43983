import { useRef } from 'react'
import type * as React from 'react'

import { Button } from '@/components/ui/button'
import { Dialog, DialogContent, DialogTitle } from '@/components/ui/dialog'
import { workspaceCopy } from '@/content/workspace'
import type { CalendarFreeSlot } from '@shared/booking/staff-booking-wire'

import { BookForm } from './calendar-book'
import { type Names, whenOf } from './calendar-grid-view'
import { MoveForm } from './calendar-move'
import type { CalendarData } from './calendar-shown'
import { dateIn } from './calendar-time'
import { VisitCard } from './calendar-visit'

const copy = workspaceCopy.calendar

/** What a dialog of the calendar is open on. */
export type Open =
  | { kind: 'visit'; id: string }
  | { kind: 'move'; id: string }
  | { kind: 'book'; slot: CalendarFreeSlot }

/**
 * The calendar's one dialog (the shared Dialog, components/ui/dialog.tsx): a visit with its
 * actions, moving it, or booking a patient into a free time. The visit is read from the
 * calendar each time, so after a change it shows what the server now holds. On closing, the
 * keyboard goes back to the visit's button (wherever it now sits on the grid), else to the
 * range's heading: a free time just booked is no longer on the grid.
 */
export function CalendarDialog({
  open,
  calendar,
  zone,
  now,
  names,
  headingRef,
  onOpen,
  onChanged,
}: {
  open: Open | null
  calendar: CalendarData
  zone: string
  now: Date
  names: Names
  headingRef: React.RefObject<HTMLHeadingElement | null>
  onOpen: (open: Open | null) => void
  onChanged: (words: string) => void
}) {
  const visit =
    open && open.kind !== 'book'
      ? calendar.appointments.find((candidate) => candidate.id === open.id)
      : undefined
  // The visit the dialog was on when it closed: its button takes the keyboard back.
  const closedOn = useRef<string | null>(null)
  const close = () => {
    closedOn.current = visit?.id ?? null
    onOpen(null)
  }
  const returnFocus = (event: Event) => {
    event.preventDefault()
    const button = [...document.querySelectorAll<HTMLElement>('[data-visit]')].find(
      (element) => element.dataset.visit === closedOn.current,
    )
    ;(button ?? headingRef.current)?.focus()
  }

  let body: React.ReactNode = null
  if (open?.kind === 'book') {
    const slot = open.slot
    body = (
      <BookForm
        key={slot.id}
        slot={slot}
        summary={{
          when: whenOf(slot, dateIn(new Date(slot.start), zone), zone),
          clinician: names.clinician(slot.clinicianId),
          place: names.place(slot.locationId),
        }}
        onClose={close}
        onBooked={(words) => {
          onChanged(words)
          close()
        }}
      />
    )
  } else if (open?.kind === 'move' && visit) {
    body = (
      <MoveForm
        key={visit.id}
        visit={visit}
        free={calendar.free}
        zone={zone}
        onClose={() => onOpen({ kind: 'visit', id: visit.id })}
        onMoved={(words) => {
          onChanged(words)
          close()
        }}
      />
    )
  } else if (open?.kind === 'visit' && visit) {
    body = (
      <>
        <DialogTitle>{copy.visitTitle}</DialogTitle>
        <ul className="flex flex-col">
          <VisitCard
            visit={visit}
            zone={zone}
            now={now}
            headingLevel={3}
            compact={false}
            onChanged={onChanged}
            onReschedule={() => onOpen({ kind: 'move', id: visit.id })}
          />
        </ul>
        <Button type="button" variant="outline" className="self-end" onClick={close}>
          {copy.close}
        </Button>
      </>
    )
  }

  return (
    <Dialog
      open={body !== null}
      onOpenChange={(next) => {
        if (!next) close()
      }}
    >
      <DialogContent width="default" onCloseAutoFocus={returnFocus}>
        {body}
      </DialogContent>
    </Dialog>
  )
}
