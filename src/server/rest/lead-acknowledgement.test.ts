import { afterEach, describe, expect, it } from 'vitest'

import { consultationTable, MIN_FORM_FILL_MS, toConsultationRow } from '@shared/leads'

import { SITE_MAILS_PER_RECIPIENT, spendRecipientBudget } from '../mail/recipient-budget'
import { connectionFrom, createTestApp, definePostgresTests } from '../testing'
import { LEAD_ACKNOWLEDGEMENTS_PER_CLIENT } from './lead-acknowledgement'
import { leadTableDefinition } from './lead-tables'
import { insertLead } from './leads.queries'

// A consultation request, as a patient on a phone sends it (docs/architecture.md, Lead forms):
// the visitor hears it arrived, within the budgets of unauthenticated mail, and sending it twice
// is one request. On SQLite here; on PostgreSQL with DATABASE_URL (the file runs on both).

type App = Awaited<ReturnType<typeof createTestApp>>
const apps: App[] = []
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.database.close()))
})

async function start() {
  const app = await createTestApp({
    siteAccess: 'public',
    leadsPerIpPer10Min: 1000,
    clinicNotifyEmail: 'clinic@renewmedical.example',
    publicUrl: 'https://renewmedical.example',
  })
  apps.push(app)
  return app
}

const visitor = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  phone: '(555) 123-4567',
  hearAboutUs: 'Google Search',
  emailOptIn: true,
  smsOptIn: false,
} as const
const spam = { website: '', form_elapsed_ms: MIN_FORM_FILL_MS + 500 }

