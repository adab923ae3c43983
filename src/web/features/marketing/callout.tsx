import { cva, type VariantProps } from 'class-variance-authority'
import type * as React from 'react'

import { cn } from '@/lib/cn'

import { type MarketingIconName, marketingIcons } from './marketing-icons'

const calloutVariants = cva('flex gap-4 rounded-2xl p-5 sm:p-6', {
  variants: {
    tone: {
      teal: 'border border-teal/30 bg-teal/5 text-foreground',
      amber: 'border border-amber/60 bg-amber/10 text-foreground',
      navy: 'bg-navy text-white',
    },
  },
  defaultVariants: { tone: 'teal' },
})

type CalloutProps = Omit<React.ComponentProps<'aside'>, 'title'> &
  VariantProps<typeof calloutVariants> & {
    icon: MarketingIconName
    title: string
  }

/**
 * A highlighted note beside the main copy: a confidentiality promise, good news, a safety note.
 * An <aside> labelled by its own title; the body is the children.
 */
function Callout({ icon, title, tone, className, children, ...props }: CalloutProps) {
  const Icon = marketingIcons[icon]
  const navy = tone === 'navy'
  return (
    <aside
      data-slot="callout"
      aria-label={title}
      className={cn(calloutVariants({ tone }), className)}
      {...props}
    >
      <Icon
        aria-hidden="true"
        className={cn('mt-0.5 size-6 shrink-0', navy ? 'text-amber' : 'text-teal')}
      />
      <div className="flex flex-col gap-2">
        <p className={cn('text-lg font-bold', navy ? 'text-white' : 'text-navy')}>{title}</p>
        <div
          className={cn(
            'flex flex-col gap-2 text-sm leading-relaxed',
            navy ? 'text-white/90' : 'text-muted-foreground',
          )}
        >
          {children}
        </div>
      </div>
    </aside>
  )
}

export { Callout }
