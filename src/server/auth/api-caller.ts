import type { Database } from '../db/database'
import { type ApiCaller, SESSION_NOT_LIVE } from '../lib/api-caller'
import { AuthError } from './auth-errors'
import { apiKeyRole, verifyAccessToken } from './auth-tokens'
import { findUserById } from './auth.queries'
import { findLiveSession } from './session.queries'
import { sessionHasStaffRights, type StaffMfa } from './staff-access'
import { isBanned, isPhysicianUser, isStaffUser } from './user-json'

// Who is calling a data API (/rest/v1): the gateway checks the apikey, then the bearer
// token decides the role, as PostgREST does (docs/wire-contract.md, API keys). A user token
// counts only while its session is live, so signing out ends what it may do at once, not when
// the access token expires. Staff rights need a staff user who is not banned, so removing a
// staff account ends them at once too — and the session must carry the second factor
// STAFF_MFA asks for (auth/staff-access.ts). A physician is a staff member
// with one more right (reviewing order lines): the same conditions, and the role read afresh
// from the user's row on every request, so a role change takes effect at once.

export async function resolveApiCaller(
  db: Database,
  jwtSecret: string,
  staffMfa: StaffMfa,
  headers: { apikey: string | undefined; authorization: string | undefined },
): Promise<ApiCaller> {
  if (!headers.apikey) return { kind: 'no-api-key' }
  if (!(await apiKeyRole(jwtSecret, headers.apikey))) return { kind: 'bad-api-key' }

  const bearer = /^bearer\s+(\S+)\s*$/i.exec(headers.authorization ?? '')?.[1]
  // Without a bearer token the gateway forwards the apikey's own role.
  const token = bearer ?? headers.apikey
  if ((await apiKeyRole(jwtSecret, token)) !== null) return { kind: 'anon' }

  let claims: Awaited<ReturnType<typeof verifyAccessToken>>
  try {
    claims = await verifyAccessToken(jwtSecret, token)
  } catch (error) {
    const reason = error instanceof AuthError ? error.message : 'invalid JWT'
    return { kind: 'bad-token', expired: reason.includes('token is expired'), reason }
  }
  const user = await findUserById(db, claims.sub)
  const session = claims.session_id ? await findLiveSession(db, claims.session_id) : undefined
  // A token whose session has ended (sign-out, revocation, reuse detection, the idle or
  // absolute limit) signs in no one, on every API alike, as on /patient/v1
  // (docs/wire-contract.md, Sessions): not when the token expires.
  if (!user || !session || session.user_id !== user.id) {
    return { kind: 'bad-token', expired: false, reason: SESSION_NOT_LIVE }
  }
  const staff =
    !isBanned(user) && isStaffUser(user) && (await sessionHasStaffRights(db, staffMfa, session))
  return { kind: 'user', userId: claims.sub, staff, physician: staff && isPhysicianUser(user) }
}
