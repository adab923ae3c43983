import type { Database } from '../db/database'
import { updateUser } from './auth.queries'
import type { UserRow } from './user-json'

// Whether the holder of an account has shown they read mail sent to its address.
// `email_confirmed_at` cannot tell: with AUTH_EMAIL_CONFIRM=false a sign-up is confirmed
// on the spot (GoTrue's autoconfirm), so anyone can create `someone@clinic…` and hold its
// password. Only following a link mailed to the address proves it; /verify records that here.
// It says who read the mail, not who chose the password, so staff promotion
// (src/server/staff/staff.ts) trusts no password at all.
// GoTrue records both kinds alike (`email_confirmed_at` and `user_metadata.email_verified`),
// so this is a column of our own, never sent on the wire.

/**
 * A link mailed to the user's current address was just followed: a sign-up confirmation,
 * a recovery link, or the completed e-mail change (the new address is then the current
 * one). Returns the updated row. `db` may be a transaction.
 */
export function markEmailProvenByLink(db: Database, userId: string, iso: string): Promise<UserRow> {
  return updateUser(db, userId, { email_confirmed_by_link_at: iso })
}

export function isEmailProvenByLink(user: Pick<UserRow, 'email_confirmed_by_link_at'>): boolean {
  return user.email_confirmed_by_link_at !== null
}
