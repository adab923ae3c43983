import type { Locator, Page } from '@playwright/test'

import { expectNoSeriousAxeViolations } from './support/axe'
import { expect, open, test } from './support/fixtures'

// SITE_ACCESS=public: what the program and treatment pages answer before a visitor has to ask
// (docs/product.md, Program and treatment pages, and Claims and figures, Prices): the price
// each starts from, and 5–8 common questions that open from the keyboard, with the same
// questions in the served HTML as FAQPage JSON-LD. Then two layout slips: the testosterone
// approach cards leave no lone card, and /hairgrow-rx no longer promises before-and-after
// pictures it does not have.

const pages = [
  { path: '/weight-loss', h1: 'Physician-Supervised Medical Weight Loss' },
  { path: '/rm3', h1: 'RM3: Reset Your Metabolism, Under Medical Care' },
  { path: '/lifestyle', h1: 'The Lifestyle Program: Change That Lasts' },
  { path: '/mens-health', h1: "Men's Health, Treated Like Medicine" },
  { path: '/ed-treatment', h1: 'Erectile Dysfunction Treatment, Handled Privately' },
  { path: '/testosterone', h1: 'Testosterone Replacement Therapy' },
  { path: '/enclomiphene', h1: 'Enclomiphene Therapy' },
  { path: '/hairgrow-rx', h1: 'HairGrow Rx: Prescription Hair Restoration' },
] as const

type FaqPage = {
  '@context': string
  '@type': 'FAQPage'
  mainEntity: { '@type': string; name: string; acceptedAnswer: { '@type': string; text: string } }[]
}

/** The FAQPage blocks of the HTML the server sends, before any script has run. */
function servedFaqPages(html: string): FaqPage[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)]
    .map((match) => JSON.parse(match[1]!) as { '@type': string })
    .filter((data): data is FaqPage => data['@type'] === 'FAQPage')
}

const faqSection = (page: Page) => page.locator('section#faq')

// One component shows every page's prices and questions: the desktop project checks each page's,
// the phone project the first page's.
for (const [index, { path, h1 }] of pages.entries()) {
  const details = { tag: index === 0 ? [] : ['@desktop'] }
  test(
    `${path} shows its price and 5–8 questions, the first opening from the keyboard`,
    details,
    async ({ page }) => {
      // The page as served, prerendered: one valid FAQPage block with as many questions as the
      // page shows.
      const served = await page.request.get(path)
      expect(served.status()).toBe(200)
      const html = await served.text()
      const [faq, ...others] = servedFaqPages(html)
      expect(others).toHaveLength(0)
      expect(faq?.['@context']).toBe('https://schema.org')
      const entities = faq?.mainEntity ?? []
      expect(entities.length).toBeGreaterThanOrEqual(5)
      expect(entities.length).toBeLessThanOrEqual(8)
      for (const entity of entities) {
        expect(entity['@type']).toBe('Question')
        expect(entity.name).toMatch(/\?$/)
        expect(entity.acceptedAnswer['@type']).toBe('Answer')
        expect(entity.acceptedAnswer.text.length).toBeGreaterThan(40)
      }
      expect(html.match(/<details/g) ?? []).toHaveLength(entities.length)

      await open(page, path, { heading: h1 })
      const main = page.getByRole('main')

      // The monthly price (on /weight-loss, on each program card) and what it covers.
      await expect(main.getByText(/^From \$\d+( per month|\/month)$/).first()).toBeVisible()
      const pricing = page.locator('section#pricing')
      await expect(pricing.getByRole('heading', { name: 'What’s included' })).toBeVisible()
      await expect(pricing.getByRole('heading', { name: 'Priced separately' })).toBeVisible()
      await expect(pricing.getByText(/eligibility depends on your plan/)).toBeVisible()

      // The questions on the page are the served ones, closed.
      const summaries = faqSection(page).locator('details > summary')
      await expect(summaries).toHaveText(entities.map((entity) => entity.name))
      const first = faqSection(page).locator('details').first()
      await expect(first).not.toHaveAttribute('open')
      const answer = first.locator('p')
      await expect(answer).toBeHidden()

      // From the keyboard: Tab reaches the first question, Enter opens it, Space closes it.
      await summaries.nth(0).evaluate((summary) => {
        // Start from just before it, so the Tab press is what moves focus there.
        const before = summary.closest('section')?.querySelector('h2')
        before?.setAttribute('tabindex', '-1')
        before?.focus()
      })
      await page.keyboard.press('Tab')
      await expect(summaries.nth(0)).toBeFocused()
      await page.keyboard.press('Enter')
      await expect(first).toHaveAttribute('open')
      await expect(answer).toBeVisible()
      await expect(answer).toHaveText(entities[0]!.acceptedAnswer.text)
      await page.keyboard.press('Space')
      await expect(first).not.toHaveAttribute('open')
    },
  )
}

test.describe('before the page’s code runs', () => {
  test.use({ javaScriptEnabled: false })

  test('a question opens from the keyboard on the prerendered page alone', async ({ page }) => {
    await page.goto('/ed-treatment')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    const first = faqSection(page).locator('details').first()

    await first.locator('summary').focus()
    await page.keyboard.press('Enter')
    await expect(first).toHaveAttribute('open')
    await expect(first.locator('p')).toBeVisible()
    await expect(page.locator('section#pricing').getByText('From $39 per month')).toBeVisible()
  })
})

