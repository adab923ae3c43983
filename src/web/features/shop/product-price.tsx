import type * as React from 'react'

import type { Product } from '@/content/catalogues/catalogue-types'
import { cn } from '@/lib/cn'
import { formatCents } from '@shared/money'

import { savingsDollars } from './money'

type PriceLabels = {
  wasPrice: string
  nowPrice: string
  save: (dollars: number) => string
}

/** What the price and the savings are worked out from. */
type Priced = Pick<Product, 'priceCents' | 'originalPriceCents'>

type ProductPriceProps = React.ComponentProps<'p'> & {
  product: Priced
  labels: PriceLabels
  size?: 'default' | 'lg'
}

/** The price, the earlier price struck through, and nothing else. */
function ProductPrice({
  product: { priceCents, originalPriceCents },
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
        {formatCents(priceCents)}
      </span>
      {saved && originalPriceCents !== undefined ? (
        <span className="text-sm text-muted-foreground">
          <span className="sr-only">{labels.wasPrice} </span>
          <s>{formatCents(originalPriceCents)}</s>
        </span>
      ) : null}
    </p>
  )
}

type SavingsBadgeProps = React.ComponentProps<'span'> & {
  product: Priced
  labels: Pick<PriceLabels, 'save'>
  /** 'sm' on the product page, where the packshot is larger. */
  size?: 'xs' | 'sm'
}

/** The savings: originalPrice minus price, in whole dollars; nothing when nothing is saved. */
function SavingsBadge({ product, labels, size = 'xs', className, ...props }: SavingsBadgeProps) {
  const dollars = savingsDollars(product.priceCents, product.originalPriceCents)
  if (dollars === null) return null
  return (
    <span
      data-slot="savings-badge"
      className={cn(
        'inline-flex items-center rounded-full bg-amber px-2.5 py-1 font-bold text-navy',
        size === 'sm' ? 'text-sm' : 'text-xs',
        className,
      )}
      {...props}
    >
      {labels.save(dollars)}
    </span>
  )
}

export { ProductPrice, SavingsBadge }
