import { ordersCopy } from '@/content/workspace-orders'
import { useSession } from '@/features/auth/session-provider'
import { staffRole } from '@/features/auth/staff'
import { CatalogueView } from '@/features/workspace/catalogue/catalogue-view'

import { WorkspacePage } from '../workspace-page'

/** /admin/catalogue: the shop's prices, stock, review and limits, changed without a release. */
export function Component() {
  const role = staffRole(useSession().user)
  return (
    <WorkspacePage
      title={ordersCopy.catalogue.title}
      description={ordersCopy.catalogue.description}
    >
      {() => <CatalogueView staffRole={role} />}
    </WorkspacePage>
  )
}
