import type { CatalogueEntry, CatalogueUpdate } from '@shared/orders/orders'

import { type Answer, unwrapped, workspaceRequest } from '../../api/workspace-api'

// The shop's live catalogue as staff keep it, /staff/v1/catalogue (docs/architecture.md, Orders):
// prices, stock and whether a product is sold.

export const cataloguePath = '/catalogue'

export function updateCatalogueEntry(
  productId: string,
  update: CatalogueUpdate,
): Promise<Answer<CatalogueEntry>> {
  return unwrapped(
    'product',
    workspaceRequest(`${cataloguePath}/${encodeURIComponent(productId)}`, {
      method: 'PATCH',
      body: update,
    }),
  )
}
