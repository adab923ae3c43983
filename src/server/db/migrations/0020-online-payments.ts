import type { Kysely } from 'kysely'

// Shipped migrations are never edited: add a new file instead.
// Paying online through Stripe's hosted Checkout (docs/decisions/050-stripe-hosted-checkout.md).
// `payment_events` holds the id of every processor event handled, its primary key the guard
// that each is applied once: it is written in the transaction of the change the event makes, so
// a repeat (or two deliveries at once) finds it there and changes nothing. On the order, what
// staff must look at (an amount that did not match, a second payment) and what is owed back:
// the refund due, what went back already, why the last try failed, and how many tries the
// processor declined (each retry after a decline needs a key of its own: a processor keeps a
// key's answer, the decline too).

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('payment_events')
    .addColumn('event_id', 'text', (column) => column.primaryKey())
    .addColumn('type', 'text', (column) => column.notNull())
    .addColumn('order_id', 'text')
    .addColumn('outcome', 'text', (column) => column.notNull())
    .addColumn('received_at', 'text', (column) => column.notNull())
    .execute()
  await db.schema.alterTable('orders').addColumn('payment_flag', 'text').execute()
  await db.schema
    .alterTable('orders')
    .addColumn('refund_due_cents', 'integer', (column) => column.notNull().defaultTo(0))
    .execute()
  await db.schema
    .alterTable('orders')
    .addColumn('refunded_cents', 'integer', (column) => column.notNull().defaultTo(0))
    .execute()
  await db.schema.alterTable('orders').addColumn('refund_problem', 'text').execute()
  await db.schema
    .alterTable('orders')
    .addColumn('refund_declines', 'integer', (column) => column.notNull().defaultTo(0))
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of [
    'refund_declines',
    'refund_problem',
    'refunded_cents',
    'refund_due_cents',
    'payment_flag',
  ]) {
    await db.schema.alterTable('orders').dropColumn(column).execute()
  }
  await db.schema.dropTable('payment_events').execute()
}
