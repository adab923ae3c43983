import type { Locator, Page } from '@playwright/test'

import { expect as baseExpect, open, test } from './support/fixtures'
import { skipNewsletterPopup } from './support/newsletter'
import { waitUntilFocusedWithin } from './support/ready'

// The site's journeys with the keyboard alone (page.keyboard; no clicks, no focus()
// calls): the skip link, the menus, the quick view, the cart drawer, the consultation form's
// errors and the guide download dialog.

test.describe.configure({ timeout: 120_000 })
const expect = baseExpect.configure({ timeout: 15_000 })

// The popup has its own tests; here it would take focus away after 8 s.
test.beforeEach(({ page }) => skipNewsletterPopup(page))

const isFocused = (target: Locator) =>
  target.evaluate((element) => element === document.activeElement)

/** Presses Tab (or Shift+Tab) until `target` has focus, as a keyboard user would. */
async function tabTo(page: Page, target: Locator, { backwards = false, limit = 150 } = {}) {
  for (let presses = 0; presses < limit && !(await isFocused(target)); presses += 1) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab')
  }
  await expect(target).toBeFocused()
}

/** A number for whatever has focus, the same each time the same element has it. */
function focusedElementId(page: Page): Promise<number> {
  return page.evaluate(() => {
    const state = window as unknown as { focusIds?: WeakMap<Element, number>; lastId?: number }
    const element = document.activeElement
    if (!element || element === document.body) return 0
    state.focusIds ??= new WeakMap()
    if (!state.focusIds.has(element)) {
      state.lastId = (state.lastId ?? 0) + 1
      state.focusIds.set(element, state.lastId)
    }
    return state.focusIds.get(element)!
  })
}

const focusIsWithin = (container: Locator) =>
  container.evaluate((element) => element.contains(document.activeElement))

/**
 * Tab goes round the controls of `container` and comes back to the first, never leaving it;
 * Shift+Tab from there goes back round to the last, still inside.
 */
async function expectTabCyclesWithin(page: Page, container: Locator) {
  await page.keyboard.press('Tab')
  expect(await focusIsWithin(container)).toBe(true)
  const first = await focusedElementId(page)
  const seen = new Set([first])
  let cycled = false
  for (let presses = 0; presses < 40 && !cycled; presses += 1) {
    await page.keyboard.press('Tab')
    expect(await focusIsWithin(container)).toBe(true)
    const current = await focusedElementId(page)
    cycled = current === first
    seen.add(current)
  }
  expect(cycled).toBe(true)
  expect(seen.size).toBeGreaterThan(1)
  await page.keyboard.press('Shift+Tab')
  expect(await focusIsWithin(container)).toBe(true)
  expect(await focusedElementId(page)).not.toBe(first)
}

/** The first product on a catalogue page that can be added to the cart. */
function inStockCard(page: Page) {
  return page
    .locator('[data-slot="product-card"]')
    .filter({ has: page.getByRole('button', { name: /^Add to Cart: / }) })
    .first()
}

test('the first Tab reaches the skip link, and Enter on it moves focus to the page content', async ({
  page,
}) => {
  for (const path of ['/', '/privacy', '/supplements']) {
    await open(page, path)
    const skipLink = page.getByRole('link', { name: 'Skip to main content' })
    await page.keyboard.press('Tab')
    await expect(skipLink, path).toBeFocused()
    await expect(skipLink, path).toBeInViewport()
    await page.keyboard.press('Enter')
    const main = page.locator('main#main')
    await expect(main, path).toBeFocused()
    // The next Tab continues inside the page content, past the header.
    await page.keyboard.press('Tab')
    expect(await focusIsWithin(main), path).toBe(true)
  }
})

