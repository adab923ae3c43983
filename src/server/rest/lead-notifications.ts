import type { LeadTableDescriptor } from '../../shared/lead-tables'
import type { Config } from '../env'
import type { OutboxEntry } from '../outbox/outbox.queries'
import type { LeadTableDefinition } from './lead-tables'
import type { StoredRow } from './leads.queries'

// What the clinic hears about a new lead. The e-mail carries no personal data at all (not
// in the subject, not in the body): it says a request arrived and links to the staff
// dashboard, where the details sit behind a staff sign-in and every read is audited.
// The webhook (the clinic's own CRM, signed) carries the lead itself.

export type NotificationConfig = Pick<Config, 'clinicNotifyEmail' | 'leadWebhook' | 'publicUrl'>

export function leadNotifications(
  config: NotificationConfig,
  table: LeadTableDefinition,
  row: StoredRow,
): OutboxEntry[] {
  const entries: OutboxEntry[] = []
  const { clinicEmail, event } = table.descriptor
  if (clinicEmail && config.clinicNotifyEmail) {
    entries.push({
      kind: 'email',
      payload: {
        to: config.clinicNotifyEmail,
        subject: clinicEmail.subject,
        text: clinicEmailText(config.publicUrl, clinicEmail, row),
      },
    })
  }
  if (config.leadWebhook) {
    entries.push({
      kind: 'webhook',
      payload: { event, body: JSON.stringify({ event, table: table.name, record: row }) },
    })
  }
  return entries
}

function clinicEmailText(
  publicUrl: string,
  email: NonNullable<LeadTableDescriptor['clinicEmail']>,
  row: StoredRow,
): string {
  return [
    `A new ${email.summary} arrived at ${String(row.created_at)}.`,
    '',
    `Reference: ${String(row.id)}`,
    ...email.details(row),
    '',
    'The visitor’s name and contact details are in the staff dashboard (they are kept out of',
    `e-mail on purpose): ${publicUrl}${email.dashboardPath}`,
    '',
    email.closing,
  ].join('\n')
}
