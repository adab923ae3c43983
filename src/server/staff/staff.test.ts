import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { Writable } from 'node:stream'

import pino from 'pino'
import { describe, expect, it } from 'vitest'

import {
  clientFor,
  createUser,
  openLink,
  signedInClient,
  staffMail,
  useTestServers,
} from '../auth/auth-testing'
import { markEmailProvenByLink } from '../auth/email-proof'
import { createGateCookieValue, isStaffGateSessionValid } from '../auth/staff-session'
import { ConfigError } from '../env'
import { createLogger } from '../logger'
import { repoRoot } from '../repo-root'
import { lastMailTo, linkIn, makeTempDir, readOutbox, type TestServer } from '../testing'
import { compiledEntry } from '../testing-entries'
import {
  addStaff,
  DEFAULT_STAFF_EMAIL,
  ensureStaffAccount,
  INITIAL_PASSWORD_FILE,
  removeStaff,
  resetStaffPassword,
} from './staff'
import { handOverCredentials } from './staff-credentials'

const startServer = useTestServers()
const logger = createLogger('silent')

function printer() {
  const lines: string[] = []
  return { print: (line: string) => lines.push(line), lines }
}

const passwordIn = (output: string) => /password: (\S+)/.exec(output)?.[1] ?? ''

async function usersTable(server: TestServer) {
  return server.deps.db.selectFrom('users').selectAll().execute()
}

async function sessionCount(server: TestServer) {
  return (await server.deps.db.selectFrom('sessions').select('id').execute()).length
}

async function refreshTokenCount(server: TestServer) {
  return (await server.deps.db.selectFrom('refresh_tokens').select('id').execute()).length
}

/** A logger that keeps every line it writes, unredacted, for "never logged" checks. */
function capturedLogger() {
  let text = ''
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      text += chunk.toString()
      done()
    },
  })
  return { logger: pino({ level: 'trace', base: undefined }, stream), text: () => text }
}

const fileMode = (file: string) => fs.statSync(file).mode & 0o777

/** GET a lead table as the holder of this access token: 200 only for a live staff session. */
async function readLeads(server: TestServer, accessToken: string) {
  const response = await fetch(`${server.url}/rest/v1/consultation_requests?select=id`, {
    headers: { apikey: server.anonKey, Authorization: `Bearer ${accessToken}` },
  })
  return response.status
}

