import type { Locator, Page } from '@playwright/test'

import { BOOKING_LIMITS } from '../../src/shared/booking/booking'
import { parseSlotId } from '../../src/shared/booking/slots'
import { expect as baseExpect } from './fixtures'

// The free times of /book's strip of days, as the booking specs choose them
// (features/booking/slot-list.tsx): every day's times are in the page, the days not shown hidden.

const expect = baseExpect.configure({ timeout: 15_000 })

/** The free times of one clinician, as buttons, on every day of the strip. */
export function timesOf(page: Page, clinician: string) {
  return page.getByRole('button', {
    name: new RegExp(`with ${clinician}, MD`),
    includeHidden: true,
  })
}

/** A time on the strip, its day's tab chosen first when another day is shown. */
export async function shown(page: Page, time: Locator) {
  await expect(time).toBeAttached()
  if (!(await time.isVisible())) {
    const panel = await time.evaluate((button) => button.closest('[role="tabpanel"]')?.id ?? '')
    await page.locator(`[role="tab"][aria-controls="${panel}"]`).click()
  }
  await expect(time).toBeVisible()
  return time
}

/**
 * The first free time of a clinician that can still be changed online once booked, shown. The
 * times start an hour from now, but a visit cannot be moved or cancelled online in the last four
 * hours before it; an hour's margin keeps the test's own minutes from crossing that line. Which
 * day that is depends on the hour the test runs, so it may be a day the strip does not show yet.
 */
export async function changeableTimeOf(page: Page, clinician: string) {
  const times = timesOf(page, clinician)
  await expect(times.first()).toBeAttached()
  const ids = await times.evaluateAll((buttons) =>
    buttons.map((button) => button.getAttribute('data-slot-id') ?? ''),
  )
  const earliest = Date.now() + (BOOKING_LIMITS.defaultCutoffHours + 1) * 3_600_000
  const id = ids.find((slot) => (parseSlotId(slot)?.start.getTime() ?? 0) >= earliest)
  expect(id, `a time after the cut-off among ${ids.length}`).toBeTruthy()
  return shown(page, page.locator(`[data-slot-id="${id}"]`))
}
