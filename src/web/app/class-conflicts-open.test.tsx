// The class-conflicts check of class-conflicts.test.ts (see test/class-conflicts.ts) for what a
// prerendered page does not hold: the pages as the browser renders them, every dialog and side
// panel they open (the Menu sheet, the cart drawer with lines in the cart and empty, every
// product's quick view, the guide downloads, the contact panel), the disclosures (submenus,
// filters, the order request), the hero and journey videos playing, paused and failed, the
// newsletter popup in each of its states, toasts, the sign-up form and the staff dashboard.
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'

import { Toaster } from '@/components/ui/toaster'
import { allProducts } from '@/content/catalogues/all-catalogues'
import { leadFormCopy } from '@/content/consultation'
import { newsletterPopup } from '@/content/newsletter'
import { currentStaffAccess } from '@/features/auth/api/current-user'
import { SessionContext, type SessionContextValue } from '@/features/auth/session-provider'
import { subscribeNewsletter } from '@/features/leads/api/subscribe-newsletter'
import { NewsletterPopup } from '@/features/leads/newsletter-popup'
import { CART_STORAGE_KEY } from '@/features/shop/cart-storage'
import { listLeads } from '@/features/workspace/leads/api/list-leads'
import { recentLeadDates } from '@/features/workspace/leads/api/recent-lead-dates'
import { toast } from '@/hooks/use-toast'
import { options } from '@/test/booking-data'
import { classListsIn, conflictLog } from '@/test/class-conflicts'
import { expectConsoleError } from '@/test/console-error'
import { setupFakeApi } from '@/test/fake-api'
import { fakeSupabase, staffSession } from '@/test/fake-supabase'
import { personLeadRow } from '@/test/lead-rows'
import { stubMediaPlayback, stubReducedMotion } from '@/test/media'
import { sessionValue } from '@/test/session'
import { MIN_FORM_FILL_MS } from '@shared/leads'

import { prerenderPaths } from './prerender-paths'
import { routes } from './router'

vi.mock('@/lib/supabase', () => import('@/test/fake-supabase'))
vi.mock('@/features/leads/api/subscribe-newsletter', () => ({ subscribeNewsletter: vi.fn() }))
vi.mock('@/features/auth/api/current-user', () => ({ currentStaffAccess: vi.fn() }))
vi.mock('@/features/workspace/leads/api/list-leads', () => ({ listLeads: vi.fn() }))
vi.mock('@/features/workspace/leads/api/recent-lead-dates', () => ({ recentLeadDates: vi.fn() }))

/** The first render waits for the lazy layout and page chunks; on two busy cores that is slow. */
const pageLoad = { timeout: 20_000 }

/** Two lines in the cart, one of them twice: the drawer shows its lines and the order summary. */
const storedCart = JSON.stringify({
  version: 1,
  items: allProducts.slice(0, 2).map((product, index) => ({ id: product.id, quantity: index + 1 })),
})

const api = setupFakeApi()
let media: ReturnType<typeof stubMediaPlayback>
let removeMatchMedia: () => void

beforeEach(() => {
  fakeSupabase.reset('public')
  media = stubMediaPlayback()
  removeMatchMedia = stubReducedMotion(false)
  // Every video the pages look for is in the bucket.
  api.always('HEAD', /\/storage\/v1\/object\/public\//, { status: 200 })
  // The booking page's choices as the server offers them; the shop's live catalogue cannot be
  // read, so the content's prices stand.
  api.always('GET', '/booking/v1/options', { body: options })
  api.always('GET', '/orders/v1/catalogue', { status: 503, body: { message: 'Unavailable' } })
  window.localStorage.clear()
  // The newsletter popup has a test of its own below; here it stays closed.
  window.localStorage.setItem(newsletterPopup.storageKey, 'true')
})

afterEach(() => {
  media.restore()
  removeMatchMedia()
  window.localStorage.clear()
})

/** Lets effects, idle callbacks and resolved promises (a video's URL, its autoplay) run out. */
async function settle() {
  for (let step = 0; step < 4; step += 1) {
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)))
  }
}

async function renderAt(path: string, session: SessionContextValue) {
  const router = createMemoryRouter(routes, { initialEntries: [path] })
  const view = render(
    <SessionContext value={session}>
      <RouterProvider router={router} />
      <Toaster />
    </SessionContext>,
  )
  await screen.findByRole('main', {}, pageLoad)
  await settle()
  return view
}

/** Everything now in the document, the dialogs' portals included. */
const everything = () => classListsIn(document.documentElement)

/** A control's name, enough to tell one from another across pages. */
function controlKey(control: Element) {
  return [
    control.getAttribute('aria-label') ?? control.textContent,
    control.getAttribute('aria-describedby') ?? '',
  ].join(' | ')
}

function dialogName(dialog: HTMLElement) {
  const labelledBy = dialog.getAttribute('aria-labelledby')
  return (labelledBy && document.getElementById(labelledBy)?.textContent) || '(unnamed dialog)'
}

