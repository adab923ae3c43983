// The first tap against a warm tap (`npm run bench:tasks`, docs/architecture.md, Performance
// budgets): how long a visitor's tap on each kind of control waits for its visible answer on a
// prerendered page fresh from the server, whose code starts only at that tap
// (docs/decisions/018-page-code-starts-when-needed.md), and on the same control tapped again once
// the page runs. Each load is a fresh context at 4× CPU slowdown on a 412 px phone with touch; the
// page is left idle 3 s after its network is quiet, as a visitor reading it would, then tapped.
// The time runs from the tap's pointerdown to the first animation frame in which the answer is
// there (a dialog shown, a panel open, a count changed, the field focused).
//
// A control below the fold is brought on screen by making the viewport taller, not by scrolling:
// a scroll is itself a first interaction and would start the code before the tap.

/* global window, document, requestAnimationFrame -- the callbacks of page.evaluate and
   page.waitForFunction run in the page, not in Node. */

const IDLE_MS = 3000
const SETTLE_MS = 600

/** Each control: where, what is tapped, what answers, and how it is put back for the warm tap. */
export const TAP_CONTROLS = [
  ...['/', '/weight-loss', '/supplements', '/consultation'].map((route) => ({
    control: 'menu',
    route,
    target: (page) => page.getByRole('button', { name: 'Menu', exact: true }),
    answer: { kind: 'dialog', name: '^Menu$' },
    reset: (page) => page.keyboard.press('Escape'),
  })),
  {
    control: 'filters',
    route: '/supplements',
    target: (page) => page.locator('button, summary').filter({ hasText: /^Filters$/ }),
    answer: { kind: 'visible', selector: '#catalogue-filters' },
    reset: (page, target) => target.tap(),
  },
  {
    control: 'quick view',
    route: '/supplements',
    target: (page) => page.getByRole('button', { name: /^Quick View: / }).first(),
    answer: { kind: 'dialog', name: '.' },
    reset: (page) => page.keyboard.press('Escape'),
  },
  {
    control: 'add to cart',
    route: '/supplements',
    target: (page) => page.getByRole('button', { name: /^Add to Cart/ }).first(),
    answer: { kind: 'cart-count' },
    reset: async () => {},
  },
  {
    control: 'cart drawer',
    route: '/supplements',
    target: (page) =>
      page
        .getByRole('button', { name: /^Cart, \d+ items?$/ })
        .filter({ visible: true })
        .first(),
    answer: { kind: 'dialog', name: 'Shopping Cart' },
    reset: (page) => page.keyboard.press('Escape'),
  },
  {
    control: 'faq',
    route: '/weight-loss',
    target: (page) => page.locator('section#faq summary').first(),
    answer: { kind: 'visible', selector: 'section#faq details p' },
    reset: (page, target) => target.tap(),
  },
  {
    control: 'first field',
    route: '/consultation',
    target: (page) => page.locator('main form').locator('input, select, textarea').first(),
    answer: { kind: 'focused' },
    reset: (page) => page.evaluate(() => document.activeElement?.blur()),
  },
]

/** One load: the first tap's and the warm tap's time to the answer, in ms. */
export async function measureTaps(browser, baseUrl, spec, { phone, cpuSlowdown }) {
  const context = await browser.newContext({ ...phone, hasTouch: true })
  try {
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown })
    await page.addInitScript(recordTaps)
    // The home page's newsletter popup (at 8 s) is not one of the controls measured.
    await page.addInitScript(() => localStorage.setItem('hasSeenNewsletterPopup', 'true'))
    await page.goto(`${baseUrl}${spec.route}`, { waitUntil: 'load' })
    await page.waitForLoadState('networkidle')
    const target = spec.target(page)
    await bringOnScreen(page, target, phone.viewport)
    await page.waitForTimeout(IDLE_MS)
    const first = await tapAndWait(page, target, spec.answer)
    await page.waitForTimeout(SETTLE_MS)
    await spec.reset(page, target)
    await page.waitForTimeout(SETTLE_MS)
    const warm = await tapAndWait(page, target, spec.answer)
    return { first, warm }
  } finally {
    await context.close()
  }
}

/** Make the viewport tall enough to show the target where the page lays it out; no scroll. */
async function bringOnScreen(page, target, viewport) {
  const box = await target.evaluate((element) => {
    const rect = element.getBoundingClientRect()
    return { bottom: rect.bottom + window.scrollY }
  })
  if (box.bottom + 16 > viewport.height) {
    await page.setViewportSize({ width: viewport.width, height: Math.ceil(box.bottom + 120) })
  }
}