test(
  'each header menu opens and closes from the keyboard, and Escape returns to its toggle',
  {
    tag: '@desktop',
  },
  async ({ page }) => {
    await open(page, '/privacy')
    const nav = page.getByRole('banner').getByRole('navigation', { name: 'Main' })
    const menus = [
      ['Weight Loss', 'GLP Elite'],
      ["Men's Health menu", 'Testosterone'],
      ['RM Naturals menu', 'Supplements'],
      ['Resources', 'Journal'],
    ] as const
    for (const [toggleName, firstItem] of menus) {
      const toggle = nav.getByRole('button', { name: toggleName })
      const list = page.locator(`#${await toggle.getAttribute('aria-controls')}`)
      await tabTo(page, toggle)
      await expect(toggle).toHaveAttribute('aria-expanded', 'false')
      await expect(list).toBeHidden()

      await page.keyboard.press('Enter')
      await expect(toggle).toHaveAttribute('aria-expanded', 'true')
      await expect(list).toBeVisible()
      await page.keyboard.press('Tab')
      await expect(list.getByRole('link', { name: firstItem, exact: true })).toBeFocused()
      await page.keyboard.press('Escape')
      await expect(toggle).toHaveAttribute('aria-expanded', 'false')
      await expect(list).toBeHidden()
      await expect(toggle).toBeFocused()

      // Space opens it too, and Enter closes it again.
      await page.keyboard.press('Space')
      await expect(toggle).toHaveAttribute('aria-expanded', 'true')
      await page.keyboard.press('Enter')
      await expect(toggle).toHaveAttribute('aria-expanded', 'false')
      await expect(toggle).toBeFocused()
    }

    // Following an item by keyboard.
    const resources = nav.getByRole('button', { name: 'Resources' })
    await page.keyboard.press('ArrowDown')
    await expect(nav.getByRole('link', { name: 'Journal' })).toBeFocused()
    await expect(resources).toHaveAttribute('aria-expanded', 'true')
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/articles$/)
  },
)

test(
  'the Menu sheet opens from the keyboard, keeps focus inside, and Escape returns to Menu',
  {
    tag: '@phone',
  },
  async ({ page }) => {
    await open(page, '/privacy')
    const menuButton = page.getByRole('button', { name: 'Menu', exact: true })
    await tabTo(page, menuButton)
    await page.keyboard.press('Enter')
    const sheet = page.getByRole('dialog', { name: 'Menu' })
    await expect(sheet).toBeVisible()
    await waitUntilFocusedWithin(sheet)
    await expectTabCyclesWithin(page, sheet)

    await page.keyboard.press('Escape')
    await expect(sheet).toBeHidden()
    await expect(menuButton).toBeFocused()

    // Enter on a link in the sheet follows it and closes the sheet.
    await page.keyboard.press('Enter')
    await expect(sheet).toBeVisible()
    await tabTo(page, sheet.getByRole('link', { name: 'Peptides' }))
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/peptides$/)
    await expect(sheet).toBeHidden()
  },
)

// The dialogs and the form below work the same from a keyboard at every width: the desktop project
// proves them; the phone project proves the skip link and the Menu sheet, which only it has.
test('the quick view opens with Enter, keeps focus inside, and Escape returns focus to its button @desktop', async ({
  page,
}) => {
  await open(page, '/supplements')
  const opener = inStockCard(page).getByRole('button', { name: /^Quick View: / })
  const productName = (await opener.getAttribute('aria-label'))!.replace(/^Quick View: /, '')
  await tabTo(page, opener)
  await page.keyboard.press('Enter')

  const dialog = page.getByRole('dialog', { name: productName })
  await expect(dialog).toBeVisible()
  // Its title takes focus, so its name is read first (and a phone opens no keyboard).
  await expect(dialog.getByRole('heading', { name: productName })).toBeFocused()
  await expectTabCyclesWithin(page, dialog)

  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(opener).toBeFocused()

  // Open again and add two to the cart, all by keyboard: the dialog closes, focus comes back.
  await page.keyboard.press('Enter')
  await expect(dialog).toBeVisible()
  await tabTo(page, dialog.getByRole('button', { name: /^Increase/ }))
  await page.keyboard.press('Enter')
  await expect(dialog.getByRole('spinbutton')).toHaveValue('2')
  await tabTo(page, dialog.getByRole('button', { name: 'Add to Cart' }))
  await page.keyboard.press('Enter')
  await expect(dialog).toBeHidden()
  await expect(opener).toBeFocused()
  await expect(page.getByRole('button', { name: 'Cart, 2 items' })).toBeVisible()
})

test('the cart drawer opens with Enter, keeps focus inside, and Escape returns focus to the cart button @desktop', async ({
  page,
}) => {
  await open(page, '/supplements')
  await tabTo(page, inStockCard(page).getByRole('button', { name: /^Add to Cart: / }))
  await page.keyboard.press('Enter')
  const cartButton = page.getByRole('button', { name: 'Cart, 1 item' })
  await expect(cartButton).toBeVisible()

  // The cart button comes before the products.
  await tabTo(page, cartButton, { backwards: true })
  await page.keyboard.press('Enter')
  const drawer = page.getByRole('dialog', { name: /Shopping Cart/ })
  await expect(drawer).toBeVisible()
  await waitUntilFocusedWithin(drawer)
  await expectTabCyclesWithin(page, drawer)

  // Quantity by keyboard.
  await tabTo(page, drawer.getByRole('button', { name: /^Increase/ }))
  await page.keyboard.press('Enter')
  await expect(drawer.getByRole('spinbutton')).toHaveValue('2')

  await page.keyboard.press('Escape')
  await expect(drawer).toBeHidden()
  await expect(page.getByRole('button', { name: 'Cart, 2 items' })).toBeFocused()
})

