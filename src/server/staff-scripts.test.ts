import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { createUser, signedInClient, useTestServers } from './auth/auth-testing'
import type { TestServer } from './testing'

// The staff gate (middleware/staff-gate.ts) on the data APIs, through the real server and
// supabase-js as a staff member's script uses it before launch: a session from
// signInWithPassword, no cookie jar (docs/decisions/007-staff-gate-code-split.md).
describe('the staff gate for staff scripts (SITE_ACCESS=staff, bearer token, no cookie)', () => {
  const startServer = useTestServers()
  const STAFF = { email: 'staff@renewmedical.example', password: 'a staff password 2026' }

  async function staffModeServer() {
    const server = await startServer({ siteAccess: 'staff' })
    await createUser(server, STAFF.email, STAFF.password, { staff: true })
    await server.deps.db
      .insertInto('consultation_requests')
      .values({
        id: crypto.randomUUID(),
        first_name: 'Ada',
        last_name: 'Lovelace',
        email: 'ada@example.com',
        phone: '(555) 123-4567',
        hear_about_us: 'Google Search',
        email_opt_in: 1,
        sms_opt_in: 0,
        created_at: new Date().toISOString(),
      })
      .execute()
    const bucket = path.join(server.deps.config.dataDir, 'storage', 'staff-files')
    fs.mkdirSync(bucket, { recursive: true })
    fs.writeFileSync(path.join(bucket, 'note.txt'), 'for staff eyes')
    return server
  }

  const get = (server: TestServer, url: string, token?: string) =>
    fetch(`${server.url}${url}`, {
      headers: {
        apikey: server.anonKey,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
    })

  it('a staff member’s supabase-js reads and exports leads and downloads objects', async () => {
    const server = await staffModeServer()
    const { client, session } = await signedInClient(server, STAFF.email, STAFF.password)

    const read = await client.from('consultation_requests').select()
    expect(read.error).toBeNull()
    expect(read.data).toMatchObject([{ first_name: 'Ada', email: 'ada@example.com' }])

    const exported = await client.from('consultation_requests').select('first_name,email').csv()
    expect(exported.error).toBeNull()
    expect(exported.data).toBe('first_name,email\r\nAda,ada@example.com\r\n')

    const download = await client.storage.from('staff-files').download('note.txt')
    expect(download.error).toBeNull()
    expect(await download.data!.text()).toBe('for staff eyes')
    const object = await get(
      server,
      '/storage/v1/object/public/staff-files/note.txt',
      session.access_token,
    )
    expect(object.status).toBe(200)
    expect(object.headers.get('cache-control')).toMatch(/^private/)

    // Built files stay behind the cookie: a token does not open them.
    expect((await get(server, '/assets/main-Ab12Cd34.js', session.access_token)).status).toBe(401)
  })

  it('refuses anonymous callers, a patient’s token and a signed-out staff token', async () => {
    const server = await staffModeServer()
    await createUser(server, 'patient@example.com', 'a patient password 1')
    const { session: patient } = await signedInClient(
      server,
      'patient@example.com',
      'a patient password 1',
    )
    const { client: staff, session: ended } = await signedInClient(
      server,
      STAFF.email,
      STAFF.password,
    )
    expect((await staff.auth.signOut()).error).toBeNull()

    for (const token of [undefined, server.anonKey, patient.access_token, ended.access_token]) {
      for (const url of [
        '/rest/v1/consultation_requests',
        '/storage/v1/object/staff-files/note.txt',
        '/storage/v1/object/public/staff-files/note.txt',
      ]) {
        const response = await get(server, url, token)
        expect(response.status, url).toBe(401)
        expect(await response.json()).toEqual({
          code: 'staff_session_required',
          message: 'Staff sign-in required',
        })
      }
    }
    const insert = await fetch(`${server.url}/rest/v1/consultation_requests`, {
      method: 'POST',
      headers: {
        apikey: server.anonKey,
        authorization: `Bearer ${patient.access_token}`,
        'content-type': 'application/json',
      },
      body: '{}',
    })
    expect(insert.status).toBe(401)
    expect(await server.deps.db.selectFrom('audit_log').selectAll().execute()).toEqual([])
  })
})
