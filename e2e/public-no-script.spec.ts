import type { Page, Route } from '@playwright/test'

import { expect, test, unexpectedProblems, watch } from './support/fixtures'

// The controls a visitor taps first answer from the page's HTML, before its code has started
// (docs/decisions/018-page-code-starts-when-needed.md starts it only at the first interaction):
// the Menu sheet and each product's quick view are the platform's modal <dialog> opened by its
// button's invoker command, the catalogue's Filters panel and the FAQ answers are <details>. Proven here with script disabled
// altogether (the inline boot script included), then with the code held back and released while
// a control is open: hydration takes it over as it is.

const menuButton = (page: Page) => page.getByRole('button', { name: 'Menu', exact: true })
const menuSheet = (page: Page) => page.getByRole('dialog', { name: 'Menu' })
const cartButton = (page: Page) =>
  page.getByRole('banner').getByRole('button', { name: 'Cart, 0 items' })
const cartDrawer = (page: Page) => page.getByRole('dialog', { name: 'Shopping Cart (0)' })

test.describe('with script disabled', () => {
  test.use({ javaScriptEnabled: false })

  test('the Menu sheet opens, keeps focus inside, and closes by Escape and by its button, giving focus back @phone', async ({
    page,
  }) => {
    await page.goto('/privacy')
    await expect(page.locator('html[data-ready]')).toHaveCount(0)
    await expect(menuSheet(page)).toBeHidden()

    await menuButton(page).click()
    await expect(menuSheet(page)).toBeVisible()
    await expect(menuSheet(page).getByRole('link', { name: 'Peptides' })).toHaveAttribute(
      'href',
      '/peptides',
    )
    // Modal: focus is inside, and the page behind it is out of reach.
    expect(await menuSheet(page).evaluate((sheet) => sheet.contains(document.activeElement))).toBe(
      true,
    )
    expect(await menuSheet(page).evaluate((sheet) => sheet.matches(':modal'))).toBe(true)

    await page.keyboard.press('Escape')
    await expect(menuSheet(page)).toBeHidden()
    await expect(menuButton(page)).toBeFocused()

    await menuButton(page).click()
    await expect(menuSheet(page)).toBeVisible()
    await menuSheet(page).getByRole('button', { name: 'Close menu' }).click()
    await expect(menuSheet(page)).toBeHidden()
    await expect(menuButton(page)).toBeFocused()

    // Its links are plain links: one loads its page.
    await menuButton(page).click()
    await menuSheet(page).getByRole('link', { name: 'Peptides' }).click()
    await expect(page).toHaveURL(/\/peptides$/)
    await expect(menuSheet(page)).toBeHidden()
  })

  test('the catalogue’s Filters panel opens behind its toggle @phone', async ({ page }) => {
    await page.goto('/supplements')
    const disclosure = page.locator('[data-slot="filters-disclosure"]')
    const panel = page.getByRole('region', { name: 'Filters' })
    await expect(panel).toBeHidden()

    await disclosure.locator('summary').click()
    await expect(disclosure).toHaveAttribute('open', '')
    await expect(panel).toBeVisible()
    await expect(panel.getByRole('checkbox').first()).toBeVisible()
  })

  test('on a wide screen the Filters panel is shown with no toggle @desktop', async ({ page }) => {
    await page.goto('/supplements')
    await expect(page.getByRole('region', { name: 'Filters' })).toBeVisible()
    await expect(page.locator('[data-slot="filters-disclosure"] > summary')).toBeHidden()
  })

  test('Quick View opens the product’s quick view; Escape closes it and gives focus back', async ({
    page,
  }) => {
    await page.goto('/supplements')
    await expect(page.locator('html[data-ready]')).toHaveCount(0)
    const card = page.locator('[data-slot="product-card"]').first()
    const opener = card.getByRole('button', { name: /^Quick View: / })
    const name = (await opener.getAttribute('aria-label'))!.replace(/^Quick View: /, '')
    const quickView = page.getByRole('dialog', { name })
    await expect(quickView).toBeHidden()

    await opener.click()
    await expect(quickView).toBeVisible()
    // Modal, and its title has focus (its `autofocus`), so its name is read first and a phone
    // does not open its keyboard for the quantity field.
    expect(await quickView.evaluate((dialog) => dialog.matches(':modal'))).toBe(true)
    await expect(quickView.getByRole('heading', { name })).toBeFocused()

    await page.keyboard.press('Escape')
    await expect(quickView).toBeHidden()
    await expect(opener).toBeFocused()

    // Its close button closes it too.
    await opener.click()
    await quickView.getByRole('button', { name: 'Close' }).click()
    await expect(quickView).toBeHidden()
    await expect(opener).toBeFocused()
  })

  test('the cart button opens the empty cart drawer, which Escape closes, giving focus back', async ({
    page,
  }) => {
    await page.goto('/supplements')
    await expect(cartDrawer(page)).toBeHidden()

    await cartButton(page).click()
    await expect(cartDrawer(page)).toBeVisible()
    await expect(cartDrawer(page).getByText('Your cart is empty.')).toBeVisible()
    expect(await cartDrawer(page).evaluate((drawer) => drawer.matches(':modal'))).toBe(true)
    expect(
      await cartDrawer(page).evaluate((drawer) => drawer.contains(document.activeElement)),
    ).toBe(true)

    await page.keyboard.press('Escape')
    await expect(cartDrawer(page)).toBeHidden()
    await expect(cartButton(page)).toBeFocused()

    // Its Close button closes it too; Continue Shopping is a plain link.
    await cartButton(page).click()
    await cartDrawer(page).getByRole('button', { name: 'Close cart' }).click()
    await expect(cartDrawer(page)).toBeHidden()
    await cartButton(page).click()
    await expect(
      cartDrawer(page).getByRole('link', { name: 'Browse supplements' }),
    ).toHaveAttribute('href', '/supplements')
  })

  test('an FAQ answer opens and closes', async ({ page }) => {
    await page.goto('/weight-loss')
    const first = page.locator('section#faq details').first()
    const answer = first.locator('p')
    await expect(answer).toBeHidden()
    await first.locator('summary').click()
    await expect(answer).toBeVisible()
    await first.locator('summary').click()
    await expect(answer).toBeHidden()
  })
})

