import { type Config } from '../env'
import { type OutboxEntry } from '../outbox/outbox.queries'
import { type LeadTableDefinition } from './lead-tables'
import { type StoredRow } from './leads.queries'

// What the clinic hears about a new lead. The e-mail carries no personal data at all (not
// in the subject, not in the body): it says a request arrived and links to the staff
// dashboard, where the details sit behind a staff sign-in and every read is audited.
// The webhook (the clinic's own CRM, signed) carries the lead itself.

export type NotificationConfig = Pick<Config, 'clinicNotifyEmail' | 'leadWebhook' | 'publicUrl'>

const EVENTS = {
  consultation_requests: 'consultation_request.created',
  download_requests: 'download_request.created',
  newsletter_subscribers: 'newsletter_subscriber.created',
} as const

export function leadNotifications(
  config: NotificationConfig,
  table: LeadTableDefinition,
  row: StoredRow,
): OutboxEntry[] {
  const entries: OutboxEntry[] = []
  if (table.name === 'consultation_requests' && config.clinicNotifyEmail) {
    entries.push({
      kind: 'email',
      payload: {
        to: config.clinicNotifyEmail,
        subject: 'New consultation request',
        text: consultationEmail(config.publicUrl, row),
      },
    })
  }
  if (config.leadWebhook) {
    const event = EVENTS[table.name]
    entries.push({
      kind: 'webhook',
      payload: { event, body: JSON.stringify({ event, table: table.name, record: row }) },
    })
  }
  return entries
}

function consultationEmail(publicUrl: string, row: StoredRow): string {
  const dashboard = `${publicUrl}/admin?tab=consultations`
  const yesNo = (value: unknown) => (value ? 'yes' : 'no')
  return [
    `A new free-consultation request arrived at ${String(row.created_at)}.`,
    '',
    `Reference: ${String(row.id)}`,
    `Heard about us through: ${String(row.hear_about_us)}`,
    `E-mail updates: ${yesNo(row.email_opt_in)}; text messages: ${yesNo(row.sms_opt_in)}`,
    '',
    'The visitor’s name and contact details are in the staff dashboard (they are kept out of',
    `e-mail on purpose): ${dashboard}`,
    '',
    'We promise visitors a call within 24 hours.',
  ].join('\n')
}
