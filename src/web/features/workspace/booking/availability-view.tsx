import type { BookingSetup } from '@shared/booking/staff-booking-wire'

import { CliniciansSection } from './availability-clinicians'
import { ClinicsSection } from './availability-clinics'
import { HoursSection } from './availability-hours'
import { TimeOffSection } from './availability-time-off'

/**
 * What booking offers (docs/architecture.md, Booking): the clinics, the clinicians and where
 * they are licensed, each clinician's weekly hours per place, and time off. The route's loader
 * read /setup and its action saves each change (app/routes/admin-availability.tsx); after a
 * save the router reads /setup again, so what is listed is what the server keeps.
 */
export function AvailabilityView({ setup }: { setup: BookingSetup }) {
  const { locations, clinicians, schedules, exceptions } = setup
  return (
    <div className="flex flex-col gap-6">
      <ClinicsSection locations={locations} />
      <CliniciansSection clinicians={clinicians} />
      <HoursSection clinicians={clinicians} locations={locations} schedules={schedules} />
      <TimeOffSection clinicians={clinicians} exceptions={exceptions} />
    </div>
  )
}
