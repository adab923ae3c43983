import { ordersCopy } from '@/content/workspace-orders'
import { OrdersQueueView } from '@/features/workspace/orders/orders-queue-view'

import { WorkspacePage } from '../workspace-page'

/** /admin/orders: order requests by state, the physicians' review queue, the CSV export. */
export function Component() {
  return (
    <WorkspacePage title={ordersCopy.queue.title} description={ordersCopy.queue.description}>
      {() => <OrdersQueueView />}
    </WorkspacePage>
  )
}
