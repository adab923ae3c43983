import type * as React from 'react'

import type { Product } from '@/content/catalogues/catalogue-types'
import { cn } from '@/lib/cn'

type ProductBadgesProps = React.ComponentProps<'ul'> & {
  product: Pick<Product, 'bestseller' | 'newProduct' | 'inStock'>
  labels: { bestseller: string; newProduct: string; outOfStock: string }
}

/** Bestseller, New and Out of Stock flags; nothing when none applies. */
function ProductBadges({ product, labels, className, ...props }: ProductBadgesProps) {
  const badges = [
    product.bestseller ? { label: labels.bestseller, tone: 'bg-navy text-white' } : null,
    product.newProduct ? { label: labels.newProduct, tone: 'bg-teal text-white' } : null,
    product.inStock
      ? null
      : { label: labels.outOfStock, tone: 'bg-white text-destructive ring-1 ring-destructive' },
  ].filter((badge) => badge !== null)
  if (badges.length === 0) return null

  return (
    <ul data-slot="product-badges" className={cn('flex flex-wrap gap-1.5', className)} {...props}>
      {badges.map((badge) => (
        <li
          key={badge.label}
          className={cn('rounded-full px-2.5 py-1 text-xs font-semibold', badge.tone)}
        >
          {badge.label}
        </li>
      ))}
    </ul>
  )
}

export { ProductBadges }