describe('ensureStaffAccount', () => {
  it('creates the default staff account on first start and prints its password once on a terminal', async () => {
    const server = await startServer()
    const dataDir = makeTempDir()
    const first = printer()
    const log = capturedLogger()
    await ensureStaffAccount(
      server.deps.db,
      { staffEmail: undefined, staffPassword: undefined, dataDir },
      log.logger,
      first.print,
      { isTTY: true },
    )
    const output = first.lines.join('\n')
    expect(output).toContain(DEFAULT_STAFF_EMAIL)
    const password = passwordIn(output)
    expect(password).toMatch(/^[A-Za-z0-9]{20}$/)

    // Stored only as a hash.
    const rows = await usersTable(server)
    expect(rows).toHaveLength(1)
    expect(JSON.stringify(rows)).not.toContain(password)
    expect(rows[0]?.encrypted_password).toMatch(/^\$argon2id\$/)
    expect(JSON.parse(rows[0]!.raw_app_meta_data)).toMatchObject({ role: 'staff' })
    expect(rows[0]?.email_confirmed_at).toBeTruthy()
    // On a terminal no file is left behind, and the log never carries the password.
    expect(fs.readdirSync(dataDir)).toEqual([])
    expect(log.text()).not.toContain(password)

    const { session } = await signedInClient(server, DEFAULT_STAFF_EMAIL, password)
    expect(session.user.app_metadata.role).toBe('staff')

    // Later starts leave it alone and print nothing.
    const second = printer()
    await ensureStaffAccount(
      server.deps.db,
      { staffEmail: undefined, staffPassword: undefined, dataDir },
      logger,
      second.print,
      { isTTY: true },
    )
    expect(second.lines).toEqual([])
    expect(await usersTable(server)).toHaveLength(1)
  })

  it('without a terminal, writes the first password to a 0600 file and logs only its path', async () => {
    const server = await startServer()
    const dataDir = path.join(makeTempDir(), 'data')
    const out = printer()
    const log = capturedLogger()
    const config = { staffEmail: undefined, staffPassword: undefined, dataDir }
    await ensureStaffAccount(server.deps.db, config, log.logger, out.print, { isTTY: false })

    expect(out.lines).toEqual([])
    const file = path.join(dataDir, INITIAL_PASSWORD_FILE)
    expect(fileMode(file)).toBe(0o600)
    const text = fs.readFileSync(file, 'utf8')
    expect(text).toContain(`e-mail:   ${DEFAULT_STAFF_EMAIL}`)
    expect(text).toMatch(/then delete this file/)
    const password = passwordIn(text)
    expect(password).toMatch(/^[A-Za-z0-9]{20}$/)
    const { session } = await signedInClient(server, DEFAULT_STAFF_EMAIL, password)
    expect(session.user.app_metadata.role).toBe('staff')

    // The log (stdout's likely destination) names the file and never holds the password.
    expect(log.text()).toContain(JSON.stringify(file))
    expect(log.text()).not.toContain(password)

    // Later starts neither rewrite nor complain about the file.
    await ensureStaffAccount(server.deps.db, config, log.logger, out.print, { isTTY: false })
    expect(fs.readFileSync(file, 'utf8')).toBe(text)
  })

  it('never overwrites, or writes through, something already at the password file path', async () => {
    const server = await startServer()
    const dataDir = makeTempDir()
    const target = path.join(makeTempDir(), 'elsewhere')
    fs.writeFileSync(target, 'untouched')
    fs.symlinkSync(target, path.join(dataDir, INITIAL_PASSWORD_FILE))
    await expect(
      ensureStaffAccount(
        server.deps.db,
        { staffEmail: undefined, staffPassword: undefined, dataDir },
        logger,
        () => {},
        { isTTY: false },
      ),
    ).rejects.toThrow(
      new ConfigError(
        `${path.join(dataDir, INITIAL_PASSWORD_FILE)} already exists, but there is no staff account: it is left from an earlier start and its password no longer works. Delete it and start again, or set STAFF_EMAIL and STAFF_PASSWORD.`,
      ),
    )
    expect(fs.readFileSync(target, 'utf8')).toBe('untouched')
    // No account whose password nobody was given.
    expect(await usersTable(server)).toEqual([])
  })

  it('creates or updates the account named by STAFF_EMAIL and STAFF_PASSWORD', async () => {
    const server = await startServer()
    const config = {
      staffEmail: 'Dr.Reyes@Clinic.example',
      staffPassword: 'first staff passphrase',
    }
    const out = printer()
    await ensureStaffAccount(server.deps.db, config, logger, out.print)
    expect(out.lines).toEqual([])
    const { client } = await signedInClient(
      server,
      'dr.reyes@clinic.example',
      'first staff passphrase',
    )

    // A new STAFF_PASSWORD on the next start replaces the old one and signs everyone out.
    await ensureStaffAccount(
      server.deps.db,
      { ...config, staffPassword: 'second staff passphrase' },
      logger,
      out.print,
    )
    expect((await client.auth.getUser()).error?.name).toBe('AuthSessionMissingError')
    const old = await clientFor(server).auth.signInWithPassword({
      email: 'dr.reyes@clinic.example',
      password: 'first staff passphrase',
    })
    expect(old.error?.code).toBe('invalid_credentials')
    await signedInClient(server, 'dr.reyes@clinic.example', 'second staff passphrase')

    // The same password again changes nothing and keeps sessions.
    await ensureStaffAccount(
      server.deps.db,
      { ...config, staffPassword: 'second staff passphrase' },
      logger,
      out.print,
    )
    expect(await sessionCount(server)).toBe(1)
    expect(await usersTable(server)).toHaveLength(1)
  })

  it('promotes an existing user named by STAFF_EMAIL, without creating a default account', async () => {
    const server = await startServer()
    await createUser(server, 'owner@clinic.example', 'owner password 1')
    await ensureStaffAccount(
      server.deps.db,
      { staffEmail: 'owner@clinic.example', staffPassword: 'owner staff passphrase' },
      logger,
    )
    const { session } = await signedInClient(
      server,
      'owner@clinic.example',
      'owner staff passphrase',
    )
    expect(session.user.app_metadata.role).toBe('staff')
    expect(await usersTable(server)).toHaveLength(1)
  })

  it('refuses to start when only one of STAFF_EMAIL and STAFF_PASSWORD is set', async () => {
    const server = await startServer()
    await expect(
      ensureStaffAccount(
        server.deps.db,
        { staffEmail: 'a@clinic.example', staffPassword: undefined },
        logger,
      ),
    ).rejects.toThrow(
      new ConfigError(
        'STAFF_EMAIL and STAFF_PASSWORD must be set together (STAFF_PASSWORD is missing); set both, or neither to get a generated staff sign-in.',
      ),
    )
    await expect(
      ensureStaffAccount(
        server.deps.db,
        { staffEmail: undefined, staffPassword: 'lonely password' },
        logger,
      ),
    ).rejects.toThrow(/STAFF_EMAIL is missing/)
    expect(await usersTable(server)).toEqual([])
  })
})

