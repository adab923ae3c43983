import type { Context } from 'hono'

import { AuthError, validationFailed } from '../auth-errors'
import { authRouter, limitByIp, setGateCookieIfStaff } from '../auth-http'
import { otpBody, readJson, recoverBody, validateEmail } from '../auth-input'
import { emailChangedMail, magicLinkMail, recoveryMail } from '../auth-mail'
import { emailRateLimitExceeded, type AuthService, VERIFY_TYPES } from '../auth-service'
import { generateLinkToken, sha256Hex } from '../auth-tokens'
import {
  completeEmailChange,
  confirmBySignupToken,
  findUserByEmail,
  findUserByTokenHash,
  followEmailChangeLink,
  sortKeys,
  updateUser,
} from '../auth.queries'
import { markEmailProvenByLink } from '../email-proof'
import { deleteSessions } from '../session.queries'
import { isBanned, parseJsonObject, type UserRow } from '../user-json'

const EMAIL_CHANGE_FIRST_LINK_MESSAGE =
  'Confirmation link accepted. Please proceed to confirm link sent to the other email'

/** `/recover` sends a password-recovery link; `/verify` follows any e-mail link. */
export function linkRoutes(auth: AuthService) {
  const { db, logger, limits } = auth
  const app = authRouter()

  /**
   * Mail a link of the kind that lives in the recovery token's place (a password recovery or a
   * sign-in link) to `address` if it has an account. Every address gets the same answer —
   * unknown, just sent to, or at its mail limit — so the form reveals no accounts. Only a spent
   * instance budget is said, and to everyone.
   */
  async function mailRecoveryKindLink(
    c: Context,
    address: string,
    type: 'recovery' | 'magiclink',
  ): Promise<Response> {
    if (await auth.isMailBudgetSpent('recovery')) throw emailRateLimitExceeded()
    const user = await findUserByEmail(db, address)
    // A banned account's link would be refused at /verify; a sign-in link is not even sent.
    if (!user || (type === 'magiclink' && isBanned(user))) return c.json({})
    const now = new Date()
    if (auth.withinResendInterval(user.recovery_sent_at, now.getTime())) return c.json({})
    if (!(await auth.spendMail('recovery', address))) return c.json({})
    const token = generateLinkToken()
    const link = auth.verifyLink(token, type, auth.safeRedirect(c.req.query('redirect_to')))
    const mail = type === 'recovery' ? recoveryMail(address, link) : magicLinkMail(address, link)
    await auth.sendMail(mail, 'recovery')
    const iso = now.toISOString()
    await updateUser(db, user.id, {
      recovery_token_hash: sha256Hex(token),
      recovery_sent_at: iso,
      updated_at: iso,
    })
    logger.info({ userId: user.id, type }, 'auth: link sent')
    return c.json({})
  }

  app.post('/recover', limitByIp(auth, 'recover', limits.otp), async (c) => {
    const body = await readJson(c, recoverBody)
    if (!body.email) throw validationFailed('Password recovery requires an email')
    return mailRecoveryKindLink(c, validateEmail(body.email), 'recovery')
  })

  // supabase-js signInWithOtp with an e-mail: a one-time sign-in link for an existing account
  // (My care uses it to prove an address that autoconfirm never did). Accounts are made by
  // sign-up only: `create_user` is not honored, and every address gets the same answer.
  app.post('/otp', limitByIp(auth, 'otp', limits.otp), async (c) => {
    const body = await readJson(c, otpBody)
    if (body.phone) throw new AuthError(400, 'phone_provider_disabled', 'Phone logins are disabled')
    if (!body.email) {
      throw validationFailed('Only an email address or phone number should be provided')
    }
    return mailRecoveryKindLink(c, validateEmail(body.email), 'magiclink')
  })

  app.get('/verify', limitByIp(auth, 'verify', limits.verify), async (c) => {
    const type = c.req.query('type')
    const token = c.req.query('token')
    if (!type) throw validationFailed('Verify requires a verification type')
    if (!(
      type === 'signup' ||
      type === 'recovery' ||
      type === 'magiclink' ||
      type === 'email_change'
    )) {
      throw validationFailed('Unsupported verification type')
    }
    if (!token) throw validationFailed('Verify requires a token or a token hash')
    const redirectTo = withoutFragment(auth.safeRedirect(c.req.query('redirect_to')))
    const spec = VERIFY_TYPES[type]
    const now = new Date()
    const iso = now.toISOString()
    const redirect = (fragment: Record<string, string>) =>
      c.redirect(`${redirectTo}#${new URLSearchParams(fragment).toString()}`, 303)
    const linkError = () =>
      redirect({
        error: 'access_denied',
        error_code: 'otp_expired',
        error_description: 'Email link is invalid or has expired',
      })

    const hash = sha256Hex(token)
    // An e-mail change sends two links (to the new address and to the current one).
    const byCurrentAddressLink =
      type === 'email_change'
        ? await findUserByTokenHash(db, 'email_change_token_current_hash', hash)
        : undefined
    const user = byCurrentAddressLink ?? (await findUserByTokenHash(db, spec.column, hash))
    const sentAt = user?.[spec.sentAt]
    if (!user || !sentAt || Date.parse(sentAt) + spec.ttlMs < now.getTime() || isBanned(user)) {
      return linkError()
    }

    // A link that confirms the address ends every session the account had: they began before
    // the owner of the address showed up, and may be someone else's who signed up in their name
    // (docs/wire-contract.md, E-mail links). Links to a confirmed address leave other sessions
    // alone, as GoTrue does (a new password ends them, Update user); an e-mail change is made
    // from the holder's own session.
    const confirming = type !== 'email_change' && !user.email_confirmed_at
    if (confirming) await deleteSessions(db, user.id, 'global', undefined)

    let verified: UserRow
    if (type === 'signup') {
      const confirmed = await confirmBySignupToken(db, user, hash, iso)
      if (!confirmed) return linkError()
      verified = confirmed
    } else if (type === 'recovery' || type === 'magiclink') {
      // Opening a recovery or sign-in link also proves the address. It confirms no password:
      // a pending one was set by a sign-up nobody proved, maybe not the owner's, so it goes and
      // the owner chooses one (the recovery page asks for it).
      if (confirming) {
        await auth.confirmUser(user, iso)
        await updateUser(db, user.id, { encrypted_password: null })
      }
      verified = await updateUser(db, user.id, { recovery_token_hash: null, updated_at: iso })
    } else {
      const newEmail = user.email_change
      if (!newEmail || (await findUserByEmail(db, newEmail))) return linkError()
      const column = byCurrentAddressLink
        ? 'email_change_token_current_hash'
        : 'email_change_token_hash'
      const followed = await followEmailChangeLink(db, user.id, column, hash, iso)
      if (followed === 'stale') return linkError()
      // GoTrue's answer to the first of the two links: no session yet.
      if (followed === 'first') return redirect({ message: EMAIL_CHANGE_FIRST_LINK_MESSAGE })
      const identityData = JSON.stringify(
        sortKeys({ ...parseJsonObject(user.identity_data), email: newEmail }),
      )
      const changed = await completeEmailChange(db, user, newEmail, identityData, iso)
      if (!changed) return linkError()
      verified = changed
      logger.info({ userId: user.id }, 'auth: e-mail changed')
      // The old address is told, so a change made with a stolen session does not go unseen.
      await auth.sendMail(emailChangedMail(user.email), 'change notice').catch(() => undefined)
    }

    // Following a link mailed to the address proves it (patients' earlier requests rely on it).
    verified = await markEmailProvenByLink(db, verified.id, iso)
    const {
      body: session,
      session: row,
      user: signedIn,
    } = await auth.signIn(verified, spec.amr, now)
    setGateCookieIfStaff(c, auth, signedIn, row.id)
    return redirect({
      access_token: session.access_token,
      expires_at: String(session.expires_at),
      expires_in: String(session.expires_in),
      refresh_token: session.refresh_token,
      token_type: 'bearer',
      type,
    })
  })

  return app
}

function withoutFragment(url: string): string {
  const hash = url.indexOf('#')
  return hash < 0 ? url : url.slice(0, hash)
}
