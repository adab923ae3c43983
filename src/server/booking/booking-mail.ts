import {
  BOOKING_LIMITS,
  type PatientAppointment,
  visitTypeLabels,
} from '../../shared/booking/booking'
import { CLINIC_PHONE } from '../../shared/clinic'
import { greeting, oneLine } from '../mail/mail-text'
import { sealedPlaceholder } from '../outbox/outbox-seal'
import type { OutboxEntry } from '../outbox/outbox.queries'
import { appointmentIcs } from './ics'

// The mails about a visit (docs/architecture.md, Booking), all through the outbox so they are
// written in the booking's own transaction: for an address not yet proven, a request to confirm
// the visit by its link; then the confirmation with a calendar invitation (.ics),
// reminders 24 and 2 hours before (queued now, due then, withdrawn if the visit changes), and a
// notice on every reschedule or cancellation with the calendar update. Times are given in the
// place's time zone with the zone named. What the patient typed is named only in the fixed
// greeting (mail-text.ts); the calendar file escapes its own text (ics.ts).

export type VisitMailContext = {
  appointment: PatientAppointment
  /** The appointment's row: who to write to, and the calendar file's sequence. */
  to: { email: string; firstName: string; lastName: string; phone: string }
  sequence: number
  publicUrl: string
  /** The signed link to manage the visit; only the confirmation carries it. */
  manageUrl?: string
  /** A guest is invited to make an account with the address. */
  invite?: boolean
  /**
   * A video visit's join link (video-visits.ts): the booked, moved and reminder mails carry it,
   * sealed while they wait as the manage link is (its signature opens the room).
   */
  videoUrl?: string
  now: Date
}

const ORGANIZER = { name: 'Renew Medical', email: 'care@renewmedical.example' }

/**
 * One formatter per time zone, made once: making an Intl.DateTimeFormat costs far more than
 * formatting with one, and every visit mail formats its time several times.
 */
const visitTimeFormats = new Map<string, Intl.DateTimeFormat>()

export function visitTime(appointment: Pick<PatientAppointment, 'start' | 'location'>): string {
  const { timeZone } = appointment.location
  let format = visitTimeFormats.get(timeZone)
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      weekday: 'long',
      month: 'long',
      day: 'numeric',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZoneName: 'short',
    })
    visitTimeFormats.set(timeZone, format)
  }
  return format.format(new Date(appointment.start))
}

export const JOIN_VIDEO = 'Join your video visit'

function where(
  { visit, location }: PatientAppointment,
  phone: string,
  videoUrl: string | undefined,
  withLink: boolean,
): string {
  if (visit === 'phone') return `We will call you at ${oneLine(phone)}.`
  if (visit === 'video' && !withLink) return 'Online, by video.'
  if (visit === 'video') {
    // The link is ours: it opens the room from 15 minutes before the visit until it ends
    // (docs/decisions/049-video-visits-by-our-own-link.md). Without one, nothing is promised.
    return videoUrl
      ? `Online. ${JOIN_VIDEO}: ${sealedPlaceholder('video-url')} (it opens 15 minutes before the visit)`
      : `Online. Please call us at ${CLINIC_PHONE.display} to hear how to join.`
  }
  return `${location.name}, ${location.address}`
}

/** The sealed values of a mail that names the visit: its join link, if it has one. */
function videoSealed(context: VisitMailContext): Record<string, string> {
  return context.videoUrl ? { 'video-url': context.videoUrl } : {}
}

function describe(context: VisitMailContext, withLink = true): string[] {
  const { appointment, to } = context
  const clinician = [appointment.clinician.name, appointment.clinician.title]
    .filter(Boolean)
    .join(', ')
  return [
    `${visitTypeLabels[appointment.visit]}`,
    `When: ${visitTime(appointment)}`,
    `With: ${clinician}`,
    `Where: ${where(appointment, to.phone, context.videoUrl, withLink)}`,
  ]
}

const changePolicy = `You can reschedule or cancel online until ${BOOKING_LIMITS.defaultCutoffHours} hours before your visit. After that, please call us at ${CLINIC_PHONE.display}.`

function calendarFile(context: VisitMailContext, cancelled: boolean) {
  const { appointment, to } = context
  return {
    filename: cancelled ? 'cancelled-visit.ics' : 'renew-medical-visit.ics',
    contentType: `text/calendar; method=${cancelled ? 'CANCEL' : 'REQUEST'}`,
    content: appointmentIcs({
      uid: `${appointment.id}@renewmedical`,
      sequence: context.sequence,
      method: cancelled ? 'CANCEL' : 'REQUEST',
      status: cancelled ? 'CANCELLED' : 'CONFIRMED',
      start: new Date(appointment.start),
      end: new Date(appointment.end),
      summary: `Renew Medical: ${visitTypeLabels[appointment.visit]}`,
      // The attachment is not sealed, so it names the visit without its join link.
      description: [...describe(context, false).slice(2), changePolicy].join('\n'),
      location:
        appointment.visit === 'clinic'
          ? `${appointment.location.name}, ${appointment.location.address}`
          : visitTypeLabels[appointment.visit],
      organizerEmail: ORGANIZER.email,
      organizerName: ORGANIZER.name,
      attendeeEmail: to.email,
      attendeeName: `${to.firstName} ${to.lastName}`,
      stamp: context.now,
    }),
  }
}

