import { randomUUID } from 'node:crypto'

import { renderSVG } from 'uqr'

import { isUuid } from '../../../shared/ids'
import { clientIp } from '../../middleware/client-ip'
import { consume, rateLimitKey, refund } from '../../middleware/rate-limit'
import { AuthError, overRequestRateLimit, validationFailed } from '../auth-errors'
import { authRouter, limitByIp, requireUser, setGateCookieIfStaff } from '../auth-http'
import { enrollFactorBody, readJson, verifyFactorBody } from '../auth-input'
import type { AuthService } from '../auth-service'
import { findUserById } from '../auth.queries'
import { decryptFactorSecret, encryptFactorSecret } from '../factor-secret'
import {
  applyVerifiedCode,
  createChallenge,
  deleteChallenge,
  deleteExpiredUnverifiedFactors,
  deleteFactor,
  type FactorRow,
  findChallenge,
  findOwnedFactor,
  insertFactor,
  listFactors,
} from '../mfa.queries'
import type { SessionRow } from '../session.queries'
import { generateTotpSecret, matchTotpStep, totpUri } from '../totp'
import { isStaffUser, type UserRow } from '../user-json'

// `/factors`: TOTP second factors as GoTrue answers them (docs/wire-contract.md, MFA), so
// supabase-js's `auth.mfa` works unchanged — enroll, challenge, verify, unenroll. Only TOTP is
// offered; phone and WebAuthn answer as a GoTrue with them disabled does.

/** GoTrue's MFA_MAX_ENROLLED_FACTORS and MFA_MAX_VERIFIED_FACTORS defaults. */
const MAX_FACTORS = 10
/** GoTrue's MFA_CHALLENGE_EXPIRY_DURATION default. */
const CHALLENGE_TTL_SECONDS = 300

const factorTypeError = () => validationFailed('factor_type needs to be totp, phone, or webauthn')

