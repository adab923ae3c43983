import type * as React from 'react'

import { cn } from '@/lib/cn'

import { formatPrice, savingsDollars } from './money'

type PriceLabels = {
  wasPrice: string
  nowPrice: string
  save: (dollars: number) => string
}

type ProductPriceProps = React.ComponentProps<'p'> & {
  priceCents: number
  originalPriceCents?: number
  labels: PriceLabels
  size?: 'default' | 'lg'
}

/** The price, the earlier price struck through, and nothing else. */
function ProductPrice({
  priceCents,
  originalPriceCents,
  labels,
  size = 'default',
  className,
  ...props
}: ProductPriceProps) {
  const saved = savingsDollars(priceCents, originalPriceCents) !== null
  return (
    <p
      data-slot="product-price"
      className={cn('flex flex-wrap items-baseline gap-x-2', className)}
      {...props}
    >
      {saved ? <span className="sr-only">{labels.nowPrice}</span> : null}
      <span className={cn('font-bold text-navy', size === 'lg' ? 'text-3xl' : 'text-xl')}>
        {formatPrice(priceCents)}
      </span>
      {saved && originalPriceCents !== undefined ? (
        <span className="text-sm text-muted-foreground">
          <span className="sr-only">{labels.wasPrice} </span>
          <s>{formatPrice(originalPriceCents)}</s>
        </span>
      ) : null}
    </p>
  )
}

type SavingsBadgeProps = React.ComponentProps<'span'> & {
  priceCents: number
  originalPriceCents?: number
  label: (dollars: number) => string
}

/** The savings: originalPrice minus price, in whole dollars; nothing when nothing is saved. */
function SavingsBadge({
  priceCents,
  originalPriceCents,
  label,
  className,
  ...props
}: SavingsBadgeProps) {
  const dollars = savingsDollars(priceCents, originalPriceCents)
  if (dollars === null) return null
  return (
    <span
      data-slot="savings-badge"
      className={cn(
        'inline-flex items-center rounded-full bg-amber px-2.5 py-1 text-xs font-bold text-navy',
        className,
      )}
      {...props}
    >
      {label(dollars)}
    </span>
  )
}

export { ProductPrice, SavingsBadge }
