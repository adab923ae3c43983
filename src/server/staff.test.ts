import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { clientFor, createUser, signedInClient, useTestServers } from './auth/auth-testing'
import { createGateCookieValue, isStaffGateSessionValid } from './auth/staff-session'
import { ConfigError } from './env'
import { createLogger } from './logger'
import {
  addStaff,
  DEFAULT_STAFF_EMAIL,
  ensureStaffAccount,
  removeStaff,
  resetStaffPassword,
} from './staff'
import { makeTempDir, type TestServer } from './testing'

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

describe('ensureStaffAccount', () => {
  it('creates the default staff account on first start and prints its password once', async () => {
    const server = await startServer()
    const first = printer()
    await ensureStaffAccount(
      server.deps.db,
      { staffEmail: undefined, staffPassword: undefined },
      logger,
      first.print,
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

    const { session } = await signedInClient(server, DEFAULT_STAFF_EMAIL, password)
    expect(session.user.app_metadata.role).toBe('staff')

    // Later starts leave it alone and print nothing.
    const second = printer()
    await ensureStaffAccount(
      server.deps.db,
      { staffEmail: undefined, staffPassword: undefined },
      logger,
      second.print,
    )
    expect(second.lines).toEqual([])
    expect(await usersTable(server)).toHaveLength(1)
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
  it('add creates a staff account with a generated password, or promotes a confirmed user', async () => {
    const server = await startServer()
    const created = await addStaff(server.deps.db, 'New.Staff@clinic.example', logger)
    expect(created.password).toMatch(/^[A-Za-z0-9]{20}$/)
    await signedInClient(server, 'new.staff@clinic.example', created.password!)

    await createUser(server, 'patient@example.com', 'patient password 1')
    const promoted = await addStaff(server.deps.db, 'patient@example.com', logger)
    expect(promoted.password).toBeUndefined()
    const { session } = await signedInClient(server, 'patient@example.com', 'patient password 1')
    expect(session.user.app_metadata).toMatchObject({ role: 'staff', provider: 'email' })
  })

  it('add replaces the password of an unconfirmed sign-up, which may not be the owner', async () => {
    const server = await startServer({ authEmailConfirm: true })
    await clientFor(server).auth.signUp({
      email: 'dr.who@clinic.example',
      password: 'squatter password',
    })
    const { password } = await addStaff(server.deps.db, 'dr.who@clinic.example', logger)
    expect(password).toBeTruthy()
    const squatter = await clientFor(server).auth.signInWithPassword({
      email: 'dr.who@clinic.example',
      password: 'squatter password',
    })
    expect(squatter.error?.code).toBe('invalid_credentials')
    await signedInClient(server, 'dr.who@clinic.example', password!)
  })

  it('reset gives a new password and signs the staff user out everywhere', async () => {
    const server = await startServer()
    const { password } = await addStaff(server.deps.db, 'nurse@clinic.example', logger)
    const { client, session } = await signedInClient(server, 'nurse@clinic.example', password!)
    const secret = server.deps.secrets.jwtSecret
    const sessionId = JSON.parse(
      Buffer.from(session.access_token.split('.')[1]!, 'base64url').toString(),
    ) as {
      session_id: string
    }
    const cookie = createGateCookieValue(secret, sessionId.session_id)
    expect(await isStaffGateSessionValid(server.deps.db, secret, cookie)).toBe(true)

    const fresh = await resetStaffPassword(server.deps.db, 'nurse@clinic.example', logger)
    expect(fresh).not.toBe(password)
    expect((await client.auth.getUser()).error?.name).toBe('AuthSessionMissingError')
    expect(await isStaffGateSessionValid(server.deps.db, secret, cookie)).toBe(false)
    await signedInClient(server, 'nurse@clinic.example', fresh)

    await createUser(server, 'patient@example.com', 'patient password 1')
    await expect(resetStaffPassword(server.deps.db, 'patient@example.com', logger)).rejects.toThrow(
      'patient@example.com is not a staff user',
    )
    await expect(resetStaffPassword(server.deps.db, 'ghost@example.com', logger)).rejects.toThrow(
      'No user with the e-mail ghost@example.com.',
    )
  })

  it('remove takes the role away and ends the sessions', async () => {
    const server = await startServer()
    const { password } = await addStaff(server.deps.db, 'temp@clinic.example', logger)
    const { client } = await signedInClient(server, 'temp@clinic.example', password!)
    await removeStaff(server.deps.db, 'temp@clinic.example', logger)
    expect((await client.auth.getUser()).error?.name).toBe('AuthSessionMissingError')
    const { session } = await signedInClient(server, 'temp@clinic.example', password!)
    expect(session.user.app_metadata.role).toBeUndefined()
    expect(session.user.app_metadata).toEqual({ provider: 'email', providers: ['email'] })
  })
})

describe('npm run staff', () => {
  const root = path.resolve(import.meta.dirname, '../..')
  const run = (dataDir: string, ...args: string[]) =>
    spawnSync(process.execPath, ['--import', 'tsx', 'src/server/staff-cli.ts', ...args], {
      cwd: root,
      // Always the embedded store in a temp dir, also on the PostgreSQL leg of CI.
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'silent' },
      encoding: 'utf8',
    })

  it('adds, resets and removes staff from the shell', () => {
    const dataDir = makeTempDir()
    const usage = run(dataDir)
    expect(usage.status).toBe(2)
    expect(usage.stderr).toContain('Usage: npm run staff -- <command> EMAIL')

    const added = run(dataDir, 'add', 'cli@clinic.example')
    expect(added.status).toBe(0)
    expect(added.stdout).toContain('cli@clinic.example')
    const password = passwordIn(added.stdout)
    expect(password).toMatch(/^[A-Za-z0-9]{20}$/)

    const reset = run(dataDir, 'reset', 'cli@clinic.example')
    expect(reset.status).toBe(0)
    expect(passwordIn(reset.stdout)).not.toBe(password)

    expect(run(dataDir, 'remove', 'cli@clinic.example').status).toBe(0)
    const again = run(dataDir, 'remove', 'cli@clinic.example')
    expect(again.status).toBe(1)
    expect(again.stderr).toContain('cli@clinic.example is not a staff user')
  })
})
