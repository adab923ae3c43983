import { useState } from 'react'
import type * as React from 'react'

import { Button } from '@/components/ui/button'
import type { Product } from '@/content/catalogues/catalogue-types'
import type { ShopCopy } from '@/content/catalogues/shop-copy'

import { QuantityStepper } from './quantity-stepper'

type AddToCartProps = {
  product: Pick<Product, 'inStock'>
  labels: ShopCopy['product']
  /** 'Add to Cart' was pressed with this quantity. */
  onAdd: (quantity: number) => void
  /** The button's width where it sits; it takes the row's free space unless this says otherwise. */
  buttonClassName?: string
  /**
   * Where the button goes on a page that places it apart from the quantity (the product page puts
   * it in the mobile bar below `md`): the wrapper's classes, and what is shown before the button.
   */
  placement?: { className: string; before: React.ReactNode }
}

/**
 * A quantity and 'Add to Cart' (docs/product.md, Shop): the quantity starts at 1, cannot go
 * below 1 and has no upper bound (the order request names a line over the product's per-order
 * limit); out of stock, the button is disabled and says so.
 */
function AddToCart({ product, labels, onAdd, buttonClassName, placement }: AddToCartProps) {
  const [quantity, setQuantity] = useState(1)

  const button = (
    <Button
      type="button"
      size="lg"
      grow
      className={buttonClassName}
      disabled={!product.inStock}
      onClick={() => onAdd(quantity)}
    >
      {product.inStock ? labels.addToCart : labels.outOfStock}
    </Button>
  )

  return (
    <div className="flex flex-wrap items-center gap-3">
      <QuantityStepper value={quantity} min={1} onChange={setQuantity} labels={labels} />
      {placement ? (
        <div data-slot="add-to-cart-action" className={placement.className}>
          {placement.before}
          {button}
        </div>
      ) : (
        button
      )}
    </div>
  )
}

export { AddToCart }
