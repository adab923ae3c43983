import type { Locator, Page } from '@playwright/test'

import { expectNoSeriousAxeViolations } from './support/axe'
import { e2eStaff } from './support/env'
import { expect, open, test, unexpectedProblems, waitUntilReady, watch } from './support/fixtures'
import { skipNewsletterPopup } from './support/newsletter'

// The popup has its own tests; here it would cover the page after 8 s.
test.beforeEach(({ page }) => skipNewsletterPopup(page))

// SITE_ACCESS=public: the site shell (header, menus, footer, mobile bar) as a visitor meets it,
// on a desktop (public-desktop) and on a phone (public-phone). Each page's own content is
// tested in its spec; here every menu target must be a real page, never the 404.

const menus = [
  {
    toggle: 'Weight Loss',
    items: [
      ['GLP Elite', '/weight-loss'],
      ['RM3', '/rm3'],
      ['Lifestyle', '/lifestyle'],
    ],
  },
  {
    toggle: "Men's Health menu",
    heading: ["Men's Health", '/mens-health'],
    items: [
      ['Testosterone', '/testosterone'],
      ['Enclomiphene', '/enclomiphene'],
      ['HairGrow Rx', '/hairgrow-rx'],
      ['ED Treatment', '/ed-treatment'],
    ],
  },
  {
    toggle: 'RM Naturals menu',
    heading: ['RM Naturals', '/supplements'],
    items: [
      ['Supplements', '/supplements'],
      ['Protein Shakes', '/shakes'],
      ['Peptides', '/peptides'],
      ['Other Naturals', '/other-naturals'],
    ],
  },
  {
    toggle: 'Resources',
    items: [
      ['Journal', '/blog'],
      ['Articles', '/articles'],
      ['Downloads', '/downloads'],
    ],
  },
] as const

const socials = [
  ['Facebook', 'https://www.facebook.com/renewmedical'],
  ['Instagram', 'https://www.instagram.com/renewmedical'],
  ['X', 'https://x.com/renewmedical'],
  ['YouTube', 'https://www.youtube.com/@renewmedical'],
  ['LinkedIn', 'https://www.linkedin.com/company/renewmedical'],
  ['TikTok', 'https://www.tiktok.com/@renewmedical'],
] as const

/** Watch for page errors, console errors and CSP violations (e.g. a library injecting a <style>). */
async function watchPage(page: Page) {
  await watch(page)
}

async function openPrivacy(page: Page) {
  await open(page, '/privacy', { heading: 'Privacy Policy' })
}

const mainNav = (page: Page) => page.getByRole('banner').getByRole('navigation', { name: 'Main' })
const quickActions = (page: Page) => page.getByRole('navigation', { name: 'Quick actions' })