describe('staff management', () => {
  it('add creates a staff account with a generated password', async () => {
    const server = await startServer()
    const created = await addStaff(server.deps.db, 'New.Staff@clinic.example', logger, {
      mail: staffMail(server),
    })
    expect(created.outcome).toBe('created')
    expect(created.password).toMatch(/^[A-Za-z0-9]{20}$/)
    const { session } = await signedInClient(server, 'new.staff@clinic.example', created.password!)
    expect(session.user.app_metadata).toMatchObject({ role: 'staff', provider: 'email' })
    expect(await readLeads(server, session.access_token)).toBe(200)
    expect(readOutbox(server.outboxDir)).toEqual([])
  })

  it('add of an existing account whose address a link proved ends its sessions and mails a set-password link', async () => {
    const server = await startServer()
    // (The /verify side of the proof is covered in auth/email-proof.test.ts.)
    const user = await createUser(server, 'patient@example.com', 'patient password 1')
    await markEmailProvenByLink(server.deps.db, user.id, new Date().toISOString())
    const before = await signedInClient(server, 'patient@example.com', 'patient password 1')

    const log = capturedLogger()
    const result = await addStaff(server.deps.db, 'patient@example.com', log.logger, {
      mail: staffMail(server),
    })
    expect(result).toEqual({ outcome: 'link-sent', password: undefined })

    // The password set before the promotion, and the session, are gone.
    expect((await before.client.auth.getUser()).error?.name).toBe('AuthSessionMissingError')
    expect(await readLeads(server, before.session.access_token)).toBe(401)
    const old = await clientFor(server).auth.signInWithPassword({
      email: 'patient@example.com',
      password: 'patient password 1',
    })
    expect(old.error?.code).toBe('invalid_credentials')
    expect(await sessionCount(server)).toBe(0)

    // The address gets a link that signs in and lets them choose a password.
    const mail = lastMailTo(server.outboxDir, 'patient@example.com')
    expect(mail?.subject).toBe('Renew Medical: choose your staff password')
    const link = linkIn(mail)
    expect(log.text()).not.toContain(new URL(link).searchParams.get('token'))
    expect(new URL(link).searchParams.get('type')).toBe('recovery')
    expect(new URL(link).searchParams.get('redirect_to')).toBe(`${server.url}/auth/reset`)
    const opened = await openLink(link)
    expect(opened.base).toBe(`${server.url}/auth/reset`)
    const owner = clientFor(server)
    expect(
      (
        await owner.auth.setSession({
          access_token: opened.fragment.get('access_token')!,
          refresh_token: opened.fragment.get('refresh_token')!,
        })
      ).error,
    ).toBeNull()
    expect((await owner.auth.updateUser({ password: 'my own staff passphrase' })).error).toBeNull()
    const staff = await signedInClient(server, 'patient@example.com', 'my own staff passphrase')
    expect(staff.session.user.app_metadata.role).toBe('staff')
    expect(await readLeads(server, staff.session.access_token)).toBe(200)
    // The link works once.
    expect((await openLink(link)).fragment.get('error_code')).toBe('otp_expired')
  })

  it('add of an existing account before launch hands over a generated password instead of a link the gate would refuse', async () => {
    const server = await startServer()
    await createUser(server, 'early@clinic.example', 'password set by anyone 1')
    const before = await signedInClient(server, 'early@clinic.example', 'password set by anyone 1')
    const result = await addStaff(server.deps.db, 'early@clinic.example', logger, {
      mail: 'hand-over-password',
    })
    expect(result.outcome).toBe('replaced')
    expect(lastMailTo(server.outboxDir, 'early@clinic.example')).toBeUndefined()
    expect((await before.client.auth.getUser()).error?.name).toBe('AuthSessionMissingError')
    const old = await clientFor(server).auth.signInWithPassword({
      email: 'early@clinic.example',
      password: 'password set by anyone 1',
    })
    expect(old.error?.code).toBe('invalid_credentials')
    const staff = await signedInClient(server, 'early@clinic.example', result.password!)
    expect(staff.session.user.app_metadata.role).toBe('staff')
    expect(await readLeads(server, staff.session.access_token)).toBe(200)
  })

  it("add never keeps the password, sessions or factors of a sign-up in the new hire's name", async () => {
    // AUTH_EMAIL_CONFIRM=false: anyone may sign up as the new hire and is confirmed at once.
    const server = await startServer({ authEmailConfirm: false, siteAccess: 'public' })
    const squatter = clientFor(server)
    const signUp = await squatter.auth.signUp({
      email: 'newhire@clinic.example',
      password: 'squatter password 1',
    })
    expect(signUp.error).toBeNull()
    const old = signUp.data.session!
    expect(old.user.email_confirmed_at).toBeTruthy()
    // A pending e-mail change would mail its link to an address of the squatter's choosing.
    expect((await squatter.auth.updateUser({ email: 'me@squatter.example' })).error).toBeNull()
    expect((await usersTable(server))[0]?.email_change).toBe('me@squatter.example')
    // A factor of the squatter's would be the one the hire is asked for.
    const enrolled = await squatter.auth.mfa.enroll({ factorType: 'totp' })
    expect(enrolled.error).toBeNull()
    expect(await readLeads(server, old.access_token)).toBe(403)

    const result = await addStaff(server.deps.db, 'newhire@clinic.example', logger, {
      mail: staffMail(server),
    })
    expect(result.outcome).toBe('link-sent')

    // The squatter's password, session, refresh token and factor are all gone.
    const again = await clientFor(server).auth.signInWithPassword({
      email: 'newhire@clinic.example',
      password: 'squatter password 1',
    })
    expect(again.error?.code).toBe('invalid_credentials')
    // Its session ended: the token signs in no one any more (docs/wire-contract.md, Sessions).
    expect(await readLeads(server, old.access_token)).toBe(401)
    const refreshed = await clientFor(server).auth.refreshSession({
      refresh_token: old.refresh_token,
    })
    expect(refreshed.error?.code).toBe('refresh_token_not_found')
    expect(await sessionCount(server)).toBe(0)
    expect(await refreshTokenCount(server)).toBe(0)
    expect(await server.deps.db.selectFrom('mfa_factors').select('id').execute()).toEqual([])
    const [row] = await usersTable(server)
    expect(row).toMatchObject({ email_change: null, email_change_token_hash: null })

    // Only the mailed link signs in: the hire's.
    const opened = await openLink(linkIn(lastMailTo(server.outboxDir, 'newhire@clinic.example')))
    expect(opened.fragment.get('type')).toBe('recovery')
    expect(await readLeads(server, opened.fragment.get('access_token')!)).toBe(200)
  })

  it('re-adding a staff account also mails a link and ends its sessions and factors', async () => {
    const server = await startServer()
    await createUser(server, 'old.staff@clinic.example', 'old staff password 1', { staff: true })
    const before = await signedInClient(server, 'old.staff@clinic.example', 'old staff password 1')
    expect(await readLeads(server, before.session.access_token)).toBe(200)

    const result = await addStaff(server.deps.db, 'old.staff@clinic.example', logger, {
      mail: staffMail(server),
    })
    expect(result.outcome).toBe('link-sent')
    expect(await readLeads(server, before.session.access_token)).toBe(401)
    expect((await before.client.auth.getUser()).error?.name).toBe('AuthSessionMissingError')
    const old = await clientFor(server).auth.signInWithPassword({
      email: 'old.staff@clinic.example',
      password: 'old staff password 1',
    })
    expect(old.error?.code).toBe('invalid_credentials')
    expect(lastMailTo(server.outboxDir, 'old.staff@clinic.example')).toBeTruthy()
    expect(await usersTable(server)).toHaveLength(1)
  })

  it('add of an unconfirmed sign-up mails the link to the address, which confirms it', async () => {
    const server = await startServer({ authEmailConfirm: true, siteAccess: 'public' })
    const signUp = await clientFor(server).auth.signUp({
      email: 'dr.who@clinic.example',
      password: 'squatter password',
    })
    expect(signUp.error).toBeNull()
    const confirmation = linkIn(lastMailTo(server.outboxDir, 'dr.who@clinic.example'))
    expect(await usersTable(server)).toHaveLength(1)
    const { outcome, password } = await addStaff(server.deps.db, 'dr.who@clinic.example', logger, {
      mail: staffMail(server),
    })
    expect(outcome).toBe('link-sent')
    expect(password).toBeUndefined()
    const squatter = await clientFor(server).auth.signInWithPassword({
      email: 'dr.who@clinic.example',
      password: 'squatter password',
    })
    expect(squatter.error?.code).toBe('invalid_credentials')
    // The sign-up's own link is dead; the staff link works.
    expect((await openLink(confirmation)).fragment.get('error_code')).toBe('otp_expired')
    const opened = await openLink(linkIn(lastMailTo(server.outboxDir, 'dr.who@clinic.example')))
    expect(opened.fragment.get('type')).toBe('recovery')
  })

  it('STAFF_EMAIL promoting an existing account ends its sessions, even with the same password', async () => {
    const server = await startServer()
    await createUser(server, 'boss@clinic.example', 'boss staff passphrase')
    const before = await signedInClient(server, 'boss@clinic.example', 'boss staff passphrase')
    await ensureStaffAccount(
      server.deps.db,
      { staffEmail: 'boss@clinic.example', staffPassword: 'boss staff passphrase' },
      logger,
    )
    expect((await before.client.auth.getUser()).error?.name).toBe('AuthSessionMissingError')
    const { session } = await signedInClient(server, 'boss@clinic.example', 'boss staff passphrase')
    expect(await readLeads(server, session.access_token)).toBe(200)
    // At the next start, with the account staff already, sessions stay.
    await ensureStaffAccount(
      server.deps.db,
      { staffEmail: 'boss@clinic.example', staffPassword: 'boss staff passphrase' },
      logger,
    )
    expect(await readLeads(server, session.access_token)).toBe(200)
  })

  it('reset gives a new password and signs the staff user out everywhere', async () => {
    const server = await startServer()
    const { password } = await addStaff(server.deps.db, 'nurse@clinic.example', logger, {
      mail: staffMail(server),
    })
    const { client, session } = await signedInClient(server, 'nurse@clinic.example', password!)
    const secret = server.deps.secrets.jwtSecret
    const sessionId = JSON.parse(
      Buffer.from(session.access_token.split('.')[1]!, 'base64url').toString(),
    ) as {
      session_id: string
    }
    const cookie = createGateCookieValue(secret, sessionId.session_id)
    expect(await isStaffGateSessionValid(server.deps.db, secret, cookie, 'optional')).toBe(true)

    const fresh = await resetStaffPassword(server.deps.db, 'nurse@clinic.example', logger)
    expect(fresh).not.toBe(password)
    expect((await client.auth.getUser()).error?.name).toBe('AuthSessionMissingError')
    expect(await isStaffGateSessionValid(server.deps.db, secret, cookie, 'optional')).toBe(false)
    await signedInClient(server, 'nurse@clinic.example', fresh)

    await createUser(server, 'patient@example.com', 'patient password 1')
    await expect(resetStaffPassword(server.deps.db, 'patient@example.com', logger)).rejects.toThrow(
      'patient@example.com is not a staff user',
    )
    await expect(resetStaffPassword(server.deps.db, 'ghost@example.com', logger)).rejects.toThrow(
      'No user with the e-mail ghost@example.com.',
    )
  })

  it('add --role physician makes a physician, who has staff rights; adding again with another role changes only the role', async () => {
    const server = await startServer()
    const created = await addStaff(server.deps.db, 'dr.lee@clinic.example', logger, {
      role: 'physician',
      mail: staffMail(server),
    })
    expect(created.outcome).toBe('created')
    const { session } = await signedInClient(server, 'dr.lee@clinic.example', created.password!)
    expect(session.user.app_metadata.role).toBe('physician')
    expect(await readLeads(server, session.access_token)).toBe(200)
    const headers = {
      apikey: server.anonKey,
      Authorization: `Bearer ${session.access_token}`,
      'content-type': 'application/json',
    }
    // Named among staff for assignment, and not deletable as a patient account.
    const directory = await fetch(`${server.url}/staff/v1/staff`, { headers })
    expect(await directory.json()).toEqual([
      { id: session.user.id, email: 'dr.lee@clinic.example' },
    ])
    const deletion = await fetch(`${server.url}/patient/v1/account`, {
      method: 'DELETE',
      headers,
      body: JSON.stringify({ password: created.password }),
    })
    expect(deletion.status).toBe(403)
    expect(((await deletion.json()) as { code: string }).code).toBe('staff_account')
    // No default staff account is made beside a physician: a physician is staff.
    await ensureStaffAccount(
      server.deps.db,
      { staffEmail: undefined, staffPassword: undefined, dataDir: makeTempDir() },
      logger,
      () => {},
      { isTTY: true },
    )
    expect(await usersTable(server)).toHaveLength(1)

    // Back to plain staff: the password and the session stay; the role changes at once.
    const demoted = await addStaff(server.deps.db, 'dr.lee@clinic.example', logger, {
      role: 'staff',
      mail: staffMail(server),
    })
    expect(demoted).toEqual({ outcome: 'role-changed', password: undefined, from: 'physician' })
    expect(await readLeads(server, session.access_token)).toBe(200)
    const [row] = await usersTable(server)
    expect(JSON.parse(row!.raw_app_meta_data)).toMatchObject({ role: 'staff' })
    await signedInClient(server, 'dr.lee@clinic.example', created.password!)
    const promoted = await addStaff(server.deps.db, 'dr.lee@clinic.example', logger, {
      role: 'physician',
      mail: staffMail(server),
    })
    expect(promoted).toEqual({ outcome: 'role-changed', password: undefined, from: 'staff' })

    // reset and remove know a physician as staff.
    const fresh = await resetStaffPassword(server.deps.db, 'dr.lee@clinic.example', logger)
    await removeStaff(server.deps.db, 'dr.lee@clinic.example', logger)
    const after = await signedInClient(server, 'dr.lee@clinic.example', fresh)
    expect(after.session.user.app_metadata.role).toBeUndefined()
    expect(await readLeads(server, after.session.access_token)).toBe(403)
  })

  it('STAFF_EMAIL at start keeps a physician a physician', async () => {
    const server = await startServer()
    const config = { staffEmail: 'dr.kim@clinic.example', staffPassword: 'dr kim staff passphrase' }
    await ensureStaffAccount(server.deps.db, config, logger, () => {})
    await addStaff(server.deps.db, config.staffEmail, logger, {
      role: 'physician',
      mail: staffMail(server),
    })
    await ensureStaffAccount(server.deps.db, config, logger, () => {})
    const { session } = await signedInClient(server, config.staffEmail, config.staffPassword)
    expect(session.user.app_metadata.role).toBe('physician')
  })

  it('remove takes the role away and ends the sessions', async () => {
    const server = await startServer()
    const { password } = await addStaff(server.deps.db, 'temp@clinic.example', logger, {
      mail: staffMail(server),
    })
    const { client } = await signedInClient(server, 'temp@clinic.example', password!)
    await removeStaff(server.deps.db, 'temp@clinic.example', logger)
    expect((await client.auth.getUser()).error?.name).toBe('AuthSessionMissingError')
    const { session } = await signedInClient(server, 'temp@clinic.example', password!)
    expect(session.user.app_metadata.role).toBeUndefined()
    expect(session.user.app_metadata).toEqual({ provider: 'email', providers: ['email'] })
  })
})