async function send(app: App, email: string = visitor.email, from = '127.0.0.2') {
  return await app.app.request(
    '/rest/v1/consultation_requests',
    {
      method: 'POST',
      headers: {
        apikey: app.deps.secrets.anonKey,
        authorization: `Bearer ${app.deps.secrets.anonKey}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ ...toConsultationRow({ ...visitor, email }), ...spam }),
    },
    connectionFrom(from),
  )
}

type Mail = { to: string; subject: string; text: string }
async function mails(app: App): Promise<Mail[]> {
  const rows = await app.deps.db
    .selectFrom('outbox')
    .select(['kind', 'payload'])
    .where('kind', '=', 'email')
    .orderBy('created_at')
    .execute()
  return rows.map((row) => JSON.parse(row.payload) as Mail)
}
const acknowledgements = async (app: App) =>
  (await mails(app)).filter((mail) => mail.to !== 'clinic@renewmedical.example')
const requests = (app: App) => app.deps.db.selectFrom('consultation_requests').selectAll().execute()

describe('the acknowledgement', () => {
  it('tells the visitor their request arrived, by first name only, beside the clinic’s notice', async () => {
    const app = await start()
    expect((await send(app)).status).toBe(201)
    const [mail, ...others] = await acknowledgements(app)
    expect(others).toEqual([])
    expect(mail).toMatchObject({
      to: 'ada@example.com',
      subject: 'We received your consultation request',
    })
    expect(mail!.text).toMatch(/^Hello Ada,\n\nThank you for requesting a free consultation/)
    expect(mail!.text).toContain('call you within 24 hours')
    // Nothing else they typed is repeated to an address nobody proved.
    for (const typed of ['Lovelace', '123-4567', 'Google Search']) {
      expect(mail!.text).not.toContain(typed)
    }
    expect((await mails(app)).map((each) => each.to)).toContain('clinic@renewmedical.example')
  })

  it('one client sending in other people’s names spends its own allowance; another client is not touched', async () => {
    const app = await start()
    const limit = LEAD_ACKNOWLEDGEMENTS_PER_CLIENT.limit
    const burst = await Promise.all(
      Array.from({ length: limit + 3 }, (_, i) => send(app, `someone-${i}@example.com`)),
    )
    expect(burst.map((answer) => answer.status)).toEqual(Array(limit + 3).fill(201))
    // Every request is stored and the clinic hears of each; only the mails past the allowance
    // are left out.
    expect(await requests(app)).toHaveLength(limit + 3)
    expect(await acknowledgements(app)).toHaveLength(limit)
    expect((await send(app, 'other-client@example.com', '127.0.0.3')).status).toBe(201)
    expect((await acknowledgements(app)).map((mail) => mail.to)).toContain(
      'other-client@example.com',
    )
  })

  it('an address whose budget of site mail is spent gets no acknowledgement; the request is stored', async () => {
    const app = await start()
    // Visit and order mails a visitor's actions sent it this hour (the same `site` stream,
    // docs/decisions/028-mail-to-visitors-is-budgeted.md).
    for (let i = 0; i < SITE_MAILS_PER_RECIPIENT.limit; i++) {
      await spendRecipientBudget(app.deps.db, 'site', 'Ada@example.com', SITE_MAILS_PER_RECIPIENT)
    }
    expect((await send(app)).status).toBe(201)
    expect(await requests(app)).toHaveLength(1)
    expect(await acknowledgements(app)).toEqual([])
  })
})

describe('a repeat within minutes', () => {
  it('is folded into the first request: answered alike, one row, one acknowledgement, one notice', async () => {
    const app = await start()
    expect((await send(app)).status).toBe(201)
    expect((await send(app, 'ADA@Example.com ')).status).toBe(201)
    expect(await requests(app)).toHaveLength(1)
    expect(await acknowledgements(app)).toHaveLength(1)
    expect(await mails(app)).toHaveLength(2)
  })

  it('sent in parallel, from one client or two, stores one request', async () => {
    const app = await start()
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        send(app, visitor.email, i % 2 === 0 ? '127.0.0.2' : '127.0.0.3'),
      ),
    )
    expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(201))
    expect(await requests(app)).toHaveLength(1)
    expect(await acknowledgements(app)).toHaveLength(1)
    // Other addresses at the same moment are their own requests.
    await Promise.all([send(app, 'grace@example.com'), send(app, 'alan@example.com', '127.0.0.3')])
    expect(await requests(app)).toHaveLength(3)
  })

  definePostgresTests(() =>
    it('PostgreSQL: a repeat sent while the first is still in its transaction waits for it, then is folded', async () => {
      const app = await start()
      const table = leadTableDefinition(consultationTable)
      let release!: () => void
      const held = new Promise<void>((resolve) => (release = resolve))
      let entered!: () => void
      const inside = new Promise<void>((resolve) => (entered = resolve))
      // The first stops inside its transaction, its row written but not committed.
      const first = insertLead(app.deps.db, table, table.toRow({ ...visitor }), async () => {
        entered()
        await held
        return []
      })
      await inside
      const second = insertLead(app.deps.db, table, table.toRow({ ...visitor }), () => [])
      // Without the lock on the address it would read nothing yet and store a second row now.
      const early = await Promise.race([
        second.then(() => 'done'),
        new Promise((resolve) => setTimeout(() => resolve('waiting'), 500)),
      ])
      expect(early).toBe('waiting')
      release()
      expect((await first).inserted).toBe(true)
      expect(await second).toMatchObject({ inserted: false })
      expect(await requests(app)).toHaveLength(1)
    }),
  )

  it('after the window is a new request', async () => {
    const app = await start()
    const table = leadTableDefinition(consultationTable)
    const first = Date.now() - 11 * 60_000
    const store = (now: number) =>
      insertLead(app.deps.db, table, table.toRow({ ...visitor }), () => [], undefined, now)
    expect((await store(first)).inserted).toBe(true)
    const folded = await store(first + 60_000)
    expect(folded).toMatchObject({ inserted: false, notifications: 0 })
    expect(await requests(app)).toHaveLength(1)
    expect((await store(Date.now())).inserted).toBe(true)
    expect(await requests(app)).toHaveLength(2)
  })
})
