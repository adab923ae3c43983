import type { RouteObject } from 'react-router'

import { paths } from '@/config/paths'

import type { workspacePages } from './workspace-pages'

/** A workspace page's module, through ./workspace-pages (why: there). */
const page = (name: keyof typeof workspacePages) => () =>
  import('./workspace-pages').then(({ workspacePages }) => workspacePages[name]())

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
    lazy: page('layout'),
    children: [
      { index: true, lazy: page('dashboard') },
      { path: paths.adminQueue, lazy: page('queue') },
      { path: paths.adminPeople, lazy: page('people') },
      { path: paths.adminPerson.pattern, lazy: page('person') },
      { path: paths.adminRequest.pattern, lazy: page('request') },
      { path: paths.adminIntakes, lazy: page('intakes') },
      { path: paths.adminIntake.pattern, lazy: page('intake') },
      { path: paths.adminCalendar, lazy: page('calendar') },
      { path: paths.adminAvailability, lazy: page('availability') },
      { path: paths.adminOrders, lazy: page('orders') },
      { path: paths.adminOrder.pattern, lazy: page('order') },
      { path: paths.adminCatalogue, lazy: page('catalogue') },
      { path: paths.adminAudit, lazy: page('audit') },
    ],
  },
] satisfies RouteObject[]