describe('npm run staff', () => {
  const runIn = (siteAccess: 'staff' | 'public', dataDir: string, ...args: string[]) =>
    spawnSync(process.execPath, [compiledEntry('staff-cli'), ...args], {
      cwd: repoRoot,
      // Always the embedded store in a temp dir, also on the PostgreSQL leg of CI.
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        LOG_LEVEL: 'silent',
        SITE_ACCESS: siteAccess,
      },
      encoding: 'utf8',
    })
  const run = (dataDir: string, ...args: string[]) => runIn('staff', dataDir, ...args)

  // Its stdout here is a pipe, not a terminal: passwords go to 0600 files, never to stdout.
  const passwordFileIn = (stdout: string) => {
    const file = /written to (\S+)/.exec(stdout)?.[1] ?? ''
    expect(fileMode(file)).toBe(0o600)
    return { file, password: passwordIn(fs.readFileSync(file, 'utf8')) }
  }

  // Runs the command a dozen times, each a Node start and an argon2 hash: past two minutes on a
  // busy 2-core machine running two test files at once.
  it('adds, resets and removes staff from the shell', () => {
    const dataDir = makeTempDir()
    const usage = run(dataDir)
    expect(usage.status).toBe(2)
    expect(usage.stderr).toContain('Usage: npm run staff -- <command> EMAIL')

    const added = run(dataDir, 'add', 'cli@clinic.example')
    expect(added.status).toBe(0)
    expect(added.stdout).toContain('cli@clinic.example')
    const first = passwordFileIn(added.stdout)
    expect(path.dirname(first.file)).toBe(dataDir)
    expect(first.password).toMatch(/^[A-Za-z0-9]{20}$/)
    expect(added.stdout).not.toContain(first.password)

    const reset = run(dataDir, 'reset', 'cli@clinic.example')
    expect(reset.status).toBe(0)
    const second = passwordFileIn(reset.stdout)
    expect(second.password).toMatch(/^[A-Za-z0-9]{20}$/)
    expect(second.password).not.toBe(first.password)
    expect(reset.stdout).not.toContain(second.password)

    // Adding the account again before launch: its password and sessions go, and a generated
    // one is handed over (the gate opens no set-password link).
    const handedOver = run(dataDir, 'add', 'cli@clinic.example')
    expect(handedOver.status).toBe(0)
    expect(handedOver.stdout).toContain('with the generated password below')
    expect(passwordFileIn(handedOver.stdout).password).not.toBe(second.password)
    expect(readOutbox(path.join(dataDir, 'outbox'))).toEqual([])

    // After launch, a link is mailed instead.
    const readded = runIn('public', dataDir, 'add', 'cli@clinic.example')
    expect(readded.status).toBe(0)
    expect(readded.stdout).toContain('a link to choose a password was mailed to cli@clinic.example')
    expect(readded.stdout).not.toContain('written to')
    const outbox = readOutbox(path.join(dataDir, 'outbox'))
    expect(outbox.map((mail) => [mail.to, mail.subject])).toEqual([
      ['cli@clinic.example', 'Renew Medical: choose your staff password'],
    ])

    // A role for add only, and only a staff role.
    for (const args of [
      ['add', 'cli@clinic.example', '--role', 'nurse'],
      ['add', 'cli@clinic.example', '--role'],
      ['reset', 'cli@clinic.example', '--role', 'staff'],
      ['add', 'cli@clinic.example', '--admin'],
    ]) {
      const refused = run(dataDir, ...args)
      expect(refused.status, args.join(' ')).toBe(2)
      expect(refused.stderr).toContain('add EMAIL [--role staff|physician]')
    }
    const physician = run(dataDir, 'add', 'cli@clinic.example', '--role', 'physician')
    expect(physician.status).toBe(0)
    expect(physician.stdout).toContain(
      'cli@clinic.example is now a physician (was staff); their password and sessions are unchanged.',
    )
    const doctor = run(dataDir, 'add', '--role=physician', 'doc@clinic.example')
    expect(doctor.status).toBe(0)
    expect(doctor.stdout).toContain('doc@clinic.example is a physician')
    expect(passwordFileIn(doctor.stdout).password).toMatch(/^[A-Za-z0-9]{20}$/)
    const staffAgain = run(dataDir, 'add', 'doc@clinic.example', '--role', 'staff')
    expect(staffAgain.stdout).toContain('doc@clinic.example is now a staff user (was physician)')

    expect(run(dataDir, 'remove', 'cli@clinic.example').status).toBe(0)
    const again = run(dataDir, 'remove', 'cli@clinic.example')
    expect(again.status).toBe(1)
    expect(again.stderr).toContain('cli@clinic.example is not a staff user')
  }, 240_000)

  it('prints a generated sign-in on a terminal, and otherwise writes it to a 0600 file', () => {
    const dataDir = makeTempDir()
    const terminal = printer()
    expect(
      handOverCredentials(
        { print: terminal.print, isTTY: true, dataDir },
        'a@clinic.example',
        'Pass1234567890abcdef',
      ),
    ).toBeUndefined()
    expect(passwordIn(terminal.lines.join('\n'))).toBe('Pass1234567890abcdef')
    expect(fs.readdirSync(dataDir)).toEqual([])

    const piped = printer()
    const file = handOverCredentials(
      { print: piped.print, isTTY: false, dataDir },
      'a@clinic.example',
      'Pass1234567890abcdef',
    )
    expect(fs.readdirSync(dataDir)).toEqual([path.basename(file!)])
    expect(fileMode(file!)).toBe(0o600)
    expect(passwordIn(fs.readFileSync(file!, 'utf8'))).toBe('Pass1234567890abcdef')
    expect(piped.lines.join('\n')).toContain(file)
    expect(piped.lines.join('\n')).not.toContain('Pass1234567890abcdef')
  })
})
