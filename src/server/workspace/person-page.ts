import { isServedState } from '../../shared/clinic'
import { answerInWords } from '../../shared/intake/answer-words'
import { fromQuestionnaireResponse } from '../../shared/intake/fhir'
import {
  type IntakeProgram,
  intakeQuestionnaires,
  intakeQuestions,
} from '../../shared/intake/questionnaire'
import { intakeDecisionLabels, type IntakeDecision } from '../../shared/intake-review'
import { formatCents } from '../../shared/money'
import { orderStateLabels, type OrderState } from '../../shared/orders/order-states'
import { pipelineLabels } from '../../shared/pipeline'
import type {
  PersonExport,
  PersonPage,
  PersonRecordKind,
  PersonTimelineItem,
  ShippingAddress,
  StaffMember,
} from '../../shared/workspace-wire'
import type { Database } from '../db/database'
import { openIntake } from '../lib/intake-store/intake.queries'
import type { Person } from './person.queries'
import { profileOf } from './queue-kinds.queries'

// The person page and the export (docs/architecture.md, Staff workspace, People), from one
// reading of a person (person.queries.ts): the page shows their details as last given, their
// care, who owns them and one timeline; the export gives all of it in their own words.

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

function details(person: Person): PersonPage['details'] {
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

function addressOf(order: Person['orders'][number]): ShippingAddress {
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

function parseObject(text: string): Record<string, unknown> {
  try {
    const data: unknown = JSON.parse(text)
    return typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {}
  } catch {
    return {}
  }
}

const textOf = (value: unknown) => (typeof value === 'string' && value ? value : null)

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

/** How the export words a yes, a no, a date and a consent. */
const exportWords = {
  yes: 'Yes',
  no: 'No',
  date: (value: string) => value,
  consent: (version: string) => `Agreed (text version ${version})`,
}

const programTitle = (program: string) =>
  intakeQuestionnaires[program as IntakeProgram]?.title ?? program

const orderState = (state: string) => orderStateLabels[state as OrderState] ?? state

/**
 * The export: what the person told us and what we did, worded for them. `intakeKey` opens the
 * questionnaires' answers, given only for a caller who may read them (a physician).
 */
export function personExport(person: Person, now: Date, intakeKey: Buffer | null): PersonExport {
  return {
    exportedAt: now.toISOString(),
    emails: person.emails,
    details: details(person),
    consultationRequests: person.consultations.map((row) => ({
      sentAt: row.created_at,
      firstName: row.first_name,
      lastName: row.last_name,
      email: row.email,
      phone: row.phone,
      heardAboutUs: row.hear_about_us,
      emailUpdates: Boolean(row.email_opt_in),
      textMessages: Boolean(row.sms_opt_in),
      status:
        pipelineLabels.status[
          (row.pipeline?.status ?? 'new') as keyof typeof pipelineLabels.status
        ],
      contacts: row.events
        .filter((event) => event.kind === 'attempt' || event.kind === 'note')
        .map((event) => {
          const data = parseObject(event.data)
          return {
            at: event.created_at,
            kind: event.kind === 'note' ? 'Note' : 'Contact attempt',
            channel: textOf(data.channel),
            outcome: textOf(data.outcome),
            note: textOf(data.note) ?? textOf(data.text),
          }
        }),
    })),
    guideDownloads: person.downloads.map((row) => ({
      requestedAt: row.created_at,
      guide: row.resource_title ?? 'Guide',
      firstName: row.first_name,
      lastName: row.last_name,
      email: row.email,
      phone: row.phone,
    })),
    newsletter: person.newsletter.map((row) => ({
      subscribedAt: row.created_at,
      email: row.email,
    })),
    accounts: person.accounts.map((account) => ({
      email: account.email,
      createdAt: account.created_at,
      emailConfirmedAt: account.email_confirmed_at,
      lastSignInAt: account.last_sign_in_at,
      profile: profileOf(account.raw_user_meta_data),
    })),
    questionnaires: person.intakes.map((row) => {
      const opened = intakeKey ? openIntake(intakeKey, row) : null
      return {
        program: programTitle(row.program),
        submittedAt: row.submitted_at!,
        status: row.status === 'reviewed' ? 'Reviewed' : 'Submitted',
        decision: row.decision ? intakeDecisionLabels[row.decision as IntakeDecision] : null,
        decisionNote: opened?.decision_note ?? null,
        answers: opened ? answersInWords(row.program as IntakeProgram, opened.answers) : null,
      }
    }),
    visits: person.appointments.map((row) => ({
      startsAt: row.start_at,
      endsAt: row.end_at,
      visitType: row.visit_type,
      status: row.status,
      clinician: row.clinician_name,
      location: row.location_name,
      firstName: row.first_name,
      lastName: row.last_name,
      email: row.email,
      phone: row.phone,
      state: row.patient_state,
      bookedAt: row.created_at,
      cancelledAt: row.cancelled_at,
    })),
    orders: person.orders.map((order) => ({
      number: order.number,
      placedAt: order.created_at,
      state: orderState(order.state),
      firstName: order.first_name,
      lastName: order.last_name,
      email: order.email,
      phone: order.phone,
      shipTo: addressOf(order),
      items: order.lines.map((line) => ({
        product: line.name,
        quantity: line.quantity,
        requested: line.requested_quantity,
        unitPrice: formatCents(line.unit_price_cents),
        review: line.review,
      })),
      subtotal: formatCents(order.subtotal_cents),
      shipping: formatCents(order.shipping_cents),
      total: formatCents(order.total_cents),
      reason: order.reason,
      paymentMethod: order.payment_method,
      carrier: order.carrier,
      tracking: order.tracking,
      history: order.events.map((event) => ({
        at: event.at,
        from: event.from_state ? orderState(event.from_state) : null,
        to: orderState(event.to_state),
        by: event.actor,
      })),
    })),
    staffContacts: person.contacts.map((row) => ({ at: row.created_at })),
  }
}

/** A questionnaire's answers as the intake review shows them: each question with its words. */
function answersInWords(program: IntakeProgram, response: unknown) {
  const answers = fromQuestionnaireResponse(
    program,
    response as Parameters<typeof fromQuestionnaireResponse>[1],
  ) as Readonly<Record<string, unknown>>
  return intakeQuestions(program).flatMap((question) => {
    const value = answers[question.id]
    if (value === undefined || value === '' || (Array.isArray(value) && value.length === 0))
      return []
    if ('readOnly' in question) return []
    const text = question.type === 'consent' ? question.consent.title : question.text
    return [
      {
        question: text,
        answer: answerInWords(question, value as Parameters<typeof answerInWords>[1], exportWords),
      },
    ]
  })
}
