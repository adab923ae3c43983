import type { RouteObject } from 'react-router'

import { paths } from '@/config/paths'

/**
 * The staff workspace, in its own shell (app/workspace-layout.tsx): the leads dashboard, the
 * queue, people, one request, the health questionnaires and one of them, the calendar of
 * visits and the availability behind booking, the order requests and one of them, the shop's
 * catalogue, the audit log.
 */
export const workspaceRoutes = [
  {
    id: 'workspace',
    path: paths.admin,
    lazy: () => import('../workspace-layout'),
    children: [
      { index: true, lazy: () => import('../routes/admin') },
      { path: paths.adminQueue, lazy: () => import('../routes/admin-queue') },
      { path: paths.adminPeople, lazy: () => import('../routes/admin-people') },
      { path: paths.adminRequest.pattern, lazy: () => import('../routes/admin-request') },
      { path: paths.adminIntakes, lazy: () => import('../routes/admin-intakes') },
      { path: paths.adminIntake.pattern, lazy: () => import('../routes/admin-intake') },
      { path: paths.adminCalendar, lazy: () => import('../routes/admin-calendar') },
      { path: paths.adminAvailability, lazy: () => import('../routes/admin-availability') },
      { path: paths.adminOrders, lazy: () => import('../routes/admin-orders') },
      { path: paths.adminOrder.pattern, lazy: () => import('../routes/admin-order') },
      { path: paths.adminCatalogue, lazy: () => import('../routes/admin-catalogue') },
      { path: paths.adminAudit, lazy: () => import('../routes/admin-audit') },
    ],
  },
] satisfies RouteObject[]
