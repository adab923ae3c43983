import { ArrowDown, ArrowRight, Phone } from 'lucide-react'
import type * as React from 'react'
import { Link } from 'react-router'

import { Button } from '@/components/ui/button'
import { cn } from '@/lib/cn'

/**
 * A call to action as content spells it. `href` is a route path (`/consultation`), an anchor on
 * the same page (`#how-it-works`) or a `tel:` link; the component picks the right element.
 */
export type Action = {
  label: string
  href: string
  /** 'primary' (the default) is the filled button; 'secondary' the outlined one. */
  emphasis?: 'primary' | 'secondary'
}

// On navy bands (hero, call-to-action band: `data-tone="navy"`) the primary turns amber and the
// outline white, so both keep 4.5:1 contrast.
export const actionButtonClasses = {
  primary:
    'in-data-[tone=navy]:bg-amber in-data-[tone=navy]:text-navy in-data-[tone=navy]:hover:bg-amber/90',
  secondary:
    'in-data-[tone=navy]:border-white in-data-[tone=navy]:bg-transparent in-data-[tone=navy]:text-white in-data-[tone=navy]:hover:bg-white in-data-[tone=navy]:hover:text-navy',
} as const

function ActionIcon({ href }: { href: string }) {
  if (href.startsWith('tel:')) return <Phone aria-hidden="true" />
  if (href.startsWith('#')) return <ArrowDown aria-hidden="true" />
  return <ArrowRight aria-hidden="true" />
}

type ActionLinkProps = Omit<React.ComponentProps<'a'>, 'href'> & { action: Action }

/** One call to action: a router link, an in-page anchor or a phone link, styled as a button. */
function ActionLink({ action, className, ...props }: ActionLinkProps) {
  const emphasis = action.emphasis ?? 'primary'
  const external = action.href.startsWith('#') || /^[a-z]+:/i.test(action.href)
  return (
    <Button
      asChild
      size="lg"
      variant={emphasis === 'primary' ? 'default' : 'outline'}
      className={cn(actionButtonClasses[emphasis], className)}
    >
      {external ? (
        <a data-slot="action-link" href={action.href} {...props}>
          {action.href.startsWith('tel:') ? <ActionIcon href={action.href} /> : null}
          {action.label}
          {action.href.startsWith('#') ? <ActionIcon href={action.href} /> : null}
        </a>
      ) : (
        <Link data-slot="action-link" to={action.href} {...props}>
          {action.label}
          <ActionIcon href={action.href} />
        </Link>
      )}
    </Button>
  )
}

type ActionLinksProps = React.ComponentProps<'div'> & { actions?: readonly Action[] }

/**
 * A row of calls to action (stacked on phones). Extra controls that are not links, such as a
 * live-chat button, go in as children after the links.
 */
function ActionLinks({ actions = [], className, children, ...props }: ActionLinksProps) {
  return (
    <div
      data-slot="action-links"
      className={cn(
        'flex flex-col items-stretch gap-3 sm:flex-row sm:flex-wrap sm:items-center',
        className,
      )}
      {...props}
    >
      {actions.map((action) => (
        <ActionLink key={`${action.href} ${action.label}`} action={action} />
      ))}
      {children}
    </div>
  )
}

export { ActionLink, ActionLinks }
