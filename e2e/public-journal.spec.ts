import type { Locator, Page } from '@playwright/test'

import { expect, open, test } from './support/fixtures'

// The journal as a reader meets it (docs/product.md, Journal and research): each card's reading
// time is counted from its article's text, each category has an illustration of its own, and on
// a phone no line of a byline starts with a stray "·".

const main = (page: Page) => page.locator('main#main')

/**
 * Minutes to read a text at 200 words a minute, rounded up, at least one; a word is a run of
 * letters or digits, kept whole across an inner apostrophe, hyphen or point. Written out here
 * again rather than imported, so the test checks the site against the rule, not against itself.
 */
function readingMinutes(text: string): number {
  const words = text.match(/[\p{L}\p{N}]+(?:['’.\-‐‑][\p{L}\p{N}]+)*/gu)?.length ?? 0
  return Math.max(1, Math.ceil(words / 200))
}

type Card = { href: string; category: string; readTime: string; illustration: string }

/** Every article on /blog, with Load More pressed until all are shown. */
async function allCards(page: Page): Promise<Card[]> {
  await open(page, '/blog', { heading: 'Health, explained by our physicians' })
  const loadMore = main(page).getByRole('button', { name: 'Load More' })
  while (await loadMore.count()) await loadMore.click()
  const cards = main(page).locator('[data-slot="blog-card"]')
  await expect(cards).toHaveCount(16)
  return cards.evaluateAll((elements) =>
    elements.map((card) => ({
      href: card.querySelector('h2 a, h3 a')?.getAttribute('href') ?? '',
      category: card.querySelector('p')?.textContent ?? '',
      readTime: card.querySelector('[data-slot="byline"] li:last-child')?.textContent ?? '',
      illustration:
        card.querySelector<SVGElement>('svg[data-slot="journal-illustration"]')?.dataset
          .illustration ?? '',
    })),
  )
}

test('each card’s reading time is counted from its article’s text, and the times differ @desktop', async ({
  page,
}) => {
  test.slow() // Sixteen article pages.
  const cards = await allCards(page)
  for (const card of cards) expect(card.readTime).toMatch(/^\d+ min read$/)
  // Counted, not one figure for all: the journal has shorter and longer articles.
  expect(new Set(cards.map((card) => card.readTime)).size).toBeGreaterThan(1)

  for (const card of cards) {
    await page.goto(card.href)
    const body = main(page).locator('[data-slot="article-body"]')
    await expect(body.locator('p').first()).toBeVisible()
    const minutes = readingMinutes(await body.innerText())
    expect(`${card.href}: ${card.readTime}`).toBe(`${card.href}: ${minutes} min read`)
    // The article's own byline says the same.
    await expect(main(page).locator('article header [data-slot="byline"]')).toContainText(
      `${minutes} min read`,
    )
  }
})

test('each category’s cards and articles show that category’s own illustration @desktop', async ({
  page,
}) => {
  const cards = await allCards(page)
  const byCategory = new Map<string, Set<string>>()
  for (const card of cards) {
    expect(card.illustration, card.href).not.toBe('')
    byCategory.set(
      card.category,
      (byCategory.get(card.category) ?? new Set()).add(card.illustration),
    )
  }
  expect([...byCategory.keys()].sort()).toEqual([
    'Medical Insights',
    "Men's Health",
    'Nutrition',
    'Success Stories',
    'Weight Loss',
    'Wellness',
  ])
  // One illustration per category, and no two categories share one.
  for (const [category, names] of byCategory) expect([...names], category).toHaveLength(1)
  const names = [...byCategory.values()].map((set) => [...set][0])
  expect(new Set(names).size).toBe(6)

  // Drawn and in view on the card, hidden from assistive technology.
  const first = main(page).locator('[data-slot="blog-card"] svg[data-slot="journal-illustration"]')
  await expect(first.first()).toBeVisible()
  await expect(first.first()).toHaveAttribute('aria-hidden', 'true')
  const box = await first.first().boundingBox()
  expect(box?.height).toBeGreaterThan(100)

  // The article's header shows the card's illustration.
  const card = cards.find((candidate) => candidate.category === 'Nutrition')!
  await page.goto(card.href)
  const header = main(page).locator(
    'article[aria-labelledby="article-title"] > div > svg[data-slot="journal-illustration"]',
  )
  await expect(header).toBeVisible()
  await expect(header).toHaveAttribute('data-illustration', card.illustration)
})

type Glyph = { char: string; left: number; top: number; bottom: number }

/** Every visible character under `root`, where the browser laid it out. */
function glyphs(root: Locator): Promise<Glyph[]> {
  return root.evaluate((element) => {
    const found: Glyph[] = []
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT)
    const range = document.createRange()
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? ''
      for (let index = 0; index < text.length; index += 1) {
        if (/\s/.test(text[index]!)) continue
        range.setStart(node, index)
        range.setEnd(node, index + 1)
        const rect = range.getBoundingClientRect()
        if (rect.width === 0 || rect.height === 0) continue
        found.push({ char: text[index]!, left: rect.left, top: rect.top, bottom: rect.bottom })
      }
    }
    return found
  })
}

/** The characters grouped into the lines they sit on, each line read left to right. */
function lines(all: Glyph[]): string[] {
  const rows: { middle: number; glyphs: Glyph[] }[] = []
  for (const glyph of all) {
    const middle = (glyph.top + glyph.bottom) / 2
    const half = (glyph.bottom - glyph.top) / 2
    const row = rows.find((candidate) => Math.abs(candidate.middle - middle) < half)
    if (row) row.glyphs.push(glyph)
    else rows.push({ middle, glyphs: [glyph] })
  }
  return rows
    .sort((a, b) => a.middle - b.middle)
    .map((row) =>
      row.glyphs
        .sort((a, b) => a.left - b.left)
        .map((glyph) => glyph.char)
        .join(''),
    )
}

/** The lines of a byline that start with a separator (none, when all is well). */
async function linesStartingWithSeparator(byline: Locator) {
  const found = lines(await glyphs(byline))
  const separators = await byline.locator('[data-slot="byline-separator"]').count()
  // Every separator is drawn: what is checked is where it lands, not that it went missing.
  expect(found.join('').split('·')).toHaveLength(separators + 1)
  return { lines: found, bad: found.filter((line) => line.startsWith('·')) }
}

test.describe('on a phone', () => {
  // 375 px, a common phone, and 320 px, the narrowest one still in use, where the longest
  // bylines wrap most.
  for (const width of [375, 320]) {
    test.describe(`${width} px wide`, () => {
      test.use({ viewport: { width, height: 812 } })

      test(`no line of an article’s byline, or a card’s, starts with a "·" @phone`, async ({
        page,
      }) => {
        test.slow() // Sixteen article pages.
        const cards = await allCards(page)
        for (const byline of await main(page).locator('[data-slot="byline"]').all()) {
          expect((await linesStartingWithSeparator(byline)).bad).toEqual([])
        }
        let wrapped = 0
        for (const card of cards) {
          await page.goto(card.href)
          await page.evaluate(() => document.fonts.ready)
          const byline = main(page).locator('article header [data-slot="byline"]')
          await expect(byline).toBeVisible()
          const { lines: found, bad } = await linesStartingWithSeparator(byline)
          expect(bad, `${card.href}: ${found.join(' / ')}`).toEqual([])
          if (found.length > 1) wrapped += 1
        }
        // The bylines do wrap at this width, so the check above had lines to look at.
        expect(wrapped).toBeGreaterThan(0)
      })
    })
  }
})