test('the consultation form sent empty from the keyboard focuses the first error, and each field announces its own @desktop', async ({
  page,
}) => {
  const inserts: string[] = []
  page.on('request', (request) => {
    if (request.url().includes('/rest/v1/')) inserts.push(`${request.method()} ${request.url()}`)
  })
  await open(page, '/consultation')
  await tabTo(page, page.getByRole('button', { name: 'Request Free Consultation' }))
  await page.keyboard.press('Enter')

  const fields = [
    [page.getByLabel('First Name'), 'First name must be at least 2 characters'],
    [page.getByLabel('Last Name'), 'Last name must be at least 2 characters'],
    [page.getByLabel('Email', { exact: true }), 'Please enter a valid email address'],
    [page.getByLabel('Phone'), 'Please enter a valid phone number'],
    [page.getByLabel('How did you hear about us?'), 'Please select how you heard about us'],
  ] as const
  // Focus goes to the first invalid field; a screen reader reads its label, that it is
  // invalid, and the message (its accessible description).
  await expect(fields[0][0]).toBeFocused()
  for (const [field, message] of fields) {
    await expect(field).toHaveAttribute('aria-invalid', 'true')
    await expect(field).toHaveAccessibleDescription(message)
    await expect(page.getByText(message, { exact: true })).toBeVisible()
  }
  // Tab walks from one invalid field to the next.
  for (const [field] of fields.slice(1)) {
    await page.keyboard.press('Tab')
    await expect(field).toBeFocused()
  }
  expect(inserts).toEqual([])

  // A corrected field stops announcing its error.
  await tabTo(page, fields[0][0], { backwards: true })
  await page.keyboard.type('Nora')
  await page.keyboard.press('Tab')
  await tabTo(page, page.getByRole('button', { name: 'Request Free Consultation' }))
  await page.keyboard.press('Enter')
  await expect(fields[1][0]).toBeFocused()
  await expect(fields[0][0]).not.toHaveAttribute('aria-invalid', 'true')
  await expect(fields[0][0]).toHaveAccessibleDescription('')
})

test('a guide is requested from the download dialog by keyboard alone, and focus comes back to its button @desktop', async ({
  page,
}, testInfo) => {
  await open(page, '/downloads')
  const opener = page
    .getByRole('article', { name: 'Healthy Meal Prep Guide' })
    .getByRole('button', { name: 'Download Now' })
  await tabTo(page, opener)
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name: 'Download: Healthy Meal Prep Guide' })
  await expect(dialog).toBeVisible()
  await waitUntilFocusedWithin(dialog)
  await expectTabCyclesWithin(page, dialog)

  // Fill it in, field by field.
  const email = `keys-${testInfo.project.name.replace(/[^a-z]/g, '')}-${Date.now().toString(36)}@example.com`
  await tabTo(page, dialog.getByLabel('First Name'))
  await page.keyboard.type('Omar')
  await page.keyboard.press('Tab')
  await page.keyboard.type('Reyes')
  await page.keyboard.press('Tab')
  await page.keyboard.type(email)
  await page.keyboard.press('Tab')
  await page.keyboard.type('(555) 010-2030')
  await page.keyboard.press('Tab')
  const hearAboutUs = dialog.getByLabel('How did you hear about us?')
  await expect(hearAboutUs).toBeFocused()
  // A closed select takes the first letters of an option.
  await page.keyboard.type('Friend')
  await expect(hearAboutUs).toHaveValue('Friend or Family Referral')
  await page.keyboard.press('Tab')
  const emailOptIn = dialog.getByRole('checkbox').first()
  await expect(emailOptIn).toBeFocused()
  await page.keyboard.press('Space')
  await expect(emailOptIn).toBeChecked()

  const download = page.waitForEvent('download')
  await tabTo(page, dialog.getByRole('button', { name: 'Download Guide' }))
  await page.keyboard.press('Enter')
  expect((await download).suggestedFilename()).toBe('meal-prep-guide.pdf')
  await expect(dialog).toBeHidden()
  await expect(page.getByText('Download Started!', { exact: true }).first()).toBeVisible()
  await expect(opener).toBeFocused()
})
