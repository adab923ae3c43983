import type { Page } from '@playwright/test'

import { expectNoSeriousAxeViolations } from './support/axe'
import { expect as baseExpect, test } from './support/fixtures'
import { skipNewsletterPopup } from './support/newsletter'
import { firstLink, lastMailTo } from './support/staff'

// The first tap answers at once (docs/decisions/052-the-first-tap-answers-at-once.md): an app
// page starts its code at load without any input, what is typed or tapped before it runs is
// kept, and a signed-in visitor is never offered Sign In while a page's code starts. These tests
// load pages with page.goto and never move the pointer (open() would: e2e/support/ready.ts).

const expect = baseExpect.configure({ timeout: 15_000 })

test.beforeEach(({ page }) => skipNewsletterPopup(page))

test('app pages start their code at load, without waiting for input', async ({ page }) => {
  await page.goto('/admin')
  // Signed out, the dashboard's frame gives way to the way in, by itself.
  await expect(page.getByRole('heading', { name: 'Staff only' })).toBeVisible()
  await expect(page.getByRole('status').filter({ hasText: 'Loading…' })).toHaveCount(0)
  await expect(page.locator('html[data-ready="true"]')).toHaveCount(1)

  await page.goto('/auth')
  await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeEnabled()
  await expect(page.locator('html[data-ready="true"]')).toHaveCount(1)
  await expectNoSeriousAxeViolations(page)
})

/** Stop the page's code from loading until `release` is called. */
async function holdPageCode(page: Page): Promise<() => void> {
  let release!: () => void
  const released = new Promise<void>((resolve) => (release = resolve))
  const main = await page.evaluate(() => document.getElementById('root')?.dataset.main)
  await page.route(`**${main}`, async (route) => {
    await released
    await route.continue()
  })
  return release
}

/**
 * Load `path` with the page's code held back until the returned release is called: the page is
 * loaded once to learn its main chunk, then again with that chunk held, and its code is not ready.
 */
async function openWithCodeHeld(page: Page, path: string): Promise<() => void> {
  await page.goto(path)
  // Held back, so a tap lands before the code runs, however fast the machine.
  const release = await holdPageCode(page)
  await page.goto(path, { waitUntil: 'load' })
  await expect(page.locator('html:not([data-ready])')).toHaveCount(1)
  return release
}

for (const path of ['/auth', '/auth?next=%2Fbook']) {
  test(`on ${path}, what is typed before the code runs is kept`, async ({ page }) => {
    await page.goto('/auth')
    const release = await holdPageCode(page)
    await page.goto(path)
    // As a password manager fills the form, before the page's code has run.
    await page.getByLabel('Email').fill('early@example.com')
    await page.getByLabel('Password', { exact: true }).fill('an early passphrase')
    release()
    await expect(page.locator('html[data-ready="true"]')).toHaveCount(1)
    await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeEnabled()
    await expect(page.getByLabel('Email')).toHaveValue('early@example.com')
    await expect(page.getByLabel('Password', { exact: true })).toHaveValue('an early passphrase')
    // The form has them too: Forgot password? carries the address typed.
    await page.getByRole('button', { name: 'Forgot password?' }).click()
    await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible()
    await expect(page.getByLabel('Email')).toHaveValue('early@example.com')
  })

  test(`on ${path}, a tap before the code runs is answered once it does`, async ({ page }) => {
    await page.goto('/auth')
    const release = await holdPageCode(page)
    await page.goto(path)
    // Held until the page is ready, then replayed (on the page rendered afresh when the URL has
    // a query the page was not prerendered with).
    await page.getByRole('button', { name: 'Sign up', exact: true }).click()
    release()
    await expect(page.getByRole('button', { name: 'Create Account' })).toBeVisible()
  })
}

/** A patient's account, signed up and confirmed by the mailed link. */
async function confirmedPatient(page: Page, email: string, password: string) {
  const config = (await (await page.request.get('/config.json')).json()) as {
    supabaseAnonKey: string
  }
  const signUp = await page.request.post('/auth/v1/signup', {
    headers: { apikey: config.supabaseAnonKey },
    data: { email, password, data: { first_name: 'Ada', last_name: 'Early' } },
  })
  expect(signUp.status()).toBe(200)
  await page.request.get(firstLink(lastMailTo('public', email)), { maxRedirects: 0 })
}

