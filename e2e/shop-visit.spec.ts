import { devices, type Locator, type Page } from '@playwright/test'

import { axeBuilder } from './support/axe'
import { expect, open, test as base } from './support/fixtures'
import { LAYOUT_WIDTHS, sidewaysOverflow } from './support/layout'
import { skipNewsletterPopup } from './support/newsletter'
import { waitUntilFocusedWithin, waitUntilStill } from './support/ready'
import { addStaffAccount, apiSession } from './support/staff'

// The shop as a visitor tried it, at a phone's width and a desktop's: toasts clear of the cart
// drawer, the cart in every page's header, the filters opening in view, Add to Cart in reach on a
// product page, suggestions that can be bought, filters that can match, the facts panel, and
// prices and stock read from the server once the page runs
// (docs/decisions/024-live-catalogue-in-the-browser.md). The live catalogue is the server's own:
// a test that needs other prices or stock sets them as staff do, through the staff API, and
// they are put back when it ends. These tests run on a server of their own (the `shop` project),
// one at a time, so no other test sees what they set.

base.describe.configure({ timeout: 90_000 })

/** A device's context options: the browser type is the project's and cannot change here. */
function contextOf(name: 'Pixel 7' | 'Desktop Chrome') {
  const { defaultBrowserType: _browserType, ...options } = devices[name]
  return options
}
// The phone keeps its touch, agent and density, at the width the layout tests use.
const widths = [
  { label: '375 px', device: contextOf('Pixel 7'), viewport: { width: 375, height: 812 } },
  { label: '1440 px', device: contextOf('Desktop Chrome'), viewport: { width: 1440, height: 900 } },
] as const

/** The mobile bar's height (4rem): what it covers at the bottom of a small screen. */
const BAR_HEIGHT = 64

type Box = { x: number; y: number; width: number; height: number }

const intersects = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height

async function box(target: Locator): Promise<Box> {
  const found = await target.boundingBox()
  if (!found) throw new Error(`${target.toString()} has no box`)
  return found
}

/** Whether a press at the middle of `target` reaches it, rather than something on top of it. */
function isUncovered(target: Locator) {
  return target.evaluate((element) => {
    const rect = element.getBoundingClientRect()
    const hit = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2)
    return hit !== null && (hit === element || element.contains(hit))
  })
}

const card = (page: Page, name: string) => page.getByRole('article', { name, exact: true })
/** The catalogue's Filters toggle on small screens: the summary of the platform's own disclosure. */
const filtersToggle = (page: Page) =>
  page.locator('[data-slot="filters-disclosure"] > summary', { hasText: /^Filters$/ })
const headerCart = (page: Page) =>
  page.getByRole('banner').getByRole('button', { name: /^Cart, \d+ items?$/ })
/**
 * The 'Added to cart' toast, found by its element: while a dialog is open, Radix hides the rest
 * of the page from assistive technology (it was announced when it came), so no role finds it.
 */
const addedToast = (page: Page) =>
  page.locator('[data-slot="toast"]').filter({ hasText: 'Added to cart' })

/** Puts a cart in this browser's storage before the first page loads (not on later reloads). */
async function storeCart(page: Page, items: { id: string; quantity: number }[]) {
  await page.addInitScript(
    (value) => {
      if (sessionStorage.getItem('cart-seeded')) return
      sessionStorage.setItem('cart-seeded', '1')
      localStorage.setItem('rm-cart-v1', value)
    },
    JSON.stringify({ version: 1, items }),
  )
}

// ---- the live catalogue, as staff set it ---------------------------------------------------

type Change = { priceCents?: number; stock?: number; maxPerOrder?: number }
type Entry = Required<Change> & { id: string }

/**
 * `catalogue.set(changes)` changes products as staff do (PATCH /staff/v1/catalogue/:id), as a
 * physician where a change names the per-order limit (docs/architecture.md, Roles); when the
 * test ends, every product it changed gets back what it had, so the next test starts from the
 * catalogue the server was seeded with.
 */