// Desktop only (project public-desktop): on a phone the menus live in the Menu sheet.
test.describe('desktop', { tag: '@desktop' }, () => {
  test('every menu item and menu heading leads to its page', async ({ page }) => {
    test.slow() // Every menu target, each a first visit.
    await watchPage(page)
    await openPrivacy(page)

    for (const menu of menus) {
      for (const [label, href] of menu.items) {
        await mainNav(page).getByRole('button', { name: menu.toggle }).click()
        await mainNav(page).getByRole('link', { name: label, exact: true }).click()
        await expect(page).toHaveURL(new RegExp(`${href}$`))
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
        await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toHaveCount(0)
        await expect(mainNav(page).getByRole('button', { name: menu.toggle })).toHaveAttribute(
          'aria-expanded',
          'false',
        )
      }
      if ('heading' in menu) {
        const [label, href] = menu.heading
        await mainNav(page).getByRole('link', { name: label, exact: true }).click()
        await expect(page).toHaveURL(new RegExp(`${href}$`))
      }
    }
    expect(unexpectedProblems(page)).toEqual([])
  })

  test('a menu opens on hover and closes 300 ms after the pointer leaves its trigger, 150 ms after it leaves the menu', async ({
    page,
  }) => {
    await page.clock.install({ time: new Date('2026-03-02T08:00:00') })
    await openPrivacy(page)
    await page.clock.pauseAt(new Date('2026-03-02T09:00:00'))
    const toggle = mainNav(page).getByRole('button', { name: 'Weight Loss' })
    const away = async () => page.mouse.move(40, 650)

    // Leaving the trigger.
    await toggle.hover()
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await away()
    await page.clock.runFor(299)
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await page.clock.runFor(1)
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')

    // Into the menu: it stays open however long the pointer rests there.
    await toggle.hover()
    const item = mainNav(page).getByRole('link', { name: 'RM3' })
    await item.hover()
    await page.clock.runFor(2000)
    await expect(item).toBeVisible()

    // Leaving the menu.
    await away()
    await page.clock.runFor(149)
    await expect(item).toBeVisible()
    await page.clock.runFor(1)
    await expect(item).toBeHidden()
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')

    // Coming back before the delay keeps it open.
    await toggle.hover()
    await away()
    await page.clock.runFor(200)
    await toggle.hover()
    await page.clock.runFor(1000)
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
  })

  test('the menus work from the keyboard alone', async ({ page }) => {
    await openPrivacy(page)
    const nav = mainNav(page)
    const resources = nav.getByRole('button', { name: 'Resources' })
    const focused = () => page.evaluate(() => document.activeElement?.textContent ?? '')

    // Enter and Space toggle a menu; Escape closes it and keeps focus on the toggle.
    await resources.focus()
    await page.keyboard.press('Enter')
    await expect(resources).toHaveAttribute('aria-expanded', 'true')
    const list = page.locator(`#${await resources.getAttribute('aria-controls')}`)
    await expect(list).toBeVisible()
    await page.keyboard.press('Enter')
    await expect(resources).toHaveAttribute('aria-expanded', 'false')
    await page.keyboard.press('Space')
    await expect(resources).toHaveAttribute('aria-expanded', 'true')
    await page.keyboard.press('Escape')
    await expect(resources).toHaveAttribute('aria-expanded', 'false')
    await expect(resources).toBeFocused()

    // ArrowDown opens at the first item; arrows move and wrap; Escape returns to the toggle.
    await page.keyboard.press('ArrowDown')
    await expect(nav.getByRole('link', { name: 'Journal' })).toBeFocused()
    await page.keyboard.press('ArrowDown')
    expect(await focused()).toBe('Articles')
    await page.keyboard.press('ArrowUp')
    await page.keyboard.press('ArrowUp')
    expect(await focused()).toBe('Downloads')
    await page.keyboard.press('Escape')
    await expect(resources).toBeFocused()
    await expect(list).toBeHidden()

    // Tabbing out of the last item closes the menu.
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('Tab')
    await page.keyboard.press('Tab')
    expect(await focused()).toBe('Downloads')
    await page.keyboard.press('Tab')
    await expect(resources).toHaveAttribute('aria-expanded', 'false')
    await expect(list).toBeHidden()

    // Left and Right move between the top-level entries; Enter on an item follows it.
    const weightLoss = nav.getByRole('button', { name: 'Weight Loss' })
    await weightLoss.focus()
    await page.keyboard.press('ArrowRight')
    await expect(nav.getByRole('link', { name: "Men's Health", exact: true })).toBeFocused()
    await page.keyboard.press('ArrowLeft')
    await expect(weightLoss).toBeFocused()
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/rm3$/)
  })

  test('the header shows the phone, Free Consultation and Sign In; the mobile bar is hidden', async ({
    page,
  }) => {
    await openPrivacy(page)
    const header = page.getByRole('banner')

    await expect(header.getByRole('link', { name: 'Call (800) 555-0142' })).toHaveAttribute(
      'href',
      'tel:+18005550142',
    )
    await expect(header.getByRole('link', { name: 'Free Consultation' })).toHaveAttribute(
      'href',
      '/consultation',
    )
    await header.getByRole('link', { name: 'Sign In' }).click()
    await expect(page).toHaveURL(/\/auth$/)
    await expect(page.getByRole('button', { name: 'Menu', exact: true })).toBeHidden()
    await expect(quickActions(page)).toBeHidden()
    await header.getByRole('link', { name: 'Renew Medical' }).click()
    await expect(page).toHaveURL(/\/$/)
  })

  test('the header and footer have no serious accessibility problems, menus open or closed', async ({
    page,
  }) => {
    await open(page, '/')
    await expect(page.getByRole('banner')).toBeVisible()
    await expectNoSeriousAxeViolations(page, { include: ['header', 'footer'] })

    await mainNav(page).getByRole('button', { name: 'RM Naturals menu' }).click()
    await expect(mainNav(page).getByRole('link', { name: 'Peptides' })).toBeVisible()
    await expectNoSeriousAxeViolations(page, { include: 'header' })
  })
})

