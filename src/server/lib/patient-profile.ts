import {
  type PatientProfile,
  type ProfileGiven,
  profileFromMetadata,
  profileToMetadata,
} from '../../shared/patient-profile'
import type { Database } from '../db/database'

// A patient's profile, kept in their account's `raw_user_meta_data` (src/shared/patient-
// profile.ts): read and saved by the patient API, and remembered from what booking, checkout and
// the intake are given by a signed-in patient (docs/decisions/047-details-typed-once-and-prices-
// all-in.md). Staff read these values only through the person and queue pages, whose reads are
// audited there. Keys of `user_metadata` the profile does not name are kept as they are.

function parsed(raw: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(raw)
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {}
  } catch {
    return {}
  }
}

async function metadataOf(db: Database, userId: string): Promise<Record<string, unknown> | null> {
  const row = await db
    .selectFrom('users')
    .select('raw_user_meta_data')
    .where('id', '=', userId)
    .executeTakeFirst()
  return row ? parsed(row.raw_user_meta_data) : null
}

/** The account's profile, or null when there is no such account. */
export async function readProfile(db: Database, userId: string): Promise<PatientProfile | null> {
  const metadata = await metadataOf(db, userId)
  return metadata ? profileFromMetadata(metadata) : null
}

/** Changes the profile with `change(current)`, in one transaction; null when there is no account. */
async function changeProfile(
  db: Database,
  userId: string,
  now: string,
  change: (current: PatientProfile) => PatientProfile,
): Promise<PatientProfile | null> {
  return db.transaction().execute(async (trx) => {
    const metadata = await metadataOf(trx, userId)
    if (!metadata) return null
    const profile = change(profileFromMetadata(metadata))
    // Once the names are given apart, sign-up's full name no longer stands for them.
    const { full_name: _full, ...kept } = metadata
    const next = {
      ...(profile.firstName || profile.lastName ? kept : metadata),
      ...profileToMetadata(profile),
    }
    await trx
      .updateTable('users')
      .set({ raw_user_meta_data: JSON.stringify(next), updated_at: now })
      .where('id', '=', userId)
      .execute()
    return profile
  })
}

/** PUT /patient/v1/profile: the whole profile, as the patient set it in My care. */
export function saveProfile(
  db: Database,
  userId: string,
  profile: PatientProfile,
  now: string,
): Promise<PatientProfile | null> {
  return changeProfile(db, userId, now, () => profile)
}

/**
 * What a flow was given, remembered for next time: each detail given replaces the one held (the
 * last given is the one offered); details not given are left alone.
 */
export async function rememberGiven(
  db: Database,
  userId: string,
  given: ProfileGiven,
  now: string,
): Promise<void> {
  const entries = Object.entries(given).filter(([, value]) => value !== undefined && value !== '')
  if (entries.length === 0) return
  await changeProfile(db, userId, now, (current) => ({
    ...current,
    ...Object.fromEntries(entries),
  }))
}
