import { ordersCopy } from '@/content/workspace-orders'
import { filterOf, readOrders } from '@/features/workspace/orders/api/orders-api'
import { OrdersQueueView } from '@/features/workspace/orders/orders-queue-view'
import type { StaffOrderList } from '@shared/orders/orders'

import { workspaceFallback, WorkspacePage } from '../workspace-page'
import { workspaceLoader } from '../workspace-read'

/** The orders the URL's filter names (`?state=paid`, `?review=1`; none: every order). */
export const loader = workspaceLoader(({ request }) =>
  readOrders(filterOf(new URL(request.url).searchParams)),
)

export const HydrateFallback = workspaceFallback(ordersCopy.queue.title)

/** /admin/orders: order requests by state, the physicians' review queue, the CSV export. */
export function Component() {
  return (
    <WorkspacePage<StaffOrderList>
      title={ordersCopy.queue.title}
      description={ordersCopy.queue.description}
    >
      {(list) => <OrdersQueueView list={list} />}
    </WorkspacePage>
  )
}