/** Outbox ids of a visit's reminders at one sequence, so a change can withdraw them. */
export function reminderIds(appointmentId: string, sequence: number): string[] {
  return BOOKING_LIMITS.reminderHours.map(
    (hours) => `visit-${appointmentId}-${sequence}-reminder-${hours}h`,
  )
}

function reminders(context: VisitMailContext): OutboxEntry[] {
  const start = new Date(context.appointment.start).getTime()
  const ids = reminderIds(context.appointment.id, context.sequence)
  return BOOKING_LIMITS.reminderHours.flatMap((hours, index) => {
    const dueAt = start - hours * 3_600_000
    // A reminder whose moment has passed would only repeat the confirmation.
    if (dueAt <= context.now.getTime()) return []
    return [
      {
        kind: 'email' as const,
        id: ids[index],
        dueAt,
        payload: {
          to: context.to.email,
          subject: `Reminder: your Renew Medical visit ${hours === 24 ? 'tomorrow' : 'in 2 hours'}`,
          text: [
            greeting(context.to.firstName),
            '',
            'A reminder of your visit:',
            ...describe(context),
            '',
            changePolicy,
            `Manage it from My care (${context.publicUrl}/account) or the link in your confirmation e-mail.`,
          ].join('\n'),
          ...(context.videoUrl ? { sealed: videoSealed(context) } : {}),
        },
      },
    ]
  })
}

/**
 * A visit booked for an address nobody has proven yet asks that address to confirm it: the one
 * link (sealed while it waits, outbox-seal.ts) opens the visit and confirms it. No calendar file
 * and no reminders until then: a visit someone booked with another person's address never gets
 * further than this mail, and its time is released when the hold ends.
 */
export function confirmMails(context: VisitMailContext & { confirmUrl: string }): OutboxEntry[] {
  const { appointment } = context
  const until = visitTime({
    start: appointment.confirmBy ?? appointment.start,
    location: appointment.location,
  })
  return [
    {
      kind: 'email',
      payload: {
        to: context.to.email,
        subject: 'Please confirm your Renew Medical visit',
        text: [
          greeting(context.to.firstName),
          '',
          'A visit with Renew Medical was booked with this e-mail address:',
          // Its join link comes with the confirmation, once the visit is confirmed.
          ...describe(context, false),
          '',
          `Please confirm it by ${until}: ${sealedPlaceholder('confirm-url')}`,
          'We hold the time for you until then. If it is not confirmed, we release the time and nothing else happens.',
          '',
          `If you did not book this visit, you can ignore this e-mail, or call us at ${CLINIC_PHONE.display}.`,
        ].join('\n'),
        sealed: { 'confirm-url': context.confirmUrl },
      },
    },
  ]
}

/** The confirmation (with the invitation and, for a guest, the account invitation) and reminders. */
export function bookedMails(context: VisitMailContext): OutboxEntry[] {
  const text = [
    greeting(context.to.firstName),
    '',
    'Your visit with Renew Medical is booked:',
    ...describe(context),
    '',
    'What to bring: a list of the medicines and supplements you take, and any recent lab results.',
    '',
    changePolicy,
    // The link's token opens the visit: sealed while the mail waits, filled in at delivery
    // (outbox/outbox-seal.ts).
    ...(context.manageUrl ? [`Reschedule or cancel: ${sealedPlaceholder('manage-url')}`] : []),
    ...(context.invite
      ? [
          '',
          `Follow your care online: create an account with this e-mail address at ${context.publicUrl}/auth?mode=signup`,
        ]
      : []),
    '',
    'The attached calendar file adds the visit to your calendar.',
  ].join('\n')
  return [
    {
      kind: 'email',
      payload: {
        to: context.to.email,
        subject: 'Your Renew Medical visit is booked',
        text,
        attachments: [calendarFile(context, false)],
        ...(context.manageUrl || context.videoUrl
          ? {
              sealed: {
                ...(context.manageUrl ? { 'manage-url': context.manageUrl } : {}),
                ...videoSealed(context),
              },
            }
          : {}),
      },
    },
    ...reminders(context),
  ]
}

/** The notice of a new time, the calendar update, and the new time's reminders. */
export function movedMails(context: VisitMailContext): OutboxEntry[] {
  return [
    {
      kind: 'email',
      payload: {
        to: context.to.email,
        subject: 'Your Renew Medical visit has a new time',
        text: [
          greeting(context.to.firstName),
          '',
          'Your visit has moved. The new time:',
          ...describe(context),
          '',
          changePolicy,
          'The attached calendar file updates the visit in your calendar.',
        ].join('\n'),
        attachments: [calendarFile(context, false)],
        ...(context.videoUrl ? { sealed: videoSealed(context) } : {}),
      },
    },
    ...reminders(context),
  ]
}

/** The notice of a cancellation, with the calendar update that removes the visit. */
export function cancelledMails(context: VisitMailContext): OutboxEntry[] {
  return [
    {
      kind: 'email',
      payload: {
        to: context.to.email,
        subject: 'Your Renew Medical visit is cancelled',
        text: [
          greeting(context.to.firstName),
          '',
          'This visit is cancelled:',
          ...describe(context, false),
          '',
          `Book another time at ${context.publicUrl}/book, or call us at ${CLINIC_PHONE.display}.`,
          'The attached calendar file removes the visit from your calendar.',
        ].join('\n'),
        attachments: [calendarFile(context, true)],
      },
    },
  ]
}
