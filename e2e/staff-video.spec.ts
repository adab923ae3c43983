import { randomBytes, randomUUID } from 'node:crypto'

import { jwtVerify } from 'jose'

import { expectNoSeriousAxeViolations } from './support/axe'
import { clinicianAddedByStaff } from './support/clinicians'
import { expect as baseExpect, open, test } from './support/fixtures'
import { sidewaysOverflow } from './support/layout'
import { skipNewsletterPopup } from './support/newsletter'
import { signInThroughGate } from './support/staff'
import { insertBookedVisit } from './support/visits'

// Staff start a video visit from the calendar (docs/decisions/049-video-visits-by-our-own-link.md),
// at 1440 px (staff-desktop) and 375 px (staff-phone): a video visit five minutes away offers
// "Start video visit"; pressing it gives the room's link on the Jitsi server the e2e servers name
// (meet.e2e.example, never reached: playwright.config.ts), with a token signed with the app secret
// that makes the clinician the room's moderator for the visit's window.

test.describe.configure({ timeout: 120_000 })
const expect = baseExpect.configure({ timeout: 15_000 })

test.beforeEach(({ page }) => skipNewsletterPopup(page))

const CHICAGO = 'America/Chicago'
const JITSI = {
  domain: 'meet.e2e.example',
  appId: 'renew-e2e',
  secret: 'an e2e jitsi app secret of thirty-two characters or more',
}

test('staff start a video visit in its window: the room link makes the clinician its moderator', async ({
  page,
}, testInfo) => {
  const suffix = randomUUID().slice(0, 8)
  const doctor = `Dr. Video ${suffix}`
  const lastName = `Lovelace${suffix.replace(/[^a-z]/g, (char) => 'abcdefghijklmnop'[parseInt(char, 16)] ?? 'x')}`
  await signInThroughGate(page)
  const { clinicianId, scheduleId } = await clinicianAddedByStaff(page.request, doctor, {
    start: '00:00',
    end: '23:30',
  })
  // A visit five minutes from now cannot be booked (bookings need an hour's notice): it is
  // written to the store as one booked earlier would be, with its room.
  const start = new Date(Math.ceil((Date.now() + 5 * 60_000) / 60_000) * 60_000)
  const end = new Date(start.getTime() + 30 * 60_000)
  const room = randomBytes(16).toString('hex')
  await insertBookedVisit('staff', {
    clinicianId,
    scheduleId,
    visitType: 'video',
    start,
    lastName,
    email: `ada.${suffix}@example.com`,
    phone: '(555) 123-4567',
    videoRoom: room,
  })
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: CHICAGO }).format(start)

  await open(page, `/admin/calendar?view=day&date=${day}&clinician=${clinicianId}`, {
    heading: 'Calendar',
  })
  const grid = page.getByRole('region', { name: 'Visits and free times' })
  await grid.getByRole('button', { name: new RegExp(`^Ada ${lastName}, Video, Booked: `) }).click()
  const details = page.getByRole('dialog', { name: 'Visit' })
  const startVideo = details.getByRole('button', { name: /^Start video visit/ })
  await expect(startVideo).toBeVisible()
  await expectNoSeriousAxeViolations(page, {
    label: `a video visit in its window (${testInfo.project.name})`,
  })
  await startVideo.click()

  const roomLink = details.getByRole('link', { name: /^Open the video room/ })
  await expect(roomLink).toBeVisible()
  await expect(roomLink).toHaveAttribute('target', '_blank')
  const href = new URL((await roomLink.getAttribute('href')) ?? '')
  expect(`${href.origin}${href.pathname}`).toBe(`https://${JITSI.domain}/${room}`)
  const { payload, protectedHeader } = await jwtVerify(
    href.searchParams.get('jwt') ?? '',
    new TextEncoder().encode(JITSI.secret),
    { audience: JITSI.appId, issuer: JITSI.appId, subject: JITSI.domain },
  )
  expect(protectedHeader.alg).toBe('HS256')
  expect(payload).toMatchObject({
    room,
    nbf: (start.getTime() - 15 * 60_000) / 1000,
    exp: end.getTime() / 1000,
    context: { user: { name: `${doctor}, MD`, moderator: true } },
  })
  await expectNoSeriousAxeViolations(page, { label: 'the video room link' })
  expect((await sidewaysOverflow(page)).page).toBe(0)
})
