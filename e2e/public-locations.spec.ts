import type { Locator, Page } from '@playwright/test'

import { SERVED_STATES } from '../src/shared/clinic'
import { clinicFacts } from '../src/web/content/clinic-facts'
import { clinicLocations, locationsPage } from '../src/web/content/locations'
import { expect, open, test } from './support/fixtures'
import { skipNewsletterPopup } from './support/newsletter'

// The clinic locations page and the facts that read as one story (docs/product.md, Locations;
// docs/product.md, Claims and figures): /locations lists every clinic by state with valid
// MedicalClinic structured data and is reachable from the footer and the consultation page; each
// figure is shown with what it counts; the consultation page says which way in gives a same-day
// appointment and which an answer within 24 hours, and its form is near the top on a phone; the
// footer's social links sit in one row on a wide screen.

type JsonLdClinic = {
  '@type': string
  name?: string
  telephone?: string
  address?: {
    '@type': string
    streetAddress?: string
    addressLocality?: string
    addressRegion?: string
    postalCode?: string
  }
  openingHoursSpecification?: unknown[]
  parentOrganization?: { name?: string }
}

async function jsonLdBlocks(page: Page): Promise<JsonLdClinic[]> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents()
  return texts.map((text) => JSON.parse(text) as JsonLdClinic)
}

async function top(target: Locator): Promise<number> {
  const box = await target.boundingBox()
  if (!box) throw new Error(`${target.toString()} has no box`)
  return box.y + (await target.page().evaluate(() => window.scrollY))
}

// The page's content and links are the same at every width: the desktop project checks them; the
// phone project checks what only a phone shows (the @phone tests below).
test('/locations lists the clinics of every served state, each an address with phone and hours @desktop', async ({
  page,
}) => {
  await open(page, '/locations', { status: 200, heading: 'Find a clinic near you' })
  const main = page.getByRole('main')

  // The stated count is the list's length: 17 clinics, as docs/product.md states.
  expect(clinicLocations).toHaveLength(17)
  await expect(main.locator('address')).toHaveCount(17)
  await expect(main).toContainText(`${clinicFacts.clinicLocations.value} clinics`)

  for (const state of SERVED_STATES) {
    const section = main.getByRole('region', { name: state.name, exact: true })
    const clinics = clinicLocations.filter((clinic) => clinic.state === state.code)
    expect(clinics.length, state.name).toBeGreaterThan(0)
    await expect(section.getByRole('listitem')).toHaveCount(clinics.length)
    for (const clinic of clinics) {
      const item = section.getByRole('listitem').filter({ hasText: clinic.name })
      await expect(item.locator('address')).toContainText(clinic.street)
      await expect(item.locator('address')).toContainText(
        `${clinic.city}, ${clinic.state} ${clinic.zip}`,
      )
      await expect(item.getByRole('link', { name: clinic.phone.display })).toHaveAttribute(
        'href',
        `tel:${clinic.phone.tel}`,
      )
      await expect(item).toContainText('Mon-Fri 8AM-6PM, Sat 9AM-3PM')
    }
  }

  // Telehealth in the states served online, and that a physician treats only where licensed.
  const telehealth = main.getByRole('region', {
    name: locationsPage.telehealth.heading,
    exact: true,
  })
  await expect(telehealth).toContainText(`${SERVED_STATES.length} states`)
  await expect(telehealth.getByRole('listitem')).toHaveText(SERVED_STATES.map((s) => s.name))
  await expect(telehealth).toContainText('only in a state where they are licensed')

  // The ways to book.
  await expect(
    main.getByRole('link', { name: 'Request a Free Consultation' }).first(),
  ).toHaveAttribute('href', '/consultation')
  await expect(main.getByRole('link', { name: 'Book Online' }).first()).toHaveAttribute(
    'href',
    '/book',
  )
})