// Phone only (project public-phone): the Menu sheet and the mobile bar.
test.describe('phone', { tag: '@phone' }, () => {
  test('the Menu sheet holds the whole navigation, traps focus and gives it back', async ({
    page,
  }) => {
    await watchPage(page)
    await openPrivacy(page)
    const menuButton = page.getByRole('button', { name: 'Menu' })
    await expect(mainNav(page)).toBeHidden()

    await menuButton.click()
    const sheet = page.getByRole('dialog', { name: 'Menu' })
    await expect(sheet).toBeVisible()
    for (const menu of menus) {
      for (const [label, href] of menu.items) {
        await expect(sheet.getByRole('link', { name: label, exact: true })).toHaveAttribute(
          'href',
          href,
        )
      }
    }
    await expect(sheet.getByRole('link', { name: "Men's Health", exact: true })).toHaveAttribute(
      'href',
      '/mens-health',
    )
    await expect(sheet.getByRole('link', { name: 'Free Consultation' })).toHaveAttribute(
      'href',
      '/consultation',
    )
    await expect(sheet.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth')

    // Focus stays inside while tabbing round, either way.
    const focusInSheet = () => sheet.evaluate((element) => element.contains(document.activeElement))
    for (let step = 0; step < 24; step += 1) {
      await page.keyboard.press(step < 20 ? 'Tab' : 'Shift+Tab')
      expect(await focusInSheet()).toBe(true)
    }

    await page.keyboard.press('Escape')
    await expect(sheet).toBeHidden()
    await expect(menuButton).toBeFocused()

    // A link closes the sheet and navigates.
    await menuButton.click()
    await sheet.getByRole('link', { name: 'Peptides' }).click()
    await expect(page).toHaveURL(/\/peptides$/)
    await expect(sheet).toBeHidden()
    expect(unexpectedProblems(page)).toEqual([])
  })

  test('signed out, the mobile bar offers Call, Sign In and Book Now and covers nothing', async ({
    page,
  }) => {
    await openPrivacy(page)
    const bar = quickActions(page)

    await expect(bar.getByRole('link', { name: 'Call (800) 555-0142' })).toHaveAttribute(
      'href',
      'tel:+18005550142',
    )
    await expect(bar.getByRole('link', { name: 'Book Now' })).toHaveAttribute('href', '/book')
    const barBox = await bar.boundingBox()
    const viewport = page.viewportSize()
    expect(barBox && viewport && Math.round(barBox.y + barBox.height)).toBe(viewport?.height)

    // Scrolled to the very end, the last line of the footer sits above the bar.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    const lastLine = page.getByRole('contentinfo').getByText('© 2024 Renew Medical.', {
      exact: false,
    })
    await expect(lastLine).toBeInViewport()
    const lineBox = await lastLine.boundingBox()
    expect(lineBox && barBox && lineBox.y + lineBox.height).toBeLessThanOrEqual(barBox?.y ?? 0)

    await bar.getByRole('link', { name: 'Sign In' }).click()
    await expect(page).toHaveURL(/\/auth$/)
  })

  test('the mobile bar is there before any script, and offers Sign Out once signed in', async ({
    page,
  }) => {
    // Hold the page's code back: the prerendered page already shows the bar, signed out.
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route(/\/assets\/main-[^/]+\.js$/, async (route) => {
      await held
      await route.continue()
    })
    // Sent back to a public page (a staff sign-in with no `next` opens the workspace, which has
    // no bar).
    await page.goto('/auth?next=%2Fprivacy')
    await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible()
    await expect(quickActions(page).getByRole('link', { name: 'Sign In' })).toBeVisible()
    release()
    await waitUntilReady(page)

    await page.getByLabel('Email').fill(e2eStaff.email)
    await page.getByLabel('Password', { exact: true }).fill(e2eStaff.password)
    await page.getByRole('button', { name: 'Sign In', exact: true }).click()
    await expect(page).toHaveURL(/\/privacy$/)
    await expect(quickActions(page).getByRole('button', { name: 'Sign Out' })).toBeVisible()

    // A fresh load restores the session: the bar still offers Sign Out.
    await openPrivacy(page)
    const signOut = quickActions(page).getByRole('button', { name: 'Sign Out' })
    await expect(signOut).toBeVisible()
    await expect(quickActions(page).getByRole('link', { name: 'Sign In' })).toHaveCount(0)
    await signOut.click()
    await expect(quickActions(page).getByRole('link', { name: 'Sign In' })).toBeVisible()
  })

  test('the shell and the open Menu sheet have no serious accessibility problems', async ({
    page,
  }) => {
    test.slow() // Two axe scans on a phone-sized page.
    await open(page, '/')
    await expect(quickActions(page)).toBeVisible()
    await expectNoSeriousAxeViolations(page, {
      include: ['header', 'footer', '[data-slot="mobile-bar"]'],
    })

    await page.getByRole('button', { name: 'Menu' }).click()
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible()
    // The sheet is the platform's <dialog>: its role is implicit, so it is found by its slot.
    await expectNoSeriousAxeViolations(page, { include: '[data-slot="menu-sheet"]' })
  })
})

