import { useEffect, useState } from 'react'
import { useFetcher } from 'react-router'

import { paths } from '@/config/paths'
import type { BookableSlot } from '@shared/booking/booking'

import { type SlotQuery, type SlotsRead, slotsSearch } from './api/booking-api'

// The free times of one schedule, a week at a time from today (docs/architecture.md, Booking):
// the first week, then each "Later times" from the answer's `nextFrom`. Each week is read by
// /book's loader through a fetcher (docs/decisions/036-app-pages-read-and-change-through-the-
// router.md: a part of a page that reads on its own), so what is under way is the fetcher's
// state. The caller keys the component that uses it by the query, so a new visit or state
// starts afresh.

export type SlotsState = {
  slots: BookableSlot[]
  nextFrom: string | null
  /** What is under way or went wrong; 'idle' once an answer is shown. */
  status: 'loading' | 'failed' | 'idle' | 'loading-more' | 'more-failed'
  /** How many pages were added after the first (to move focus to the first new day). */
  pagesAdded: number
  /** The first slot of the last page added. */
  firstAdded: string | null
}

/** The URL of /book's loader for one page of free times. */
const pageUrl = (query: SlotQuery, from: string) => `${paths.book}${slotsSearch(query, from)}`

export function useSlots(query: SlotQuery, today: string) {
  const fetcher = useFetcher<SlotsRead>()
  // The query is fixed for the component's life (its caller keys it).
  const [fixedQuery] = useState(query)
  // The pages shown before the one the fetcher holds (how many were added after the first, and
  // the first slot of the last one added), and the day the fetcher's page was asked from.
  const [earlier, setEarlier] = useState<Earlier>({
    slots: [],
    added: 0,
    firstAdded: null,
    moved: undefined,
  })
  const [from, setFrom] = useState(today)
  const { load } = fetcher

  // The first week is read as the picker opens: it is what the picker is for.
  useEffect(() => {
    void load(pageUrl(fixedQuery, today))
  }, [load, fixedQuery, today])

  // The page just moved to `earlier` is no longer the fetcher's own, even before it is loading.
  const reading =
    fetcher.state !== 'idle' || fetcher.data === undefined || fetcher.data === earlier.moved
  const page = reading ? undefined : (fetcher.data?.times ?? null)
  const current = page?.slots ?? []
  // The fetcher's page is the first one, or one asked for by "Later times".
  const later = from !== today
  const status: SlotsState['status'] = reading
    ? later
      ? 'loading-more'
      : 'loading'
    : page === null
      ? later
        ? 'more-failed'
        : 'failed'
      : 'idle'

  function loadMore() {
    // After a failed "Later times", the same week again.
    if (status === 'more-failed') {
      void load(pageUrl(fixedQuery, from))
      return
    }
    const next = page?.nextFrom
    if (!next) return
    setEarlier({
      slots: [...earlier.slots, ...current],
      added: later ? earlier.added + 1 : 0,
      firstAdded: later ? (current[0]?.id ?? null) : null,
      moved: fetcher.data,
    })
    setFrom(next)
    void load(pageUrl(fixedQuery, next))
  }

  const state: SlotsState = {
    slots: [...earlier.slots, ...current],
    nextFrom: page ? page.nextFrom : null,
    status,
    // Counted once a later page is in; until then, what was there before.
    pagesAdded: later && status === 'idle' ? earlier.added + 1 : earlier.added,
    firstAdded: later && status === 'idle' ? (current[0]?.id ?? null) : earlier.firstAdded,
  }
  return { ...state, retry: () => void load(pageUrl(fixedQuery, from)), loadMore }
}

type Earlier = {
  slots: BookableSlot[]
  added: number
  firstAdded: string | null
  /** The fetcher's answer whose slots were moved here. */
  moved: SlotsRead | undefined
}
