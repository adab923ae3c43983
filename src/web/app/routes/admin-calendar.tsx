import type { ShouldRevalidateFunction } from 'react-router'

import { workspaceCopy } from '@/content/workspace'
import { sendVisitChange, type VisitChange } from '@/features/workspace/booking/api/calendar-api'
import {
  type CalendarData,
  readCalendarAt,
  readsOtherVisits,
} from '@/features/workspace/booking/calendar-shown'
import { CalendarView } from '@/features/workspace/booking/calendar-view'
import { changeAction } from '@/lib/change-action'

import { workspaceFallback, WorkspacePage } from '../workspace-page'
import { workspaceLoader } from '../workspace-read'

/** The visits of the days, and for the clinician, that the address names. */
export const loader = workspaceLoader(({ request }) => readCalendarAt(new URL(request.url)))

/** A visit marked attended, a no-show or booked again, or cancelled. */
export const action = changeAction<VisitChange>((change) => sendVisitChange(change))

/**
 * Another place is the same read, filtered in the browser: each read of the calendar is audited,
 * since it names patients, so choosing a place reads nothing. A change, a retry and other days
 * or another clinician read as the router would.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}) =>
  formMethod !== undefined || currentUrl.href === nextUrl.href
    ? defaultShouldRevalidate
    : defaultShouldRevalidate && readsOtherVisits(currentUrl, nextUrl)

export const HydrateFallback = workspaceFallback(workspaceCopy.calendar.title)

/** /admin/calendar: booked visits by day or week, marked attended, no-show or cancelled. */
export function Component() {
  return (
    <WorkspacePage<CalendarData>
      title={workspaceCopy.calendar.title}
      description={workspaceCopy.calendar.description}
    >
      {(calendar) => <CalendarView calendar={calendar} />}
    </WorkspacePage>
  )
}
