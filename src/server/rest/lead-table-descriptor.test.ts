import { type Kysely, sql } from 'kysely'
import { afterEach, expect, it } from 'vitest'
import * as z from 'zod/mini'

import { emailField } from '@shared/contact-fields'
import { defineLeadTable, toLeadRow } from '@shared/lead-tables'
import { leadTableList, MIN_FORM_FILL_MS } from '@shared/leads'

import type { Database } from '../db/database'
import { createLogger } from '../logger'
import { connectionFrom, createTestDatabase, TEST_CLIENT_ADDRESS } from '../testing'
import { createRestRoutes } from './rest.routes'

// Adding a lead table is its descriptor and a migration: a fourth table defined here (and
// nowhere else) is inserted into by the anon role, read and exported by staff, refused to
// everyone else, deduplicated on its unique column and announced to the clinic and the
// webhook, exactly as the site's three tables are. SQLite here, PostgreSQL in the CI's
// PostgreSQL leg (DATABASE_URL).

const callbackTimes = ['morning', 'afternoon', 'evening'] as const
const callbackLabels = { morning: 'Mornings', afternoon: 'Afternoons', evening: 'Evenings' }

const callbackTable = defineLeadTable({
  name: 'callback_requests',
  tab: 'callback',
  schema: z.object({
    email: emailField,
    bestTime: z.enum(callbackTimes, 'Please choose a time'),
    textFirst: z._default(z.boolean('Must be true or false'), false),
  }),
  columns: {
    id: 'text',
    email: 'text',
    best_time: 'text',
    best_time_label: 'text',
    text_first: 'boolean',
    created_at: 'timestamp',
  },
  fields: { email: 'email', best_time: 'bestTime', text_first: 'textFirst' },
  computed: {
    best_time_label: (data) => callbackLabels[data.bestTime as (typeof callbackTimes)[number]],
  },
  unique: 'email',
  event: 'callback_request.created',
  clinicEmail: {
    subject: 'New callback request',
    summary: 'callback request',
    details: (row) => [`Best time: ${String(row.best_time_label)}`],
    dashboardPath: '/admin?tab=callback',
    closing: 'Call back within a day.',
  },
  admin: {
    label: 'Callback requests',
    empty: 'No callback requests match.',
    searchHint: 'E-mail address',
    search: ['email'],
    columns: [
      { header: 'received', cell: 'time' },
      { header: 'email', cell: 'email' },
      { header: 'guide', cell: 'text', column: 'best_time_label' },
    ],
  },
  example: { email: 'Cal@Example.com', bestTime: 'evening', textFirst: true },
})

/** The table's migration, as a file in src/server/db/migrations would hold it. */
async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('callback_requests')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('email', 'text', (col) => col.notNull().unique())
    .addColumn('best_time', 'text', (col) => col.notNull())
    .addColumn('best_time_label', 'text', (col) => col.notNull())
    .addColumn('text_first', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute()
}

const closers: (() => Promise<void>)[] = []
afterEach(async () => {
  await Promise.all(closers.splice(0).map((close) => close()))
})

const STAFF_ID = '5f0c0e2a-6c49-4a52-9a8e-7d3c3d3b1a10'
const spam = { website: '', form_elapsed_ms: MIN_FORM_FILL_MS + 500 }

/** The API over a test database, serving `tables`; `Bearer staff` is a signed-in staff user. */
async function api(tables?: Parameters<typeof createRestRoutes>[0]['tables']) {
  const database = await createTestDatabase()
  closers.push(database.close)
  const routes = createRestRoutes({
    db: database.db,
    logger: createLogger('silent'),
    config: {
      trustProxy: 0,
      leadsPerIpPer10Min: 100,
      clinicNotifyEmail: 'clinic@renewmedical.example',
      leadWebhook: { url: 'https://crm.example/hook', secret: 'x'.repeat(32) },
      publicUrl: 'https://renewmedical.example',
    },
    auditSecret: 'audit-secret-of-enough-length-for-tests',
    resolveCaller: ({ apikey, authorization }) =>
      Promise.resolve(
        !apikey
          ? { kind: 'no-api-key' }
          : authorization === 'Bearer staff'
            ? { kind: 'user', userId: STAFF_ID, staff: true }
            : authorization === 'Bearer patient'
              ? { kind: 'user', userId: STAFF_ID, staff: false }
              : { kind: 'anon' },
      ),
    tables,
  })
  const send = (
    path: string,
    init: { method?: string; body?: unknown; as?: 'staff' | 'patient'; accept?: string } = {},
  ) =>
    routes.request(
      path,
      {
        method: init.method ?? 'GET',
        headers: {
          apikey: 'anon-key',
          ...(init.as ? { authorization: `Bearer ${init.as}` } : {}),
          ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(init.accept ? { accept: init.accept } : {}),
        },
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
      },
      connectionFrom(TEST_CLIENT_ADDRESS),
    )
  return { db: database.db, send }
}

async function outbox(db: Database) {
  const rows = await db.selectFrom('outbox').select(['kind', 'payload']).execute()
  return rows.map((row) => ({
    kind: row.kind,
    payload: JSON.parse(row.payload) as Record<string, string>,
  }))
}

