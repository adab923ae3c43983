import { workspaceCopy } from '@/content/workspace'
import { CalendarView } from '@/features/workspace/booking/calendar-view'

import { WorkspacePage } from '../workspace-page'

/** /admin/calendar: booked visits by day or week, marked attended, no-show or cancelled. */
export function Component() {
  return (
    <WorkspacePage
      title={workspaceCopy.calendar.title}
      description={workspaceCopy.calendar.description}
    >
      {() => <CalendarView />}
    </WorkspacePage>
  )
}
