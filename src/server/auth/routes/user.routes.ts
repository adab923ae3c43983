import { consume, rateLimitKey } from '../../middleware/rate-limit'
import { AuthError } from '../auth-errors'
import { authRouter, limitByIp, requireUser } from '../auth-http'
import { readJson, updateUserBody, validateEmail } from '../auth-input'
import { emailChangeCurrentMail, emailChangeMail, emailInUseMail } from '../auth-mail'
import { emailRateLimitExceeded, type AuthService } from '../auth-service'
import { generateLinkToken, sha256Hex } from '../auth-tokens'
import { findUserByEmail, updateUser } from '../auth.queries'
import { listFactors } from '../mfa.queries'
import { hashPassword, verifyPassword } from '../passwords'
import { deleteSessions } from '../session.queries'
import { parseJsonObject, toUserJson, type UserRow } from '../user-json'
import { assertMetadataSize, assertStrongPassword } from './user-rules'

type UserPatch = Parameters<typeof updateUser>[2]

/** `GET /user` and `PUT /user`: the signed-in user, and changes to it. */
export function userRoutes(auth: AuthService) {
  const { db, logger, limits } = auth
  const app = authRouter()

  app.get('/user', requireUser(auth), async (c) =>
    c.json(toUserJson(c.var.user, await listFactors(db, c.var.user.id))),
  )

  app.put('/user', limitByIp(auth, 'user-update', limits.otp), requireUser(auth), async (c) => {
    const { user, session } = c.var
    const body = await readJson(c, updateUserBody)
    if (body.app_metadata !== undefined && body.app_metadata !== null) {
      throw new AuthError(403, 'not_admin', 'Updating app_metadata requires admin privileges')
    }
    const now = new Date()
    const iso = now.toISOString()

    // Validate everything first, so a rejected field never leaves a half-applied update.
    const password = body.password ?? undefined
    if (password !== undefined) {
      assertStrongPassword(password)
      if (user.encrypted_password && (await verifyPassword(user.encrypted_password, password))) {
        throw new AuthError(
          422,
          'same_password',
          'New password should be different from the old password.',
        )
      }
    }
    if (body.phone) {
      throw new AuthError(400, 'phone_provider_disabled', 'Phone updates are disabled')
    }
    let newEmail: string | undefined
    if (body.email && body.email.toLowerCase() !== user.email) {
      newEmail = validateEmail(body.email)
      auth.checkResendInterval(
        user.email_change === newEmail ? user.email_change_sent_at : null,
        now.getTime(),
      )
    }

    const patch: UserPatch = { updated_at: iso }
    if (body.data) {
      // Key-by-key merge; a null value deletes the key.
      const metadata = parseJsonObject(user.raw_user_meta_data)
      for (const [key, value] of Object.entries(body.data)) {
        if (value === null) delete metadata[key]
        else metadata[key] = value
      }
      assertMetadataSize(metadata)
      patch.raw_user_meta_data = JSON.stringify(metadata)
    }
    if (password !== undefined) {
      patch.encrypted_password = await hashPassword(password)
      patch.recovery_token_hash = null
    }
    if (newEmail) {
      const redirectTo = auth.safeRedirect(c.req.query('redirect_to'))
      Object.assign(patch, await startEmailChange(user, newEmail, redirectTo, iso))
    }

    const updated = await db.transaction().execute(async (trx) => {
      const row = await updateUser(trx, user.id, patch)
      // A new password signs out every other session.
      if (password !== undefined) {
        await deleteSessions(trx, user.id, session ? 'others' : 'global', session?.id)
      }
      return row
    })
    logger.info(
      {
        userId: user.id,
        password: password !== undefined,
        data: Boolean(body.data),
        emailChange: Boolean(newEmail),
      },
      'auth: user updated',
    )
    return c.json(toUserJson(updated, await listFactors(db, updated.id)))
  })

  /**
   * GoTrue's secure e-mail change: one link to the current address, one to the new; the
   * change happens when both are followed (/verify), so a stolen access token alone cannot
   * move the account. An address that already has an account is answered exactly like a
   * free one (its owner is told instead of being sent a link), so the answer reveals nothing.
   */
  const startEmailChange = async (
    user: UserRow,
    newEmail: string,
    redirectTo: string,
    iso: string,
  ): Promise<UserPatch> => {
    const changes = await consume(
      db,
      rateLimitKey('email-change', user.id, limits.emailChanges),
      limits.emailChanges,
    )
    if (!changes.allowed) throw emailRateLimitExceeded()
    if (await auth.isMailBudgetSpent('signup')) throw emailRateLimitExceeded()
    if (
      !(await auth.spendMail('signup', newEmail)) ||
      !(await auth.spendMail('signup', user.email))
    ) {
      throw emailRateLimitExceeded()
    }
    const tokenNew = generateLinkToken()
    const tokenCurrent = generateLinkToken()
    const taken = (await findUserByEmail(db, newEmail)) !== undefined
    await auth.sendMail(
      emailChangeCurrentMail(user.email, auth.verifyLink(tokenCurrent, 'email_change', redirectTo)),
      'change',
    )
    await auth.sendMail(
      taken
        ? emailInUseMail(newEmail)
        : emailChangeMail(newEmail, auth.verifyLink(tokenNew, 'email_change', redirectTo)),
      'change',
    )
    return {
      email_change: newEmail,
      email_change_token_hash: sha256Hex(tokenNew),
      email_change_token_current_hash: sha256Hex(tokenCurrent),
      email_change_confirm_status: 0,
      email_change_sent_at: iso,
    }
  }

  return app
}
