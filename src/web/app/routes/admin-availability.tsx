import type { ShouldRevalidateFunction } from 'react-router'

import { workspaceCopy } from '@/content/workspace'
import {
  type AvailabilityChange,
  readSetup,
  sendAvailabilityChange,
} from '@/features/workspace/booking/api/availability-api'
import { AvailabilityView } from '@/features/workspace/booking/availability-view'
import { changeAction } from '@/lib/change-action'
import type { BookingSetup } from '@shared/booking/staff-booking-wire'

import { workspaceFallback, WorkspacePage } from '../workspace-page'
import { workspaceLoader } from '../workspace-read'

/** The clinics, clinicians, weekly hours and time off that booking offers. */
export const loader = workspaceLoader(() => readSetup())

/** A clinic, clinician or weekly hours saved, or time off added or removed. */
export const action = changeAction<AvailabilityChange>((change) => sendAvailabilityChange(change))

/**
 * The address names only the clinician the forms are for (features/workspace/booking/
 * availability-clinician.ts): choosing another reads nothing; a change, a retry or another page
 * read as the router would.
 */
export const shouldRevalidate: ShouldRevalidateFunction = (next) => {
  const onlyTheClinician =
    next.formMethod === undefined &&
    next.currentUrl.pathname === next.nextUrl.pathname &&
    next.currentUrl.href !== next.nextUrl.href
  return onlyTheClinician ? false : next.defaultShouldRevalidate
}

export const HydrateFallback = workspaceFallback(workspaceCopy.availability.title)

/** /admin/availability: clinics, clinicians, weekly hours and time off, for booking. */
export function Component() {
  return (
    <WorkspacePage<BookingSetup>
      title={workspaceCopy.availability.title}
      description={workspaceCopy.availability.description}
    >
      {(setup) => <AvailabilityView setup={setup} />}
    </WorkspacePage>
  )
}
