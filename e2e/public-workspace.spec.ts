import { randomUUID } from 'node:crypto'
import fs from 'node:fs'

import type { APIRequestContext, Page, TestInfo } from '@playwright/test'

import { expectNoSeriousAxeViolations } from './support/axe'
import { e2eStaff } from './support/env'
import { expect as baseExpect, open, test } from './support/fixtures'
import { LAYOUT_WIDTHS, sidewaysOverflow } from './support/layout'
import { leadEntries } from './support/staff'
import { insertRow } from './support/store'

// The staff workspace end to end on the public server (SITE_ACCESS=public, STAFF_MFA=optional):
// the queue with its overdue flag, one request worked through every status with attempts, notes
// and assignment, a concurrent edit answered with the explanation, one person's export and
// deletion with its audit record, and an audit log no request can change. Requests are written
// straight into the server's store (with the age a test needs), as the form's per-address
// limit would refuse so many and could not backdate one.

test.describe.configure({ timeout: 90_000 })
const expect = baseExpect.configure({ timeout: 15_000 })

async function insertRequest(testInfo: TestInfo, what: string, hoursAgo = 1) {
  const unique = `${what}${testInfo.project.name.replace(/[^a-z]/g, '')}${Date.now().toString(36)}`
  const request = {
    id: randomUUID(),
    first_name: 'Ada',
    last_name: unique,
    email: `${unique}@example.com`,
    phone: '(555) 123-4567',
    hear_about_us: 'Google Search',
    email_opt_in: 1,
    sms_opt_in: 0,
    created_at: new Date(Date.now() - hoursAgo * 3_600_000).toISOString(),
  }
  await insertRow('public', 'consultation_requests', request)
  return request
}

async function signInAsStaff(page: Page) {
  await open(page, '/auth')
  await page.getByLabel('Email').fill(e2eStaff.email)
  await page.getByLabel('Password', { exact: true }).fill(e2eStaff.password)
  await page.getByRole('button', { name: 'Sign In', exact: true }).click()
  await expect(page).toHaveURL(/\/admin(\/queue)?$/)
}

/** A staff session over the API, for what a colleague does meanwhile. */
async function staffApi(request: APIRequestContext) {
  const { supabaseAnonKey: apikey } = (await (await request.get('/config.json')).json()) as {
    supabaseAnonKey: string
  }
  const signIn = await request.post('/auth/v1/token?grant_type=password', {
    headers: { apikey },
    data: e2eStaff,
  })
  const { access_token: token } = (await signIn.json()) as { access_token: string }
  return { apikey, headers: { apikey, authorization: `Bearer ${token}` } }
}

test('the queue flags a request past 24 hours; a request moves through every status with attempts, notes and assignment @desktop', async ({
  page,
}, testInfo) => {
  const overdue = await insertRequest(testInfo, 'overdue', 25)
  const fresh = await insertRequest(testInfo, 'fresh', 1)
  await signInAsStaff(page)
  await open(page, '/admin/queue', { heading: 'Queue' })
  // Its own shell: the workspace navigation, no marketing header or footer.
  await expect(page.getByRole('navigation', { name: 'Workspace' })).toBeVisible()
  await expect(page.locator('[data-slot="site-layout"]')).toHaveCount(0)

  // A person's card by its heading: the requests share a phone, so each card names the others'
  // addresses in its "Possible duplicate" flag.
  const cardOf = (lastName: string) =>
    page
      .locator('[data-slot="queue-person"]')
      .filter({ has: page.getByRole('heading', { level: 3, name: `Ada ${lastName}` }) })
  const overdueCard = cardOf(overdue.last_name)
  const freshCard = cardOf(fresh.last_name)
  await expect(overdueCard).toHaveAttribute('data-overdue', 'true')
  await expect(overdueCard.getByText('Overdue', { exact: true }).first()).toBeVisible()
  await expect(freshCard).not.toHaveAttribute('data-overdue')
  await expect(page.getByText('Past 24 hours')).toBeVisible()
  await expectNoSeriousAxeViolations(page, { label: '/admin/queue' })
  await page.screenshot({ path: testInfo.outputPath('queue.png'), fullPage: true })

  await freshCard.getByRole('link', { name: /Open/ }).click()
  await expect(
    page.getByRole('heading', { level: 2, name: `Ada ${fresh.last_name}` }),
  ).toBeVisible()

  // A call that reached them, and a note.
  await page.getByLabel('How').selectOption('call')
  await page.getByLabel('What happened').selectOption('reached')
  await page.getByLabel('Note (optional)').fill('Prefers mornings')
  await page.getByRole('button', { name: 'Record attempt' }).click()
  const timeline = page.locator('[data-slot="timeline"]')
  await expect(timeline.getByText('Call: Reached them — Prefers mornings')).toBeVisible()
  // Reaching them moved the request from New to Contacted in the same save.
  await expect(timeline.getByText('Status: Contacted', { exact: false }).first()).toBeVisible()
  await page.getByRole('textbox', { name: 'Note', exact: true }).fill('Asked about the RM3 program')
  await page.getByRole('button', { name: 'Add note' }).click()
  await expect(timeline.getByText('Asked about the RM3 program')).toBeVisible()

  // Assigned to the staff member, then every later status, then closed with a reason. Each save
  // is awaited in the timeline: the form starts afresh at each new version of the request.
  await page.getByLabel('Assigned to').selectOption({ label: e2eStaff.email })
  await page.getByRole('button', { name: 'Save changes' }).click()
  await expect(timeline.getByText(`Assigned to: ${e2eStaff.email}`, { exact: false })).toBeVisible()
  for (const status of ['Consultation booked', 'Became a patient']) {
    await page.getByLabel('Status').selectOption({ label: status })
    await page.getByRole('button', { name: 'Save changes' }).click()
    await expect(timeline.getByText(`Status: ${status}`, { exact: false }).first()).toBeVisible()
  }
  await page.getByLabel('Status').selectOption({ label: 'Closed' })
  await page.getByRole('button', { name: 'Save changes' }).click()
  await expect(page.getByText('Choose why the request is closed')).toBeVisible()
  await page.getByLabel('Reason').selectOption({ label: 'Duplicate' })
  await page.getByRole('button', { name: 'Save changes' }).click()
  await expect(timeline.getByText('Status: Closed; Reason: Duplicate')).toBeVisible()
  await expect(timeline.getByText(`Assigned to: ${e2eStaff.email}`, { exact: false })).toBeVisible()
  await expectNoSeriousAxeViolations(page, { label: '/admin/requests/:id' })

  // It has left the queue.
  await open(page, '/admin/queue', { heading: 'Queue' })
  await expect(overdueCard).toBeVisible()
  await expect(freshCard).toHaveCount(0)
})