/** Record, every frame from the first, the text the header and the mobile bar show. */
async function recordChrome(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = []
    ;(window as unknown as { chromeSeen: string[] }).chromeSeen = seen
    const sample = () => {
      // A part not rendered (the bar from md) would give its whole text, hidden items too.
      const parts = Array.from(
        document.querySelectorAll<HTMLElement>(
          '[data-slot="site-header"], [data-slot="mobile-bar"]',
        ),
      ).filter((part) => part.checkVisibility())
      if (parts.length > 0) seen.push(parts.map((part) => part.innerText).join(' | '))
      requestAnimationFrame(sample)
    }
    requestAnimationFrame(sample)
  })
}

const chromeSeen = (page: Page) =>
  page.evaluate(() => (window as unknown as { chromeSeen: string[] }).chromeSeen)

test('a signed-in patient never sees Sign In while a page starts; a visitor does', async ({
  page,
}, testInfo) => {
  test.slow()
  const email = `first-tap.${testInfo.project.name.replace(/[^a-z]/g, '')}.${Date.now().toString(36)}@example.com`
  const password = 'a patient passphrase 2026'
  await confirmedPatient(page, email, password)
  await recordChrome(page)

  // Signed out: Sign In from the first frame.
  await page.goto('/weight-loss')
  await expect.poll(() => chromeSeen(page).then((seen) => seen.length)).toBeGreaterThan(5)
  const visitor = await chromeSeen(page)
  expect(visitor.every((text) => /Sign In/.test(text) && !/Sign Out/.test(text))).toBe(true)

  await page.goto('/auth')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Sign In', exact: true }).click()
  await expect(page).toHaveURL(/\/account$/)

  for (const path of ['/weight-loss', '/supplements']) {
    await page.goto(path)
    await expect(page.locator('html[data-ready="true"]')).toHaveCount(1)
    await expect(
      page.getByText('Sign Out', { exact: true }).filter({ visible: true }).first(),
    ).toBeVisible()
    const frames = await chromeSeen(page)
    expect(frames.length, path).toBeGreaterThan(0)
    expect(
      frames.filter((text) => /Sign In/.test(text)),
      path,
    ).toEqual([])
    expect(
      frames.every((text) => /Sign Out/.test(text)),
      path,
    ).toBe(true)
  }
  await expectNoSeriousAxeViolations(page)
})

type Seen = { frames: number; dialogAt: number; countAt: number; startAt: number; readyAt: number }

/**
 * Record, in the page, when a `<dialog>` opens, when a cart button first reads 'Cart, 1 item', when
 * page-boot first links the page's own modules to load them (its code starting) and when the page
 * is ready, each as the count of animation frames run by then.
 */
async function recordDialogAndStart(page: Page) {
  await page.addInitScript(() => {
    // The page's own modules linked by page-boot (an island's, linked before, are not its code).
    const pageCodeLinked = () => {
      const modules = document.getElementById('root')?.dataset.modules?.split(' ') ?? []
      return Array.from(
        document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]'),
      ).some((link) => modules.includes(link.getAttribute('href') ?? ''))
    }
    const seen: Seen = { frames: 0, dialogAt: -1, countAt: -1, startAt: -1, readyAt: -1 }
    ;(window as unknown as { seen: Seen }).seen = seen
    const frame = () => {
      seen.frames++
      requestAnimationFrame(frame)
    }
    requestAnimationFrame(frame)
    new MutationObserver(() => {
      if (seen.dialogAt < 0 && document.querySelector('dialog[open]')) seen.dialogAt = seen.frames
      if (seen.countAt < 0 && document.querySelector('[aria-label="Cart, 1 item"]'))
        seen.countAt = seen.frames
      if (seen.startAt < 0 && pageCodeLinked()) seen.startAt = seen.frames
      if (seen.readyAt < 0 && document.documentElement.dataset.ready === 'true')
        seen.readyAt = seen.frames
    }).observe(document, { subtree: true, childList: true, attributes: true })
  })
}

