import type { RouteObject } from 'react-router'

import { paths } from '@/config/paths'

/**
 * Order requests from the cart (docs/architecture.md, Orders): the checkout and its confirmation,
 * open to anyone. They sit in the shop's layout, which holds the cart: the checkout reads and
 * edits the same cart as the shop pages, and empties what was ordered before the confirmation
 * opens.
 */
export const orderRoutes = [
  {
    id: 'orders',
    lazy: () => import('../routes/shop-layout'),
    children: [
      { path: paths.checkout, lazy: () => import('../routes/checkout') },
      { path: paths.orderConfirmation, lazy: () => import('../routes/checkout-confirmation') },
    ],
  },
] satisfies RouteObject[]