test('a change made meanwhile by someone else is answered with who changed what @desktop', async ({
  page,
  request,
}, testInfo) => {
  const lead = await insertRequest(testInfo, 'conflict')
  await signInAsStaff(page)
  await open(page, `/admin/requests/${lead.id}`, { heading: 'Consultation request' })
  await expect(page.getByLabel('Status')).toHaveValue('new')

  // A colleague closes it as spam while the page is open.
  const colleague = await staffApi(request)
  const meanwhile = await request.patch(`/staff/v1/consultations/${lead.id}`, {
    headers: colleague.headers,
    data: { version: 0, status: 'closed', closedReason: 'spam' },
  })
  expect(meanwhile.status()).toBe(200)

  await page.getByLabel('Status').selectOption({ label: 'Contacted' })
  await page.getByRole('button', { name: 'Save changes' }).click()
  const alert = page.getByRole('alert').filter({ hasText: 'Someone else changed this request' })
  await expect(alert).toBeVisible()
  await expect(alert).toContainText(e2eStaff.email)
  // The page now shows their version.
  await expect(page.getByLabel('Status')).toHaveValue('closed')
  await expect(page.getByLabel('Reason')).toHaveValue('spam')
})

test('one person: shown, exported as JSON, deleted, and the deletion is in the audit log, which no request can change @desktop', async ({
  page,
  request,
}, testInfo) => {
  const lead = await insertRequest(testInfo, 'person')
  await signInAsStaff(page)
  // Found from the workspace header's search, by the address in capitals; opened by reference.
  await open(page, '/admin/queue', { heading: 'Queue' })
  const search = page.getByRole('search', { name: 'Search people' })
  await search.getByLabel('Search people').fill(lead.email.toUpperCase())
  await search.getByRole('button', { name: 'Search' }).click()
  await expect(page).toHaveURL(/\/admin\/people$/)
  await page.getByRole('link', { name: `Ada ${lead.last_name}` }).click()
  await expect(page).toHaveURL(new RegExp(`/admin/people/request:${lead.id}$`))
  await expect(page.getByRole('heading', { level: 2, name: `Ada ${lead.last_name}` })).toBeVisible()
  await expectNoSeriousAxeViolations(page, { label: '/admin/people/:ref' })
  await page.screenshot({ path: testInfo.outputPath('person.png'), fullPage: true })

  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Export as JSON' }).click()
  const file = await (await download).path()
  const exported = JSON.parse(fs.readFileSync(file, 'utf8')) as {
    consultationRequests: { email: string }[]
  }
  expect(exported.consultationRequests.map((row) => row.email)).toEqual([lead.email])

  // The confirmation lists what the server counted it removes; by keyboard, Escape closes it
  // back onto the button that opened it.
  const remove = page.getByRole('button', { name: 'Delete everything' })
  await remove.focus()
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name: 'Delete everything about this person?' })
  const summary = dialog.locator('[data-slot="deletion-summary"]')
  await expect(summary.getByRole('listitem')).toHaveText(['1 consultation request'])
  await expect(summary).toContainText('The audit log keeps a record that you did it.')
  await expect(dialog.getByRole('button', { name: 'Delete for good' })).toBeDisabled()
  await expectNoSeriousAxeViolations(page, { label: '/admin/people deletion' })
  await page.keyboard.press('Escape')
  await expect(dialog).toHaveCount(0)
  await expect(remove).toBeFocused()
  await page.keyboard.press('Enter')
  await dialog.getByLabel('Type the e-mail address to confirm').fill(lead.email)
  await dialog.getByRole('button', { name: 'Delete for good' }).click()
  await expect(page).toHaveURL(/\/admin\/people$/)
  await expect(
    page.getByText('Everything held about this person has been removed.').first(),
  ).toBeVisible()

  await open(page, `/admin/audit?email=${encodeURIComponent(lead.email)}`, { heading: 'Audit log' })
  const log = page.locator('[data-slot="audit-log"]')
  await expect(log.getByText('Deleted a person')).toBeVisible()
  await expect(log.getByText('Exported a person')).toBeVisible()
  await expect(log).not.toContainText(lead.email)
  await expectNoSeriousAxeViolations(page, { label: '/admin/audit' })
  await page.screenshot({ path: testInfo.outputPath('audit.png'), fullPage: true })

  // Append-only: no route changes it.
  const staff = await staffApi(request)
  for (const method of ['PATCH', 'DELETE', 'PUT', 'POST'] as const) {
    const answer = await request.fetch('/staff/v1/audit', {
      method,
      headers: staff.headers,
      data: {},
    })
    expect([404, 405], method).toContain(answer.status())
  }
  const rest = await request.delete('/rest/v1/audit_log', { headers: staff.headers })
  expect(rest.status()).toBeGreaterThanOrEqual(400)
  await open(page, `/admin/audit?email=${encodeURIComponent(lead.email)}`, { heading: 'Audit log' })
  await expect(log.getByText('Deleted a person')).toBeVisible()
})

