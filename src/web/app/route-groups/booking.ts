import type { RouteObject } from 'react-router'

import { paths } from '@/config/paths'

/**
 * Self-service booking (docs/architecture.md, Booking): the booking flow, open to anyone, and one
 * booking from its signed link or a patient's My care.
 */
export const bookingRoutes = [
  { path: paths.book, lazy: () => import('../routes/book') },
  { path: paths.bookManage, lazy: () => import('../routes/book-manage') },
] satisfies RouteObject[]