const test = base.extend<{
  catalogue: { set: (changes: Record<string, Change>) => Promise<void> }
}>({
  catalogue: async ({ request }, use) => {
    const staff = await apiSession(request)
    let physician: Awaited<ReturnType<typeof apiSession>> | undefined
    const headersFor = async (change: Change) => {
      if (change.maxPerOrder === undefined) return staff
      if (!physician) {
        const email = `catalogue.${Date.now().toString(36)}.${Math.random().toString(36).slice(2, 8)}@renewmedical.example`
        physician = await apiSession(request, {
          email,
          password: addStaffAccount('shop', email, 'physician'),
        })
      }
      return physician
    }
    const patch = async (id: string, change: Change) => {
      const answer = await request.patch(`/staff/v1/catalogue/${id}`, {
        headers: await headersFor(change),
        data: change,
      })
      expect(answer.status(), `PATCH ${id}`).toBe(200)
    }
    const read = async () => {
      const answer = await request.get('/staff/v1/catalogue', { headers: staff })
      expect(answer.status()).toBe(200)
      const { products } = (await answer.json()) as { products: Entry[] }
      return new Map(
        products.map(({ id, priceCents, stock, maxPerOrder }) => [
          id,
          { priceCents, stock, maxPerOrder },
        ]),
      )
    }
    // What each changed product had, field by field: only those fields are put back.
    const before = new Map<string, Change>()
    await use({
      set: async (changes) => {
        const now = await read()
        for (const [id, change] of Object.entries(changes)) {
          const entry = now.get(id)
          if (!entry) throw new Error(`no product ${id} in the catalogue`)
          const had = before.get(id) ?? {}
          for (const field of Object.keys(change) as (keyof Change)[]) {
            if (!(field in had)) had[field] = entry[field]
          }
          before.set(id, had)
          await patch(id, change)
        }
      },
    })
    for (const [id, change] of before) await patch(id, change)
    const after = await read()
    for (const [id, change] of before) {
      const now = after.get(id)!
      const fields = Object.keys(change) as (keyof Change)[]
      expect(
        Object.fromEntries(fields.map((field) => [field, now[field]])),
        `${id} put back`,
      ).toEqual(change)
    }
  },
})

/** The live catalogue cannot be read, as on a dropped connection: the page keeps its build. */
async function loseCatalogue(page: Page) {
  await page.route('**/orders/v1/catalogue', (route) => route.abort('connectionfailed'))
}

test.beforeEach(async ({ page }) => {
  await skipNewsletterPopup(page)
})

