import type { RouteObject } from 'react-router'

import { paths } from '@/config/paths'

/**
 * A patient's own side of the site (docs/architecture.md, Patient accounts and the intake): the
 * account, and the online health questionnaire — the choice of program, then its questionnaire.
 */
export const patientRoutes = [
  { path: paths.account, lazy: () => import('../routes/account') },
  { path: paths.intake, lazy: () => import('../routes/intake') },
  { path: paths.intakeProgram.pattern, lazy: () => import('../routes/intake-program') },
] satisfies RouteObject[]
