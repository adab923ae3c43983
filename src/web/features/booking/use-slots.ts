import { useCallback, useEffect, useRef, useState } from 'react'

import { BOOKING_LIMITS, type BookableSlot } from '@shared/booking/booking'

import { getSlots, type SlotQuery } from './api/booking-api'

// The free times of one schedule, a week at a time from today (docs/architecture.md, Booking):
// the first week, then each "Later times" from the answer's `nextFrom`. The caller keys the
// component that uses it by the query, so a new visit or state starts afresh.

/** Days asked for at once: a week reads well on a phone and keeps each answer small. */
export const DAYS_PER_PAGE = 7
/** Enough empty weeks to cross the whole horizon, and no more, when a schedule is empty. */
const MAX_EMPTY_PAGES = Math.ceil(BOOKING_LIMITS.horizonDays / DAYS_PER_PAGE) + 1

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

type Page = { slots: BookableSlot[]; nextFrom: string | null }

/**
 * One page from `from`; a week with nothing free moves on to the answer's `nextFrom` at once,
 * so the first free time is one tap away however far ahead it is.
 */
async function loadPage(query: SlotQuery, from: string): Promise<Page | null> {
  let cursor = from
  for (let page = 0; page < MAX_EMPTY_PAGES; page += 1) {
    const answer = await getSlots(query, cursor, DAYS_PER_PAGE).catch(() => null)
    if (!answer?.ok || !Array.isArray(answer.data?.slots)) return null
    const { slots, nextFrom } = answer.data
    if (slots.length > 0 || !nextFrom) return { slots, nextFrom: nextFrom ?? null }
    cursor = nextFrom
  }
  return { slots: [], nextFrom: null }
}

export function useSlots(query: SlotQuery, today: string) {
  const [state, setState] = useState<SlotsState>({
    slots: [],
    nextFrom: null,
    status: 'loading',
    pagesAdded: 0,
    firstAdded: null,
  })
  const [round, setRound] = useState(0)
  const active = useRef(true)
  // The query is fixed for the component's life (its caller keys it): read it once.
  const [fixedQuery] = useState(query)

  useEffect(() => {
    active.current = true
    void loadPage(fixedQuery, today).then((page) => {
      if (!active.current) return
      setState((previous) =>
        page
          ? { ...previous, slots: page.slots, nextFrom: page.nextFrom, status: 'idle' }
          : { ...previous, status: 'failed' },
      )
    })
    return () => {
      active.current = false
    }
  }, [fixedQuery, today, round])

  const retry = useCallback(() => {
    setState((previous) => ({ ...previous, status: 'loading' }))
    setRound((value) => value + 1)
  }, [])

  const loadMore = useCallback(() => {
    const from = state.nextFrom
    if (!from) return
    setState((previous) => ({ ...previous, status: 'loading-more' }))
    void loadPage(fixedQuery, from).then((page) => {
      if (!active.current) return
      setState((previous) =>
        page
          ? {
              slots: [...previous.slots, ...page.slots],
              nextFrom: page.nextFrom,
              status: 'idle',
              pagesAdded: previous.pagesAdded + 1,
              firstAdded: page.slots[0]?.id ?? null,
            }
          : { ...previous, status: 'more-failed' },
      )
    })
  }, [fixedQuery, state.nextFrom])

  return { ...state, retry, loadMore }
}
