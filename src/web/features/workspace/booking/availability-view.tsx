import { LoadState } from '@/components/ui/load-state'
import { workspaceCopy } from '@/content/workspace'
import type { BookingSetup } from '@shared/booking/staff-booking-wire'

import { refusalMessage } from '../api/workspace-api'
import { useWorkspaceData } from '../use-workspace-data'
import { SETUP_PATH } from './api/availability-api'
import { CliniciansSection } from './availability-clinicians'
import { ClinicsSection } from './availability-clinics'
import { HoursSection } from './availability-hours'
import { TimeOffSection } from './availability-time-off'
import { viewerTimeZone } from './calendar-time'

/**
 * What booking offers (docs/architecture.md, Booking): the clinics, the clinicians and where
 * they are licensed, each clinician's weekly hours per place, and time off. Every save reloads
 * /setup, so what is listed is what the server keeps. `timeZone` is the viewer's own unless a
 * test pins one.
 */
export function AvailabilityView({ timeZone }: { timeZone?: string }) {
  const setup = useWorkspaceData<BookingSetup>(SETUP_PATH)

  if (setup.result.state === 'failed') {
    return (
      <LoadState
        kind="failed"
        message={refusalMessage(setup.result.body, workspaceCopy.loadFailed)}
        retryLabel={workspaceCopy.retry}
        onRetry={setup.reload}
      />
    )
  }
  if (setup.result.state !== 'ready')
    return <LoadState kind="loading" message={workspaceCopy.loading} />
  const { locations, clinicians, schedules, exceptions } = setup.result.data

  return (
    <div className="flex flex-col gap-6">
      <ClinicsSection locations={locations} onSaved={setup.reload} />
      <CliniciansSection clinicians={clinicians} onSaved={setup.reload} />
      <HoursSection
        clinicians={clinicians}
        locations={locations}
        schedules={schedules}
        onSaved={setup.reload}
      />
      <TimeOffSection
        clinicians={clinicians}
        schedules={schedules}
        exceptions={exceptions}
        viewerZone={timeZone ?? viewerTimeZone()}
        onSaved={setup.reload}
      />
    </div>
  )
}