/** The disclosure buttons (aria-expanded) in `root` that are closed, dialog triggers aside. */
function closedDisclosures(root: ParentNode) {
  return [...root.querySelectorAll<HTMLElement>('[aria-expanded="false"]:not([aria-haspopup])')]
}

type Sweep = {
  log: ReturnType<typeof conflictLog>
  /** Controls already used, on this page or an earlier one: each panel is opened once. */
  used: Set<string>
  /** The names of the dialogs opened, and for each whether it held cart lines. */
  opened: Map<string, { cartLines: number }>
}

/** Opens each disclosure in `root` in turn, checks the document, and closes it again. */
function openDisclosures(sweep: Sweep, where: string, root: ParentNode) {
  for (const toggle of closedDisclosures(root)) {
    const key = controlKey(toggle)
    if (sweep.used.has(key)) continue
    sweep.used.add(key)
    fireEvent.click(toggle)
    sweep.log.check(`${where}, ${controlKey(toggle)} expanded`, everything())
    if (toggle.getAttribute('aria-expanded') === 'true') fireEvent.click(toggle)
  }
}

/** Plays, pauses and fails every video on the page, checking the document after each. */
function exerciseVideos(sweep: Sweep, where: string) {
  for (const video of document.querySelectorAll('video')) {
    act(() => {
      fireEvent.loadedData(video)
      fireEvent.playing(video)
    })
    sweep.log.check(`${where}, video playing`, everything())
    act(() => {
      fireEvent.pause(video)
    })
    sweep.log.check(`${where}, video paused`, everything())
  }
  // Last: a failed video is taken out of the page.
  for (const video of document.querySelectorAll('video')) {
    act(() => {
      fireEvent.error(video)
    })
  }
  sweep.log.check(`${where}, video failed`, everything())
}

/**
 * The page at `path` as the browser shows it, then each dialog a control on it opens (with the
 * disclosures inside), then its own disclosures, then its videos' states.
 */
async function sweepPage(sweep: Sweep, path: string, session: SessionContextValue) {
  const view = await renderAt(path, session)
  sweep.log.check(path, everything())

  const triggers = [...document.querySelectorAll<HTMLElement>('[aria-haspopup="dialog"]')]
  for (const trigger of triggers) {
    const key = controlKey(trigger)
    if (sweep.used.has(key)) continue
    sweep.used.add(key)
    fireEvent.click(trigger)
    // A dialog's content is a lazy chunk (the cart drawer, a quick view): on a loaded machine it
    // takes longer than the default wait, as a page does.
    const dialog = await screen.findByRole('dialog', {}, pageLoad)
    const name = dialogName(dialog)
    // The cart drawer's frame is in the page; its lines load the first time it shows any.
    if (dialog.matches('[data-slot="cart-drawer"]') && !name.endsWith('(0)')) {
      await waitFor(
        () => expect(dialog.querySelector('[data-slot="cart-line"]')).not.toBeNull(),
        pageLoad,
      )
    }
    sweep.opened.set(name, {
      cartLines: dialog.querySelectorAll('[data-slot="cart-line"]').length,
    })
    const where = `${path}, ${name} open`
    sweep.log.check(where, everything())
    openDisclosures(sweep, where, dialog)
    fireEvent.keyDown(dialog, { key: 'Escape' })
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), pageLoad)
  }

  openDisclosures(sweep, path, document)
  exerciseVideos(sweep, path)
  view.unmount()
}

function newSweep(): Sweep {
  return { log: conflictLog(), used: new Set(), opened: new Map() }
}

test('no page, and nothing a page opens, has an element with classes that override each other', async () => {
  // What the console says is other tests' business: the failed videos log why, jsdom does not
  // know <search>, and /404 logs its route error.
  expectConsoleError()
  const sweep = newSweep()
  for (const path of prerenderPaths()) {
    window.localStorage.setItem(CART_STORAGE_KEY, storedCart)
    await sweepPage(sweep, path, sessionValue())
  }

  expect(sweep.log.conflicts).toEqual([])
  // The panels the pages offer were opened: had a control been renamed or a trigger lost its
  // aria-haspopup, this test would pass without looking at them.
  const opened = [...sweep.opened.keys()]
  expect(opened).toEqual(
    expect.arrayContaining(['Menu', 'Shopping Cart (3)', 'Talk to our care team']),
  )
  expect(sweep.opened.get('Shopping Cart (3)')?.cartLines).toBe(2)
  for (const product of allProducts) expect(opened).toContain(product.name)
  expect(opened.filter((name) => name.startsWith('Download'))).not.toEqual([])
}, 600_000)

test('the empty cart drawer, and the Menu and header signed in and for staff', async () => {
  const sweep = newSweep()
  await sweepPage(sweep, '/supplements', sessionValue())
  expect(sweep.opened.get('Shopping Cart (0)')).toEqual({ cartLines: 0 })

  for (const session of [
    sessionValue({ signedIn: true }),
    sessionValue({ signedIn: true, isStaff: true }),
  ]) {
    sweep.used.clear()
    await sweepPage(sweep, '/privacy', session)
  }
  expect(sweep.opened.has('Menu')).toBe(true)
  expect(sweep.log.conflicts).toEqual([])
}, 120_000)

