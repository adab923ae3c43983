import { Eye } from 'lucide-react'
import { useId } from 'react'
import type * as React from 'react'
import { Link } from 'react-router'

import { Button } from '@/components/ui/button'
import { useModalDialog } from '@/components/ui/use-modal-dialog'
import { paths } from '@/config/paths'
import type { Product } from '@/content/catalogues/catalogue-types'
import type { ShopCopy, ViewMode } from '@/content/catalogues/shop-copy'
import { cn } from '@/lib/cn'

import { FeatureList } from './feature-list'
import { ProductBadges } from './product-badges'
import { ProductPackshot } from './product-packshot'
import { ProductPrice, SavingsBadge } from './product-price'
import { ProductRating } from './product-rating'
import {
  packshotArtId,
  type QuickViewCopy,
  QuickViewDialog,
  quickViewId,
} from './quick-view-dialog'
import { ReviewNote } from './review-note'

/** docs/product.md, Shop: list view shows the first 3 features and a '+N more' count. */
const LIST_FEATURES = 3

type ProductCardProps = React.ComponentProps<'article'> & {
  product: Product
  view: ViewMode
  labels: ShopCopy['product']
  /** The quick view's own texts (its close button, features heading, 'View details'). */
  quickViewLabels: QuickViewCopy['quickView']
  /** Add to Cart, on the card (one) or in its quick view (the quantity chosen there). */
  onAdd: (product: Product, quantity?: number) => void
}

/** One product in a catalogue, as a grid card or a list row, with its quick view. */
function ProductCard({
  product,
  view,
  labels,
  quickViewLabels,
  onAdd,
  className,
  ...props
}: ProductCardProps) {
  const headingId = useId()
  const list = view === 'list'
  const moreFeatures = product.features.length - LIST_FEATURES
  const quickView = useModalDialog()
  const quickViewDialogId = quickViewId(product)

  return (
    <article
      aria-labelledby={headingId}
      data-slot="product-card"
      data-view={view}
      className={cn(
        'flex h-full overflow-hidden rounded-xl border border-border bg-background shadow-sm transition-shadow hover:shadow-md',
        list ? 'flex-col sm:flex-row' : 'flex-col',
        className,
      )}
      {...props}
    >
      <div className={cn('relative bg-mist p-4', list && 'sm:w-56 sm:shrink-0')}>
        <ProductPackshot
          product={product}
          // Its quick view shows this same drawing (quick-view-dialog.tsx).
          art={{ id: packshotArtId(product) }}
          className="mx-auto max-w-56"
        />
        <ProductBadges product={product} labels={labels} className="absolute top-3 left-3" />
        <SavingsBadge product={product} labels={labels} className="absolute top-3 right-3" />
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5">
        <p className="text-xs font-semibold tracking-wide text-teal uppercase">
          {product.category}
        </p>
        <h3 id={headingId} className="text-lg leading-snug font-bold text-navy">
          <Link to={paths.shopProduct(product.id)} className="hover:underline">
            {product.name}
          </Link>
        </h3>
        <ProductRating rating={product.rating} reviews={product.reviews} labels={labels} />
        {product.needsReview ? <ReviewNote label={labels.needsReview} /> : null}
        <p
          data-slot="product-description"
          className={cn('text-sm text-muted-foreground', !list && 'line-clamp-2')}
        >
          {product.description}
        </p>
        {list ? (
          <FeatureList
            features={product.features.slice(0, LIST_FEATURES)}
            className="gap-1 text-sm text-foreground"
            data-slot="product-features"
          >
            {moreFeatures > 0 ? (
              <li data-slot="more-features" className="pl-6 font-semibold text-teal">
                {labels.moreFeatures(moreFeatures)}
              </li>
            ) : null}
          </FeatureList>
        ) : null}
        <div className="mt-auto flex flex-col gap-3 pt-2">
          <ProductPrice product={product} labels={labels} />
          <div className="flex flex-wrap gap-2">
            <Button
              type="button"
              variant="outline"
              grow
              aria-haspopup="dialog"
              // The product's name too: every card has these buttons.
              aria-label={`${labels.quickView}: ${product.name}`}
              // The browser opens the quick view from the HTML, before the page's code has
              // started (docs/decisions/053-first-tap-answered-by-the-html.md).
              command="show-modal"
              commandfor={quickViewDialogId}
              data-has-script=""
              onClick={(event) => quickView.open(event.currentTarget)}
            >
              <Eye aria-hidden="true" />
              {labels.quickView}
            </Button>
            <Button
              type="button"
              grow
              disabled={!product.inStock}
              // Its press shows on the cart's count before the page's code runs (cart-count-echo.ts).
              data-adds-to-cart={1}
              aria-label={`${product.inStock ? labels.addToCart : labels.outOfStock}: ${product.name}`}
              onClick={() => onAdd(product)}
            >
              {product.inStock ? labels.addToCart : labels.outOfStock}
            </Button>
          </div>
        </div>
      </div>
      <QuickViewDialog
        id={quickViewDialogId}
        product={product}
        dialog={quickView}
        onAdd={onAdd}
        copy={{ product: labels, quickView: quickViewLabels }}
      />
    </article>
  )
}

export { ProductCard }
