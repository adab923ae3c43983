import type { CatalogueUpdate } from '@shared/orders/order-staff-requests'
import type { CatalogueEntry } from '@shared/orders/orders'

import { type Answer, unwrapped, workspaceRequest } from '../../api/workspace-api'

// The shop's live catalogue as staff keep it, /staff/v1/catalogue (docs/architecture.md, Orders):
// prices, stock and whether a product is sold.

export const cataloguePath = '/catalogue'

/** GET /catalogue, for its route's loader: every product as the database holds it. */
export function readCatalogue(): Promise<Answer<{ products: CatalogueEntry[] }>> {
  return workspaceRequest<{ products: CatalogueEntry[] }>(cataloguePath)
}

/** The change the catalogue page makes through its route's action: one product's new values. */
export type CatalogueChange = { intent: 'save'; productId: string; update: CatalogueUpdate }

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
