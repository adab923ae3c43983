import { createHmac, timingSafeEqual } from 'node:crypto'

import { isUuid } from '../../shared/ids'
import type { Database } from '../db/database'
import { findUserById } from './auth.queries'
import { findLiveSession } from './session.queries'
import { sessionHasStaffRights, type StaffMfa } from './staff-access'
import { isBanned, isStaffUser } from './user-json'

// The staff gate's cookie (docs/architecture.md, Staff gate): an HttpOnly cookie tied to an auth
// session, so the server can gate assets on plain navigations that carry no bearer token. It names
// the session and proves we issued it; the database says whether it still counts.

export const GATE_COOKIE = 'rm_staff'
/** 30 days; the cookie is re-issued on every sign-in and refresh. */
export const GATE_COOKIE_MAX_AGE = 2_592_000

function signature(secret: string, sessionId: string): string {
  // Domain-separated from the JWT use of the same secret.
  return createHmac('sha256', secret).update(`${GATE_COOKIE}:${sessionId}`).digest('base64url')
}

/** `<session id>.<base64url HMAC-SHA256>` */
export function createGateCookieValue(secret: string, sessionId: string): string {
  return `${sessionId}.${signature(secret, sessionId)}`
}

/**
 * True when the cookie carries our signature (compared in constant time) and names a live
 * session of a staff user who is not banned, with the second factor STAFF_MFA asks for
 * (auth/staff-access.ts): the cookie is set at the password sign-in and counts once the same
 * session is raised to aal2. Sign-out, reuse detection and `npm run staff -- remove|reset|
 * reset-mfa` end the session, and with it the cookie.
 */
export async function isStaffGateSessionValid(
  db: Database,
  secret: string,
  cookieValue: string | undefined,
  staffMfa: StaffMfa,
): Promise<boolean> {
  if (!cookieValue) return false
  const dot = cookieValue.indexOf('.')
  const sessionId = cookieValue.slice(0, dot)
  if (dot < 0 || !isUuid(sessionId)) return false
  const given = Buffer.from(cookieValue.slice(dot + 1))
  const expected = Buffer.from(signature(secret, sessionId))
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return false

  const session = await findLiveSession(db, sessionId)
  if (!session) return false
  const user = await findUserById(db, session.user_id)
  if (user === undefined || !isStaffUser(user) || isBanned(user)) return false
  return sessionHasStaffRights(db, staffMfa, session)
}
