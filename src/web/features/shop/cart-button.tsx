// One module per icon (see components/ui/password-input.tsx): this button is on every page.
import ShoppingCart from 'lucide-react/icons/shopping-cart'
import type * as React from 'react'

import { Button } from '@/components/ui/button'
import { cn } from '@/lib/cn'

import { openCart, useStoredCartCount } from './cart-signal'

type CartButtonProps = Omit<React.ComponentProps<typeof Button>, 'children' | 'onClick'> & {
  /** `buttonCount` is the accessible name, e.g. 'Cart, 3 items'. */
  labels: { buttonCount: (count: number) => string }
}

/**
 * The site header's cart button, on every page: the badge shows how many items the stored cart
 * holds, and a press opens the cart drawer (loaded then on a page outside the shop). It counts
 * from storage, not from the cart, so no page but the shop's loads the cart and the catalogue.
 */
function CartButton({ labels, className, ...props }: CartButtonProps) {
  const itemCount = useStoredCartCount()
  return (
    <Button
      type="button"
      variant="ghost"
      size="icon"
      data-slot="cart-button"
      aria-haspopup="dialog"
      // The shop's drawer (cart-drawer.tsx, CART_DRAWER_ID), opened by the browser where it is in
      // the page; elsewhere the press waits for the code, which loads it (lib/early-input.ts).
      command="show-modal"
      commandfor="cart-drawer"
      aria-label={labels.buttonCount(itemCount)}
      onClick={openCart}
      className={cn('relative text-navy', className)}
      {...props}
    >
      <ShoppingCart aria-hidden="true" className="size-6" />
      {/* Always rendered, hidden at 0: an Add to Cart pressed before the page's code shows here
          (cart-count-echo.ts), and hydration must find the element it renders. */}
      <span
        aria-hidden="true"
        data-slot="cart-count"
        hidden={itemCount === 0}
        className="absolute -top-1 -right-1 inline-flex h-6 min-w-6 items-center justify-center rounded-full bg-amber px-1.5 text-xs font-bold text-navy"
      >
        {itemCount > 0 ? itemCount : null}
      </span>
    </Button>
  )
}

export { CartButton }
