// @vitest-environment node
// No window or document here: this proves every route renders on the server without them.
import { createStaticHandler, type RouteObject } from 'react-router'

import type { SessionContextValue } from '@/features/auth/session-provider'
import { makeUser } from '@/test/fake-supabase'

import { renderPage } from './render-page'
import { routes } from './router'

/** A visitor on the public site, as the session provider reports one once it is ready. */
const visitorSession: SessionContextValue = {
  status: 'ready',
  session: null,
  user: null,
  siteAccess: 'public',
  isStaff: false,
  staffAccess: 'none',
  signOut: async () => {},
}

/** The h1 each route must render. A new route fails this test until it is listed here. */
const expectedHeadings: Record<string, string> = {
  '/': 'Renew Medical Lose the weight. Keep the life you want.',
  '/auth': 'Sign In',
  // A signed-out visitor has no recovery session to use.
  '/auth/reset': 'This reset link is invalid or has expired.',
  '/privacy': 'Privacy Policy',
  '/consumer-health-data-privacy': 'Consumer Health Data Privacy Policy',
  '/definitely-missing': 'Oops! Page not found',
  // The RM Naturals shop (route-groups/shop.ts); an unknown product id is the 404 page.
  '/supplements': 'Physician-Formulated Supplements',
  '/shakes': 'Protein Shakes',
  '/peptides': 'Peptides',
  '/other-naturals': 'Natural Botanicals',
  '/shop/sample-productId': 'Oops! Page not found',
  // A patient's own pages (route-groups/patient.ts); an unknown program is the 404 page.
  '/account': 'Your account',
  '/intake': 'Online health questionnaire',
  '/intake/sample-program': 'Oops! Page not found',
  // Booking (route-groups/booking.ts).
  '/book': 'Book a consultation',
  '/book/manage': 'Manage your booking',
  // Order requests from the cart (route-groups/orders.ts).
  '/checkout': 'Request your order',
  '/checkout/confirmation': 'Your order request',
  // Lead capture (route-groups/leads.ts) and the staff dashboard (route-groups/workspace.ts).
  '/consultation': 'Schedule Your Free Consultation',
  '/locations': 'Find a clinic near you',
  '/downloads': 'Free Health Guides from Our Physicians',
  '/admin': 'Leads dashboard',
  // The staff workspace (route-groups/workspace.ts).
  '/admin/queue': 'Queue',
  '/admin/people': 'People',
  '/admin/people/sample-personRef': 'Person',
  '/admin/requests/sample-requestId': 'Consultation request',
  '/admin/audit': 'Audit log',
  '/admin/intakes': 'Health questionnaires',
  '/admin/intakes/sample-intakeId': 'Health questionnaire',
  '/admin/calendar': 'Calendar',
  '/admin/availability': 'Availability',
  // The staff workspace's orders and catalogue (route-groups/workspace.ts).
  '/admin/orders': 'Orders',
  '/admin/orders/sample-orderId': 'Order',
  '/admin/catalogue': 'Catalogue',
  // People, stories and the journal (route-groups/people-and-journal.ts).
  '/dr-mason': 'Dr. Richard Mason',
  '/alexandra-mason': 'Alexandra Mason',
  '/sarah-transformation': 'Sarah’s Transformation',
  '/mark-revival': 'Mark’s Revival',
  '/complete-journey': 'The Complete Journey',
  '/success-stories': 'Real patients. Lasting results.',
  '/services-overview': 'Care for the whole of you',
  '/direct-med': 'See your physician from home',
  '/blog': 'Health, explained by our physicians',
  '/blog/sample-id': 'Oops! Page not found',
  '/articles': 'The research behind our care',
  // Programs and treatments (route-groups/programs.ts).
  '/weight-loss': 'Physician-Supervised Medical Weight Loss',
  '/rm3': 'RM3: Reset Your Metabolism, Under Medical Care',
  '/mens-health': "Men's Health, Treated Like Medicine",
  '/lifestyle': 'The Lifestyle Program: Change That Lasts',
  '/ed-treatment': 'Erectile Dysfunction Treatment, Handled Privately',
  '/testosterone': 'Testosterone Replacement Therapy',
  '/enclomiphene': 'Enclomiphene Therapy',
  '/hairgrow-rx': 'HairGrow Rx: Prescription Hair Restoration',
}

/**
 * Pages a visitor is only sent away from (to sign in, after the session is known): rendered for a
 * signed-in patient instead, so their heading can be seen.
 */
const patientPages = new Set(['/account'])

const patientSession: SessionContextValue = {
  ...visitorSession,
  user: makeUser({ email: 'patient@example.com' }),
}

/**
 * Routes that only redirect (the other spellings of docs/product.md, Routes): on a server they
 * answer 302.
 */
const expectedRedirects: Record<string, string> = {
  '/free-consultation': '/consultation',
  '/directmed': '/direct-med',
}

/** A child's path, relative to its parent's or absolute (the workspace's children spell it whole). */
function joinPath(parent: string, path: string) {
  if (path.startsWith('/')) return path
  return `${parent.replace(/\/$/, '')}/${path}`
}

/** One concrete URL per route in the tree: params get a sample value, `*` a missing page. */
function collectPaths(tree: RouteObject[], parent = '/'): string[] {
  return tree.flatMap((route) => {
    const here = route.index ? parent : route.path ? joinPath(parent, route.path) : parent
    const own = route.index || (route.path && !route.children) ? [concrete(here)] : []
    return [...own, ...(route.children ? collectPaths(route.children, here) : [])]
  })
}

function concrete(path: string) {
  return path.replace(/\*$/, 'definitely-missing').replace(/:(\w+)/g, 'sample-$1')
}

function decodeEntities(html: string) {
  return html
    .replace(/<[^>]+>/g, '')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
}

/** The page as the prerenderer renders it (render-page.tsx), for a visitor. */
async function renderRoute(path: string) {
  const page = await renderPage(path, patientPages.has(path) ? patientSession : visitorSession)
  if (page.kind !== 'page') throw new Error(`${path} answered a redirect`)
  return page.html
}

const routePaths = collectPaths(routes)
const pagePaths = routePaths.filter((path) => !(path in expectedRedirects))

test('the route tree lists every page', () => {
  expect(routePaths.sort()).toEqual(
    [...Object.keys(expectedHeadings), ...Object.keys(expectedRedirects)].sort(),
  )
})

test.each(Object.entries(expectedRedirects))('%s redirects to %s', async (from, to) => {
  const result = await createStaticHandler(routes).query(new Request(`http://localhost${from}`))

  expect(result).toBeInstanceOf(Response)
  expect((result as Response).status).toBe(302)
  expect((result as Response).headers.get('Location')).toBe(to)
})

test('the test really runs without a DOM', () => {
  expect(typeof window).toBe('undefined')
  expect(typeof document).toBe('undefined')
})

test.each(pagePaths)('%s renders to a string with its heading', async (path) => {
  const html = await renderRoute(path)

  const h1s = [...html.matchAll(/<h1[^>]*>([\s\S]*?)<\/h1>/g)].map((m) =>
    decodeEntities(m[1] ?? ''),
  )
  expect(h1s).toEqual([expectedHeadings[path]])
  expect(html).toContain('id="main"')
  expect(html).toContain('Skip to main content')
})
