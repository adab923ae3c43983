import { workspaceCopy } from '@/content/workspace'
import { AvailabilityView } from '@/features/workspace/booking/availability-view'

import { WorkspacePage } from '../workspace-page'

/** /admin/availability: clinics, clinicians, weekly hours and time off, for booking. */
export function Component() {
  return (
    <WorkspacePage
      title={workspaceCopy.availability.title}
      description={workspaceCopy.availability.description}
    >
      {() => <AvailabilityView />}
    </WorkspacePage>
  )
}
