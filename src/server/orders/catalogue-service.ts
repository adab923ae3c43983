import type { CatalogueUpdate } from '../../shared/orders/order-staff-requests'
import type { CatalogueEntry } from '../../shared/orders/orders'
import type { Database } from '../db/database'
import { recordAudit } from '../lib/audit-log'
import type { Logger } from '../logger'
import { PlainError } from '../middleware/wire-error'
import { listCatalogue, toCatalogueEntry, updateProduct } from './catalogue.queries'
import type { StaffMember } from './order-staff-service'

// The catalogue's use-cases (docs/architecture.md, Orders): the shop and staff read every
// product with its price and stock, and staff change them, audited in the change's transaction.
// Who may change which field is the router's to ask first (`requirePermission`).

export type CatalogueServiceDeps = { db: Database; logger: Logger; now: () => Date }

export type CatalogueService = ReturnType<typeof createCatalogueService>

export function createCatalogueService(deps: CatalogueServiceDeps) {
  const { db, now } = deps
  return {
    async list(): Promise<CatalogueEntry[]> {
      return (await listCatalogue(db)).map(toCatalogueEntry)
    },

    /** A staff member's change to one product; 404 for an unknown product. */
    async update(staff: StaffMember, id: string, update: CatalogueUpdate): Promise<CatalogueEntry> {
      const at = now()
      const row = await db.transaction().execute(async (trx) => {
        const updated = await updateProduct(trx, id, update, staff.staffId, at)
        if (updated) {
          // Prices, stock and flags only: nobody's personal data. The role the change was made
          // in, as roles change over time.
          await recordAudit(
            trx,
            {
              actorId: staff.staffId,
              action: 'catalogue.update',
              target: `product:${id}`,
              detail: { ...update, role: staff.staffRole },
            },
            at,
          )
        }
        return updated
      })
      if (!row) throw new PlainError(404, 'No such product', { code: 'not_found' })
      deps.logger.info({ product: id, actor: staff.staffId }, 'catalogue product changed')
      return toCatalogueEntry(row)
    },
  }
}
