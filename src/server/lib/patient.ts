import type { Selectable } from 'kysely'

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
export const accountOf = (patient: Patient) => ({
  id: patient.user.id,
  email: patient.user.email,
  linked: patient.linked,
})
