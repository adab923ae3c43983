import type { Database } from '../db/database'
import type { Patient } from '../lib/patient'
import { PlainError } from '../middleware/wire-error'
import { AuthError } from './auth-errors'
import { apiKeyRole, verifyAccessToken } from './auth-tokens'
import { findUserById } from './auth.queries'
import { isEmailProvenByLink } from './email-proof'
import { findLiveSession } from './session.queries'
import { isBanned, isStaffUser } from './user-json'

// Who is calling `/patient/v1`: a signed-in account with a live session — a signed-out or
// ended session is refused at once, not when its access token expires, as health data asks.

export async function resolvePatient(
  db: Database,
  jwtSecret: string,
  headers: { apikey: string | undefined; authorization: string | undefined },
): Promise<Patient> {
  const apikey = headers.apikey
  if (!apikey || !(await apiKeyRole(jwtSecret, apikey))) {
    throw new PlainError(401, 'An API key is required', { code: 'no_api_key' })
  }
  const token = /^bearer\s+(\S+)\s*$/i.exec(headers.authorization ?? '')?.[1]
  const signInRequired = () =>
    new PlainError(401, 'Sign in to see your account', { code: 'sign_in_required' })
  if (!token || (await apiKeyRole(jwtSecret, token)) !== null) throw signInRequired()
  let userId: string
  let sessionId: string | undefined
  try {
    const claims = await verifyAccessToken(jwtSecret, token)
    userId = claims.sub
    sessionId = claims.session_id
  } catch (error) {
    if (error instanceof AuthError) throw signInRequired()
    throw error
  }
  const session = sessionId ? await findLiveSession(db, sessionId) : undefined
  const user = await findUserById(db, userId)
  if (!session || !user || session.user_id !== user.id || isBanned(user)) throw signInRequired()
  return { user, linked: isEmailProvenByLink(user), staff: isStaffUser(user) }
}
