import { ordersCopy } from '@/content/workspace-orders'
import { CatalogueView } from '@/features/admin/catalogue-view'
import { useSession } from '@/features/auth/session-provider'
import { staffRole } from '@/features/auth/staff'

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
