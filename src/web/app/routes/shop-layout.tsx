import { Outlet } from 'react-router'

import { allProducts } from '@/content/catalogues/all-catalogues'
import { shopCopy } from '@/content/catalogues/shop-copy'
import { site } from '@/content/site'
import { CartDrawer } from '@/features/shop/cart-drawer'
import { CartProvider } from '@/features/shop/cart-provider'

/**
 * A pathless layout around the four catalogues and the product pages: one cart for all of
 * them, and its drawer, which any of their cart buttons opens.
 */
export function Component() {
  return (
    <CartProvider products={allProducts}>
      <Outlet />
      <CartDrawer
        copy={shopCopy.cart}
        freeShippingThresholdCents={shopCopy.freeShippingThresholdCents}
        phone={site.phone}
      />
    </CartProvider>
  )
}