test('from 375 to 1920 px no workspace page scrolls sideways or cuts a column, and the leads are cards on a phone @desktop', async ({
  page,
}, testInfo) => {
  // Seven pages at six widths, 48 page loads: on a loaded 2-core machine that passed 90 s.
  test.setTimeout(240_000)
  // A long address and every opt-in: the widest row the leads table can get.
  const lead = await insertRequest(testInfo, `wide${'x'.repeat(40)}`)
  await signInAsStaff(page)
  // The lead's pages show its long name; the audit log (ids, never names), the calendar and
  // availability are checked for their own layout.
  const pages = [
    [`/admin?q=${encodeURIComponent(lead.email)}`, 'Leads dashboard'],
    ['/admin/queue', 'Queue'],
    ['/admin/people', 'People'],
    [`/admin/people/request:${lead.id}`, 'Person'],
    [`/admin/requests/${lead.id}`, 'Consultation request'],
    ['/admin/audit', 'Audit log'],
    ['/admin/calendar?view=week', 'Calendar'],
    ['/admin/availability', 'Availability'],
  ] as const
  const namesTheLead = new Set<string>([
    'Leads dashboard',
    'Queue',
    'Person',
    'Consultation request',
  ])
  for (const width of LAYOUT_WIDTHS) {
    await page.setViewportSize({ width, height: 900 })
    for (const [path, heading] of pages) {
      await open(page, path, { heading })
      if (namesTheLead.has(heading)) {
        await expect(page.getByText(lead.last_name).first()).toBeVisible()
      }
      const overflow = await sidewaysOverflow(page)
      // The calendar's time grid may scroll sideways inside its own frame (its times stay in
      // view), as a narrow screen cannot hold seven days (docs/architecture.md, Booking).
      if (heading === 'Calendar') {
        overflow.sideways = overflow.sideways.filter((element) => !element.includes('time-grid'))
      }
      expect(overflow, `${path} at ${width} px`).toEqual({ page: 0, sideways: [] })
    }
    const leads = leadEntries(page, /Consultation requests: 1 in total/)
    await open(page, pages[0][0])
    await expect(leads.filter({ hasText: lead.email })).toBeVisible()
    await expect(page.getByRole('table', { name: /Consultation requests/ })).toHaveCount(
      width < 1024 ? 0 : 1,
    )
  }
})