test('/locations describes each clinic as a schema.org MedicalClinic with its address @desktop', async ({
  page,
}) => {
  await open(page, '/locations', { status: 200 })
  const clinics = (await jsonLdBlocks(page)).filter((block) => block['@type'] === 'MedicalClinic')
  expect(clinics).toHaveLength(17)
  for (const [index, clinic] of clinics.entries()) {
    const expected = clinicLocations[index]!
    expect(clinic.name).toBe(expected.name)
    expect(clinic.telephone).toBe(expected.phone.tel)
    expect(clinic.address).toEqual({
      '@type': 'PostalAddress',
      streetAddress: expected.street,
      addressLocality: expected.city,
      addressRegion: expected.state,
      postalCode: expected.zip,
      addressCountry: 'US',
    })
    expect(clinic.openingHoursSpecification).toHaveLength(2)
    expect(clinic.parentOrganization?.name).toBe('Renew Medical')
  }
})

test('the footer and the consultation page lead to /locations @desktop', async ({ page }) => {
  await skipNewsletterPopup(page)
  await open(page, '/')
  await page.getByRole('contentinfo').getByRole('link', { name: 'Find a clinic near you' }).click()
  await expect(page).toHaveURL(/\/locations$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Find a clinic near you')

  await open(page, '/consultation')
  await page.getByRole('main').getByRole('link', { name: 'Find a clinic near you' }).click()
  await expect(page).toHaveURL(/\/locations$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Find a clinic near you')
})

test('the consultation page says a call gets a same-day appointment and a request online an answer within 24 hours @desktop', async ({
  page,
}) => {
  await open(page, '/consultation')
  const main = page.getByRole('main')
  await expect(main.getByText('Same-day appointments when you call')).toBeVisible()
  await expect(main.getByText('For a same-day appointment, call us at')).toBeVisible()
  const intro = main.getByText(/contact you within 24 hours/)
  await expect(intro).toBeVisible()
  await expect(intro).toContainText('Need a same-day appointment? Call us instead.')
})

test('the home and consultation pages show each figure with what it counts @desktop', async ({
  page,
}) => {
  await skipNewsletterPopup(page)
  const pages = [
    { path: '/', fact: clinicFacts.livesTransformed, other: clinicFacts.patientsTreated },
    {
      path: '/consultation',
      fact: clinicFacts.patientsTreated,
      other: clinicFacts.livesTransformed,
    },
  ]
  for (const { path, fact, other } of pages) {
    await open(page, path)
    // The figure, its label and its definition are one visible group of the page's figures.
    const figure = page
      .getByRole('main')
      .locator('dl > div')
      .filter({ hasText: fact.value })
      .filter({ visible: true })
    await expect(figure, path).toHaveCount(1)
    await expect(figure, path).toContainText(fact.label)
    await expect(figure, path).toContainText(fact.definition)
    // The other measure is not shown here, so the two are never side by side unexplained.
    await expect(page.getByRole('main').getByText(other.value), path).toHaveCount(0)
  }
})

test('on a phone the consultation form starts within the first two screens @phone', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 })
  await open(page, '/consultation')
  const form = page.getByRole('form', { name: 'Request your consultation' })
  const formTop = await top(form)
  test.info().annotations.push({ type: 'form top', description: `${Math.round(formTop)} px` })
  // It started near 1,100 px down behind the hero's figures; now on the first screen or just below.
  expect(formTop).toBeLessThanOrEqual(900)
  // The figures still come, after the form.
  const figures = page
    .getByRole('main')
    .locator('dl')
    .filter({ hasText: '95%' })
    .filter({ visible: true })
  await expect(figures).toHaveCount(1)
  expect(await top(figures)).toBeGreaterThan(formTop)
})

test('the footer’s six social links sit in one row at 1440 px @desktop', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  await open(page, '/privacy')
  const links = page.getByRole('region', { name: 'Follow Us' }).getByRole('link')
  await expect(links).toHaveCount(6)
  const tops = new Set<number>()
  for (const link of await links.all()) tops.add(Math.round((await link.boundingBox())!.y))
  expect([...tops]).toHaveLength(1)
})

test('the footer’s social links wrap evenly on a narrow phone, three and three @phone', async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 700 })
  await open(page, '/privacy')
  const links = page.getByRole('region', { name: 'Follow Us' }).getByRole('link')
  const rows = new Map<number, number>()
  for (const link of await links.all()) {
    const y = Math.round((await link.boundingBox())!.y)
    rows.set(y, (rows.get(y) ?? 0) + 1)
  }
  expect([...rows.values()].every((count) => count === 6 / rows.size)).toBe(true)
})
