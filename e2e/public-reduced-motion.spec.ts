import type { Page } from '@playwright/test'

import { expect as baseExpect, open, test } from './support/fixtures'
import { skipNewsletterPopup } from './support/newsletter'

// docs/architecture.md, Accessibility: a visitor who asks for reduced motion gets no autoplaying
// video and no animated transitions; everyone else still gets both (so each check here can fail).

test.describe.configure({ timeout: 90_000 })
const expect = baseExpect.configure({ timeout: 15_000 })

test.beforeEach(({ page }) => skipNewsletterPopup(page))

const heroPages = ['/', '/rm3', '/mens-health', '/lifestyle', '/weight-loss']

/** Counts every `play` a media element starts, from the first script on. */
async function countPlays(page: Page) {
  await page.addInitScript(() => {
    const counted = window as unknown as { mediaPlays: number }
    counted.mediaPlays = 0
    document.addEventListener('play', () => (counted.mediaPlays += 1), true)
  })
}

const mediaPlays = (page: Page) =>
  page.evaluate(() => (window as unknown as { mediaPlays: number }).mediaPlays)

/**
 * Everything on the page (and its ::before/::after, and a dialog's ::backdrop) whose animation
 * or transition lasts longer than 1 ms, as `selector: property duration` lines.
 */
function movingElements(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const longest = (value: string) =>
      Math.max(
        ...value.split(',').map((part) => {
          const text = part.trim()
          return text.endsWith('ms') ? parseFloat(text) : parseFloat(text) * 1000
        }),
      )
    const found: string[] = []
    for (const element of Array.from(document.querySelectorAll('*'))) {
      for (const pseudo of [null, '::before', '::after', '::backdrop']) {
        const style = getComputedStyle(element, pseudo)
        const moving = [
          style.animationName !== 'none' && longest(style.animationDuration) > 1
            ? `animation ${style.animationName} ${style.animationDuration}`
            : null,
          style.transitionProperty !== 'none' && longest(style.transitionDuration) > 1
            ? `transition ${style.transitionProperty} ${style.transitionDuration}`
            : null,
        ].filter(Boolean)
        if (moving.length === 0) continue
        const slot = element.getAttribute('data-slot')
        const name = `${element.tagName.toLowerCase()}${slot ? `[data-slot=${slot}]` : ''}${pseudo ?? ''}`
        found.push(`${name}: ${moving.join('; ')}`)
      }
    }
    return found
  })
}

