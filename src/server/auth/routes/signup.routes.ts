import { randomUUID } from 'node:crypto'

import { clientIp } from '../../middleware/client-ip'
import { AuthError, validationFailed } from '../auth-errors'
import { authRouter, limitByIp, setGateCookieIfStaff } from '../auth-http'
import { readJson, signupBody, validateEmail } from '../auth-input'
import { confirmationMail } from '../auth-mail'
import { emailRateLimitExceeded, type AuthService } from '../auth-service'
import { generateLinkToken, sha256Hex } from '../auth-tokens'
import { deleteUser, findUserByEmail, newUserValues, updateUser } from '../auth.queries'
import { hashPassword, verifyPassword } from '../passwords'
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

    const existing = await findUserByEmail(db, address)
    if (existing?.email_confirmed_at) {
      if (autoconfirm) throw new AuthError(422, 'user_already_exists', 'User already registered')
      // Confirmation on: answer like a new sign-up, with a fake user (identities: []), and
      // spend the time a new sign-up would, so neither body nor timing reveals the account.
      await hashPassword(password)
      return c.json(obfuscatedUser(existing, data, iso))
    }

    if (existing) {
      // Unconfirmed: the account is not updated (we cannot know who is asking).
      if (autoconfirm) {
        // GoTrue would confirm and sign in whoever asks; we insist on the account's own
        // password, so a pending sign-up cannot be taken over (a deliberate deviation).
        const matches =
          existing.encrypted_password !== null &&
          (await verifyPassword(existing.encrypted_password, password))
        if (!matches) throw new AuthError(422, 'user_already_exists', 'User already registered')
        return signIn(await auth.confirmUser(existing, iso))
      }
      // Too soon, or the inbox has had its share: answer as for a new sign-up, send nothing.
      if (
        auth.withinResendInterval(existing.confirmation_sent_at, now.getTime()) ||
        !(await auth.spendMail('signup', address))
      ) {
        return c.json(toUserJson(existing))
      }
      const token = generateLinkToken()
      await auth.sendMail(
        confirmationMail(address, auth.verifyLink(token, 'signup', redirectTo)),
        'confirmation',
      )
      const resent = await updateUser(db, existing.id, {
        confirmation_token_hash: sha256Hex(token),
        confirmation_sent_at: iso,
        updated_at: iso,
      })
      logger.info({ userId: existing.id }, 'auth: confirmation re-sent')
      return c.json(toUserJson(resent))
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
      await auth.sendMail(
        confirmationMail(address, auth.verifyLink(token, 'signup', redirectTo)),
        'confirmation',
      )
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
