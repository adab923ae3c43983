import { useEffect, useRef } from 'react'
import { Link } from 'react-router'

import { Button } from '@/components/ui/button'
import { LoadState } from '@/components/ui/load-state'
import { paths } from '@/config/paths'
import { bookingCopy } from '@/content/booking'
import type { BookableSlot } from '@shared/booking/booking'

import type { SlotQuery } from './api/booking-api'
import { SlotList } from './slot-list'
import { zoneLine } from './time-words'
import { useSlots } from './use-slots'

// The free times of one schedule (docs/architecture.md, Booking): the zone they are said in,
// the days, "Later times", and in words what to do when there are none or they could not be
// read. Loading is said in a status line that is always there, so a screen reader hears it.
// Key it by the query: a new visit or state starts afresh.

const copy = bookingCopy.times

export function SlotPicker({
  query,
  today,
  timeZone,
  chosen,
  onChoose,
  headingLevel,
}: {
  query: SlotQuery
  /** The viewer's date, YYYY-MM-DD: the first day asked for. */
  today: string
  timeZone: string | undefined
  chosen?: string | null
  onChoose: (slot: BookableSlot) => void
  headingLevel?: 3 | 4
}) {
  const slots = useSlots(query, today)
  const listRef = useRef<HTMLDivElement>(null)
  const { pagesAdded, firstAdded } = slots
  const first = slots.slots[0]

  // After "Later times", the first new day is shown and its tab takes focus, so the patient
  // reads on from there; when none came, the last day (the button that had focus is gone).
  useEffect(() => {
    if (pagesAdded === 0) return
    const list = listRef.current
    const first = Array.from(list?.querySelectorAll<HTMLElement>('[data-slot-id]') ?? []).find(
      (button) => firstAdded !== null && button.dataset.slotId === firstAdded,
    )
    const panel = first
      ? first.closest<HTMLElement>('[role="tabpanel"]')
      : Array.from(list?.querySelectorAll<HTMLElement>('[role="tabpanel"]') ?? []).at(-1)
    // The tab's own click shows its day, as a press would (slot-list.tsx).
    list?.querySelector<HTMLElement>(`[role="tab"][aria-controls="${panel?.id ?? ''}"]`)?.click()
  }, [pagesAdded, firstAdded])

  const status =
    slots.status === 'loading'
      ? copy.loading
      : slots.status === 'loading-more'
        ? copy.loadingMore
        : pagesAdded > 0
          ? firstAdded
            ? copy.loadedMore
            : copy.noLater
          : ''

  return (
    <div className="flex min-h-40 flex-col gap-4" data-slot="slot-picker">
      {/* Always there and always as tall, so what it says is heard and nothing below moves. */}
      <p role="status" className="min-h-5 text-sm text-muted-foreground">
        {status}
      </p>
      {slots.status === 'failed' ? (
        <LoadState
          kind="failed"
          message={copy.loadFailed}
          retryLabel={bookingCopy.retry}
          onRetry={slots.retry}
        />
      ) : first ? (
        <>
          <p className="font-semibold text-navy">{copy.zone(zoneLine(first.start, timeZone))}</p>
          <div ref={listRef}>
            <SlotList
              slots={slots.slots}
              timeZone={timeZone}
              chosen={chosen}
              onChoose={onChoose}
              headingLevel={headingLevel}
            />
          </div>
          {slots.status === 'more-failed' ? (
            <LoadState
              kind="failed"
              message={copy.loadFailed}
              retryLabel={bookingCopy.retry}
              onRetry={slots.loadMore}
            />
          ) : slots.nextFrom ? (
            <Button
              variant="outline"
              className="self-start"
              disabled={slots.status === 'loading-more'}
              onClick={slots.loadMore}
            >
              {copy.later}
            </Button>
          ) : null}
        </>
      ) : slots.status === 'loading' ? null : (
        <NoSlots />
      )}
    </div>
  )
}

/** Nothing free online: said plainly, with the two other ways in. */
function NoSlots() {
  return (
    <div className="flex flex-col gap-3 rounded-lg border border-border bg-background p-4">
      <p className="font-semibold text-navy">{copy.none}</p>
      <p>{copy.noneBody}</p>
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <Button asChild>
          <a href={bookingCopy.callHref}>{bookingCopy.callUs}</a>
        </Button>
        <Button asChild variant="outline">
          <Link to={paths.consultation}>{copy.request}</Link>
        </Button>
      </div>
    </div>
  )
}
