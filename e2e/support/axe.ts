import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'

import { waitUntilStill } from './ready'

/** WCAG 2.2 AA and everything below it (axe tags each rule with the level it checks). */
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

/**
 * The one way the browser tests run axe. Legacy mode runs axe in the page itself; the default
 * collects each frame's part and joins them in a second, blank page it opens for every scan,
 * which is only needed for frames of another origin, and our pages embed none (the CSP allows
 * no foreign frame). Measured on a quiet 2-core machine: 0.9–2.8 s a scan instead of 1.4–3.8 s.
 */
export function axeBuilder(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).setLegacyMode(true)
}

type AxeScope = {
  /** CSS selectors to scan (default: the whole page). */
  include?: string | readonly string[]
  /** Names what was scanned in the failure message, e.g. the path and the open dialog. */
  label?: string
}

/**
 * The serious and critical violations axe finds on the page once it has settled, one readable
 * line per violation: what was scanned, the rule, its help text and the elements that fail it.
 */
export async function seriousAxeViolations(page: Page, scope: AxeScope = {}): Promise<string[]> {
  // A toast that starts to fade in or out just as the scan runs shows colors it never keeps:
  // what is found is looked at again once that has settled, and only what stays is reported.
  const first = await scanOnce(page, scope)
  return first.length === 0 ? first : scanOnce(page, scope)
}

async function scanOnce(page: Page, scope: AxeScope): Promise<string[]> {
  // Scan what the visitor ends up seeing: a toast or dialog caught half-faded-in has colors
  // (and contrast) it never keeps. Looping animations never finish, so they are not awaited.
  await waitUntilStill(page)
  const builder = axeBuilder(page).withTags(wcagTags)
  const include = typeof scope.include === 'string' ? [scope.include] : (scope.include ?? [])
  for (const selector of include) builder.include(selector)
  const { violations } = await builder.analyze()
  const where = scope.label ?? page.url()
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => {
      const nodes = violation.nodes
        .map((node) => `    ${node.target.join(' ')}\n      ${node.failureSummary ?? ''}`)
        .join('\n')
      return `${where}: ${violation.id} (${violation.impact}) ${violation.help}\n${nodes}`
    })
}

/** Fails the test with every serious or critical violation on the page, if there is one. */
export async function expectNoSeriousAxeViolations(page: Page, scope: AxeScope = {}) {
  const found = await seriousAxeViolations(page, scope)
  expect(found, found.join('\n')).toEqual([])
}
