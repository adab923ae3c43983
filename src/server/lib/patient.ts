import { type RawBuilder, type Selectable, type SqlBool, sql } from 'kysely'

import type { UsersTable } from '../db/schema'

// Who is calling the patient API (/patient/v1), as the auth service resolves it from the apikey
// and a live session (auth/patient-caller.ts) and the patient routes act on it.

export type Patient = {
  user: Selectable<UsersTable>
  /** The address is proven by a mailed link: what was sent with it before is theirs. */
  linked: boolean
  staff: boolean
}

/** The account as the order and booking queries name a patient: id, address, proven or not. */
export type PatientAccount = { id: string; email: string; linked: boolean }

export const accountOf = (patient: Patient): PatientAccount => ({
  id: patient.user.id,
  email: patient.user.email,
  linked: patient.linked,
})

/**
 * What is a patient's, as the `where` of a one-table query on a table that keeps `user_id` and
 * `email` (visits, orders): made with their account, or, once the address is proven, under it.
 */
export function ownedBy(account: PatientAccount): RawBuilder<SqlBool> {
  if (!account.linked) return sql<SqlBool>`user_id = ${account.id}`
  return sql<SqlBool>`(user_id = ${account.id} or lower(email) = ${account.email.toLowerCase()})`
}
