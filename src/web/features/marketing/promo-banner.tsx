import { ArrowRight, X } from 'lucide-react'
import { useState } from 'react'
import type * as React from 'react'
import { Link } from 'react-router'

import { cn } from '@/lib/cn'

type PromoBannerProps = React.ComponentProps<'aside'> & {
  message: string
  link: { label: string; href: string }
  dismissLabel: string
}

/**
 * A one-line offer above the header. Dismissing hides it for this page view only: it is not
 * remembered, so a reload shows it again (docs/product.md, Home page).
 */
function PromoBanner({ message, link, dismissLabel, className, ...props }: PromoBannerProps) {
  const [open, setOpen] = useState(true)
  if (!open) return null

  return (
    <aside data-slot="promo-banner" className={cn('bg-amber text-navy', className)} {...props}>
      <div className="mx-auto flex max-w-7xl items-center gap-2 py-1 pr-1 pl-4 sm:pl-6">
        <p className="flex-1 py-1.5 text-center text-sm font-medium">
          <span>{message}</span>{' '}
          <Link
            to={link.href}
            className="inline-flex items-center gap-1 font-bold whitespace-nowrap underline underline-offset-4 hover:no-underline focus-visible:outline-navy"
          >
            {link.label}
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </p>
        <button
          type="button"
          aria-label={dismissLabel}
          onClick={() => setOpen(false)}
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-md hover:bg-navy/10 focus-visible:outline-navy"
        >
          <X aria-hidden="true" className="size-5" />
        </button>
      </div>
    </aside>
  )
}

export { PromoBanner }