test('the footer gives contact details, hours, six social links and the legal links', async ({
  page,
}) => {
  await openPrivacy(page)
  const footer = page.getByRole('contentinfo')

  await expect(footer.getByRole('link', { name: '(800) 555-0142' })).toHaveAttribute(
    'href',
    'tel:+18005550142',
  )
  await expect(footer.getByRole('link', { name: 'care@renewmedical.example' })).toHaveAttribute(
    'href',
    'mailto:care@renewmedical.example',
  )
  await expect(footer.getByText('Mon-Fri 8AM-6PM')).toBeVisible()
  await expect(footer.getByText('Sat 9AM-3PM')).toBeVisible()
  await expect(footer.getByText(/^All sales are final, with no refunds, on programs/)).toBeVisible()
  await expect(footer.getByText('© 2024 Renew Medical. All rights reserved.')).toBeVisible()

  const social = footer.getByRole('region', { name: 'Follow Us' }).getByRole('link')
  await expect(social).toHaveCount(socials.length)
  for (const [index, [name, href]] of socials.entries()) {
    const link: Locator = social.nth(index)
    await expect(link).toHaveAccessibleName(`${name} (opens in a new tab)`)
    await expect(link).toHaveAttribute('href', href)
    await expect(link).toHaveAttribute('target', '_blank')
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
  }

  await footer.getByRole('link', { name: 'Consumer Health Data Privacy Policy' }).click()
  await expect(page).toHaveURL(/\/consumer-health-data-privacy$/)
  await expect(
    page.getByRole('heading', { level: 1, name: 'Consumer Health Data Privacy Policy' }),
  ).toBeVisible()
  await page
    .getByRole('contentinfo')
    .getByRole('link', { name: 'Privacy Policy', exact: true })
    .click()
  await expect(page).toHaveURL(/\/privacy$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible()
})