async function tapAndWait(page, target, answer) {
  const before = await page.evaluate(() => window.__taps.cartCount())
  await page.evaluate(({ answer, before }) => window.__taps.watch(answer, before), {
    answer,
    before,
  })
  await target.tap({ timeout: 20_000 })
  // The page checks every frame from the pointerdown on (recordTaps): a check started from here,
  // after the tap returns, could first run after tasks that came later than the answer's frame.
  await page.waitForFunction(() => window.__taps.answeredAt !== undefined, undefined, {
    polling: 50,
    timeout: 20_000,
  })
  return page.evaluate(() => window.__taps.answeredAt - window.__taps.downAt)
}

/** Runs in the page before its scripts: the tap's time, and what counts as its answer. */
function recordTaps() {
  const visible = (element) =>
    element !== null &&
    element !== undefined &&
    element.checkVisibility({ visibilityProperty: true })
  const labelOf = (element) => {
    const ids = element.getAttribute('aria-labelledby')
    if (ids)
      return ids
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' ')
    return element.getAttribute('aria-label') ?? ''
  }
  const cartCount = () => {
    for (const button of document.querySelectorAll('button[aria-label^="Cart, "]')) {
      if (visible(button)) return Number(/\d+/.exec(button.getAttribute('aria-label'))?.[0] ?? 0)
    }
    return -1
  }
  const taps = {
    downAt: undefined,
    answeredAt: undefined,
    watching: undefined,
    cartCount,
    /** Time the next tap: from its pointerdown, the first frame in which `answer` is there. */
    watch(answer, before) {
      taps.downAt = undefined
      taps.answeredAt = undefined
      taps.watching = { answer, before }
    },
    answered(answer, before) {
      switch (answer.kind) {
        case 'dialog':
          return [...document.querySelectorAll('dialog, [role="dialog"]')].some(
            (dialog) => visible(dialog) && new RegExp(answer.name).test(labelOf(dialog)),
          )
        case 'visible':
          return visible(document.querySelector(answer.selector))
        case 'cart-count':
          return cartCount() > before
        case 'focused': {
          const active = document.activeElement
          return active !== null && active.matches('main form :is(input, select, textarea)')
        }
        default:
          return false
      }
    },
  }
  window.__taps = taps
  const check = () => {
    const { watching } = taps
    if (!watching) return
    if (taps.answered(watching.answer, watching.before)) {
      taps.answeredAt = performance.now()
      taps.watching = undefined
    } else requestAnimationFrame(check)
  }
  window.addEventListener(
    'pointerdown',
    (event) => {
      if (taps.downAt !== undefined || !taps.watching) return
      taps.downAt = event.timeStamp
      requestAnimationFrame(check)
    },
    { capture: true, passive: true },
  )
}

/** Run every control `runs` times; the median first and warm tap of each. */
export async function tapTable(browser, baseUrl, options) {
  const rows = []
  for (const spec of TAP_CONTROLS) {
    const loads = []
    for (let run = 0; run < options.runs; run++) {
      try {
        loads.push(await measureTaps(browser, baseUrl, spec, options))
      } catch (error) {
        console.error(
          `${spec.control} on ${spec.route}: ${error.message.split('\n').slice(0, 8).join('\n  ')}`,
        )
      }
    }
    if (loads.length === 0) continue
    const median = (key) => {
      const values = loads.map((load) => load[key]).sort((a, b) => a - b)
      return values[Math.floor(values.length / 2)]
    }
    rows.push({
      control: spec.control,
      route: spec.route,
      first: median('first'),
      warm: median('warm'),
      loads: loads.length,
    })
  }
  return rows
}

/** The table, the worst gap, and whether every first tap is within `budgetMs` of its warm tap. */
export function printTapTable(rows, { runs, cpuSlowdown, budgetMs }) {
  const pad = (text, width) => String(text).padEnd(width)
  const ms = (value) => `${Math.round(value)} ms`
  console.log(
    `\nFirst tap against warm tap, pointerdown → answer on screen, Chromium with ${cpuSlowdown}× CPU` +
      ` slowdown, 412 px phone with touch, local server; median of ${runs} loads (page fresh,` +
      ` idle ${IDLE_MS / 1000} s, then the same control again).\n`,
  )
  console.log(
    pad('control', 14) +
      pad('route', 15) +
      pad('first tap', 12) +
      pad('warm tap', 11) +
      'first − warm',
  )
  for (const row of rows) {
    console.log(
      pad(row.control, 14) +
        pad(row.route, 15) +
        pad(ms(row.first), 12) +
        pad(ms(row.warm), 11) +
        ms(row.first - row.warm) +
        (row.loads < runs ? `  (${row.loads} of ${runs} loads)` : ''),
    )
  }
  const worst = rows.reduce((a, b) => (b.first - b.warm > a.first - a.warm ? b : a), rows[0])
  if (!worst) return true
  const gap = worst.first - worst.warm
  console.log(
    `\nWorst gap: ${worst.control} on ${worst.route}, ${ms(gap)} (budget: first tap within` +
      ` ${budgetMs} ms of the warm tap: ${gap <= budgetMs ? 'kept' : 'missed'}).`,
  )
  return gap <= budgetMs
}
