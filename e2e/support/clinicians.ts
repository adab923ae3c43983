import { randomUUID } from 'node:crypto'

import type { Site } from './env'
import { insertRow } from './store'

/**
 * A clinician licensed in `states` (Texas unless told) with telehealth hours on `weekdays` (0 is
 * Sunday; every day unless told), 10:00–12:00 Chicago time unless told, written straight into the
 * site's store.
 */
export async function clinicianWithHours(
  site: Site,
  uniquePart: string,
  { states = 'TX', start = '10:00', end = '12:00', weekdays = [0, 1, 2, 3, 4, 5, 6] } = {},
) {
  const id = randomUUID()
  const name = `Dr. ${uniquePart}`
  const at = new Date().toISOString()
  await insertRow(site, 'clinicians', {
    id,
    name,
    title: 'MD',
    licensed_states: states,
    active: 1,
    created_at: at,
    updated_at: at,
  })
  await insertRow(site, 'schedules', {
    id: randomUUID(),
    clinician_id: id,
    location_id: null,
    time_zone: 'America/Chicago',
    slot_minutes: 30,
    buffer_minutes: 0,
    hours: JSON.stringify(weekdays.map((weekday) => ({ weekday, start, end }))),
    active: 1,
    created_at: at,
    updated_at: at,
  })
  return { id, name }
}
