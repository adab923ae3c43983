import type * as React from 'react'
import { Outlet, useMatches } from 'react-router'

import { Island } from '@/components/island'
import { MOBILE_BAR_PADDING, MobileBar } from '@/components/layouts/mobile-bar'
import { SiteFooter } from '@/components/layouts/site-footer'
import { SiteHeader } from '@/components/layouts/site-header'
import { footerCopy } from '@/content/footer'
import { headerCopy, mainNavigation, mobileBarCopy } from '@/content/navigation'
import { site } from '@/content/site'
import { useSession } from '@/features/auth/session-provider'
import { cn } from '@/lib/cn'

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
 * The chrome around every page: header, the page (which renders its own <main id="main">, the
 * skip link's target), footer and, on small screens, the bottom bar. Each is an island
 * (components/island.tsx), as is each section of the page (PageMain). A lazy route module of its
 * own, so none of it weighs on the entry bundle the staff gate is served from.
 */
export function Component() {
  const { user, isStaff, signOut } = useSession()
  // This browser only: signing out here must not end the account's sessions on other devices.
  const onSignOut = () => void signOut({ scope: 'local' })
  const beforeHeader = useBeforeHeader()

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
          isStaff={isStaff}
          onSignOut={onSignOut}
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
          onSignOut={onSignOut}
        />
      </Island>
    </div>
  )
}
