import { useParams } from 'react-router'

import { ordersCopy } from '@/content/workspace-orders'
import { useSession } from '@/features/auth/session-provider'
import { staffRole } from '@/features/auth/staff'
import { OrderView } from '@/features/workspace/orders/order-view'
import { can } from '@shared/roles'

import { WorkspacePage } from '../workspace-page'

/**
 * /admin/orders/:orderId: one order, its history and the next step. A physician is offered the
 * review of the products that need one; other staff see that it waits for a physician
 * (docs/architecture.md, Orders).
 */
export function Component() {
  const { orderId = '' } = useParams()
  const { user } = useSession()
  const actor = can(staffRole(user), 'orders.review') ? 'physician' : 'staff'
  return (
    <WorkspacePage title={ordersCopy.order.title}>
      {() => <OrderView key={orderId} orderId={orderId} actor={actor} />}
    </WorkspacePage>
  )
}
