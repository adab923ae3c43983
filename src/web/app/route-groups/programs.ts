import { redirect, type RouteObject } from 'react-router'

import { paths } from '@/config/paths'

/** Program and treatment pages (weight loss, RM3, men's health, lifestyle, the four treatments) and their redirects. */
export const programsRoutes = [
  { path: paths.weightLoss, lazy: () => import('../routes/weight-loss') },
  { path: paths.rm3, lazy: () => import('../routes/rm3') },
  { path: paths.mensHealth, lazy: () => import('../routes/mens-health') },
  { path: paths.lifestyle, lazy: () => import('../routes/lifestyle') },
  { path: paths.edTreatment, lazy: () => import('../routes/ed-treatment') },
  { path: paths.testosterone, lazy: () => import('../routes/testosterone') },
  { path: paths.enclomiphene, lazy: () => import('../routes/enclomiphene') },
  { path: paths.hairgrowRx, lazy: () => import('../routes/hairgrow-rx') },
  // Spellings other pages link to, resolved to the real pages (docs/product.md, Decided where it is
  // silent). A loader redirects before anything renders, and answers a plain 302 when rendered on a
  // server.
  { path: paths.freeConsultation, loader: () => redirect(paths.consultation) },
  { path: paths.directMedLegacy, loader: () => redirect(paths.directMed) },
] satisfies RouteObject[]
