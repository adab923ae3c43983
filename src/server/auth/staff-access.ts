import type { Database } from '../db/database'
import { hasVerifiedFactor } from './mfa.queries'
import type { SessionRow } from './session.queries'

// Whether a staff member's session may use staff rights (docs/architecture.md, Staff accounts):
// with STAFF_MFA=required only a session raised to aal2 by a second factor; with `optional` a
// staff member without a verified factor works with the password alone, but one who has a
// factor must use it — a factor nobody is asked for protects nothing.

export type StaffMfa = 'required' | 'optional'

export async function sessionHasStaffRights(
  db: Database,
  staffMfa: StaffMfa,
  session: Pick<SessionRow, 'aal' | 'user_id'>,
): Promise<boolean> {
  if (session.aal === 'aal2') return true
  if (staffMfa === 'required') return false
  return !(await hasVerifiedFactor(db, session.user_id))
}
