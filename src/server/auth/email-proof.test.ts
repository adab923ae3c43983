import { describe, expect, it } from 'vitest'

import { createLogger } from '../logger'
import { addStaff } from '../staff/staff'
import { lastMailTo, linkIn, readOutbox, type TestServer } from '../testing'
import {
  clientFor,
  createUser,
  openLink,
  signedInClient,
  staffMail,
  useTestServers,
} from './auth-testing'
import { isEmailProvenByLink, markEmailProvenByLink } from './email-proof'

// Only a followed e-mail link proves an address; an autoconfirmed sign-up does not. Staff
// promotion depends on the difference (src/server/staff/staff.ts), so it is checked end to end.

const startServer = useTestServers()
const logger = createLogger('silent')

async function userRow(server: TestServer, email: string) {
  return server.deps.db
    .selectFrom('users')
    .selectAll()
    .where('email', '=', email)
    .executeTakeFirstOrThrow()
}

describe('markEmailProvenByLink', () => {
  it('records when a link proved the address, on a user nothing else changes', async () => {
    const server = await startServer()
    const user = await createUser(server, 'ida@example.com', 'ida password 1')
    expect(isEmailProvenByLink(user)).toBe(false)
    const iso = '2026-11-22T16:20:00.000Z'
    const marked = await markEmailProvenByLink(server.deps.db, user.id, iso)
    expect(marked).toEqual({ ...user, email_confirmed_by_link_at: iso })
    expect(isEmailProvenByLink(marked)).toBe(true)
  })
})

describe('GET /verify proves the address', () => {
  it('by a sign-up confirmation link; even so, promotion to staff does not keep the password', async () => {
    const server = await startServer({ authEmailConfirm: true, siteAccess: 'public' })
    const signUp = await clientFor(server).auth.signUp({
      email: 'noor@clinic.example',
      password: 'noor password 1',
    })
    expect(signUp.error).toBeNull()
    expect((await userRow(server, 'noor@clinic.example')).email_confirmed_by_link_at).toBeNull()

    const opened = await openLink(linkIn(lastMailTo(server.outboxDir, 'noor@clinic.example')))
    expect(opened.fragment.get('type')).toBe('signup')
    const row = await userRow(server, 'noor@clinic.example')
    expect(row.email_confirmed_by_link_at).toBe(row.email_confirmed_at)

    // The proof says who read the link, not who chose the password (docs/architecture.md,
    // Staff accounts): the promotion mails a link to choose one instead.
    const before = await signedInClient(server, 'noor@clinic.example', 'noor password 1')
    expect(
      await addStaff(server.deps.db, 'noor@clinic.example', logger, { mail: staffMail(server) }),
    ).toEqual({ outcome: 'link-sent', password: undefined })
    expect((await before.client.auth.getUser()).error?.name).toBe('AuthSessionMissingError')
    const old = await clientFor(server).auth.signInWithPassword({
      email: 'noor@clinic.example',
      password: 'noor password 1',
    })
    expect(old.error?.code).toBe('invalid_credentials')
  })

  it('not by an autoconfirmed sign-up, but by a recovery link followed later', async () => {
    const server = await startServer({ authEmailConfirm: false, siteAccess: 'public' })
    const supabase = clientFor(server)
    const signUp = await supabase.auth.signUp({
      email: 'omar@clinic.example',
      password: 'omar password 1',
    })
    expect(signUp.data.session).toBeTruthy()
    const autoconfirmed = await userRow(server, 'omar@clinic.example')
    expect(autoconfirmed.email_confirmed_at).toBeTruthy()
    expect(autoconfirmed.email_confirmed_by_link_at).toBeNull()
    // No mail went out: nothing could have proved the address.
    expect(readOutbox(server.outboxDir)).toEqual([])

    expect((await supabase.auth.resetPasswordForEmail('omar@clinic.example')).error).toBeNull()
    const opened = await openLink(linkIn(lastMailTo(server.outboxDir, 'omar@clinic.example')))
    expect(opened.fragment.get('type')).toBe('recovery')
    expect((await userRow(server, 'omar@clinic.example')).email_confirmed_by_link_at).toBeTruthy()

    // The owner, in through the link, sets a password: the squatter's session and password end.
    const owner = clientFor(server)
    const set = await owner.auth.setSession({
      access_token: opened.fragment.get('access_token')!,
      refresh_token: opened.fragment.get('refresh_token')!,
    })
    expect(set.error).toBeNull()
    expect((await owner.auth.updateUser({ password: 'omar own password 2' })).error).toBeNull()
    const stale = await clientFor(server).auth.refreshSession({
      refresh_token: signUp.data.session!.refresh_token,
    })
    expect(stale.error?.code).toBe('refresh_token_not_found')
    const old = await clientFor(server).auth.signInWithPassword({
      email: 'omar@clinic.example',
      password: 'omar password 1',
    })
    expect(old.error?.code).toBe('invalid_credentials')
    expect((await owner.auth.getUser()).error).toBeNull()
  })

  it('by the links of a completed e-mail change, for the new address', async () => {
    const server = await startServer({ siteAccess: 'public' })
    await createUser(server, 'pia@example.com', 'pia password 1')
    const { client } = await signedInClient(server, 'pia@example.com', 'pia password 1')
    expect((await client.auth.updateUser({ email: 'pia@clinic.example' })).error).toBeNull()

    // Every link the change mailed (to the new address, and to the current one if asked).
    for (const to of ['pia@clinic.example', 'pia@example.com']) {
      const mail = lastMailTo(server.outboxDir, to)
      if (mail) await openLink(linkIn(mail))
    }
    const row = await userRow(server, 'pia@clinic.example')
    expect(row.email_change).toBeNull()
    expect(row.email_confirmed_by_link_at).toBeTruthy()
  })
})
