import type * as React from 'react'
import { Link } from 'react-router'

import { Button } from '@/components/ui/button'
import { cn } from '@/lib/cn'

export type CtaLink = { label: string; href: string }

type CtaActionsProps = React.ComponentProps<'div'> & {
  primary: CtaLink
  secondary?: CtaLink
}

/** A primary and an optional secondary call to action, side by side (stacked on phones). */
function CtaActions({ primary, secondary, className, ...props }: CtaActionsProps) {
  return (
    <div
      data-slot="cta-actions"
      className={cn('flex flex-col items-stretch gap-3 sm:flex-row sm:items-center', className)}
      {...props}
    >
      <Button asChild size="lg">
        <Link to={primary.href}>{primary.label}</Link>
      </Button>
      {secondary ? (
        <Button asChild size="lg" variant="outline">
          <Link to={secondary.href}>{secondary.label}</Link>
        </Button>
      ) : null}
    </div>
  )
}

export { CtaActions }
