import type { Kysely } from 'kysely'

// Shipped migrations are never edited: add a new file instead.
// Nothing held without proof (docs/architecture.md, Booking). A visit booked for an address
// nobody has proven is `pending`: it holds its slot until `hold_expires_at`, and is confirmed by
// the link mailed to that address, whose token only the mail carries (`confirm_token_hash`, its
// SHA-256). A pending visit past its hold is cancelled (`cancelled_by` 'unconfirmed') and its slot
// is free again; the slot index (0011) already covers every visit that is not cancelled.
//
// Only a confirmed visit moves the person's consultation request to "booked";
// `request_prior_status` is where it stood before, so cancelling the visit puts it back.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('appointments').addColumn('hold_expires_at', 'text').execute()
  await db.schema.alterTable('appointments').addColumn('confirm_token_hash', 'text').execute()
  await db.schema.alterTable('appointments').addColumn('request_prior_status', 'text').execute()
  await db.schema
    .createIndex('appointments_hold_idx')
    .on('appointments')
    .columns(['status', 'hold_expires_at'])
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('appointments_hold_idx').execute()
  for (const column of ['request_prior_status', 'confirm_token_hash', 'hold_expires_at']) {
    await db.schema.alterTable('appointments').dropColumn(column).execute()
  }
}
