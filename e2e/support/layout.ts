import type { Page } from '@playwright/test'

/**
 * How far the page scrolls sideways (0 when it fits), and every element in `main` that scrolls
 * sideways itself (a table's scrolling region would): what a column cut off at some width shows.
 */
export function sidewaysOverflow(page: Page) {
  return page.evaluate(() => {
    const root = document.documentElement
    const sideways = Array.from(document.querySelectorAll<HTMLElement>('main *'))
      .filter((element) => element.scrollWidth > element.clientWidth + 1)
      .filter((element) => ['auto', 'scroll'].includes(getComputedStyle(element).overflowX))
      .map((element) => `${element.tagName}.${element.className}`)
    return { page: root.scrollWidth - root.clientWidth, sideways }
  })
}

/** The widths the layout tests try, from a small phone to a wide desktop. */
export const LAYOUT_WIDTHS = [375, 768, 1024, 1280, 1440, 1920] as const
