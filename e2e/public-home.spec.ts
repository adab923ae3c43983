import type { Page } from '@playwright/test'

import { allowConsole, expect, open, test, watch } from './support/fixtures'
import { skipNewsletterPopup } from './support/newsletter'

// The popup has its own tests; here it would cover the page after 8 s.
test.beforeEach(({ page }) => skipNewsletterPopup(page))

// SITE_ACCESS=public: the home page as a visitor sees it. Nothing of ours is mocked; a few tests
// inject one failure (a blocked autoplay, a missing video) the way a browser would meet it.

const runnerPath = '/storage/v1/object/public/hero-videos/Runner.mp4'
const sections = [
  'hero',
  'success-stories',
  'comparison',
  'hairgrowrx',
  'ignite',
  'team',
  'testimonials',
]

async function openHome(page: Page, path = '/') {
  await open(page, path, { heading: /Renew Medical/ })
}

const heroVideo = (page: Page) => page.locator('#hero video')

test('the home page shows the promo banner above the header and its sections in order, each reachable by its anchor', async ({
  page,
}) => {
  const watched = await watch(page)
  await openHome(page)

  const tops = await page.evaluate(
    (ids) =>
      [
        document.querySelector('[data-slot="promo-banner"]'),
        document.querySelector('[data-slot="site-header"]'),
        ...ids.map((id) => document.getElementById(id)),
      ].map((element) => (element ? element.getBoundingClientRect().top + window.scrollY : null)),
    sections,
  )
  expect(tops.every((top) => top !== null)).toBe(true)
  expect([...(tops as number[])].sort((a, b) => a - b)).toEqual(tops)
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
  await expect(page.locator('main#main')).toHaveCount(1)

  // Every image loads once scrolled to (they are lazy below the fold).
  for (const image of await page.locator('main img').all()) {
    await image.scrollIntoViewIfNeeded()
    await expect
      .poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth))
      .toBeGreaterThan(0)
  }
  await page.waitForLoadState('networkidle')
  expect(watched.problems).toEqual([])
  expect(watched.consoleErrors).toEqual([])

  // A link to a section lands on it, though the page renders after the browser's own look-up.
  await openHome(page, '/#team')
  await expect(
    page.getByRole('heading', { level: 2, name: 'The physicians behind your plan' }),
  ).toBeInViewport()
  await openHome(page, '/#ignite')
  await expect(page.getByRole('heading', { name: 'Ignite Metabolic Support' })).toBeInViewport()
})

test('the promo banner links to GLP Elite, can be dismissed, and is back after a reload', async ({
  page,
}) => {
  await openHome(page)
  const banner = page.getByRole('complementary', { name: 'Current offer' })
  await expect(banner).toContainText('$299/month')
  await expect(banner.getByRole('link', { name: 'See GLP Elite' })).toHaveAttribute(
    'href',
    '/weight-loss',
  )

  await banner.getByRole('button', { name: 'Dismiss this offer' }).click()
  await expect(banner).toBeHidden()

  await page.reload()
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(banner).toBeVisible()
})

test('the hero paints its poster first, then plays the Runner video from the storage bucket', async ({
  page,
  baseURL,
}) => {
  await openHome(page)

  const poster = page.locator('#hero picture img')
  await expect(poster).toHaveAttribute('fetchpriority', 'high')
  await expect(poster).toHaveAttribute('width', '1280')
  await expect(poster).toHaveAttribute('height', '720')
  expect(await poster.evaluate((image: HTMLImageElement) => image.currentSrc)).toMatch(
    /\/storage\/v1\/object\/public\/hero-videos\/Runner-poster\.(webp|jpg)$/,
  )
  expect(await poster.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(1280)

  await expect(heroVideo(page)).toHaveAttribute('src', `${baseURL}${runnerPath}`)
  await expect(heroVideo(page)).toHaveAttribute(
    'poster',
    '/storage/v1/object/public/hero-videos/Runner-poster.jpg',
  )
  // Muted autoplay is allowed here: it plays, fades in, and offers a pause button.
  await page.waitForFunction(() => {
    const video = document.querySelector<HTMLVideoElement>('#hero video')
    return video !== null && !video.paused && video.currentTime > 0
  })
  await expect(page.getByRole('button', { name: 'Pause background video' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Play background video' })).toHaveCount(0)
  await expect(heroVideo(page)).toHaveCSS('opacity', '1')
})

test.describe('when the browser blocks autoplay', () => {
  test.beforeEach(async ({ page }) => {
    // What an autoplay policy does: play() before the visitor has pressed anything rejects with
    // NotAllowedError. (Playwright's navigations count as user activation, so the test tracks
    // presses itself rather than reading navigator.userActivation.)
    await page.addInitScript(() => {
      let pressed = false
      for (const type of ['pointerdown', 'keydown']) {
        window.addEventListener(type, (event) => (pressed ||= event.isTrusted), true)
      }
      const play = HTMLMediaElement.prototype.play
      HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
        if (pressed) return play.call(this)
        return Promise.reject(new DOMException('play() needs a user gesture', 'NotAllowedError'))
      }
    })
  })

  test('a play overlay appears once the video has loaded, and a click plays it', async ({
    page,
  }) => {
    const warnings: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text())
    })
    await openHome(page)

    const overlay = page.getByRole('button', { name: 'Play background video' })
    await expect(overlay).toBeVisible()
    expect(warnings.some((text) => text.startsWith('Hero video autoplay was blocked:'))).toBe(true)
    expect(await heroVideo(page).evaluate((video: HTMLVideoElement) => video.paused)).toBe(true)

    await overlay.click()
    await page.waitForFunction(() => {
      const video = document.querySelector<HTMLVideoElement>('#hero video')
      return video !== null && !video.paused
    })
    await expect(page.getByRole('button', { name: 'Pause background video' })).toBeFocused()
    await expect(overlay).toHaveCount(0)
  })
})

