import { CLINIC_PHONE } from '../../shared/clinic'
import { greeting } from '../mail/mail-text'
import type { OutboxEntry } from '../outbox/outbox.queries'

// The notice a patient gets once a physician has decided on their questionnaire
// (docs/architecture.md, Patient accounts and the intake). A mail may be read over a shoulder
// or land in a shared inbox, so it says only that there is a result and where to read it
// (My care, behind sign-in): never the program, the decision or the physician's note.

export const INTAKE_DECISION_SUBJECT = 'Your Renew Medical questionnaire has been reviewed'

export function intakeDecisionMail({
  to,
  firstName,
  publicUrl,
}: {
  to: string
  /** The account's first name, for the greeting only; '' greets without a name. */
  firstName: string
  publicUrl: string
}): OutboxEntry {
  return {
    kind: 'email',
    payload: {
      to,
      subject: INTAKE_DECISION_SUBJECT,
      text: [
        greeting(firstName),
        '',
        'A physician has reviewed your questionnaire. Sign in to see the result.',
        '',
        `${publicUrl}/account`,
        '',
        `Questions? Call us at ${CLINIC_PHONE.display}.`,
        '',
        'Renew Medical',
      ].join('\n'),
    },
  }
}

/** The first name a user row's metadata gives (`first_name`, else the first word of `full_name`). */
export function firstNameOf(metadata: string): string {
  let data: Record<string, unknown> = {}
  try {
    data = JSON.parse(metadata) as Record<string, unknown>
  } catch {
    // A user row always holds an object; a broken one greets without a name.
  }
  if (typeof data.first_name === 'string') return data.first_name
  return typeof data.full_name === 'string' ? (data.full_name.trim().split(/\s+/)[0] ?? '') : ''
}