it('a lead table is served by its descriptor and its migration alone', async () => {
  const { db, send } = await api([...leadTableList, callbackTable])
  await up(db as Kysely<unknown>)
  const row = toLeadRow(callbackTable, callbackTable.example)

  // Anyone with the anon key inserts; the row the form would send (computed column included).
  expect(row).toEqual({
    email: 'Cal@Example.com',
    best_time: 'evening',
    text_first: true,
    best_time_label: 'Evenings',
  })
  const inserted = await send('/callback_requests', { method: 'POST', body: { ...row, ...spam } })
  expect(inserted.status).toBe(201)
  expect(await inserted.text()).toBe('')

  // The schema's messages name the column; server-set and unknown columns are refused.
  const invalid = await send('/callback_requests', {
    method: 'POST',
    body: { ...row, email: 'other@example.com', best_time: 'midnight', ...spam },
  })
  expect(invalid.status).toBe(400)
  expect(await invalid.json()).toMatchObject({
    code: '23514',
    message: 'Please choose a time',
    details: 'best_time',
  })
  const serverSet = await send('/callback_requests', {
    method: 'POST',
    body: { ...row, id: 'mine', ...spam },
  })
  expect(serverSet.status).toBe(400)
  expect(await serverSet.json()).toMatchObject({ code: 'PGRST204' })
  expect(
    (await send('/callback_requests', { method: 'POST', body: { ...row, x: 1, ...spam } })).status,
  ).toBe(400)

  // The unique column ignores case: a repeat is answered 201 and changes nothing.
  const repeat = await send('/callback_requests', {
    method: 'POST',
    body: { ...row, email: 'CAL@example.COM', best_time: 'morning', ...spam },
  })
  expect(repeat.status).toBe(201)

  // Only staff read: the anon role and a signed-in patient get PostgREST's permission error.
  const anonRead = await send('/callback_requests')
  expect(anonRead.status).toBe(401)
  expect(await anonRead.json()).toMatchObject({ code: '42501' })
  expect((await send('/callback_requests', { as: 'patient' })).status).toBe(403)
  expect(
    (await send('/callback_requests', { method: 'PATCH', body: { email: 'x' }, as: 'staff' }))
      .status,
  ).toBe(403)

  const read = await send('/callback_requests?select=*&order=created_at.desc', { as: 'staff' })
  expect(read.status).toBe(200)
  const rows = (await read.json()) as Record<string, unknown>[]
  expect(rows).toHaveLength(1)
  expect(Object.keys(rows[0]!)).toEqual(Object.keys(callbackTable.columns))
  expect(rows[0]).toMatchObject({
    email: 'cal@example.com',
    best_time: 'evening',
    best_time_label: 'Evenings',
    text_first: true,
  })
  const filtered = await send('/callback_requests?text_first=eq.true&email=ilike.*CAL*', {
    as: 'staff',
  })
  expect(((await filtered.json()) as unknown[]).length).toBe(1)

  // CSV export: the descriptor's columns in order, a file named after the table.
  const csv = await send('/callback_requests', { as: 'staff', accept: 'text/csv' })
  expect(csv.status).toBe(200)
  expect(csv.headers.get('content-disposition')).toMatch(
    /^attachment; filename="callback-requests-\d{4}-\d{2}-\d{2}\.csv"$/,
  )
  const [header, line, ...rest] = (await csv.text()).trim().split(/\r?\n/)
  expect(header).toBe('id,email,best_time,best_time_label,text_first,created_at')
  expect(line).toContain(',cal@example.com,evening,Evenings,true,')
  expect(rest).toEqual([])

  // Every staff read and export is audited under the table's name.
  const audit = await db
    .selectFrom('audit_log')
    .select(['action', 'target'])
    .where('target', '=', 'callback_requests')
    .execute()
  expect(audit.map((entry) => entry.action).sort()).toEqual(['export', 'read', 'read'])

  // The first insert, and only it, told the clinic (no personal data) and the webhook.
  const queued = await outbox(db)
  expect(queued.map((entry) => entry.kind)).toEqual(['email', 'webhook'])
  const [mail, hook] = queued
  expect(mail!.payload).toMatchObject({
    to: 'clinic@renewmedical.example',
    subject: 'New callback request',
  })
  expect(mail!.payload.text).toContain('A new callback request arrived at ')
  expect(mail!.payload.text).toContain(`Reference: ${String(rows[0]!.id)}`)
  expect(mail!.payload.text).toContain('Best time: Evenings')
  expect(mail!.payload.text).toContain('https://renewmedical.example/admin?tab=callback')
  expect(mail!.payload.text).not.toContain('cal@example.com')
  expect(hook!.payload.event).toBe('callback_request.created')
  expect(JSON.parse(hook!.payload.body!)).toEqual({
    event: 'callback_request.created',
    table: 'callback_requests',
    record: rows[0],
  })

  // The site's own tables are served alongside it, unchanged.
  const stored = await sql<{
    count: string | number
  }>`select count(*) as count from callback_requests`.execute(db)
  expect(Number(stored.rows[0]!.count)).toBe(1)
  expect(
    (
      await send('/newsletter_subscribers', {
        method: 'POST',
        body: { email: 'n@example.com', ...spam },
      })
    ).status,
  ).toBe(201)
}, 60_000)

it('a table without a descriptor is not served, even when it exists', async () => {
  const { db, send } = await api()
  await up(db as Kysely<unknown>)
  const row = toLeadRow(callbackTable, callbackTable.example)
  const answer = await send('/callback_requests', { method: 'POST', body: { ...row, ...spam } })
  expect(answer.status).toBe(404)
  expect(await answer.json()).toMatchObject({ code: 'PGRST205' })
  expect(await outbox(db)).toEqual([])
}, 60_000)
