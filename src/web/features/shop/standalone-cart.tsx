import { allProducts } from '@/content/catalogues/all-catalogues'
import { cartCopy, FREE_SHIPPING_THRESHOLD_CENTS } from '@/content/catalogues/cart-copy'
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
        copy={cartCopy}
        freeShippingThresholdCents={FREE_SHIPPING_THRESHOLD_CENTS}
        phone={site.phone}
      />
    </CartProvider>
  )
}