for (const { label, device, viewport } of widths) {
  test.describe(`at ${label}`, () => {
    test.use({ ...device, viewport })
    const phone = viewport.width < 768

    test('an “Added to cart” toast covers none of the cart drawer, nor the header’s cart button', async ({
      page,
    }) => {
      await open(page, '/supplements')
      await card(page, 'Omega-3 Fish Oil')
        .getByRole('button', { name: /^Add to Cart/ })
        .click()
      const toast = addedToast(page)
      await expect(toast).toBeVisible()

      // The header's cart button is free to press while the toast is up. What lies where is read
      // once nothing moves (the toast sliding in, then the drawer): mid-way it is neither.
      await page.evaluate(() => window.scrollTo(0, 0))
      await waitUntilStill(page)
      const cart = headerCart(page)
      await expect(cart).toHaveAccessibleName('Cart, 1 item')
      expect(await isUncovered(cart)).toBe(true)
      if (!phone) expect(intersects(await box(toast), await box(cart))).toBe(false)

      // Opened at once, with the toast still up.
      await cart.click()
      const drawer = page.getByRole('dialog', { name: /^Shopping Cart/ })
      await expect(drawer).toBeVisible()
      await waitUntilFocusedWithin(drawer)
      await waitUntilStill(page)
      await expect(toast).toHaveCount(1)
      const controls = [
        drawer.getByRole('heading', { name: 'Shopping Cart (1)' }),
        drawer.getByRole('button', { name: 'Close cart' }),
        drawer.getByRole('button', { name: 'Increase quantity of Omega-3 Fish Oil' }),
        drawer.locator('[data-slot="cart-subtotal"]'),
        drawer
          .getByRole('button', { name: 'Request Order' })
          .or(drawer.getByRole('link', { name: 'Request Order' })),
      ]
      for (const control of controls) {
        await expect(control).toBeVisible()
        expect(await isUncovered(control), control.toString()).toBe(true)
      }
      if (!phone) {
        // Beside the drawer, in full view.
        expect(intersects(await box(toast), await box(drawer))).toBe(false)
        await expect(toast).toBeInViewport({ ratio: 1 })
      }
      // The close button works at the first press.
      await drawer.getByRole('button', { name: 'Close cart' }).click()
      await expect(drawer).toBeHidden()
    })

    test('every page’s header has the cart with its count, and opens it', async ({ page }) => {
      await storeCart(page, [
        { id: '1', quantity: 2 },
        { id: 'shake-1', quantity: 1 },
      ])
      for (const path of ['/', '/privacy']) {
        await open(page, path)
        const cart = headerCart(page)
        await expect(cart).toHaveAccessibleName('Cart, 3 items')
        await expect(cart.locator('[data-slot="cart-count"]')).toHaveText('3')
        await expect(cart).toBeInViewport()
      }

      // Outside the shop too, the drawer opens on the stored cart, and gives focus back.
      const cart = headerCart(page)
      await cart.click()
      const drawer = page.getByRole('dialog', { name: 'Shopping Cart (3)' })
      await expect(drawer).toBeVisible()
      await waitUntilFocusedWithin(drawer)
      await expect(drawer.locator('[data-slot="cart-line"]')).toHaveCount(2)
      await expect(drawer.locator('[data-slot="cart-subtotal"]')).toHaveText('$174.97')
      await page.keyboard.press('Escape')
      await expect(drawer).toBeHidden()
      await expect(cart).toBeFocused()

      // In the shop the same button counts what is added there.
      await open(page, '/shakes')
      await card(page, 'Cold Brew Protein')
        .getByRole('button', { name: /^Add to Cart/ })
        .click()
      await expect(headerCart(page)).toHaveAccessibleName('Cart, 4 items')
      await expect(page.getByRole('button', { name: /^Cart, / })).toHaveCount(1)
    })

    test('every category the spec names is a filter; one without products shows (0) and is disabled', async ({
      page,
    }) => {
      await open(page, '/supplements')
      const filters = page.getByRole('region', { name: 'Filters' })
      if (phone) await filtersToggle(page).click()
      const boxes = filters.getByRole('group', { name: 'Categories' }).getByRole('checkbox')
      await expect(boxes).toHaveCount(8)
      const names = await boxes.evaluateAll((inputs) =>
        inputs.map((input) => (input as HTMLInputElement).labels?.[0]?.textContent),
      )
      expect(names).toEqual([
        'Energy & Metabolism (1)',
        'Vitamins (2)',
        'Digestive Health (1)',
        'Heart Health (2)',
        'Weight Loss (0)',
        'Minerals (0)',
        'Immune Support (0)',
        'Brain Health (0)',
      ])
      await expect(boxes.nth(4)).toBeDisabled()
      await expect(boxes.nth(0)).toBeEnabled()
      // A link naming one of the empty categories shows every product, not none.
      await open(page, '/supplements?category=Minerals')
      await expect(page.getByText(/^Showing \d+ of \d+ products$/)).toHaveText(
        'Showing 6 of 6 products',
      )
    })

    test('“You may also like” suggests what is in stock, and labels what sold out since', async ({
      page,
      catalogue,
    }) => {
      // The build's suggestions, as the page has them before it reads the live catalogue.
      await loseCatalogue(page)
      await open(page, '/shop/3', { heading: 'Vitamin D3 + K2' })
      const related = page.getByRole('region', { name: 'You may also like' }).getByRole('link')
      await expect(related).toHaveCount(3)
      const names = await related.allInnerTexts()
      expect(names.join(' ')).not.toContain('Probiotic Balance 50B')
      await expect(related.nth(2)).toHaveAccessibleName(/^Omega-3 Fish Oil/)

      await page.unrouteAll()
      await catalogue.set({ '5': { stock: 0 } })
      await open(page, '/shop/3', { heading: 'Vitamin D3 + K2' })
      await expect(related.nth(2)).toHaveAccessibleName(/Omega-3 Fish Oil.*Out of Stock/)
      await expect(related.nth(0)).not.toHaveAccessibleName(/Out of Stock/)
    })

    test('a product page shows its Supplement Facts, or a topical product its ingredients', async ({
      page,
    }) => {
      await open(page, '/shop/1', { heading: 'Ignite Metabolic Support' })
      const facts = page.getByRole('region', { name: 'Supplement Facts' })
      const table = facts.getByRole('table', { name: /^Supplement Facts/ })
      await expect(table).toBeVisible()
      await expect(table.locator('caption')).toContainText('Serving Size 4 Capsules')
      await expect(table.locator('caption')).toContainText('Servings Per Container 30')
      const chromium = table.getByRole('row', { name: /^Chromium/ })
      await expect(chromium.getByRole('rowheader')).toHaveText('Chromium (as chromium picolinate)')
      await expect(chromium.getByRole('cell')).toHaveText(['200 mcg', '571%'])
      await expect(facts.getByText('† Daily Value not established.')).toBeVisible()
      const axe = await axeBuilder(page).include('[data-slot="product-facts"]').analyze()
      expect(axe.violations.map((violation) => violation.id)).toEqual([])

      await open(page, '/shop/peptide-6', { heading: 'Matrixyl Night Repair Cream' })
      await expect(page.getByRole('region', { name: 'Supplement Facts' })).toHaveCount(0)
      const ingredients = page.getByRole('region', { name: 'Ingredients' })
      await expect(
        ingredients.getByRole('row', { name: /Palmitoyl pentapeptide-4/ }).getByRole('cell'),
      ).toHaveText('3%')
      await expect(ingredients.getByText(/^Full ingredients:/)).toBeVisible()
    })

    test('prices and stock are the live catalogue’s once the page runs; the HTML keeps the build’s', async ({
      page,
      catalogue,
    }) => {
      // Omega-3 on sale, the probiotic back in stock, CoQ10 sold out, Ignite limited to two.
      await catalogue.set({
        '1': { maxPerOrder: 2 },
        '4': { stock: 40 },
        '5': { priceCents: 2999 },
        '6': { stock: 0 },
      })
      await storeCart(page, [
        { id: '5', quantity: 3 },
        { id: '6', quantity: 1 },
      ])
      const response = await open(page, '/supplements')
      const html = (await response?.text()) ?? ''
      expect(html).toContain('$34.99')

      const omega = card(page, 'Omega-3 Fish Oil')
      // The card's price, not that of the quick view it carries (a closed <dialog>).
      await expect(omega.locator('[data-slot="product-price"]:not(dialog *)')).toContainText(
        '$29.99',
      )
      await expect(omega.locator('[data-slot="savings-badge"]:not(dialog *)')).toHaveText(
        'Save $15',
      )
      await expect(
        card(page, 'CoQ10 Heart Support').getByRole('button', { name: /^Out of Stock/ }),
      ).toBeDisabled()
      await expect(
        card(page, 'Probiotic Balance 50B').getByRole('button', { name: /^Add to Cart/ }),
      ).toBeEnabled()
      // The price filter goes by the live price too.
      if (phone) await filtersToggle(page).click()
      await page.getByRole('slider', { name: 'Maximum price' }).fill('30')
      await expect(omega).toBeVisible()

      // The stored cart: at the live price, and without the sold-out line, which is named.
      await page.evaluate(() => window.scrollTo(0, 0))
      await expect(headerCart(page)).toHaveAccessibleName('Cart, 3 items')
      await headerCart(page).click()
      const drawer = page.getByRole('dialog', { name: /^Shopping Cart/ })
      await expect(drawer.locator('[data-slot="cart-line"]')).toHaveCount(1)
      await expect(drawer.locator('[data-slot="cart-subtotal"]')).toHaveText('$89.97')
      const soldOut = 'Sold out since you added it, so taken out of your cart: CoQ10 Heart Support.'
      await expect(drawer.locator('[data-slot="cart-sold-out"]')).toHaveText(soldOut)
      // The checkout, in the same visit, says it too.
      await drawer.getByRole('link', { name: 'Request Order' }).click()
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      // The checkout's own notice (the closed drawer, on every shop page, has one too).
      await expect(page.locator('#main [data-slot="cart-sold-out"]')).toHaveText(soldOut)

      // A product page: its live price. The quantity has no upper bound (docs/product.md, Shop):
      // a line over the per-order limit is named by the order request instead.
      await open(page, '/shop/1', { heading: 'Ignite Metabolic Support' })
      const quantity = page.getByRole('spinbutton', { name: 'Quantity' })
      await page.getByRole('button', { name: 'Increase quantity' }).click()
      await expect(quantity).toHaveValue('2')
      await quantity.fill('9')
      await expect(quantity).toHaveValue('9')
    })

    test('without the live catalogue the build’s prices and stock stay', async ({
      page,
      catalogue,
    }) => {
      await catalogue.set({ '4': { stock: 40 }, '5': { priceCents: 2999 }, '6': { stock: 0 } })
      await loseCatalogue(page)
      await open(page, '/supplements')
      // Asked, not answered: the page keeps what it was built with.
      await expect(
        card(page, 'Omega-3 Fish Oil').locator('[data-slot="product-price"]:not(dialog *)'),
      ).toContainText('$34.99')
      await expect(
        card(page, 'Probiotic Balance 50B').getByRole('button', { name: /^Out of Stock/ }),
      ).toBeDisabled()
      await expect(
        card(page, 'CoQ10 Heart Support').getByRole('button', { name: /^Add to Cart/ }),
      ).toBeEnabled()
    })

    if (phone) {
      test('Filters opens its panel in view, above the mobile bar', async ({ page }) => {
        await open(page, '/supplements')
        const toggle = filtersToggle(page)
        // Where a visitor meets it: low on the screen, just above the mobile bar.
        await toggle.evaluate((element, bar) => {
          const rect = element.getBoundingClientRect()
          window.scrollBy(0, rect.bottom - (window.innerHeight - bar - 8))
        }, BAR_HEIGHT)
        expect(await isUncovered(toggle)).toBe(true)
        await toggle.click()
        await expect(page.locator('[data-slot="filters-disclosure"]')).toHaveAttribute('open', '')
        const panel = page.getByRole('region', { name: 'Filters' })
        const first = panel.getByRole('checkbox').first()
        const close = panel.getByRole('button', { name: 'Close Filters' })
        // Scrolled into place, the panel's heading and first filters are on screen and pressable.
        await expect
          .poll(async () => {
            const { y, height } = await box(first)
            return y >= 0 && y + height <= viewport.height - BAR_HEIGHT
          })
          .toBe(true)
        await waitUntilStill(page)
        for (const control of [close, first]) {
          await expect(control).toBeInViewport()
          expect(await isUncovered(control)).toBe(true)
        }
        await expect(toggle).toBeFocused()
      })

      test('a product page keeps its price and Add to Cart in the bottom bar, in reach', async ({
        page,
      }) => {
        await open(page, '/shop/5', { heading: 'Omega-3 Fish Oil' })
        const bar = page.getByRole('navigation', { name: 'Quick actions' })
        await expect(bar.getByRole('link', { name: 'Book Now' })).toHaveCount(0)
        const add = page.getByRole('button', { name: 'Add to Cart' })
        const price = page.locator('[data-slot="bar-price"]')
        await expect(price).toHaveText('$34.99')

        for (const scroll of ['top', 'bottom'] as const) {
          await page.evaluate(
            (to) => window.scrollTo(0, to === 'top' ? 0 : document.body.scrollHeight),
            scroll,
          )
          await expect(add).toBeInViewport({ ratio: 1 })
          await expect(price).toBeInViewport({ ratio: 1 })
          const addBox = await box(add)
          expect(addBox.y + addBox.height).toBeLessThanOrEqual(viewport.height)
          expect(addBox.y).toBeGreaterThanOrEqual(viewport.height - BAR_HEIGHT)
          expect(await isUncovered(add)).toBe(true)
        }

        // It adds the quantity chosen in the page.
        await page.getByRole('spinbutton', { name: 'Quantity' }).fill('2')
        await add.click()
        await expect(addedToast(page).filter({ hasText: '2 × Omega-3 Fish Oil' })).toBeVisible()
        await expect(headerCart(page)).toHaveAccessibleName('Cart, 2 items')
        // Call and Sign In stay in the bar.
        await expect(bar.getByRole('link', { name: /^Call/ })).toBeVisible()
        await expect(bar.getByRole('link', { name: 'Sign In' })).toBeVisible()
      })
    } else {
      test('a product page keeps Add to Cart in its buy box; there is no bottom bar', async ({
        page,
      }) => {
        await open(page, '/shop/5', { heading: 'Omega-3 Fish Oil' })
        await expect(page.getByRole('navigation', { name: 'Quick actions' })).toBeHidden()
        const add = page.getByRole('button', { name: 'Add to Cart' })
        await expect(add).toBeInViewport()
        expect(await add.evaluate((element) => getComputedStyle(element).position)).toBe('static')
        await expect(page.locator('[data-slot="bar-price"]')).toBeHidden()
        // Beside the quantity, under the price.
        const quantityBox = await box(page.getByRole('spinbutton', { name: 'Quantity' }))
        const addBox = await box(add)
        expect(
          Math.abs(addBox.y + addBox.height / 2 - (quantityBox.y + quantityBox.height / 2)),
        ).toBeLessThan(8)
      })
    }
  })
}

test('the header with its cart fits every width, from a small phone up', async ({ page }) => {
  await open(page, '/supplements')
  for (const width of [320, ...LAYOUT_WIDTHS]) {
    await page.setViewportSize({ width, height: 800 })
    const cart = headerCart(page)
    await expect(cart).toBeInViewport({ ratio: 1 })
    // The widths the layout tests hold the whole page to (320 px: the header only).
    if (width >= LAYOUT_WIDTHS[0]) {
      expect((await sidewaysOverflow(page)).page, `${width} px`).toBe(0)
    }
    // Nothing in the header's row spills past its padding (beyond 1280 px the row is centered,
    // so an overflow would not show as the page scrolling sideways).
    const spill = await page.locator('[data-slot="site-header"] > div').evaluate((row) => {
      const contentRight =
        row.getBoundingClientRect().right - Number.parseFloat(getComputedStyle(row).paddingRight)
      return Math.max(
        ...Array.from(row.querySelectorAll('a, button')).map(
          (control) => control.getBoundingClientRect().right - contentRight,
        ),
      )
    })
    expect(spill, `${width} px`).toBeLessThanOrEqual(0.5)
  }
})
