import { ordersCopy } from '@/content/workspace-orders'
import { useSession } from '@/features/auth/session-provider'
import { staffRole } from '@/features/auth/staff'
import {
  type CatalogueChange,
  readCatalogue,
  updateCatalogueEntry,
} from '@/features/workspace/catalogue/api/catalogue-api'
import { CatalogueView } from '@/features/workspace/catalogue/catalogue-view'
import { changeAction } from '@/lib/change-action'
import type { CatalogueEntry } from '@shared/orders/orders'

import { workspaceFallback, WorkspacePage } from '../workspace-page'
import { workspaceLoader } from '../workspace-read'

/** Every product as the database holds it. */
export const loader = workspaceLoader(() => readCatalogue())

/** One product's new values; the answer is the product as it now stands. */
export const action = changeAction<CatalogueChange, CatalogueEntry>((change) =>
  updateCatalogueEntry(change.productId, change.update),
)

export const HydrateFallback = workspaceFallback(ordersCopy.catalogue.title)

/** /admin/catalogue: the shop's prices, stock, review and limits, changed without a release. */
export function Component() {
  const role = staffRole(useSession().user)
  return (
    <WorkspacePage<{ products: CatalogueEntry[] }>
      title={ordersCopy.catalogue.title}
      description={ordersCopy.catalogue.description}
    >
      {(catalogue) => <CatalogueView products={catalogue.products} staffRole={role} />}
    </WorkspacePage>
  )
}
