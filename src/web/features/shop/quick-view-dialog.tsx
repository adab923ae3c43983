import X from 'lucide-react/icons/x'
import { useId, useState } from 'react'
import { Link } from 'react-router'

import { Button } from '@/components/ui/button'
import type { ModalDialog } from '@/components/ui/use-modal-dialog'
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

type QuickViewCopy = { product: ShopCopy['product']; quickView: ShopCopy['quickView'] }

type QuickViewDialogProps = {
  /** The `<dialog>`'s id, which the card's Quick View button names in `commandfor`. */
  id: string
  product: Product
  /** The dialog's behavior (components/ui/use-modal-dialog.ts), shared with its opener. */
  dialog: ModalDialog
  /** 'Add to Cart' was pressed with this quantity; the dialog closes itself after. */
  onAdd: (product: Product, quantity: number) => void
  copy: QuickViewCopy
}

/** The quick view's id for a product: one catalogue per page, and a product is in it once. */
const quickViewId = (product: Pick<Product, 'id'>) => `quick-view-${product.id}`

/** The id of the artwork the card draws and its quick view shows again. */
const packshotArtId = (product: Pick<Product, 'id'>) => `packshot-art-${product.id}`

/**
 * The quick view (docs/product.md, Shop): the quantity starts at 1 at every opening, cannot go
 * below 1 and has no upper bound; 'Add to Cart' adds that many and closes; out of stock, it is
 * disabled and says so.
 *
 * Each card carries its own, as the platform's modal `<dialog>`, in the prerendered HTML and
 * closed, so the first tap on Quick View opens it before the page's code has started
 * (docs/decisions/053-first-tap-answered-by-the-html.md). A press on Add to Cart before then is
 * held and replayed once hydrated (lib/early-input.ts), on this same dialog, still open.
 * On opening, focus goes to its title (`autofocus`, `tabindex="-1"`), so the dialog's name is read
 * first and a phone does not open its keyboard for the quantity field: the platform would focus
 * that field, the first control, and Chromium ignores `autofocus` on the `<dialog>` itself.
 */
function QuickViewDialog({ id, product, dialog, onAdd, copy }: QuickViewDialogProps) {
  const titleId = `${id}-title`
  // A new body at every closing, so the next opening starts at quantity 1.
  const [opening, setOpening] = useState(0)
  const { onClose, ...dialogProps } = dialog.dialogProps

  return (
    <dialog
      {...dialogProps}
      onClose={() => {
        onClose()
        setOpening((count) => count + 1)
      }}
      id={id}
      aria-labelledby={titleId}
      data-slot="dialog-content"
      // ui/dialog.tsx's centred wide dialog; the overlay is the dialog's own ::backdrop.
      className="fixed top-1/2 left-1/2 m-0 hidden max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-3xl -translate-x-1/2 -translate-y-1/2 flex-col gap-4 overflow-y-auto overscroll-contain rounded-xl border-0 bg-background p-6 text-foreground shadow-xl outline-none backdrop:bg-navy/60 open:flex motion-safe:transition-[opacity,scale] motion-safe:duration-200 motion-safe:backdrop:transition-opacity motion-safe:starting:open:scale-95 motion-safe:starting:open:opacity-0 motion-safe:starting:open:backdrop:opacity-0"
    >
      <QuickViewBody
        key={opening}
        product={product}
        titleId={titleId}
        onAdd={(quantity) => {
          onAdd(product, quantity)
          dialog.close()
        }}
        copy={copy}
      />
      <button
        type="button"
        command="close"
        commandfor={id}
        data-has-script=""
        onClick={dialog.close}
        data-slot="dialog-close"
        className="absolute top-3 right-3 inline-flex size-11 items-center justify-center rounded-md text-muted-foreground transition-colors hover:bg-accent hover:text-navy"
      >
        <X aria-hidden="true" className="size-5" />
        <span className="sr-only">{copy.quickView.close}</span>
      </button>
    </dialog>
  )
}

function QuickViewBody({
  product,
  titleId,
  onAdd,
  copy,
}: {
  product: Product
  titleId: string
  onAdd: (quantity: number) => void
  copy: QuickViewCopy
}) {
  const featuresId = useId()
  const labels = copy.product

  return (
    <div className="grid gap-6 md:grid-cols-2">
      <div className="relative self-start rounded-lg bg-mist p-4">
        <ProductPackshot product={product} art={{ sameAs: packshotArtId(product) }} />
        <SavingsBadge product={product} labels={labels} className="absolute top-3 right-3" />
      </div>
      <div className="flex flex-col gap-4">
        <div className="flex flex-col gap-2 pr-10">
          <ProductBadges product={product} labels={labels} />
          <p className="text-sm font-semibold tracking-wide text-teal uppercase">
            {product.category}
          </p>
          <h2
            id={titleId}
            data-slot="dialog-title"
            // Focus goes here on opening, not to the quantity field (see QuickViewDialog).
            // eslint-disable-next-line jsx-a11y/no-autofocus
            autoFocus
            tabIndex={-1}
            className="text-2xl font-bold text-navy outline-none"
          >
            {product.name}
          </h2>
          <ProductRating rating={product.rating} reviews={product.reviews} labels={labels} />
        </div>
        <ProductPrice product={product} labels={labels} />
        {product.needsReview ? (
          <ReviewNote label={labels.needsReview} body={labels.needsReviewBody} />
        ) : null}
        <p data-slot="dialog-description" className="text-base text-foreground">
          {product.description}
        </p>
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
        <AddToCart product={product} labels={labels} onAdd={onAdd} />
        <Button asChild variant="link" size="inline" className="h-11 self-start py-2">
          <Link to={paths.shopProduct(product.id)}>{copy.quickView.viewDetails}</Link>
        </Button>
      </div>
    </div>
  )
}

export { packshotArtId, QuickViewDialog, quickViewId, type QuickViewCopy }
