import { ordersCopy } from '@/content/workspace-orders'
import type { CatalogueEntry } from '@shared/orders/orders'
import { can, type StaffRole } from '@shared/roles'

import { CatalogueRow } from './catalogue-row'

const copy = ordersCopy.catalogue

/**
 * The shop's catalogue as the database holds it (docs/architecture.md, Orders): each product's
 * price, stock, whether a physician must review it, the most one order may hold, and whether it
 * is on sale, each row edited and saved on its own. Out-of-stock and withdrawn products are
 * marked in words, not only by color. Whether a product needs a physician's review and its
 * per-order limit are a physician's to change (docs/architecture.md, Roles): for other staff they
 * are shown read-only, with why in words. The route's loader reads the catalogue and its action
 * saves a row (app/routes/admin-catalogue.tsx).
 */
export function CatalogueView({
  products,
  staffRole,
}: {
  products: CatalogueEntry[]
  staffRole: StaffRole | undefined
}) {
  const reviewSettings = can(staffRole, 'catalogue.review-settings')
  return (
    <section aria-labelledby="catalogue-heading" className="flex min-w-0 flex-col gap-3">
      <h2 id="catalogue-heading" className="text-xl font-bold text-navy">
        {copy.heading} ({products.length})
      </h2>
      {reviewSettings ? null : (
        <p data-slot="physician-only" className="max-w-3xl rounded-md border border-border p-3">
          {copy.physicianOnly}
        </p>
      )}
      {products.length === 0 ? (
        <p>{copy.empty}</p>
      ) : (
        <ul className="flex flex-col gap-3" data-slot="catalogue">
          {products.map((product) => (
            <CatalogueRow key={product.id} entry={product} reviewSettings={reviewSettings} />
          ))}
        </ul>
      )}
    </section>
  )
}