test('the newsletter popup: its form, a refused address, a failure, the thank-you', async () => {
  vi.useFakeTimers()
  try {
    const log = conflictLog()
    const send = vi.mocked(subscribeNewsletter)
    render(
      <>
        <NewsletterPopup
          copy={newsletterPopup}
          toasts={leadFormCopy.toasts}
          honeypotLabel={leadFormCopy.honeypot}
          startOpen
        />
        <Toaster />
      </>,
    )
    const submitted = async () => {
      for (let step = 0; step < 5; step += 1) await act(() => Promise.resolve())
    }
    // The visitor takes as long as a person would before sending.
    act(() => {
      vi.advanceTimersByTime(MIN_FORM_FILL_MS)
    })
    const email = screen.getByLabelText('Email address')
    log.check('newsletter popup', everything())

    fireEvent.change(email, { target: { value: 'ann@' } })
    fireEvent.submit(email.closest('form')!)
    await submitted()
    expect(email.getAttribute('aria-invalid')).toBe('true')
    log.check('newsletter popup, address refused', everything())

    send.mockResolvedValueOnce({
      error: { code: '', message: 'Internal error', details: null, hint: null },
      status: 500,
    })
    fireEvent.change(email, { target: { value: 'ann@example.com' } })
    fireEvent.submit(email.closest('form')!)
    await submitted()
    expect(screen.getByRole('alert')).toBeTruthy()
    log.check('newsletter popup, failure', everything())

    send.mockResolvedValueOnce({ error: null, status: 201 })
    fireEvent.submit(email.closest('form')!)
    await submitted()
    expect(screen.getByText(newsletterPopup.thankYou.title)).toBeTruthy()
    log.check('newsletter popup, thank you', everything())

    expect(log.conflicts).toEqual([])
  } finally {
    vi.useRealTimers()
  }
})

test('toasts, plain and destructive', () => {
  render(<Toaster />)
  act(() => {
    toast({ title: 'Saved', description: 'All good.' })
    toast({ title: 'Failed', description: 'Try again.', variant: 'destructive' })
  })
  expect(screen.getAllByRole('status').length).toBeGreaterThan(0)
  const log = conflictLog()
  log.check('toasts', everything())
  expect(log.conflicts).toEqual([])
})

test('the sign-in and sign-up forms with their errors', async () => {
  const log = conflictLog()
  await renderAt('/auth', sessionValue())
  for (const mode of ['sign in', 'sign up']) {
    const form = document.querySelector('main form')!
    fireEvent.submit(form)
    await waitFor(() => expect(form.querySelector('[data-slot="field-error"]')).not.toBeNull())
    log.check(`/auth, ${mode} with errors`, everything())
    if (mode === 'sign in') fireEvent.click(screen.getByRole('button', { name: 'Sign up' }))
  }
  expect(screen.getByRole('heading', { level: 1, name: 'Create Account' })).toBeTruthy()
  expect(log.conflicts).toEqual([])
}, 60_000)

test('the staff dashboard, with leads, and with a date range the filters refuse', async () => {
  const user = staffSession().user
  vi.mocked(currentStaffAccess).mockResolvedValue({ user, access: 'granted' })
  vi.mocked(listLeads).mockResolvedValue({
    data: {
      rows: [1, 2].map(personLeadRow),
      count: 60,
    },
    error: null,
  })
  vi.mocked(recentLeadDates).mockResolvedValue({ data: [new Date().toISOString()], error: null })
  const log = conflictLog()
  // A phone's window shows the leads as cards…
  // With a query: a bare /admin opens the queue for staff.
  const phone = await renderAt(
    '/admin?tab=consultation',
    sessionValue({ signedIn: true, isStaff: true, user }),
  )
  const cards = await screen.findByRole('list', { name: /in total/ }, pageLoad)
  expect(within(cards).getAllByRole('listitem')).toHaveLength(2)
  log.check('/admin, on a phone', everything())
  phone.unmount()
  // …a desktop's as a table.
  removeMatchMedia()
  removeMatchMedia = stubReducedMotion(false, { wide: true })
  await renderAt('/admin?tab=consultation', sessionValue({ signedIn: true, isStaff: true, user }))
  const table = await screen.findByRole('table', { name: /in total/ }, pageLoad)
  expect(within(table).getAllByRole('row').length).toBeGreaterThan(1)
  log.check('/admin', everything())

  fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-20' } })
  fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-11-01' } })
  fireEvent.click(screen.getByRole('button', { name: 'Apply filters' }))
  await screen.findByRole('alert')
  log.check('/admin, date range refused', everything())
  expect(log.conflicts).toEqual([])
}, 60_000)
