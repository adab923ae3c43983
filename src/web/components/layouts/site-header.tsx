import type * as React from 'react'
import { Link } from 'react-router'

import logoUrl from '@/assets/logo.svg'
import { Button } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { headerCopy } from '@/content/navigation'
import { site } from '@/content/site'
import { cn } from '@/lib/cn'

type SiteHeaderProps = React.ComponentProps<'header'> & {
  /** The signed-in user, or null for a visitor. */
  user: { email?: string } | null
  onSignOut: () => void
}

/** The site header (spec §2). Menus arrive in a later issue. */
function SiteHeader({ user, onSignOut, className, ...props }: SiteHeaderProps) {
  return (
    <header
      data-slot="site-header"
      className={cn('border-b border-border bg-background', className)}
      {...props}
    >
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-2 sm:px-6">
        <Link to={paths.home} className="rounded-md">
          <img src={logoUrl} alt={site.brand} width={160} height={38} className="h-9 w-auto" />
        </Link>
        <div className="flex items-center gap-1 sm:gap-3">
          <Button asChild variant="ghost">
            {/* Small screens show 'Call'; the number is still in the link's name. */}
            <a href={`tel:${site.phone.tel}`}>
              <span className="sm:hidden">{headerCopy.call}</span>
              <span className="sr-only sm:not-sr-only">{site.phone.display}</span>
            </a>
          </Button>
          <Button asChild>
            <Link to={paths.consultation}>{headerCopy.consultation}</Link>
          </Button>
          {user ? (
            <Button type="button" variant="outline" onClick={onSignOut}>
              {headerCopy.signOut}
            </Button>
          ) : (
            <Button asChild variant="outline">
              <Link to={paths.auth}>{headerCopy.signIn}</Link>
            </Button>
          )}
        </div>
      </div>
    </header>
  )
}

export { SiteHeader }
