import { useId, useState } from 'react'
import { Link } from 'react-router'

import { Button } from '@/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog'
import { paths } from '@/config/paths'
import type { Product } from '@/content/catalogues/catalogue-types'
import type { ShopCopy } from '@/content/catalogues/shop-copy'

import { AddToCart } from './add-to-cart'
import { FeatureList } from './feature-list'
import { ProductBadges } from './product-badges'
import { ProductPackshot } from './product-packshot'
import { ProductPrice, SavingsBadge } from './product-price'
import { ProductRating } from './product-rating'
import { ReviewNote } from './review-note'

type QuickViewDialogProps = {
  /** The product shown; null closes the dialog (docs/product.md, Shop). */
  product: Product | null
  onClose: () => void
  onAdd: (product: Product, quantity: number) => void
  copy: { product: ShopCopy['product']; quickView: ShopCopy['quickView'] }
}

/**
 * The quick view (docs/product.md, Shop): the quantity starts at 1, cannot go below 1 and has no
 * upper bound; 'Add to Cart' adds that many and closes; out of stock, it is disabled and says so.
 */
function QuickViewDialog({ product, onClose, onAdd, copy }: QuickViewDialogProps) {
  // The dialog keeps showing the product it closes on. Dropped from the tree at once (Add to Cart
  // sets `product` to null), it would skip the close Escape goes through, and focus, returned on
  // the way, could be lost under load instead of landing back on the Quick View button.
  const [shown, setShown] = useState(product)
  if (product !== null && product !== shown) setShown(product)
  const current = product ?? shown
  return (
    <Dialog open={product !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {current ? (
        <DialogContent
          closeLabel={copy.quickView.close}
          width="wide"
          // Focus the dialog itself, so its name is read first and a phone does not open its
          // keyboard for the quantity field.
          onOpenAutoFocus={(event) => {
            event.preventDefault()
            if (event.currentTarget instanceof HTMLElement) event.currentTarget.focus()
          }}
        >
          {/* Keyed, so every product opens at quantity 1. */}
          <QuickViewBody key={current.id} product={current} onAdd={onAdd} copy={copy} />
        </DialogContent>
      ) : null}
    </Dialog>
  )
}

function QuickViewBody({
  product,
  onAdd,
  copy,
}: {
  product: Product
  onAdd: QuickViewDialogProps['onAdd']
  copy: QuickViewDialogProps['copy']
}) {
  const featuresId = useId()
  const labels = copy.product

  return (
    <div className="grid gap-6 md:grid-cols-2">
      <div className="relative self-start rounded-lg bg-mist p-4">
        <ProductPackshot product={product} />
        <SavingsBadge product={product} labels={labels} className="absolute top-3 right-3" />
      </div>
      <div className="flex flex-col gap-4">
        <div className="flex flex-col gap-2 pr-10">
          <ProductBadges product={product} labels={labels} />
          <p className="text-sm font-semibold tracking-wide text-teal uppercase">
            {product.category}
          </p>
          <DialogTitle size="lg">{product.name}</DialogTitle>
          <ProductRating rating={product.rating} reviews={product.reviews} labels={labels} />
        </div>
        <ProductPrice product={product} labels={labels} />
        {product.needsReview ? (
          <ReviewNote label={labels.needsReview} body={labels.needsReviewBody} />
        ) : null}
        <DialogDescription size="base" muted={false}>
          {product.description}
        </DialogDescription>
        <div>
          <h3 id={featuresId} className="text-sm font-semibold text-navy">
            {copy.quickView.features}
          </h3>
          <FeatureList
            features={product.features}
            aria-labelledby={featuresId}
            className="mt-2 gap-1.5 text-sm text-muted-foreground"
          />
        </div>
        <AddToCart
          product={product}
          labels={labels}
          onAdd={(quantity) => onAdd(product, quantity)}
        />
        <Button asChild variant="link" size="inline" className="h-11 self-start py-2">
          <Link to={paths.shopProduct(product.id)}>{copy.quickView.viewDetails}</Link>
        </Button>
      </div>
    </div>
  )
}

export { QuickViewDialog }
