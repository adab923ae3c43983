// The staff pipeline of consultation requests (docs/architecture.md, Staff workspace): the
// statuses a request moves through, why one is closed, how staff tried to reach the person, and
// the one definition of a change — validated with these schemas in the browser and again on
// the server, so both say the same thing.
import * as z from 'zod/mini'

import { isUuid } from './ids'

export const pipelineStatuses = ['new', 'contacted', 'booked', 'patient', 'closed'] as const
export type PipelineStatus = (typeof pipelineStatuses)[number]

export function isPipelineStatus(value: unknown): value is PipelineStatus {
  return (pipelineStatuses as readonly unknown[]).includes(value)
}

export const closedReasons = ['not_a_fit', 'no_response', 'duplicate', 'spam'] as const
export type ClosedReason = (typeof closedReasons)[number]

export const contactChannels = ['call', 'email', 'text'] as const
export type ContactChannel = (typeof contactChannels)[number]

export const attemptOutcomes = ['reached', 'left_message', 'no_answer', 'wrong_details'] as const
export type AttemptOutcome = (typeof attemptOutcomes)[number]

export const pipelineLabels = {
  status: {
    new: 'New',
    contacted: 'Contacted',
    booked: 'Consultation booked',
    patient: 'Became a patient',
    closed: 'Closed',
  },
  closedReason: {
    not_a_fit: 'Not a fit',
    no_response: 'No response after three attempts',
    duplicate: 'Duplicate',
    spam: 'Spam',
  },
  channel: { call: 'Call', email: 'E-mail', text: 'Text message' },
  outcome: {
    reached: 'Reached them',
    left_message: 'Left a message',
    no_answer: 'No answer',
    wrong_details: 'Wrong number or address',
  },
} as const satisfies {
  status: Record<PipelineStatus, string>
  closedReason: Record<ClosedReason, string>
  channel: Record<ContactChannel, string>
  outcome: Record<AttemptOutcome, string>
}

/** The promise on every request form: "We'll contact you within 24 hours". */
export const FIRST_CONTACT_PROMISE_MS = 24 * 60 * 60_000

export const MAX_NOTE_LENGTH = 2000

export const pipelineMessages = {
  version: 'Say which version of the request you changed',
  status: 'Choose a status',
  closedReason: 'Choose why the request is closed',
  reasonWithoutClose: 'A reason is given only when the request is closed',
  assignee: 'Choose a member of staff',
  followUp: 'Enter a follow-up date as YYYY-MM-DD',
  nothing: 'Change at least one thing',
  channel: 'Choose how you tried to reach them',
  outcome: 'Choose what happened',
  note: 'Write a note',
  noteTooLong: `A note must be at most ${MAX_NOTE_LENGTH} characters`,
} as const

const version = z
  .int({ error: pipelineMessages.version })
  .check(z.minimum(0, pipelineMessages.version))
const isoDate = z
  .string({ error: pipelineMessages.followUp })
  .check(
    z.refine(
      (value) =>
        /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)),
      pipelineMessages.followUp,
    ),
  )

/** PATCH of a request's pipeline state: the version it was read at, and what changes. */
export const pipelineChangeSchema = z
  .object({
    version,
    status: z.optional(z.enum(pipelineStatuses, { error: pipelineMessages.status })),
    closedReason: z.optional(
      z.nullable(z.enum(closedReasons, { error: pipelineMessages.closedReason })),
    ),
    assignedTo: z.optional(
      z.nullable(
        z
          .string({ error: pipelineMessages.assignee })
          .check(z.refine(isUuid, pipelineMessages.assignee)),
      ),
    ),
    followUpOn: z.optional(z.nullable(isoDate)),
  })
  .check(
    z.refine(
      (change) =>
        change.status !== undefined ||
        change.assignedTo !== undefined ||
        change.followUpOn !== undefined,
      pipelineMessages.nothing,
    ),
    z.refine((change) => change.status !== 'closed' || typeof change.closedReason === 'string', {
      message: pipelineMessages.closedReason,
      path: ['closedReason'],
    }),
    z.refine((change) => change.status === 'closed' || change.closedReason == null, {
      message: pipelineMessages.reasonWithoutClose,
      path: ['closedReason'],
    }),
  )
export type PipelineChange = z.infer<typeof pipelineChangeSchema>

const noteText = z
  .string({ error: pipelineMessages.note })
  .check(
    z.trim(),
    z.minLength(1, pipelineMessages.note),
    z.maxLength(MAX_NOTE_LENGTH, pipelineMessages.noteTooLong),
  )

/**
 * A contact attempt: how, what happened, and optionally a word about it. One that reached a New
 * request moves it to Contacted in the same save; `version`, when given, is the version of the
 * request it was made on, and such a move is refused (409) if the request changed since.
 */
export const contactAttemptSchema = z.object({
  channel: z.enum(contactChannels, { error: pipelineMessages.channel }),
  outcome: z.enum(attemptOutcomes, { error: pipelineMessages.outcome }),
  note: z.optional(noteText),
  version: z.optional(version),
})
export type ContactAttempt = z.infer<typeof contactAttemptSchema>

/** A staff-only note on a request. */
export const staffNoteSchema = z.object({ text: noteText })
export type StaffNote = z.infer<typeof staffNoteSchema>
