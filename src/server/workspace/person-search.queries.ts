import { type RawBuilder, sql } from 'kysely'

import type { PersonMatch, PersonRecordKind } from '../../shared/workspace-wire'
import { type Database, supportsRowLocks } from '../db/database'
import {
  PERSON_TEXT,
  PHONE_DIGITS,
  USER_DIGITS_PG,
  USER_DIGITS_SQLITE,
  USER_TEXT_PG,
  USER_TEXT_SQLITE,
} from '../db/migrations/0016-person-search'
import { profileOf } from './queue-kinds.queries'

// The workspace's search of people (docs/architecture.md, Staff workspace, People;
// docs/decisions/041-person-search-in-one-query.md): a part of a name or an address, or of a
// phone number by its digits alone ("555 0142" finds "(312) 555-0142"), over every table that
// names a person. Two queries whatever the data: one UNION ALL finds the addresses that match,
// grouped into people, newest activity first, at most 20; a second reads those people's rows by
// lower-cased address (indexed, 0015 and 0016) for their name, phone and kinds of records. Each
// match is `LIKE '%…%'` on the very expression migration 0016 indexes (trigram on PostgreSQL).

export const SEARCH_LIMIT = 20

/** What a search looks for, from the text staff typed. */
export type SearchTerms = { mode: 'text'; text: string } | { mode: 'phone'; digits: string }

/**
 * A query with letters, or an `@`, is a part of a name or an address; one of digits alone (with
 * spaces, dashes, dots, brackets or a plus) is a part of a phone number.
 */
export function searchTerms(query: string): SearchTerms {
  const text = query.trim().toLowerCase().replace(/\s+/g, ' ')
  const digits = text.replace(/\D/g, '')
  if (/^[\d\s().+-]+$/.test(text) && digits.length >= 3) return { mode: 'phone', digits }
  return { mode: 'text', text }
}

/** `%part%` with LIKE's own wildcards taken literally (escaped with a backslash). */
const contains = (part: string) => `%${part.replace(/[\\%_]/g, (char) => `\\${char}`)}%`

const like = (expression: string, pattern: string) =>
  sql<boolean>`${sql.raw(expression)} like ${pattern} escape '\\'`

type Source = {
  kind: PersonRecordKind
  table: string
  /** Lower-cased name and address; the phone's digits (null: the table holds no phone). */
  text: string
  digits: string | null
  /** The row's activity time. */
  at: string
  /** Its address, lower-cased. */
  person: string
}

function sources(db: Database): Source[] {
  const pg = supportsRowLocks(db)
  const named = (kind: PersonRecordKind, table: string): Source => ({
    kind,
    table,
    text: PERSON_TEXT,
    digits: PHONE_DIGITS,
    at: 'created_at',
    person: 'lower(email)',
  })
  const userText = pg ? USER_TEXT_PG : USER_TEXT_SQLITE
  const userDigits = pg ? USER_DIGITS_PG : USER_DIGITS_SQLITE
  return [
    named('request', 'consultation_requests'),
    named('download', 'download_requests'),
    {
      kind: 'newsletter',
      table: 'newsletter_subscribers',
      text: 'lower(email)',
      digits: null,
      at: 'created_at',
      person: 'lower(email)',
    },
    // Account addresses are stored lower-case.
    {
      kind: 'account',
      table: 'users',
      text: userText,
      digits: userDigits,
      at: 'created_at',
      person: 'email',
    },
    named('visit', 'appointments'),
    named('order', 'orders'),
  ]
}

/** The people whose records match, newest activity first, at most SEARCH_LIMIT. */
export async function searchPeople(db: Database, terms: SearchTerms): Promise<PersonMatch[]> {
  const parts: RawBuilder<unknown>[] = []
  for (const source of sources(db)) {
    const expression = terms.mode === 'text' ? source.text : source.digits
    if (expression === null) continue
    const pattern = contains(terms.mode === 'text' ? terms.text : terms.digits)
    parts.push(
      sql`select ${sql.raw(source.person)} as person, ${sql.raw(source.at)} as at from ${sql.table(source.table)} where ${like(expression, pattern)}`,
    )
  }
  const found = await sql<{ person: string; last_at: string }>`
    select person, max(at) as last_at from (${sql.join(parts, sql` union all `)}) m
    group by person order by last_at desc, person limit ${SEARCH_LIMIT}`.execute(db)
  const people = found.rows.map((row) => row.person)
  if (people.length === 0) return []
  return describe(db, people)
}

type RecordRow = {
  kind: PersonRecordKind
  id: string
  person: string
  first_name: string | null
  last_name: string | null
  phone: string | null
  profile: string | null
  at: string
}

/** The people under these lower-cased addresses, as the search lists them, in this order. */
async function describe(db: Database, people: string[]): Promise<PersonMatch[]> {
  const among = sql.join(people)
  const named = (kind: PersonRecordKind, table: string) =>
    sql`select ${kind} as kind, id, lower(email) as person, first_name, last_name, phone, cast(null as text) as profile, created_at as at from ${sql.table(table)} where lower(email) in (${among})`
  const rows = await sql<RecordRow>`
    ${named('request', 'consultation_requests')}
    union all ${named('download', 'download_requests')}
    union all select 'newsletter' as kind, id, lower(email) as person, cast(null as text), cast(null as text), cast(null as text), cast(null as text), created_at from newsletter_subscribers where lower(email) in (${among})
    union all select 'account' as kind, id, email as person, cast(null as text), cast(null as text), cast(null as text), raw_user_meta_data, created_at from users where email in (${among})
    union all ${named('visit', 'appointments')}
    union all ${named('order', 'orders')}`.execute(db)
  return people.map((person) => {
    const own = rows.rows
      .filter((row) => row.person === person)
      .map((row) => {
        if (row.profile === null) return row
        const profile = profileOf(row.profile)
        return {
          ...row,
          first_name: profile.firstName,
          last_name: profile.lastName,
          phone: profile.phone,
        }
      })
      .sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0))
    const newest = own[0]!
    const name = own.find((row) => row.first_name || row.last_name)
    return {
      ref: `${newest.kind}:${newest.id}`,
      email: person,
      name: [name?.first_name, name?.last_name].filter(Boolean).join(' ') || null,
      phone: own.find((row) => row.phone)?.phone ?? null,
      kinds: [...new Set(own.map((row) => row.kind))],
      lastActivity: newest.at,
    }
  })
}
