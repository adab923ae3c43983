import type { RouteObject } from 'react-router'

import { paths } from '@/config/paths'

/** The RM Naturals catalogues and product pages, inside one layout that holds the cart. */
export const shopRoutes = [
  {
    id: 'shop',
    lazy: () => import('../routes/shop-layout'),
    children: [
      { path: paths.supplements, lazy: () => import('../routes/shop-supplements') },
      { path: paths.shakes, lazy: () => import('../routes/shop-shakes') },
      { path: paths.peptides, lazy: () => import('../routes/shop-peptides') },
      { path: paths.otherNaturals, lazy: () => import('../routes/shop-other-naturals') },
      { path: paths.shopProduct.pattern, lazy: () => import('../routes/shop-product') },
    ],
  },
] satisfies RouteObject[]
