import type { Kysely } from 'kysely'

// Shipped migrations are never edited: add a new file instead.
// A recorded payment says how much came in and on which day (docs/decisions/043-order-answers-
// and-deliberate-steps.md): the amount in integer cents, as every sum of money is held
// (docs/architecture.md, Orders), and the day as `YYYY-MM-DD` on the clinic's calendar. Both
// are empty for payments recorded before staff were asked for them; the order shows none then.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('orders').addColumn('paid_cents', 'integer').execute()
  await db.schema.alterTable('orders').addColumn('paid_on', 'text').execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('orders').dropColumn('paid_on').execute()
  await db.schema.alterTable('orders').dropColumn('paid_cents').execute()
}