export function mfaRoutes(auth: AuthService) {
  const { db, config, logger, limits } = auth
  const app = authRouter()
  const limitRequests = limitByIp(auth, 'mfa', limits.mfaRequests)

  /** GoTrue's `loadFactor`: the factor must be the caller's own. */
  async function ownFactor(userId: string, factorId: string | undefined): Promise<FactorRow> {
    if (!isUuid(factorId))
      throw new AuthError(404, 'validation_failed', 'factor_id must be an UUID')
    const factor = await findOwnedFactor(db, userId, factorId)
    if (!factor) throw new AuthError(404, 'mfa_factor_not_found', 'Factor not found')
    return factor
  }

  /** The factor's secret; undefined (and logged) when JWT_SECRET changed since enrollment. */
  function readSecret(factor: FactorRow): string | undefined {
    try {
      return decryptFactorSecret(auth.jwtSecret, factor.id, factor.secret)
    } catch {
      logger.error(
        { factorId: factor.id },
        'auth: factor secret unreadable (JWT_SECRET changed since enrollment?); npm run staff -- reset-mfa removes it',
      )
      return undefined
    }
  }

  app.post('/factors', requireUser(auth), async (c) => {
    const { user, session } = c.var
    if (!session) {
      throw new AuthError(
        403,
        'session_not_found',
        'A valid session and a registered user are required to enroll a factor',
      )
    }
    const body = await readJson(c, enrollFactorBody)
    if (body.factor_type === 'phone') {
      throw new AuthError(422, 'mfa_phone_enroll_not_enabled', 'MFA enroll is disabled for Phone')
    }
    if (body.factor_type === 'webauthn') {
      throw new AuthError(
        422,
        'mfa_webauthn_enroll_not_enabled',
        'MFA enroll is disabled for WebAuthn',
      )
    }
    if (body.factor_type !== 'totp') throw factorTypeError()
    const friendlyName = body.friendly_name ?? ''
    if (friendlyName.length > 255) throw validationFailed('friendly_name is too long')

    // GoTrue's `validateFactors`.
    const now = new Date()
    await deleteExpiredUnverifiedFactors(db, user.id, now)
    const factors = await listFactors(db, user.id)
    if (factors.some((factor) => factor.friendly_name === friendlyName))
      throw nameConflict(friendlyName)
    const verified = factors.filter((factor) => factor.status === 'verified').length
    if (factors.length >= MAX_FACTORS || verified >= MAX_FACTORS) {
      throw new AuthError(
        422,
        'too_many_enrolled_mfa_factors',
        'Maximum number of verified factors reached, unenroll to continue',
      )
    }
    if (verified > 0 && session.aal !== 'aal2') {
      throw new AuthError(403, 'insufficient_aal', 'AAL2 required to enroll a new factor')
    }
    // A staff member's first factor is what lifts a session to staff rights, so only a session
    // begun after the promotion may set it up: one someone held before (a squatter who signed
    // up in the new hire's name) must not (docs/architecture.md, Staff accounts). Not GoTrue's
    // rule; the answer uses GoTrue's code for "sign in again", with the status of its other
    // enrollment refusal.
    if (verified === 0 && isStaffUser(user) && !beganAfterPromotion(session, user)) {
      throw new AuthError(
        403,
        'reauthentication_needed',
        'Sign in again to enroll a factor: this session began before the account became staff',
      )
    }

    const issuer = body.issuer || new URL(config.publicUrl).host
    const secret = generateTotpSecret()
    const uri = totpUri({ issuer, account: user.email, secret })
    const id = randomUUID()
    const iso = now.toISOString()
    const inserted = await insertFactor(db, {
      id,
      user_id: user.id,
      friendly_name: friendlyName,
      factor_type: 'totp',
      status: 'unverified',
      secret: encryptFactorSecret(auth.jwtSecret, id, secret),
      last_used_step: null,
      last_challenged_at: null,
      created_at: iso,
      updated_at: iso,
    })
    // Two enrolments of one name at once: the unique index let one through.
    if (!inserted) throw nameConflict(friendlyName)
    logger.info({ userId: user.id, factorId: id }, 'auth: factor enrolled')
    return c.json({
      id,
      type: 'totp',
      friendly_name: friendlyName,
      // Drawn here, never by a third-party service; supabase-js hands it on as SVG markup.
      totp: { qr_code: renderSVG(uri, { ecc: 'H', border: 2 }), secret, uri },
    })
  })

  app.post('/factors/:factorId/challenge', limitRequests, requireUser(auth), async (c) => {
    const factor = await ownFactor(c.var.user.id, c.req.param('factorId'))
    const now = new Date()
    const challenge = await createChallenge(db, factor.id, clientIp(c, config.trustProxy), now)
    return c.json({
      id: challenge.id,
      type: factor.factor_type,
      expires_at: Math.floor(now.getTime() / 1000) + CHALLENGE_TTL_SECONDS,
    })
  })

  app.post('/factors/:factorId/verify', limitRequests, requireUser(auth), async (c) => {
    const { user, session } = c.var
    const factor = await ownFactor(user.id, c.req.param('factorId'))
    const body = await readJson(c, verifyFactorBody)
    const code = body.code ?? ''
    if (code === '') throw validationFailed('Code needs to be non-empty')
    if (!session) {
      throw new AuthError(
        403,
        'session_not_found',
        'A valid session is required to verify a factor',
      )
    }
    const challengeId = body.challenge_id ?? ''
    if (!isUuid(challengeId)) {
      throw new AuthError(
        400,
        'bad_json',
        'Could not parse request body as JSON: challenge_id must be an UUID',
      )
    }

    // Counted before the code is checked, so parallel guesses cannot all slip in first; a
    // right code hands its attempt back.
    const attempts = rateLimitKey('failed-mfa-code', factor.id, limits.failedMfaCodes)
    if (!(await consume(db, attempts, limits.failedMfaCodes)).allowed) throw overRequestRateLimit()

    const challenge = await findChallenge(db, factor.id, challengeId)
    if (!challenge) {
      throw new AuthError(
        422,
        'mfa_factor_not_found',
        'MFA factor with the provided challenge ID not found',
      )
    }
    if (challenge.verified_at !== null || challenge.ip_address !== clientIp(c, config.trustProxy)) {
      throw new AuthError(
        422,
        'mfa_ip_address_mismatch',
        'Challenge and verify IP addresses mismatch.',
      )
    }
    const now = new Date()
    if (Date.parse(challenge.created_at) + CHALLENGE_TTL_SECONDS * 1000 <= now.getTime()) {
      await deleteChallenge(db, challenge.id)
      throw new AuthError(
        422,
        'mfa_challenge_expired',
        `MFA challenge ${challenge.id} has expired, verify against another challenge or create a new challenge.`,
      )
    }

    const secret = readSecret(factor)
    // A code already accepted (its time step or an earlier one) is refused like a wrong one.
    const step =
      secret === undefined
        ? null
        : matchTotpStep(secret, code, now.getTime(), factor.last_used_step)
    const applied =
      step === null
        ? null
        : await applyVerifiedCode(db, { factor, challengeId: challenge.id, step, session, now })
    if (!applied) {
      logger.info({ userId: user.id, factorId: factor.id }, 'auth: wrong second-factor code')
      throw new AuthError(422, 'mfa_verification_failed', 'Invalid TOTP code entered')
    }
    await refund(db, attempts)
    logger.info(
      { userId: user.id, sessionId: session.id, factorId: factor.id },
      'auth: factor verified',
    )
    const fresh = (await findUserById(db, user.id)) ?? user
    setGateCookieIfStaff(c, auth, fresh, applied.session.id)
    return c.json(await auth.sessionBody(fresh, applied.session, applied.refreshToken, now))
  })

  app.delete('/factors/:factorId', requireUser(auth), async (c) => {
    const { user, session } = c.var
    const factor = await ownFactor(user.id, c.req.param('factorId'))
    if (factor.status === 'verified' && session?.aal !== 'aal2') {
      throw new AuthError(422, 'insufficient_aal', 'AAL2 required to unenroll verified factor')
    }
    await deleteFactor(db, factor, new Date())
    logger.info({ userId: user.id, factorId: factor.id }, 'auth: factor removed')
    return c.json({ id: factor.id })
  })

  return app
}

/** Whether the session began at or after the user last became staff (unknown: it did not). */
function beganAfterPromotion(
  session: Pick<SessionRow, 'created_at'>,
  user: Pick<UserRow, 'staff_promoted_at'>,
): boolean {
  return (
    user.staff_promoted_at !== null &&
    Date.parse(session.created_at) >= Date.parse(user.staff_promoted_at)
  )
}

function nameConflict(name: string) {
  return new AuthError(
    422,
    'mfa_factor_name_conflict',
    `A factor with the friendly name ${JSON.stringify(name)} for this user already exists`,
  )
}