test('when the video cannot be loaded, the still image stays with the medical-excellence panel', async ({
  page,
}) => {
  const { consoleErrors } = await watch(page)
  await allowConsole(page, /^Hero video failed to load:/)
  // Only the failure is injected; the rest of the page comes from the real server.
  await page.route(`**${runnerPath}`, (route) =>
    route.fulfill({ status: 404, contentType: 'application/json', body: '{"error":"not_found"}' }),
  )
  await openHome(page)

  await expect(
    page.getByRole('heading', { name: 'Medical Excellence for 30+ Years' }),
  ).toBeVisible()
  await expect(page.locator('#hero')).toHaveAttribute('data-video-state', 'error')
  await expect(heroVideo(page)).toBeHidden()
  await expect(page.locator('#hero picture img')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Play background video' })).toHaveCount(0)
  expect(consoleErrors.some((text) => text.startsWith('Hero video failed to load:'))).toBe(true)
})

// Hover needs a mouse: desktop only.
test(
  'the journey video plays while hovered or toggled, and pauses again',
  { tag: '@desktop' },
  async ({ page }) => {
    await openHome(page)
    const player = page.locator('[data-slot="hover-video"]')
    await player.scrollIntoViewIfNeeded()
    const video = player.locator('video')
    await expect(video).toHaveAttribute('src', /\/hero-videos\/weight-loss\.mp4$/)
    // It starts by itself once its data loads.
    await expect(player).toHaveAttribute('data-state', 'playing')

    await player.hover()
    await page.mouse.move(0, 0)
    await expect(player).toHaveAttribute('data-state', 'paused')
    await player.hover()
    await expect(player).toHaveAttribute('data-state', 'playing')

    await page.getByRole('button', { name: 'Pause journey video' }).press('Enter')
    await expect(player).toHaveAttribute('data-state', 'paused')
    await expect(page.getByRole('button', { name: 'Play journey video' })).toBeFocused()
  },
)

// A tap needs a touch screen: phone only.
test('on a touch screen a tap toggles the journey video', { tag: '@phone' }, async ({ page }) => {
  await openHome(page)
  const player = page.locator('[data-slot="hover-video"]')
  await player.scrollIntoViewIfNeeded()
  await expect(player).toHaveAttribute('data-state', 'playing')

  await page.getByRole('button', { name: 'Pause journey video' }).tap()
  await expect(player).toHaveAttribute('data-state', 'paused')
  await page.getByRole('button', { name: 'Play journey video' }).tap()
  await expect(player).toHaveAttribute('data-state', 'playing')
})

test('three of the five testimonials show, and the founders link to their biographies', async ({
  page,
}) => {
  await openHome(page)

  const testimonials = page.locator('#testimonials li')
  await expect(testimonials).toHaveCount(3)
  await expect(testimonials.first()).toContainText('Age 38')
  await expect(testimonials.first().getByRole('img', { name: 'Rated 5 out of 5' })).toBeVisible()
  await expect(page.getByText('Angela R.')).toHaveCount(0)

  const team = page.locator('#team')
  const learnMore = team.getByRole('link', { name: 'Learn More' })
  await expect(learnMore).toHaveCount(2)
  await expect(learnMore.nth(0)).toHaveAttribute('href', '/dr-mason')
  await expect(learnMore.nth(1)).toHaveAttribute('href', '/alexandra-mason')
  await expect(team.locator('h4')).toHaveCount(6)
})
