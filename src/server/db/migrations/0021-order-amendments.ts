import type { Kysely } from 'kysely'

// Shipped migrations are never edited: add a new file instead.
// A physician's change to an order already paid online (docs/decisions/051-a-paid-order-amended-
// and-the-difference-refunded.md): how many amendments the order has had. Each amendment is a
// compare-and-set on this count, so of two at once only one applies and owes its refund; and
// the count names the refund's idempotency key, one per amendment.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('orders')
    .addColumn('amendments', 'integer', (column) => column.notNull().defaultTo(0))
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('orders').dropColumn('amendments').execute()
}
