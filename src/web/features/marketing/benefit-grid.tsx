import { cva, type VariantProps } from 'class-variance-authority'
import { ArrowRight } from 'lucide-react'
import { useId } from 'react'
import type * as React from 'react'
import { Link } from 'react-router'

import { cn } from '@/lib/cn'

import { type MarketingIconName, marketingIcons } from './marketing-icons'

/**
 * A benefit card (docs/product.md, Content model): icon by name, title, description; optionally a
 * link onwards.
 */
export type Benefit = {
  icon: MarketingIconName
  title: string
  desc: string
  link?: { label: string; href: string }
}

// Two columns from sm up, and the column count from lg up.
const twoUp = 'sm:*:basis-[calc((100%-1.5rem)/2-1px)] sm:*:max-w-[calc((100%-1.5rem)/2)]'

const gridVariants = cva('gap-5 sm:gap-6', {
  variants: {
    columns: { 2: '', 3: '', 4: '' },
    /**
     * 'start' is a plain grid. 'center' sets a short last row in the middle instead of leaving a
     * hole at its end (five cards in three columns: three, then two centered). Cards grow from
     * just under their share to exactly it, so rounding never wraps a full row.
     */
    lastRow: {
      start: 'grid',
      center: 'flex flex-wrap justify-center *:grow *:basis-full',
    },
  },
  compoundVariants: [
    { lastRow: 'start', columns: 2, className: 'sm:grid-cols-2' },
    { lastRow: 'start', columns: 3, className: 'sm:grid-cols-2 lg:grid-cols-3' },
    { lastRow: 'start', columns: 4, className: 'sm:grid-cols-2 lg:grid-cols-4' },
    { lastRow: 'center', columns: 2, className: twoUp },
    {
      lastRow: 'center',
      columns: 3,
      className: `${twoUp} lg:*:max-w-[calc((100%-3rem)/3)] lg:*:basis-[calc((100%-3rem)/3-1px)]`,
    },
    {
      lastRow: 'center',
      columns: 4,
      className: `${twoUp} lg:*:max-w-[calc((100%-4.5rem)/4)] lg:*:basis-[calc((100%-4.5rem)/4-1px)]`,
    },
  ],
  defaultVariants: { columns: 3, lastRow: 'start' },
})

type BenefitGridProps = React.ComponentProps<'ul'> &
  VariantProps<typeof gridVariants> & {
    items: readonly Benefit[]
    /** The cards' heading level: h3 under a section's h2, h4 one level deeper. */
    headingLevel?: 3 | 4
  }

/** Cards in a grid, each an icon, a short title and a sentence or two. */
function BenefitGrid({
  items,
  columns,
  lastRow,
  headingLevel = 3,
  className,
  ...props
}: BenefitGridProps) {
  const Heading = headingLevel === 4 ? 'h4' : 'h3'
  return (
    <ul
      data-slot="benefit-grid"
      className={cn(gridVariants({ columns, lastRow }), className)}
      {...props}
    >
      {items.map((item) => (
        <BenefitCard key={item.title} item={item} Heading={Heading} />
      ))}
    </ul>
  )
}

function BenefitCard({ item, Heading }: { item: Benefit; Heading: 'h3' | 'h4' }) {
  const titleId = useId()
  const Icon = marketingIcons[item.icon]
  return (
    <li className="flex flex-col gap-3 rounded-2xl border border-border bg-background p-6 text-foreground shadow-sm">
      <span className="flex size-12 items-center justify-center rounded-xl bg-teal/10 text-teal">
        <Icon aria-hidden="true" className="size-6" />
      </span>
      <Heading id={titleId} className="text-lg font-bold text-navy">
        {item.title}
      </Heading>
      <p className="flex-1 text-sm leading-relaxed text-muted-foreground">{item.desc}</p>
      {item.link ? (
        <Link
          to={item.link.href}
          // Cards may share a link label; the description names the card out of context.
          aria-describedby={titleId}
          className="inline-flex min-h-11 items-center gap-1.5 self-start font-semibold text-teal underline-offset-4 hover:underline"
        >
          {item.link.label}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      ) : null}
    </li>
  )
}

export { BenefitGrid }
