// One module per icon (see ui/password-input.tsx): import-x takes them for duplicates.
/* eslint-disable import-x/no-duplicates */
import CalendarCheck from 'lucide-react/icons/calendar-check'
import HeartPulse from 'lucide-react/icons/heart-pulse'
import LogIn from 'lucide-react/icons/log-in'
import LogOut from 'lucide-react/icons/log-out'
import Phone from 'lucide-react/icons/phone'
/* eslint-enable import-x/no-duplicates */
import type * as React from 'react'
import { Link } from 'react-router'

import { paths } from '@/config/paths'
import type { MobileBarCopy } from '@/content/navigation'
import { cn } from '@/lib/cn'

type MobileBarProps = React.ComponentProps<'nav'> & {
  copy: MobileBarCopy
  phone: { display: string; tel: string }
  signedIn: boolean
  /**
   * False until the page's code has read the stored session: the bar then renders both states,
   * and the stylesheet shows the one `<html data-session>` tells (session-hint.ts).
   */
  sessionKnown?: boolean
  onSignOut: () => void
  /**
   * The page puts its own call to action in the bar's right side instead of Book Now (a product
   * page's price and Add to Cart, styled with MOBILE_BAR_ACTION_CLASS).
   */
  pageAction?: boolean
}

/** The bar's height; the site layout pads small screens by as much, so it never hides content. */
export const MOBILE_BAR_PADDING = 'pb-[calc(4rem+env(safe-area-inset-bottom))] md:pb-0'

/**
 * Where a page's own call to action sits below `md`: over the bar's right side, which the bar
 * leaves empty when given `pageAction` (its items then keep BAR_ITEMS_WITH_ACTION of the width).
 * The element stays where it is in the page (its place in the reading and focus order) and is
 * prerendered there, so it needs no script to show; from `md`, where there is no bar, it is laid
 * out in the page as usual.
 */
export const MOBILE_BAR_ACTION_CLASS =
  'max-md:fixed max-md:right-0 max-md:bottom-[env(safe-area-inset-bottom)] max-md:z-[41] max-md:flex max-md:h-16 max-md:w-[58%] max-md:items-center max-md:gap-2 max-md:px-2'

/** The width the bar's own items keep beside a page's call to action (MOBILE_BAR_ACTION_CLASS). */
const BAR_ITEMS_WITH_ACTION = 'w-[42%]'

/**
 * Small screens only (docs/product.md, Header and footer): Call, Sign In or Sign Out (after My care
 * when signed in), Book Now,
 * fixed to the bottom above the device's safe area. Like the header, until the session is known
 * it renders both states and the stylesheet shows the signed-in one when a session is stored
 * (session-hint.ts marks `<html>` before the first paint), so the prerendered page never offers
 * Sign In to someone signed in (docs/decisions/052-the-first-tap-answers-at-once.md). On a page
 * with its own call to action (`pageAction`), Call and Sign In share the left side and the page's
 * action takes the rest.
 */
function MobileBar({
  copy,
  phone,
  signedIn,
  sessionKnown = true,
  onSignOut,
  pageAction = false,
  className,
  ...props
}: MobileBarProps) {
  return (
    <nav
      aria-label={copy.label}
      data-slot="mobile-bar"
      className={cn(
        'fixed inset-x-0 bottom-0 z-40 border-t border-border bg-background pb-[env(safe-area-inset-bottom)] shadow-[0_-2px_8px_rgb(11_37_69/0.08)] md:hidden',
        className,
      )}
      {...props}
    >
      {/* Signed in, My care joins the bar (docs/decisions/046-one-way-in-and-the-place-kept.md). */}
      <ul
        className={cn(
          'grid h-16',
          pageAction && BAR_ITEMS_WITH_ACTION,
          columns(signedIn, pageAction),
          !signedIn && !sessionKnown && storedColumns(pageAction),
        )}
      >
        <li>
          <a
            href={`tel:${phone.tel}`}
            aria-label={`${copy.call} ${phone.display}`}
            className={itemClass}
          >
            <Phone aria-hidden="true" className="size-5" />
            {copy.call}
          </a>
        </li>
        {signedIn || !sessionKnown ? (
          <li className={cn(!signedIn && 'session-none:hidden')}>
            <Link to={paths.account} className={itemClass}>
              <HeartPulse aria-hidden="true" className="size-5" />
              {copy.myCare}
            </Link>
          </li>
        ) : null}
        <li>
          {signedIn || !sessionKnown ? (
            <button
              type="button"
              onClick={onSignOut}
              className={cn(itemClass, 'w-full', !signedIn && 'session-none:hidden')}
            >
              <LogOut aria-hidden="true" className="size-5" />
              {copy.signOut}
            </button>
          ) : null}
          {signedIn ? null : (
            <Link
              to={paths.auth}
              className={cn(itemClass, !sessionKnown && 'session-stored:hidden')}
            >
              <LogIn aria-hidden="true" className="size-5" />
              {copy.signIn}
            </Link>
          )}
        </li>
        {pageAction ? null : (
          <li>
            {/* Straight to the free times (docs/architecture.md, Booking). */}
            <Link
              to={paths.book}
              className={cn(itemShape, 'bg-primary text-primary-foreground hover:bg-primary/90')}
            >
              <CalendarCheck aria-hidden="true" className="size-5" />
              {copy.bookNow}
            </Link>
          </li>
        )}
      </ul>
    </nav>
  )
}

/** One column per item: Call, My care when signed in, Sign In or Out, Book Now unless the page's action. */
function columns(signedIn: boolean, pageAction: boolean): string {
  const count = 2 + (signedIn ? 1 : 0) + (pageAction ? 0 : 1)
  return count === 4 ? 'grid-cols-4' : count === 3 ? 'grid-cols-3' : 'grid-cols-2'
}

/** The columns when a session is stored but not yet read: My care joins, as signed in. */
function storedColumns(pageAction: boolean): string {
  return pageAction ? 'session-stored:grid-cols-3' : 'session-stored:grid-cols-4'
}

/** An item without its colors, which the call to action sets itself. */
const itemShape =
  'flex h-full flex-col items-center justify-center gap-1 text-xs font-semibold outline-offset-[-4px]'
const itemClass = `${itemShape} text-navy hover:bg-accent`

export { MobileBar, type MobileBarCopy }
