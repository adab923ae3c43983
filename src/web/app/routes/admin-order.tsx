import { ordersCopy } from '@/content/workspace-orders'
import { useSession } from '@/features/auth/session-provider'
import { staffRole } from '@/features/auth/staff'
import {
  changeOrder,
  type OrderChange,
  readOrder,
} from '@/features/workspace/orders/api/orders-api'
import { OrderView } from '@/features/workspace/orders/order-view'
import { changeAction } from '@/lib/change-action'
import type { StaffOrder } from '@shared/orders/orders'
import { can } from '@shared/roles'

import { workspaceFallback, WorkspacePage } from '../workspace-page'
import { workspaceLoader } from '../workspace-read'

/** The order named by the URL's :orderId, with its history. */
export const loader = workspaceLoader(({ params }) => readOrder(params.orderId ?? ''))

/** A physician's review or a staff move; the answer is the order as it now stands. */
export const action = changeAction<OrderChange, StaffOrder>((change, { params }) =>
  changeOrder(params.orderId ?? '', change),
)

export const HydrateFallback = workspaceFallback(ordersCopy.order.title)

/**
 * /admin/orders/:orderId: one order, its history and the next step. A physician is offered the
 * review of the products that need one; other staff see that it waits for a physician
 * (docs/architecture.md, Orders).
 */
export function Component() {
  const { user } = useSession()
  const actor = can(staffRole(user), 'orders.review') ? 'physician' : 'staff'
  return (
    <WorkspacePage<StaffOrder> title={ordersCopy.order.title} notFound={ordersCopy.order.notFound}>
      {/* Another order starts the page afresh: no notice of the last one's move. */}
      {(order) => <OrderView key={order.id} order={order} actor={actor} />}
    </WorkspacePage>
  )
}
