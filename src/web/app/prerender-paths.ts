import type { RouteObject } from 'react-router'

import { paths } from '@/config/paths'
import { blogArticles } from '@/content/blog'
import { allProducts } from '@/content/catalogues/all-catalogues'

import { routes } from './router'

// Every URL the prerenderer writes a page for: each static route path, plus the pages of
// dynamic routes (articles, products) listed by their content. `/404` stands for any
// unknown path (the catch-all route).

export const NOT_FOUND_PATH = '/404'

export function staticRoutePaths(tree: readonly RouteObject[] = routes, parent = ''): string[] {
  const paths: string[] = []
  for (const route of tree) {
    const joined = route.path
      ? route.path.startsWith('/')
        ? route.path
        : `${parent.replace(/\/$/, '')}/${route.path}`
      : parent || '/'
    if (route.index) paths.push(parent || '/')
    else if (
      route.path &&
      !route.path.includes(':') &&
      !route.path.includes('*') &&
      !route.children
    ) {
      paths.push(joined)
    }
    if (route.children) paths.push(...staticRoutePaths(route.children, joined))
  }
  return [...new Set(paths)]
}

/** Pages of dynamic routes, listed by their content modules. */
export const dynamicPaths: (() => string[])[] = [
  () => blogArticles.map((article) => paths.blogArticle(article.id)),
  () => allProducts.map((product) => paths.shopProduct(product.id)),
]

/**
 * Pages the shell serves instead: the staff workspace's pages below /admin hold nothing but what
 * a staff member reads from the API (the dashboard at /admin itself keeps its prerendered frame),
 * /auth/reset shows only what the session of a mailed recovery link allows, and /account and
 * each questionnaire below /intake/ are a signed-in patient's own (docs/architecture.md, Patient
 * accounts and the intake; /intake itself, the choice of program, is a public page), as is the
 * page a booking's signed link opens (docs/architecture.md, Booking; /book itself is public). The
 * server lists them too (src/server/site/site.routes.ts). /checkout and /checkout/confirmation
 * are public pages like /book (docs/architecture.md, Orders): prerendered with their loading line
 * and how to order by phone, since the cart and the answer live only in the browser.
 */
export const isShellPage = (path: string) =>
  path.startsWith(`${paths.admin}/`) ||
  path === paths.authReset ||
  path === paths.account ||
  path.startsWith(`${paths.intake}/`) ||
  path === paths.bookManage

/**
 * Pages that are an app rather than something to read: the staff dashboard's frame, sign-in, the
 * choice of intake program, booking and checkout. Each is there to be acted on at once (a
 * password manager fills the sign-in form, a tap goes to "Sign up"), so the prerenderer marks its
 * root `data-needs-script` and page-boot.ts starts its code as soon as it has painted, without
 * waiting for input (docs/decisions/052-the-first-tap-answers-at-once.md). /account is served the
 * shell (above), which starts at once anyway.
 */
export const isAppPage = (path: string) =>
  path === paths.admin ||
  path === paths.auth ||
  path === paths.account ||
  path === paths.intake ||
  path === paths.book ||
  path === paths.checkout ||
  path === paths.orderConfirmation

export function prerenderPaths(): string[] {
  return [
    ...staticRoutePaths().filter((path) => !isShellPage(path)),
    ...dynamicPaths.flatMap((list) => list()),
    NOT_FOUND_PATH,
  ]
}
