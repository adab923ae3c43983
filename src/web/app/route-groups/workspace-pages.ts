/**
 * The staff workspace's page modules. The route table (./workspace.ts) reaches them through this
 * module, loaded on the first workspace route, so that the table every public page loads does
 * not carry the workspace's chunk lists: each lazy import in the table costs the public pages
 * the names of every chunk it preloads (docs/architecture.md, Performance budgets).
 */
export const workspacePages = {
  layout: () => import('../workspace-layout'),
  dashboard: () => import('../routes/admin'),
  queue: () => import('../routes/admin-queue'),
  people: () => import('../routes/admin-people'),
  person: () => import('../routes/admin-person'),
  request: () => import('../routes/admin-request'),
  intakes: () => import('../routes/admin-intakes'),
  intake: () => import('../routes/admin-intake'),
  calendar: () => import('../routes/admin-calendar'),
  availability: () => import('../routes/admin-availability'),
  orders: () => import('../routes/admin-orders'),
  order: () => import('../routes/admin-order'),
  catalogue: () => import('../routes/admin-catalogue'),
  audit: () => import('../routes/admin-audit'),
}
