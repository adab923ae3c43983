import type { Selectable, Updateable } from 'kysely'

import type { CatalogueUpdate } from '../../shared/orders/order-staff-requests'
import type { CatalogueEntry } from '../../shared/orders/orders'
import type { Database } from '../db/database'
import type { CatalogueProductsTable } from '../db/schema'

// The catalogue as the shop sells it today (docs/architecture.md, Orders): seeded by migration
// 0012 from the content, then changed by staff without a release. Orders read their prices and
// take their stock here; the shop pages overlay it on the content once they run.

export type ProductRow = Selectable<CatalogueProductsTable>

/** Every product, sold or not, by catalogue and then id (the order of the seed). */
export function listCatalogue(db: Database): Promise<ProductRow[]> {
  return db
    .selectFrom('catalogue_products')
    .selectAll()
    .orderBy('catalogue')
    .orderBy('id')
    .execute()
}

export function toCatalogueEntry(row: ProductRow): CatalogueEntry {
  return {
    id: row.id,
    name: row.name,
    priceCents: Number(row.price_cents),
    originalPriceCents: row.original_price_cents === null ? null : Number(row.original_price_cents),
    stock: Number(row.stock),
    needsReview: Number(row.needs_review) === 1,
    maxPerOrder: Number(row.max_per_order),
    active: Number(row.active) === 1,
  }
}

/**
 * Staff change a product: only the fields given. Stock is set to the number counted, not
 * adjusted; orders meanwhile wait for the row (PostgreSQL's row lock, SQLite's one writer).
 * Undefined for an unknown product.
 */
export async function updateProduct(
  db: Database,
  id: string,
  update: CatalogueUpdate,
  staffId: string,
  now: Date,
): Promise<ProductRow | undefined> {
  const changes: Updateable<CatalogueProductsTable> = {
    updated_at: now.toISOString(),
    updated_by: staffId,
  }
  if (update.priceCents !== undefined) changes.price_cents = update.priceCents
  if (update.stock !== undefined) changes.stock = update.stock
  if (update.needsReview !== undefined) changes.needs_review = update.needsReview ? 1 : 0
  if (update.maxPerOrder !== undefined) changes.max_per_order = update.maxPerOrder
  if (update.active !== undefined) changes.active = update.active ? 1 : 0
  const result = await db
    .updateTable('catalogue_products')
    .set(changes)
    .where('id', '=', id)
    .executeTakeFirst()
  if (Number(result.numUpdatedRows) !== 1) return undefined
  return db.selectFrom('catalogue_products').selectAll().where('id', '=', id).executeTakeFirst()
}