/**
 * Once page-boot has asked for the code, release it: a dialog had opened in an earlier frame, and
 * the page is then ready. What was recorded (recordDialogAndStart).
 */
async function expectOpenedBeforeStart(page: Page, release: () => void): Promise<Seen> {
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { seen: Seen }).seen.startAt))
    .toBeGreaterThanOrEqual(0)
  release()
  await expect(page.locator('html[data-ready="true"]')).toHaveCount(1)
  const seen = await page.evaluate(() => (window as unknown as { seen: Seen }).seen)
  expect(seen.dialogAt).toBeGreaterThanOrEqual(0)
  expect(seen.startAt).toBeGreaterThan(seen.dialogAt)
  return seen
}

test('the first tap on Menu opens the sheet before the page’s code starts @phone', async ({
  page,
}) => {
  await recordDialogAndStart(page)
  // A page without a video hero, whose small module page-boot would link too.
  const release = await openWithCodeHeld(page, '/supplements')
  // A touch, with no pointer moved before it (docs/decisions/054-the-first-tap-painted-before-the-code.md).
  await page.getByRole('button', { name: 'Menu', exact: true }).tap()
  const sheet = page.getByRole('dialog', { name: 'Menu' })
  await expect(sheet).toBeVisible()
  // The sheet opened in a frame before page-boot asked for the code.
  const seen = await expectOpenedBeforeStart(page, release)
  expect(seen.readyAt).toBeGreaterThanOrEqual(seen.startAt)
  // The code took the sheet over open.
  await expect(sheet).toBeVisible()
  await expectNoSeriousAxeViolations(page)
  await page.keyboard.press('Escape')
  await expect(sheet).toBeHidden()
})

test('the first tap on Add to Cart shows on the cart’s count before the page’s code starts @phone', async ({
  page,
}) => {
  await recordDialogAndStart(page)
  const release = await openWithCodeHeld(page, '/supplements')

  // On screen without a scroll, which would itself start the code (as bench:tasks does it).
  const add = page.getByRole('button', { name: /^Add to Cart: / }).first()
  const bottom = await add.evaluate((button) => button.getBoundingClientRect().bottom)
  const { width } = page.viewportSize()!
  await page.setViewportSize({ width, height: Math.ceil(bottom + 120) })
  await add.tap()
  const cart = page.getByRole('button', { name: 'Cart, 1 item' }).filter({ visible: true })
  await expect(cart.first()).toBeVisible()
  await expect(cart.first().locator('[data-slot="cart-count"]')).toHaveText('1')
  // Shown in a frame no later than the one where page-boot asked for the code.
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { seen: Seen }).seen.startAt))
    .toBeGreaterThanOrEqual(0)
  const early = await page.evaluate(() => (window as unknown as { seen: Seen }).seen)
  expect(early.countAt).toBeGreaterThanOrEqual(0)
  expect(early.countAt).toBeLessThanOrEqual(early.startAt)
  // Nothing is stored until the code has the press.
  expect(await page.evaluate(() => localStorage.getItem('rm-cart-v1'))).toBeNull()

  release()
  await expect(page.locator('html[data-ready="true"]')).toHaveCount(1)
  // The held press was replayed once, through the cart: the count stays, the toast says so.
  await expect(page.getByText('Added to cart', { exact: true })).toBeVisible()
  await expect(cart.first()).toBeVisible()
  const stored = await page.evaluate(() => localStorage.getItem('rm-cart-v1'))
  expect(JSON.parse(stored!)).toMatchObject({ items: [{ quantity: 1 }] })
  await page.reload()
  await expect(
    page.getByRole('button', { name: 'Cart, 1 item' }).filter({ visible: true }).first(),
  ).toBeVisible()
})

/** Tap Quick View on the first product in stock; its quick view, seen open. */
async function tapFirstQuickView(page: Page) {
  const card = page.locator('[data-slot="product-card"]').filter({
    has: page.getByRole('button', { name: /^Add to Cart: / }),
  })
  const opener = card.first().getByRole('button', { name: /^Quick View: / })
  const name = (await opener.getAttribute('aria-label'))!.replace(/^Quick View: /, '')
  await opener.tap()
  const quickView = page.getByRole('dialog', { name })
  await expect(quickView).toBeVisible()
  return quickView
}

