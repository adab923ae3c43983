import { lazy, Suspense } from 'react'
import type * as React from 'react'
import { matchPath, Outlet, type UIMatch, useMatches } from 'react-router'

import { Island } from '@/components/island'
import { MOBILE_BAR_PADDING, MobileBar } from '@/components/layouts/mobile-bar'
import { SiteFooter } from '@/components/layouts/site-footer'
import { SiteHeader } from '@/components/layouts/site-header'
import { paths } from '@/config/paths'
import { cartButtonCopy } from '@/content/catalogues/cart-button-copy'
import { footerCopy } from '@/content/footer'
import { headerCopy, mainNavigation, mobileBarCopy } from '@/content/navigation'
import { site } from '@/content/site'
import { useSession } from '@/features/auth/session-provider'
import { CartButton } from '@/features/shop/cart-button'
import { useCartRequested } from '@/features/shop/cart-signal'
import { cn } from '@/lib/cn'

/**
 * The cart and its drawer for a page outside the shop, loaded only when its header button is
 * pressed: every page counts the stored cart, none but the shop's loads the cart itself
 * (docs/architecture.md, Performance budgets).
 */
const StandaloneCart = lazy(() =>
  import('@/features/shop/standalone-cart').then((module) => ({ default: module.StandaloneCart })),
)

/** The shop's layout route (app/route-groups/shop.ts), which holds a cart of its own. */
const SHOP_ROUTE_ID = 'shop'

/**
 * What a route module may export as `handle` for this layout: `beforeHeader` renders above the
 * header (the home page's promo banner comes before the header; docs/product.md, Home page).
 */
export type SiteLayoutHandle = { beforeHeader?: () => React.ReactNode }

function isSiteLayoutHandle(handle: unknown): handle is SiteLayoutHandle {
  return typeof handle === 'object' && handle !== null && 'beforeHeader' in handle
}

/** The deepest matched route's `beforeHeader`, if any. */
function useBeforeHeader(): SiteLayoutHandle['beforeHeader'] {
  const matches = useMatches()
  for (const match of [...matches].reverse()) {
    if (isSiteLayoutHandle(match.handle) && match.handle.beforeHeader) {
      return match.handle.beforeHeader
    }
  }
  return undefined
}

/**
 * Whether the page is a product's own page (not the 404 an unknown id gives, whose loader threw):
 * its buy box then takes the mobile bar's call to action (features/shop/product-page.tsx). Known
 * from the route, so the prerendered page and its hydration agree.
 */
function isProductPage(matches: readonly UIMatch[]): boolean {
  return matches.some(
    (match) =>
      match.data !== undefined && matchPath(paths.shopProduct.pattern, match.pathname) !== null,
  )
}

/**
 * The chrome around every page: header, the page (which renders its own <main id="main">, the
 * skip link's target), footer and, on small screens, the bottom bar. Each is an island
 * (components/island.tsx), as is each section of the page (PageMain). A lazy route module of its
 * own, so none of it weighs on the entry bundle the staff gate is served from.
 */
export function Component() {
  const { status, user, isStaff, signOut } = useSession()
  // This browser only: signing out here must not end the account's sessions on other devices.
  const onSignOut = () => void signOut({ scope: 'local' })
  const beforeHeader = useBeforeHeader()
  const matches = useMatches()
  const inShop = matches.some((match) => match.id === SHOP_ROUTE_ID)
  const cartRequested = useCartRequested()

  return (
    <div data-slot="site-layout" className={cn('flex min-h-dvh flex-col', MOBILE_BAR_PADDING)}>
      <Island>{beforeHeader?.()}</Island>
      <Island>
        <SiteHeader
          brand={site.brand}
          phone={site.phone}
          menus={mainNavigation}
          copy={headerCopy}
          user={user}
          sessionKnown={status === 'ready'}
          isStaff={isStaff}
          onSignOut={onSignOut}
          // 32 px beside the menus from lg, where the row is full: still well over the 24 px
          // target WCAG 2.2 AA asks for (docs/architecture.md, Accessibility).
          cart={<CartButton labels={cartButtonCopy} className="lg:size-8" />}
        />
      </Island>
      <div className="flex flex-1 flex-col">
        <Outlet />
      </div>
      <Island>
        <SiteFooter brand={site.brand} contact={site} copy={footerCopy} />
      </Island>
      <Island>
        <MobileBar
          copy={mobileBarCopy}
          phone={site.phone}
          signedIn={user !== null}
          sessionKnown={status === 'ready'}
          onSignOut={onSignOut}
          pageAction={isProductPage(matches)}
        />
      </Island>
      {cartRequested && !inShop ? (
        <Suspense fallback={null}>
          <StandaloneCart />
        </Suspense>
      ) : null}
    </div>
  )
}