/** Hold back the page's main chunk (the inline boot script imports it) until `release` is called. */
async function holdMainChunk(page: Page): Promise<() => void> {
  let release!: () => void
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\/assets\/main-[^/]+\.js$/, async (route: Route) => {
    await released
    await route.continue()
  })
  return release
}

const ready = (page: Page) => page.locator('html[data-ready="true"]')

test('the Menu sheet opened before the code has loaded stays open once it is, and the code takes it over @phone', async ({
  page,
}) => {
  await watch(page)
  const release = await holdMainChunk(page)
  await page.goto('/privacy', { waitUntil: 'load' })

  await menuButton(page).click()
  await expect(menuSheet(page)).toBeVisible()
  await expect(page.locator('html[data-ready]')).toHaveCount(0)

  release()
  await expect(ready(page)).toHaveCount(1)
  await expect(menuSheet(page)).toBeVisible()
  // The code has it now: Tab wraps round inside, and a link is followed in the page, closing it.
  await menuSheet(page).getByRole('link', { name: 'Sign In' }).focus()
  await page.keyboard.press('Tab')
  await expect(menuSheet(page).getByRole('button', { name: 'Close menu' })).toBeFocused()
  await page.evaluate(() => ((window as { stillHere?: boolean }).stillHere = true))
  await menuSheet(page).getByRole('link', { name: 'Peptides' }).click()
  await expect(page).toHaveURL(/\/peptides$/)
  await expect(menuSheet(page)).toBeHidden()
  expect(await page.evaluate(() => (window as { stillHere?: boolean }).stillHere)).toBe(true)
  expect(unexpectedProblems(page)).toEqual([])
})

test('the Filters panel opened before the code has loaded stays open once it is @phone', async ({
  page,
}) => {
  await watch(page)
  const release = await holdMainChunk(page)
  await page.goto('/supplements', { waitUntil: 'load' })
  const disclosure = page.locator('[data-slot="filters-disclosure"]')
  await disclosure.locator('summary').click()
  await expect(page.getByRole('region', { name: 'Filters' })).toBeVisible()

  release()
  await expect(ready(page)).toHaveCount(1)
  await expect(disclosure).toHaveAttribute('open', '')
  // The code has it: Close Filters closes it and gives focus back to the toggle.
  await page.getByRole('button', { name: 'Close Filters' }).click()
  await expect(page.getByRole('region', { name: 'Filters' })).toBeHidden()
  await expect(disclosure.locator('summary')).toBeFocused()
  expect(unexpectedProblems(page)).toEqual([])
})

test('an FAQ answer opened before the code has loaded stays open once it is', async ({ page }) => {
  await watch(page)
  const release = await holdMainChunk(page)
  await page.goto('/weight-loss', { waitUntil: 'load' })
  const first = page.locator('section#faq details').first()
  await first.locator('summary').click()
  await expect(first.locator('p')).toBeVisible()

  release()
  await expect(ready(page)).toHaveCount(1)
  await expect(first).toHaveAttribute('open', '')
  await expect(first.locator('p')).toBeVisible()
  expect(unexpectedProblems(page)).toEqual([])
})