/** The first product on the page that can be added to the cart. */
function inStockCard(page: Page) {
  return page
    .locator('[data-slot="product-card"]')
    .filter({ has: page.getByRole('button', { name: /^Add to Cart: / }) })
    .first()
}

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' })

  test('no hero video plays by itself: it stays paused behind its poster, with a play button', async ({
    page,
  }) => {
    await countPlays(page)
    for (const path of heroPages) {
      await open(page, path)
      const hero = page.locator('[data-slot="video-hero"]').first()
      const video = hero.locator('video')
      // The video is there and has loaded its metadata: it could play, and does not.
      await expect(video, path).toHaveCount(1)
      await expect(hero, path).toHaveAttribute('data-video-state', 'loaded')
      await expect(hero.getByRole('button', { name: 'Play background video' }), path).toBeVisible()
      await expect(video, path).not.toHaveAttribute('autoplay')
      // Give a wrongly started video time to show itself.
      await page.waitForTimeout(1000)
      expect(await video.evaluate((element: HTMLVideoElement) => element.paused), path).toBe(true)
      expect(await video.evaluate((element: HTMLVideoElement) => element.currentTime), path).toBe(0)
      expect(await mediaPlays(page), path).toBe(0)
      await expect(hero, path).toHaveAttribute('data-video-state', 'loaded')
      // The poster is what shows: the video has not faded in over it.
      await expect(video, path).toHaveCSS('opacity', '0')
      const poster = hero.locator('picture img')
      await expect(poster, path).toBeVisible()
      expect(
        await poster.evaluate((image: HTMLImageElement) => image.naturalWidth),
        path,
      ).toBeGreaterThan(0)
    }

    // The visitor can still choose to play it.
    const hero = page.locator('[data-slot="video-hero"]').first()
    await hero.getByRole('button', { name: 'Play background video' }).click()
    await expect(hero).toHaveAttribute('data-video-state', 'playing')
    await expect(hero.getByRole('button', { name: 'Pause background video' })).toBeFocused()
  })

  test('the journey video does not start by itself once loaded', async ({ page }) => {
    await countPlays(page)
    await open(page, '/')
    const player = page.locator('[data-slot="hover-video"]')
    await player.scrollIntoViewIfNeeded()
    const video = player.locator('video')
    await expect(video).toHaveCount(1)
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => element.readyState))
      .toBeGreaterThanOrEqual(2)
    await page.waitForTimeout(1000)
    expect(await mediaPlays(page)).toBe(0)
    await expect(player).toHaveAttribute('data-state', 'paused')
    await expect(page.getByRole('button', { name: 'Play journey video' })).toBeVisible()
  })

  test(
    'hovering the journey video does not play it; its button does',
    { tag: '@desktop' },
    async ({ page }) => {
      await countPlays(page)
      await open(page, '/')
      const player = page.locator('[data-slot="hover-video"]')
      await player.scrollIntoViewIfNeeded()
      const video = player.locator('video')
      await expect
        .poll(() => video.evaluate((element: HTMLVideoElement) => element.readyState))
        .toBeGreaterThanOrEqual(2)

      await player.hover()
      await page.waitForTimeout(1000)
      expect(await mediaPlays(page)).toBe(0)
      await expect(player).toHaveAttribute('data-state', 'paused')
      expect(await video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(true)

      await page.getByRole('button', { name: 'Play journey video' }).click()
      await expect(player).toHaveAttribute('data-state', 'playing')
    },
  )

  test('the quick view, the cart drawer and its toast, and their backdrops do not animate', async ({
    page,
  }) => {
    await open(page, '/supplements')
    expect(await movingElements(page)).toEqual([])

    await inStockCard(page)
      .getByRole('button', { name: /^Quick View: / })
      .click()
    const quickView = page.getByRole('dialog')
    await expect(quickView).toBeVisible()
    await expect(page.locator('dialog[data-slot="dialog-content"][open]')).toHaveCount(1)
    expect(await movingElements(page)).toEqual([])

    await quickView.getByRole('button', { name: 'Add to Cart' }).click()
    await expect(quickView).toBeHidden()
    await expect(page.getByText('Added to cart', { exact: true }).first()).toBeVisible()
    await page.getByRole('button', { name: 'Cart, 1 item' }).click()
    await expect(page.getByRole('dialog', { name: /Shopping Cart/ })).toBeVisible()
    // The platform's modal dialog (docs/decisions/053-first-tap-answered-by-the-html.md).
    await expect(page.locator('dialog[data-slot="cart-drawer"]:modal')).toHaveCount(1)
    expect(await movingElements(page)).toEqual([])
  })

  test('the header menus do not animate', { tag: '@desktop' }, async ({ page }) => {
    await open(page, '/privacy')
    const toggle = page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('button', { name: 'Resources' })
    await toggle.click()
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    expect(await movingElements(page)).toEqual([])
  })

  test('the Menu sheet does not animate', { tag: '@phone' }, async ({ page }) => {
    await open(page, '/privacy')
    await page.getByRole('button', { name: 'Menu', exact: true }).click()
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible()
    expect(await movingElements(page)).toEqual([])
  })
})

test.describe('without reduced motion', () => {
  test.use({ reducedMotion: 'no-preference' })

  test('the home hero video plays by itself and fades in', async ({ page }) => {
    await open(page, '/')
    const hero = page.locator('[data-slot="video-hero"]').first()
    await page.waitForFunction(() => {
      const video = document.querySelector<HTMLVideoElement>('[data-slot="video-hero"] video')
      return video !== null && !video.paused && video.currentTime > 0
    })
    await expect(hero).toHaveAttribute('data-video-state', 'playing')
    await expect(hero.locator('video')).toHaveCSS('transition-duration', '1s')
  })

  test('the quick view slides in with a transition', async ({ page }) => {
    await open(page, '/supplements')
    await inStockCard(page)
      .getByRole('button', { name: /^Quick View: / })
      .click()
    await expect(page.getByRole('dialog')).toBeVisible()
    const moving = await movingElements(page)
    // The platform's <dialog>, and its ::backdrop for the overlay.
    expect(moving).toContainEqual(expect.stringMatching(/^dialog\[data-slot=dialog-content\]: /))
    expect(moving).toContainEqual(
      expect.stringMatching(/^dialog\[data-slot=dialog-content\]::backdrop: /),
    )
  })
})