test('the first tap on Quick View opens the product’s quick view before the page’s code starts; once it has, its Add to Cart adds @phone', async ({
  page,
}) => {
  await recordDialogAndStart(page)
  const release = await openWithCodeHeld(page, '/supplements')
  const quickView = await tapFirstQuickView(page)
  // Opened while the code is held back. (Scrolling the card into view may start the code
  // before the tap, so when it starts is not compared here; when it is ready is.)
  await expect(page.locator('html:not([data-ready])')).toHaveCount(1)
  release()
  await expect(page.locator('html[data-ready="true"]')).toHaveCount(1)
  const seen = await page.evaluate(() => (window as unknown as { seen: Seen }).seen)
  expect(seen.dialogAt).toBeGreaterThanOrEqual(0)
  expect(seen.readyAt).toBeGreaterThan(seen.dialogAt)
  // The code took the quick view over open: its Add to Cart adds the product and closes it.
  await expect(quickView).toBeVisible()
  await expect(page.locator('[aria-label="Cart, 0 items"]').first()).toBeAttached()
  await quickView.getByRole('button', { name: 'Add to Cart' }).tap()
  await expect(quickView).toBeHidden()
  await expect(page.getByRole('button', { name: 'Cart, 1 item' })).toBeVisible()
})

test('Add to Cart pressed in a quick view before the page’s code runs adds once it has @phone', async ({
  page,
}) => {
  const release = await openWithCodeHeld(page, '/supplements')
  const quickView = await tapFirstQuickView(page)
  // Held by the early-input hold, and replayed on this dialog, still open, once hydrated.
  await quickView.getByRole('button', { name: 'Add to Cart' }).tap()
  release()
  await expect(page.locator('html[data-ready="true"]')).toHaveCount(1)
  await expect(quickView).toBeHidden()
  await expect(page.getByRole('button', { name: 'Cart, 1 item' })).toBeVisible()
})

test('the first tap on the cart button opens the empty drawer before the page’s code starts @phone', async ({
  page,
}) => {
  await recordDialogAndStart(page)
  const release = await openWithCodeHeld(page, '/supplements')
  const cart = page.getByRole('banner').getByRole('button', { name: 'Cart, 0 items' })
  await cart.tap()
  const drawer = page.getByRole('dialog', { name: 'Shopping Cart (0)' })
  await expect(drawer).toBeVisible()
  await expect(drawer.getByText('Your cart is empty.')).toBeVisible()
  await expectOpenedBeforeStart(page, release)

  // The code took the drawer over open: Continue Shopping closes it, as a link in the page.
  await expect(drawer).toBeVisible()
  await expectNoSeriousAxeViolations(page)
  await drawer.getByRole('link', { name: 'Browse supplements' }).click()
  await expect(drawer).toBeHidden()

  // And the cart is the code's now: an item added is listed when the button opens it again.
  await page
    .getByRole('article', { name: 'Ignite Metabolic Support', exact: true })
    .getByRole('button', { name: /Add to Cart/ })
    .tap()
  await page.getByRole('banner').getByRole('button', { name: 'Cart, 1 item' }).tap()
  const withItem = page.getByRole('dialog', { name: 'Shopping Cart (1)' })
  await expect(withItem).toBeVisible()
  await expect(withItem.getByRole('link', { name: 'Ignite Metabolic Support' })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(withItem).toBeHidden()
})

test('outside the shop, the first tap on the cart button opens the drawer once the code has it @phone', async ({
  page,
}) => {
  const release = await openWithCodeHeld(page, '/weight-loss')
  // No drawer in this page's HTML: the press is held for the code, which loads the cart.
  await expect(page.locator('#cart-drawer')).toHaveCount(0)
  await page.getByRole('banner').getByRole('button', { name: 'Cart, 0 items' }).tap()
  release()
  const drawer = page.getByRole('dialog', { name: 'Shopping Cart (0)' })
  await expect(drawer).toBeVisible()
  await expect(drawer.getByText('Your cart is empty.')).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(drawer).toBeHidden()
})
