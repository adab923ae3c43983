import { ordersCopy } from '@/content/workspace-orders'
import { currentStaffAccess } from '@/features/auth/api/current-user'
import { useSession } from '@/features/auth/session-provider'
import { staffRole } from '@/features/auth/staff'
import {
  changeOrder,
  type OrderChange,
  type OrderPage,
  QUESTIONNAIRE_PARAM,
  readOrderPage,
} from '@/features/workspace/orders/api/orders-api'
import { OrderView } from '@/features/workspace/orders/order-view'
import { changeAction } from '@/lib/change-action'
import type { StaffOrder } from '@shared/orders/orders'
import { can } from '@shared/roles'

import { workspaceFallback, WorkspacePage } from '../workspace-page'
import { workspaceLoader } from '../workspace-read'

/**
 * The order named by the URL's :orderId, with its history; with `?questionnaire=1`, for a
 * physician, the patient's latest questionnaire too (an audited read, made only when opened).
 */
export const loader = workspaceLoader<OrderPage>(async ({ params, request }) => {
  const asked = new URL(request.url).searchParams.get(QUESTIONNAIRE_PARAM) === '1'
  const { user } = asked ? await currentStaffAccess() : { user: null }
  return readOrderPage(params.orderId ?? '', asked && can(staffRole(user), 'intakes.read'))
})

/** A physician's review or a staff move; the answer is the order as it now stands. */
export const action = changeAction<OrderChange, StaffOrder>((change, { params }) =>
  changeOrder(params.orderId ?? '', change),
)

export const HydrateFallback = workspaceFallback(ordersCopy.order.title)

/**
 * /admin/orders/:orderId: one order, its history and the next step. A physician is offered the
 * review of the products that need one, with the patient's questionnaire one click away; other
 * staff see that it waits for a physician (docs/architecture.md, Orders).
 */
export function Component() {
  const { user } = useSession()
  const actor = can(staffRole(user), 'orders.review') ? 'physician' : 'staff'
  return (
    <WorkspacePage<OrderPage> title={ordersCopy.order.title} notFound={ordersCopy.order.notFound}>
      {/* Another order starts the page afresh: no notice of the last one's move. */}
      {(page) => (
        <OrderView
          key={page.order.id}
          order={page.order}
          questionnaire={page.questionnaire}
          actor={actor}
        />
      )}
    </WorkspacePage>
  )
}
