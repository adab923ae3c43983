// The export of a person (docs/architecture.md, Staff workspace, People), from one reading of a
// person (person.queries.ts): what they told us and what we did, in their own words, without
// internal keys.
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
import type { PersonExport } from '../../shared/workspace-wire'
import { openIntake } from '../lib/intake-store/intake.queries'
import { addressOf, details, parseObject, textOf } from './person-page'
import type { Person } from './person.queries'
import { profileOf } from './queue-kinds.queries'

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
