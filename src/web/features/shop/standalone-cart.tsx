import { allProducts } from '@/content/catalogues/all-catalogues'
import { shopCopy } from '@/content/catalogues/shop-copy'
import { site } from '@/content/site'

import { CartDrawer } from './cart-drawer'
import { CartProvider } from './cart-provider'

/**
 * The cart and its drawer on a page outside the shop, which the site layout loads when the
 * header's cart button is pressed there (the shop's own layout holds them on its pages). The
 * provider registers with the header's button on mount and opens the drawer it asked for.
 */
export function StandaloneCart() {
  return (
    <CartProvider products={allProducts}>
      <CartDrawer
        copy={shopCopy.cart}
        freeShippingThresholdCents={shopCopy.freeShippingThresholdCents}
        phone={site.phone}
      />
    </CartProvider>
  )
}
