import Phone from 'lucide-react/icons/phone'
import type * as React from 'react'
import { Link } from 'react-router'

import logoUrl from '@/assets/logo.svg'
import { Button } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { cn } from '@/lib/cn'

import { MobileNav, type MobileNavCopy } from './mobile-nav'
import { type NavMenu, SiteNav } from './site-nav'

type SiteHeaderCopy = MobileNavCopy & {
  /** Name of the toggle beside a menu heading that is itself a link. */
  submenuToggle: (menuLabel: string) => string
}

type SiteHeaderProps = React.ComponentProps<'header'> & {
  /** Accessible name of the logo, e.g. the brand. */
  brand: string
  phone: { display: string; tel: string }
  menus: readonly NavMenu[]
  copy: SiteHeaderCopy
  /** The signed-in user, or null for a visitor. */
  user: { email?: string } | null
  /**
   * False until the page's code has read the stored session: the header then renders both
   * states, and the stylesheet shows the one `<html data-session>` tells (session-hint.ts).
   */
  sessionKnown?: boolean
  /** Staff see a link to the leads dashboard. */
  isStaff?: boolean
  onSignOut: () => void
  /** The cart button with its item count, on every page (the shop feature supplies it). */
  cart?: React.ReactNode
}

/**
 * The site header (docs/product.md, Header and footer): logo, menus, phone, Free Consultation,
 * Sign In or Sign Out, and the cart. Below `lg` the menus and actions move into the Menu sheet;
 * the cart stays in the bar.
 */
function SiteHeader({
  brand,
  phone,
  menus,
  copy,
  user,
  sessionKnown = true,
  isStaff = false,
  onSignOut,
  cart,
  className,
  ...props
}: SiteHeaderProps) {
  return (
    <header
      data-slot="site-header"
      className={cn('relative z-40 border-b border-border bg-background', className)}
      {...props}
    >
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-3 px-4 py-2 sm:px-6 lg:gap-2 lg:max-xl:px-4">
        <Link to={paths.home} className="shrink-0 rounded-md">
          {/* Low priority, always: the browser otherwise raises an image it finds in view once laid
              out, so the logo would compete with the page's largest paint in some loads and not
              in others (Lighthouse's LCP moved by 0.15 s between identical passes). */}
          <img
            src={logoUrl}
            alt={brand}
            width={160}
            height={38}
            fetchPriority="low"
            // Smaller on the narrowest phones, where the cart and Menu buttons share the bar, and
            // beside the menus, where the row is full.
            className="h-9 w-auto max-[22.5rem]:h-7 lg:h-6 xl:h-8"
          />
        </Link>

        <SiteNav
          aria-label={copy.navLabel}
          menus={menus}
          submenuToggleLabel={copy.submenuToggle}
          className="max-lg:hidden"
        />

        {/* A little closer from xl, where the phone number, both buttons and the cart fill the row. */}
        <div className="flex items-center gap-2 lg:max-xl:gap-1 xl:gap-1.5">
          <Button asChild variant="ghost" className="max-sm:hidden">
            <a href={`tel:${phone.tel}`} aria-label={`${copy.call} ${phone.display}`}>
              <Phone aria-hidden="true" />
              {/* Icon only between lg and xl, where the menus need the room. */}
              <span className="lg:max-xl:sr-only">{phone.display}</span>
            </a>
          </Button>
          <Button asChild className="max-lg:hidden lg:max-xl:px-3">
            <Link to={paths.consultation}>{copy.consultation}</Link>
          </Button>
          {isStaff && (
            <Button asChild variant="ghost" className="max-lg:hidden lg:max-xl:px-3">
              <Link to={paths.admin}>{copy.staffDashboard}</Link>
            </Button>
          )}
          {/* Until the session is known, both: a stored session shows the signed-in state from
              the first paint, never a Sign In that turns into Sign Out (docs/decisions/052-the-
              first-tap-answers-at-once.md). */}
          {user || !sessionKnown ? (
            <>
              {/* A patient's own page, from every page (docs/decisions/046-one-way-in-and-the-
                  place-kept.md). */}
              <Button
                asChild
                variant="outline"
                className={cn('max-lg:hidden lg:max-xl:px-3', !user && 'session-none:hidden')}
              >
                <Link to={paths.account}>{copy.myCare}</Link>
              </Button>
              <Button
                type="button"
                variant="ghost"
                className={cn('max-lg:hidden lg:max-xl:px-3', !user && 'session-none:hidden')}
                onClick={onSignOut}
              >
                {copy.signOut}
              </Button>
            </>
          ) : null}
          {user ? null : (
            <Button
              asChild
              variant="outline"
              className={cn(
                'max-lg:hidden lg:max-xl:px-3',
                !sessionKnown && 'session-stored:hidden',
              )}
            >
              <Link to={paths.auth}>{copy.signIn}</Link>
            </Button>
          )}
          {cart}
          <MobileNav
            menus={menus}
            copy={copy}
            phone={phone}
            signedIn={user !== null}
            sessionKnown={sessionKnown}
            isStaff={isStaff}
            onSignOut={onSignOut}
            className="lg:hidden"
          />
        </div>
      </div>
    </header>
  )
}

export { SiteHeader, type SiteHeaderCopy }
