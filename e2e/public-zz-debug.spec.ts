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
  await expect(page).toHaveURL(/\/$/)
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

test('debug queue overflow @desktop', async ({ page }, testInfo) => {
  await insertRequest(testInfo, 'overdue', 30)
  const lead = await insertRequest(testInfo, `wide${'x'.repeat(40)}`)
  await signInAsStaff(page)
  await page.setViewportSize({ width: 375, height: 900 })
  await open(page, '/admin/queue', { heading: 'Queue' })
  await page.waitForTimeout(1000)
  const wide = await page.evaluate(() => ({
    root: document.documentElement.scrollWidth,
    els: Array.from(document.querySelectorAll<HTMLElement>('body *'))
      .filter((e) => e.getBoundingClientRect().right > 376 || e.scrollWidth > e.clientWidth + 1)
      .map((e) => `${e.tagName}.${e.className.slice(0, 80)} r=${Math.round(e.getBoundingClientRect().right)} sw=${e.scrollWidth} cw=${e.clientWidth} ${e.textContent?.slice(0, 40)}`)
      .slice(0, 30),
  }))
  console.log(lead.email, JSON.stringify(wide, null, 1))
})
