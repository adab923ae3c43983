import { isServedState } from '../../shared/clinic'
import type { IntakeProgram } from '../../shared/intake/questionnaire'
import type { IntakeDecision } from '../../shared/intake-review'
import type {
  PersonPage,
  PersonRecordKind,
  PersonTimelineItem,
  ShippingAddress,
  StaffMember,
} from '../../shared/workspace-wire'
import type { Database } from '../db/database'
import type { Person } from './person.queries'
import { profileOf } from './queue-kinds.queries'

// The person page (docs/architecture.md, Staff workspace, People), from one reading of a person
// (person.queries.ts): their details as last given, their care, who owns them and one timeline.
// The export (person-export.ts) reads the same details.

const refTables = {
  request: 'consultation_requests',
  download: 'download_requests',
  newsletter: 'newsletter_subscribers',
  account: 'users',
  visit: 'appointments',
  order: 'orders',
} as const satisfies Record<PersonRecordKind, string>

const REF = /^(request|download|newsletter|account|visit|order):([0-9a-f-]{36})$/i

/** The lower-cased address behind a person reference (`kind:uuid`), or undefined. */
export async function emailOfRef(db: Database, ref: string): Promise<string | undefined> {
  const match = REF.exec(ref)
  if (!match) return undefined
  const table = refTables[match[1]!.toLowerCase() as PersonRecordKind]
  const row = await db
    .selectFrom(table)
    .select('email')
    .where('id', '=', match[2]!.toLowerCase())
    .executeTakeFirst()
  return row?.email.toLowerCase()
}

export const isPersonRef = (ref: string) => REF.test(ref)

type Given<T> = { at: string; value: T }

/** The value given last (by time) among those given. */
function lastGiven<T>(given: (Given<T | null | undefined> | undefined)[]): T | null {
  let best: Given<T> | undefined
  for (const item of given) {
    if (!item || item.value === null || item.value === undefined || item.value === '') continue
    if (!best || item.at > best.at) best = item as Given<T>
  }
  return best?.value ?? null
}

export function details(person: Person): PersonPage['details'] {
  const profiles = person.accounts.map((account) => ({
    at: account.created_at,
    ...profileOf(account.raw_user_meta_data),
  }))
  const named = [
    ...person.consultations.map((row) => ({
      at: row.created_at,
      first: row.first_name,
      last: row.last_name,
      phone: row.phone,
      state: null,
    })),
    ...person.downloads.map((row) => ({
      at: row.created_at,
      first: row.first_name,
      last: row.last_name,
      phone: row.phone,
      state: null,
    })),
    ...profiles.map((row) => ({
      at: row.at,
      first: row.firstName,
      last: row.lastName,
      phone: row.phone,
      state: row.state,
    })),
    ...person.appointments.map((row) => ({
      at: row.created_at,
      first: row.first_name,
      last: row.last_name,
      phone: row.phone,
      state: row.patient_state,
    })),
    ...person.orders.map((row) => ({
      at: row.created_at,
      first: row.first_name,
      last: row.last_name,
      phone: row.phone,
      state: row.ship_state,
    })),
  ]
  const address = lastGiven<ShippingAddress>(
    person.orders.map((order) => ({ at: order.created_at, value: addressOf(order) })),
  )
  return {
    firstName: lastGiven(named.map((row) => ({ at: row.at, value: row.first }))),
    lastName: lastGiven(named.map((row) => ({ at: row.at, value: row.last }))),
    phone: lastGiven(named.map((row) => ({ at: row.at, value: row.phone }))),
    state: lastGiven(named.map((row) => ({ at: row.at, value: row.state }))),
    address,
  }
}

export function addressOf(order: Person['orders'][number]): ShippingAddress {
  return {
    line1: order.ship_line1,
    line2: order.ship_line2,
    city: order.ship_city,
    state: order.ship_state,
    zip: order.ship_zip,
  }
}

function newestFirst(a: { at: string }, b: { at: string }) {
  return a.at < b.at ? 1 : a.at > b.at ? -1 : 0
}

function timeline(person: Person): PersonTimelineItem[] {
  const item = (
    kind: PersonTimelineItem['kind'],
    recordId: string,
    at: string,
    more: Partial<Omit<PersonTimelineItem, 'kind' | 'recordId' | 'at'>> = {},
  ): PersonTimelineItem => ({
    kind,
    recordId,
    at,
    title: null,
    status: null,
    when: null,
    text: null,
    ...more,
  })
  const items: PersonTimelineItem[] = []
  for (const request of person.consultations) {
    items.push(
      item('request', request.id, request.created_at, {
        status: request.pipeline?.status ?? 'new',
      }),
    )
    for (const event of request.events) {
      if (event.kind !== 'note' && event.kind !== 'attempt') continue
      const data = parseObject(event.data)
      items.push(
        item(event.kind, request.id, event.created_at, {
          title: textOf(data.channel),
          status: textOf(data.outcome),
          text: textOf(data.note) ?? textOf(data.text),
        }),
      )
    }
  }
  for (const row of person.downloads)
    items.push(item('download', row.id, row.created_at, { title: row.resource_title }))
  for (const row of person.newsletter) items.push(item('newsletter', row.id, row.created_at))
  for (const row of person.accounts) items.push(item('account', row.id, row.created_at))
  for (const row of person.intakes) {
    items.push(
      item('questionnaire', row.id, row.submitted_at!, {
        title: row.program,
        status: row.decision ?? row.status,
      }),
    )
  }
  for (const row of person.appointments) {
    items.push(
      item('visit', row.id, row.created_at, {
        title: row.visit_type,
        status: row.status,
        when: row.start_at,
      }),
    )
  }
  for (const row of person.orders)
    items.push(item('order', row.id, row.created_at, { title: row.number, status: row.state }))
  for (const row of person.contacts) items.push(item('contact', row.id, row.created_at))
  return items.sort(newestFirst)
}

export function parseObject(text: string): Record<string, unknown> {
  try {
    const data: unknown = JSON.parse(text)
    return typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {}
  } catch {
    return {}
  }
}

export const textOf = (value: unknown) => (typeof value === 'string' && value ? value : null)

export function personPage(person: Person, ref: string, staff: StaffMember[]): PersonPage {
  const shown = details(person)
  const latest = person.intakes[0]
  const newestRequest = [...person.consultations].sort((a, b) =>
    newestFirst({ at: a.created_at }, { at: b.created_at }),
  )[0]
  const ownerId = newestRequest?.pipeline?.assigned_to ?? null
  return {
    ref,
    email: person.emails[0]!,
    emails: person.emails,
    details: shown,
    care: {
      questionnaire: latest
        ? {
            id: latest.id,
            program: latest.program as IntakeProgram,
            status: latest.status as 'submitted' | 'reviewed',
            decision: latest.decision as IntakeDecision | null,
            submittedAt: latest.submitted_at!,
          }
        : null,
      served: shown.state === null ? null : isServedState(shown.state),
    },
    owner: ownerId
      ? (staff.find((member) => member.id === ownerId) ?? { id: ownerId, email: '' })
      : null,
    timeline: timeline(person),
  }
}