type Box = { x: number; y: number; width: number; height: number }

async function box(target: Locator): Promise<Box> {
  const found = await target.boundingBox()
  if (!found) throw new Error(`${target.toString()} has no box`)
  return found
}

/** The cards' boxes, grouped into rows by their top edge. */
async function rowsOf(cards: Locator): Promise<Box[][]> {
  const boxes = await Promise.all((await cards.all()).map(box))
  const rows: Box[][] = []
  for (const card of boxes) {
    const row = rows.find((candidate) => Math.abs(candidate[0]!.y - card.y) < 2)
    if (row) row.push(card)
    else rows.push([card])
  }
  return rows
}

async function openApproach(page: Page) {
  await open(page, '/testosterone', { heading: 'Testosterone Replacement Therapy' })
  const section = page.locator('section#medical-approach')
  await section.scrollIntoViewIfNeeded()
  return section
}

test('the testosterone approach cards leave no lone card: three, then two centered @desktop', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  const section = await openApproach(page)
  const grid = section.locator('[data-slot="benefit-grid"]')
  const rows = await rowsOf(grid.locator('> li'))
  const area = await box(grid)

  expect(rows.map((row) => row.length)).toEqual([3, 2])
  const widths = rows.flat().map((card) => card.width)
  for (const width of widths) expect(Math.abs(width - widths[0]!)).toBeLessThanOrEqual(1)
  // The first row fills the width; the last is centered under it.
  const [full, last] = [rows[0]!, rows[1]!]
  expect(Math.abs(full[0]!.x - area.x)).toBeLessThanOrEqual(1)
  const right = (card: Box) => card.x + card.width
  expect(Math.abs(right(full.at(-1)!) - right(area))).toBeLessThanOrEqual(1)
  const leftGap = last[0]!.x - area.x
  const rightGap = right(area) - right(last.at(-1)!)
  expect(leftGap).toBeGreaterThan(100)
  expect(Math.abs(leftGap - rightGap)).toBeLessThanOrEqual(1)

  // 'Get Started Today' closes the section, centered under the fertility note, not beside it.
  const note = await box(section.getByRole('complementary', { name: 'Planning a family?' }))
  const action = await box(section.getByRole('link', { name: 'Get Started Today' }))
  expect(action.y).toBeGreaterThanOrEqual(note.y + note.height)
  const middle = (target: Box) => target.x + target.width / 2
  expect(Math.abs(middle(action) - middle(area))).toBeLessThanOrEqual(1)
  expect(Math.abs(middle(note) - middle(area))).toBeLessThanOrEqual(1)
})

test('the testosterone approach cards stack one per row on a phone @phone', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 })
  const section = await openApproach(page)
  const grid = section.locator('[data-slot="benefit-grid"]')
  const rows = await rowsOf(grid.locator('> li'))
  const area = await box(grid)

  expect(rows.map((row) => row.length)).toEqual([1, 1, 1, 1, 1])
  for (const [card] of rows) {
    expect(Math.abs(card!.x - area.x)).toBeLessThanOrEqual(1)
    expect(Math.abs(card!.width - area.width)).toBeLessThanOrEqual(1)
  }
  const note = await box(section.getByRole('complementary', { name: 'Planning a family?' }))
  const action = await box(section.getByRole('link', { name: 'Get Started Today' }))
  expect(action.y).toBeGreaterThanOrEqual(note.y + note.height)
  expect(action.x + action.width).toBeLessThanOrEqual(375)
})

test('/hairgrow-rx leads to what results to expect, not to stories without hair results', async ({
  page,
}) => {
  await open(page, '/hairgrow-rx', { heading: 'HairGrow Rx: Prescription Hair Restoration' })
  const hero = page.locator('section#hero')

  await expect(page.getByRole('link', { name: /Before & After/i })).toHaveCount(0)
  await expect(hero.locator('a[href="/success-stories"]')).toHaveCount(0)
  const link = hero.getByRole('link', { name: 'What Results to Expect' })
  await expect(link).toHaveAttribute('href', '#results-timeline')

  await link.click()
  await expect(page).toHaveURL(/\/hairgrow-rx#results-timeline$/)
  const timeline = page.locator('section#results-timeline')
  await expect(timeline.getByRole('heading', { level: 2 })).toBeInViewport()
  await expect(timeline).toContainText('Results vary')
  await expect(timeline).toContainText('usually takes 3-6 months to show')
})

for (const { path, h1 } of [pages[3], pages[5]]) {
  test(`axe finds no serious problem on ${path} with its questions open`, async ({ page }) => {
    test.slow()
    await open(page, path, { heading: h1 })
    const summaries = faqSection(page).locator('summary')
    for (const summary of await summaries.all()) await summary.click()
    await expect(faqSection(page).locator('details[open]')).toHaveCount(await summaries.count())

    await expectNoSeriousAxeViolations(page, { label: `${path} (questions open)` })
  })
}
