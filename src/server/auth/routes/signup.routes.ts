import { randomUUID } from 'node:crypto'

import { clientIp } from '../../middleware/client-ip'
import { AuthError, validationFailed } from '../auth-errors'
import { authRouter, limitByIp, setGateCookieIfStaff } from '../auth-http'
import { readJson, signupBody, validateEmail } from '../auth-input'
import { confirmationMail } from '../auth-mail'
import { emailRateLimitExceeded, type AuthService } from '../auth-service'
import { generateLinkToken, sha256Hex } from '../auth-tokens'
import {
  deleteUser,
  findUserByEmail,
  newUserValues,
  NO_PENDING_LINKS,
  unverifiedIdentityData,
  updatePendingUser,
  updateUser,
} from '../auth.queries'
import { hashPassword, verifyPassword } from '../passwords'
import { deleteSessions } from '../session.queries'
import { AUDIENCE, toUserJson, type UserRow } from '../user-json'
import { assertMetadataSize, assertStrongPassword } from './user-rules'

/** `/signup`: a new account, confirmed by an e-mail link unless confirmation is off. */
export function signupRoutes(auth: AuthService) {
  const { db, config, logger } = auth
  const app = authRouter()

  app.post('/signup', limitByIp(auth, 'signup', auth.limits.otp), async (c) => {
    // Before launch only staff use the site, and staff accounts are made from the shell.
    if (config.siteAccess === 'staff') {
      throw new AuthError(422, 'signup_disabled', 'Signups not allowed for this instance')
    }
    const body = await readJson(c, signupBody)
    const email = body.email ?? ''
    const phone = body.phone ?? ''
    const password = body.password ?? ''
    const data = body.data ?? {}
    const autoconfirm = !config.authEmailConfirm

    if (!email && !phone) {
      throw new AuthError(422, 'anonymous_provider_disabled', 'Anonymous sign-ins are disabled')
    }
    if (!password) throw validationFailed('Signup requires a valid password')
    assertStrongPassword(password)
    if (email && phone) {
      throw validationFailed('Only an email address or phone number should be provided on signup.')
    }
    if (phone) throw new AuthError(400, 'phone_provider_disabled', 'Phone signups are disabled')
    const address = validateEmail(email)
    assertMetadataSize(data)
    const now = new Date()
    const iso = now.toISOString()
    const redirectTo = auth.safeRedirect(c.req.query('redirect_to'))
    // Checked before the account is looked up, so a spent budget answers alike for all.
    const client = clientIp(c, config.trustProxy)
    if (!autoconfirm && !(await auth.admitSignUpMail(client))) throw emailRateLimitExceeded()

    const signIn = async (user: UserRow) => {
      const signedIn = await auth.signIn(user, 'password', now)
      setGateCookieIfStaff(c, auth, signedIn.user, signedIn.session.id)
      return c.json(signedIn.body)
    }

    const sendConfirmation = (token: string) =>
      auth.sendMail(
        confirmationMail(address, auth.verifyLink(token, 'signup', redirectTo)),
        'confirmation',
      )

    const existing = await findUserByEmail(db, address)
    if (existing?.email_confirmed_at) {
      if (autoconfirm) throw new AuthError(422, 'user_already_exists', 'User already registered')
      // Confirmation on: answer like a new sign-up, with a fake user (identities: []), and
      // spend the time a new sign-up would, so neither body nor timing reveals the account.
      await hashPassword(password)
      return c.json(obfuscatedUser(existing, data, iso))
    }

    if (existing) {
      if (autoconfirm) {
        // GoTrue would confirm and sign in whoever asks; we insist on the account's own
        // password, so a pending sign-up cannot be taken over (a deliberate deviation).
        const matches =
          existing.encrypted_password !== null &&
          (await verifyPassword(existing.encrypted_password, password))
        if (!matches) throw new AuthError(422, 'user_already_exists', 'User already registered')
        return signIn(await auth.confirmUser(existing, iso))
      }
      const answered = await signUpAgain(existing)
      // Confirmed (or re-signed-up) meanwhile: answer as for a confirmed address.
      if (!answered) return c.json(obfuscatedUser(existing, data, iso))
      return c.json(toUserJson(answered))
    }

    /**
     * A sign-up for an address whose account is still unconfirmed (docs/wire-contract.md,
     * Sign-up). We cannot know who asks, and GoTrue keeps the first sign-up's password — which
     * lets anyone sign up someone else's address first and have the owner's click on the link
     * confirm the squatter's password. Here a link confirms the password of the sign-up that
     * sent it: a sign-up with another password replaces the password and the user metadata,
     * ends the account's sessions and kills every link mailed before, whether or not a new link
     * can go out now (the resend interval or a mail limit may hold it back; the address then
     * has no working link until a later sign-up sends one, and the squatter's password is
     * gone either way). The same password again only re-sends the link, so a second press of
     * the button does not kill the first mail. The answer is the same in every case.
     */
    async function signUpAgain(pending: UserRow): Promise<UserRow | undefined> {
      // Both side by side: about the time of a new sign-up's single hash.
      const [samePassword, encryptedPassword] = await Promise.all([
        pending.encrypted_password === null
          ? false
          : verifyPassword(pending.encrypted_password, password),
        hashPassword(password),
      ])
      const mayMail =
        !auth.withinResendInterval(pending.confirmation_sent_at, now.getTime()) &&
        (await auth.spendMail('signup', address))
      const token = mayMail ? generateLinkToken() : undefined
      const metadata = {
        raw_user_meta_data: JSON.stringify(data),
        identity_data: JSON.stringify(unverifiedIdentityData(pending.id, address, data)),
        updated_at: iso,
      }

      // Every write below is conditional on the account being as read (updatePendingUser):
      // one confirmed by its link meanwhile is never given this sign-up's password.
      if (samePassword) {
        if (token === undefined) {
          return updatePendingUser(db, pending.id, pending.encrypted_password, metadata)
        }
        await sendConfirmation(token)
        const resent = await updatePendingUser(db, pending.id, pending.encrypted_password, {
          ...metadata,
          confirmation_token_hash: sha256Hex(token),
          confirmation_sent_at: iso,
        })
        logger.info({ userId: pending.id }, 'auth: confirmation re-sent')
        return resent
      }

      // The old password and everything issued under it go before any new mail is sent.
      const replaced = await db.transaction().execute(async (trx) => {
        const row = await updatePendingUser(trx, pending.id, pending.encrypted_password, {
          ...metadata,
          encrypted_password: encryptedPassword,
          confirmation_token_hash: token === undefined ? null : sha256Hex(token),
          // Only a mail that goes out restarts the resend interval.
          confirmation_sent_at: token === undefined ? pending.confirmation_sent_at : iso,
          ...NO_PENDING_LINKS,
        })
        if (row) await deleteSessions(trx, pending.id, 'global', undefined)
        return row
      })
      if (!replaced) return undefined
      if (token !== undefined) await sendConfirmation(token)
      logger.info(
        { userId: pending.id, linkSent: token !== undefined },
        'auth: pending sign-up replaced by a new one',
      )
      return replaced
    }

    const newUser = newUserValues({
      email: address,
      encryptedPassword: await hashPassword(password),
      userMetadata: data,
      confirmedAt: autoconfirm ? iso : null,
      now: iso,
    })

    if (autoconfirm) {
      const user = await auth.insertNewUser(newUser)
      logger.info({ userId: user.id }, 'auth: signed up')
      return signIn(user)
    }

    if (!(await auth.spendMail('signup', address))) throw emailRateLimitExceeded()
    const token = generateLinkToken()
    const user = await auth.insertNewUser({
      ...newUser,
      confirmation_token_hash: sha256Hex(token),
    })
    try {
      await sendConfirmation(token)
    } catch (error) {
      // GoTrue creates the user and sends the mail in one transaction; undo the insert.
      await deleteUser(db, user.id)
      throw error
    }
    const pending = await updateUser(db, user.id, { confirmation_sent_at: iso })
    logger.info({ userId: user.id }, 'auth: signed up, confirmation sent')
    return c.json(toUserJson(pending))
  })

  return app
}

/** GoTrue's `sanitizeUser`: what a sign-up for a taken address sees when confirmation is on. */
function obfuscatedUser(existing: UserRow, data: Record<string, unknown>, iso: string) {
  return {
    id: randomUUID(),
    aud: AUDIENCE,
    role: '',
    email: existing.email,
    phone: '',
    confirmation_sent_at: iso,
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: data,
    identities: [],
    created_at: iso,
    updated_at: iso,
    is_anonymous: false,
  }
}
