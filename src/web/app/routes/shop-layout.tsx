import { lazy, Suspense, useState } from 'react'
import { Outlet } from 'react-router'

import { allProducts } from '@/content/catalogues/all-catalogues'
import { cartCopy, FREE_SHIPPING_THRESHOLD_CENTS } from '@/content/catalogues/cart-copy'
import { site } from '@/content/site'
import { CartProvider, useCart } from '@/features/shop/cart-provider'

// The drawer's own code (its lines, totals and guarantee) loads when the cart is first opened,
// as outside the shop (features/shop/standalone-cart.tsx): a page that is never asked for it,
// /checkout above all, does not carry it until ready (docs/architecture.md, Performance budgets).
const CartDrawer = lazy(() =>
  import('@/features/shop/cart-drawer').then((module) => ({ default: module.CartDrawer })),
)

/**
 * A pathless layout around the four catalogues, the product pages and /checkout: one cart for
 * all of them, and its drawer, which any of their cart buttons opens.
 */
export function Component() {
  return (
    <CartProvider products={allProducts}>
      <Outlet />
      <CartDrawerOnceOpened />
    </CartProvider>
  )
}

/** The drawer, from the first time the cart is opened; it then stays, closed or open. */
function CartDrawerOnceOpened() {
  const { isOpen } = useCart()
  const [wanted, setWanted] = useState(isOpen)
  if (isOpen && !wanted) setWanted(true)
  if (!wanted) return null
  return (
    <Suspense fallback={null}>
      <CartDrawer
        copy={cartCopy}
        freeShippingThresholdCents={FREE_SHIPPING_THRESHOLD_CENTS}
        phone={site.phone}
      />
    </Suspense>
  )
}
