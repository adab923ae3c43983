import { ordersCopy } from '@/content/workspace-orders'
import { CatalogueView } from '@/features/admin/catalogue-view'

import { WorkspacePage } from '../workspace-page'

/** /admin/catalogue: the shop's prices, stock, review and limits, changed without a release. */
export function Component() {
  return (
    <WorkspacePage
      title={ordersCopy.catalogue.title}
      description={ordersCopy.catalogue.description}
    >
      {() => <CatalogueView />}
    </WorkspacePage>
  )
}
