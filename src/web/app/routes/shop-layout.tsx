import { Outlet } from 'react-router'

import { allProducts } from '@/content/catalogues/all-catalogues'
import { cartCopy, FREE_SHIPPING_THRESHOLD_CENTS } from '@/content/catalogues/cart-copy'
import { site } from '@/content/site'
import { CartDrawer } from '@/features/shop/cart-drawer'
import { CartProvider } from '@/features/shop/cart-provider'

/**
 * A pathless layout around the four catalogues, the product pages and /checkout: one cart for
 * all of them, and its drawer, which any of their cart buttons opens. The drawer's frame (the
 * dialog, its header and the empty cart) is in every shop page's prerendered HTML, closed, so the
 * header's cart button opens it before the page's code has started
 * (docs/decisions/053-first-tap-answered-by-the-html.md). Its lines and summary load the first
 * time it is open with items (features/shop/cart-lines.tsx): a page that is never asked for them,
 * /checkout above all, does not carry them (docs/architecture.md, Performance budgets).
 */
export function Component() {
  return (
    <CartProvider products={allProducts}>
      <Outlet />
      <CartDrawer
        copy={cartCopy}
        freeShippingThresholdCents={FREE_SHIPPING_THRESHOLD_CENTS}
        phone={site.phone}
      />
    </CartProvider>
  )
}
