import { randomBytes } from 'node:crypto'

import type { Kysely } from 'kysely'

// Shipped migrations are never edited: add a new file instead.
// A video visit's room on the video provider (docs/decisions/049-video-visits-by-our-own-link.md):
// 128 random bits as 32 hex digits (room names are case-blind), so nobody reaches a room by guessing its name, and nothing about
// the patient in it. Video visits booked before this column get a room of their own here; every
// other visit keeps null.

type Untyped = Kysely<{
  appointments: { id: string; visit_type: string; video_room: string | null }
}>

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('appointments').addColumn('video_room', 'text').execute()
  const store = db as unknown as Untyped
  const earlier = await store
    .selectFrom('appointments')
    .select('id')
    .where('visit_type', '=', 'video')
    .execute()
  for (const { id } of earlier) {
    await store
      .updateTable('appointments')
      .set({ video_room: randomBytes(16).toString('hex') })
      .where('id', '=', id)
      .execute()
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('appointments').dropColumn('video_room').execute()
}
