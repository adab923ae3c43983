import type { Database } from '../db/database'
import { hasVerifiedFactor } from './mfa.queries'
import type { SessionRow } from './session.queries'

// Whether a staff member's session may use staff rights (docs/architecture.md, Staff accounts):
// with STAFF_MFA=required only a session raised to aal2 by a second factor; with `optional` a
// staff member without a verified factor works with the password alone, but one who has a
// factor must use it — a factor nobody is asked for protects nothing.
//
// And only a session begun as staff: sign-in gives a staff member's session its idle limit
// (`idle_expires_at`), so a session without one began before the account became staff — or
// before idle limits existed. Such a session never carries staff rights, rather than being
// timed from `refreshed_at ?? created_at`: an open tab refreshes its token every hour, which
// would keep that clock going with nobody at the desk. Promotion ends the account's sessions
// (src/server/staff/staff.ts); this holds even for one that escaped it, at the cost of one sign-in.

export type StaffMfa = 'required' | 'optional'

export async function sessionHasStaffRights(
  db: Database,
  staffMfa: StaffMfa,
  session: Pick<SessionRow, 'aal' | 'user_id' | 'idle_expires_at'>,
): Promise<boolean> {
  // Its idle limit having passed is checked with the session itself (findLiveSession).
  if (session.idle_expires_at === null) return false
  if (session.aal === 'aal2') return true
  if (staffMfa === 'required') return false
  return !(await hasVerifiedFactor(db, session.user_id))
}
