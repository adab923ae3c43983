import { randomUUID } from 'node:crypto'

import type { APIRequestContext } from '@playwright/test'

import type { Site } from './env'
import { expect } from './fixtures'
import { apiSession } from './staff'
import { insertRow } from './store'

/** A clinician licensed in `states` (comma-separated), with no hours, written into the store; its id. */
export async function insertClinician(site: Site, name: string, states = 'TX'): Promise<string> {
  const id = randomUUID()
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
  return id
}

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
  const name = `Dr. ${uniquePart}`
  const id = await insertClinician(site, name, states)
  const at = new Date().toISOString()
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

/**
 * A clinician licensed in Texas with telehealth hours every day, `start`–`end` Chicago time,
 * added as staff add one (through the staff API, signed in): its id and its schedule's.
 */
export async function clinicianAddedByStaff(
  request: APIRequestContext,
  name: string,
  { start, end }: { start: string; end: string },
) {
  const headers = await apiSession(request)
  const clinician = await request.post('/staff/v1/booking/clinicians', {
    headers,
    data: { name, title: 'MD', licensedStates: ['TX'] },
  })
  expect(clinician.status()).toBe(201)
  const { id } = (await clinician.json()) as { id: string }
  const schedule = await request.post('/staff/v1/booking/schedules', {
    headers,
    data: {
      clinicianId: id,
      locationId: null,
      timeZone: 'America/Chicago',
      slotMinutes: 30,
      bufferMinutes: 0,
      hours: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, start, end })),
    },
  })
  expect(schedule.status()).toBe(201)
  return { clinicianId: id, scheduleId: ((await schedule.json()) as { id: string }).id }
}
