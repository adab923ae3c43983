import { paths } from '@/config/paths'
import { accountCopy } from '@/content/account'
import { bookingCopy } from '@/content/booking'
import { myOrdersCopy } from '@/content/my-orders'
import { ordersCopy } from '@/content/orders'
import { type PatientAppointment, visitTypeLabels } from '@shared/booking/booking'
import { intakeMessages } from '@shared/intake/messages'
import { intakeDecisionForPatient } from '@shared/intake-review'
import { canTransition, type OrderState, orderStateLabels } from '@shared/orders/order-states'
import { type OrderLine, orderNextStep, type PatientOrder } from '@shared/orders/orders'
import type { Care } from '@shared/patient-wire'

// My care as a timeline (docs/architecture.md, Patient accounts and the intake; Booking): each
// request, questionnaire and its review, and each visit booked online, as one step that says
// where it stands and who acts next, by when. Pure, so the promises it states are tested at
// their edges.

const DAY_MS = 86_400_000
const copy = accountCopy.care

export type CareStep = {
  id: string
  kind: 'consultation' | 'intake' | 'appointment'
  title: string
  /** When it started (ISO). */
  at: string
  status: string
  /** Who acts next: the clinic, the patient, or nobody (done). */
  next: { who: 'clinic' | 'you' | 'done'; text: string }
  /** A link to act on it (continue a questionnaire, change a visit, book again). */
  action?: { label: string; to: string }
  note?: string
  /** A booked video visit's way in, active in its window (components/ui/video-join.tsx). */
  video?: { href: string; opensAt: string; closesAt: string; opensWords: string }
}

/** The next business day after `from`, at the same time (Saturday and Sunday skipped). */
export function nextBusinessDay(from: Date): Date {
  const next = new Date(from.getTime() + DAY_MS)
  while (next.getDay() === 0 || next.getDay() === 6) next.setTime(next.getTime() + DAY_MS)
  return next
}

/** "Tuesday 3 PM", in the viewer's time zone. */
export function byWhen(date: Date): string {
  const day = new Intl.DateTimeFormat('en-US', { weekday: 'long' }).format(date)
  const time = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' })
    .format(date)
    .replace(':00', '')
  return `${day} ${time}`
}

/** "Friday, November 27 at 9:00 AM CT", in the viewer's time zone (or the one given). */
export function visitTime(iso: string, timeZone?: string): string {
  const date = new Date(iso)
  const format = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat('en-US', { ...options, timeZone }).format(date)
  // The generic abbreviation ("CT") holds across daylight saving; TypeScript's lib lacks it.
  const zone = (style: string) =>
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      timeZoneName: style,
    } as Intl.DateTimeFormatOptions)
      .formatToParts(date)
      .find((part) => part.type === 'timeZoneName')?.value ?? ''
  const generic = zone('shortGeneric')
  const abbreviation = /^[A-Z]{1,5}$/.test(generic) ? generic : zone('short')
  const day = format({ weekday: 'long', month: 'long', day: 'numeric' })
  const time = format({ hour: 'numeric', minute: '2-digit' })
  return `${day} at ${time} ${abbreviation}`.trim()
}

function appointmentStep(appointment: PatientAppointment, timeZone?: string): CareStep {
  const clinician = [appointment.clinician.name, appointment.clinician.title]
    .filter(Boolean)
    .join(', ')
  const base = {
    id: appointment.id,
    kind: 'appointment' as const,
    title: visitTypeLabels[appointment.visit],
    at: appointment.createdAt,
    status: copy.appointmentStatus[appointment.status],
  }
  switch (appointment.status) {
    case 'booked':
      return {
        ...base,
        next: {
          who: 'you',
          text: copy.visitBooked(visitTime(appointment.start, timeZone), clinician),
        },
        action: {
          label: copy.manageVisit,
          to: `${paths.bookManage}?${new URLSearchParams({ appointment: appointment.id }).toString()}`,
        },
        ...(appointment.video
          ? {
              video: {
                href: appointment.video.url,
                opensAt: appointment.video.opensAt,
                closesAt: appointment.video.closesAt,
                opensWords: bookingCopy.video.opens(visitTime(appointment.video.opensAt, timeZone)),
              },
            }
          : {}),
      }
    case 'pending':
      return {
        ...base,
        next: {
          who: 'you',
          text: copy.visitPending(visitTime(appointment.confirmBy ?? appointment.start, timeZone)),
        },
      }
    case 'cancelled':
      return {
        ...base,
        next: { who: 'done', text: copy.visitCancelled },
        action: { label: copy.bookAgain, to: paths.book },
      }
    case 'fulfilled':
      return { ...base, next: { who: 'done', text: copy.visitFulfilled } }
    case 'noshow':
      return {
        ...base,
        next: { who: 'you', text: copy.visitNoshow },
        action: { label: copy.bookAgain, to: paths.book },
      }
  }
}

/** The next visit still ahead (booked, or waiting for its confirmation), if any. */
function upcomingVisit(
  appointments: readonly PatientAppointment[],
  now: Date,
): PatientAppointment | undefined {
  return appointments
    .filter(
      (visit) =>
        (visit.status === 'booked' || visit.status === 'pending') &&
        Date.parse(visit.start) > now.getTime(),
    )
    .sort((a, b) => Date.parse(a.start) - Date.parse(b.start))[0]
}

/**
 * A physician found the patient ready for a consultation: the next step is booking one, unless
 * a visit is already ahead — then it says that visit, so the timeline never asks for a booking
 * the patient has made.
 */
function readyNext(visit: PatientAppointment | undefined, timeZone?: string): CareStep['next'] {
  if (!visit) return { who: 'you', text: intakeDecisionForPatient['ready-for-consultation'] }
  const when = visitTime(visit.start, timeZone)
  return visit.status === 'booked'
    ? { who: 'done', text: copy.readyVisitBooked(when) }
    : { who: 'you', text: copy.readyVisitPending(when) }
}

export function careSteps(
  care: Care,
  now: Date,
  intakeLink: (program: string) => string,
  /** The zone visit times are said in: the viewer's own unless a test pins one. */
  timeZone?: string,
) {
  const steps: CareStep[] = []
  const upcoming = upcomingVisit(care.appointments ?? [], now)
  for (const appointment of care.appointments ?? [])
    steps.push(appointmentStep(appointment, timeZone))
  for (const request of care.consultations) {
    const due = new Date(Date.parse(request.createdAt) + DAY_MS)
    const next: CareStep['next'] =
      request.status === 'new'
        ? due > now
          ? { who: 'clinic', text: copy.callBy(byWhen(due)) }
          : { who: 'clinic', text: copy.callLate }
        : request.status === 'contacted'
          ? { who: 'you', text: copy.contacted }
          : request.status === 'booked'
            ? { who: 'done', text: copy.booked }
            : request.status === 'patient'
              ? { who: 'done', text: copy.patient }
              : { who: 'done', text: copy.closed }
    steps.push({
      id: request.id,
      kind: 'consultation',
      title: copy.consultationTitle,
      at: request.createdAt,
      status: copy.consultationStatus[request.status],
      next,
    })
  }
  for (const intake of care.intakes) {
    const title = copy.intakeTitle[intake.program]
    if (intake.status === 'in-progress') {
      steps.push({
        id: intake.id,
        kind: 'intake',
        title,
        at: intake.createdAt,
        status: copy.intakeStatus['in-progress'],
        next: { who: 'you', text: copy.finishIntake },
        action: { label: copy.continueIntake, to: intakeLink(intake.program) },
      })
    } else if (intake.status === 'submitted') {
      const by = nextBusinessDay(new Date(intake.submittedAt ?? intake.updatedAt))
      const outcome = intake.outcome ? intakeMessages.outcome[intake.outcome] : undefined
      steps.push({
        id: intake.id,
        kind: 'intake',
        title,
        at: intake.submittedAt ?? intake.createdAt,
        status: copy.intakeStatus.submitted,
        next: { who: 'clinic', text: copy.reviewBy(byWhen(by)) },
        note: outcome,
      })
    } else {
      const decision = intake.decision
      steps.push({
        id: intake.id,
        kind: 'intake',
        title,
        at: intake.reviewedAt ?? intake.createdAt,
        status: copy.intakeStatus.reviewed,
        next:
          decision === 'ready-for-consultation'
            ? readyNext(upcoming, timeZone)
            : {
                who: decision === 'needs-call' ? 'clinic' : 'done',
                text: decision ? intakeDecisionForPatient[decision] : copy.reviewed,
              },
        note: intake.decisionNote ?? undefined,
      })
    }
  }
  return steps.sort((a, b) => Date.parse(b.at) - Date.parse(a.at))
}

/**
 * One order in My care's Orders part (docs/architecture.md, Orders): where it stands (the shared
 * state label), who acts next and what happens (`orderNextStep`, or how it ended), the reason
 * given for a change, a decline or a cancellation and who gave it, the parcel once shipped, and
 * whether the patient may still cancel it themselves.
 */
export type OrderStep = {
  status: string
  next: { who: CareStep['next']['who']; text: string }
  reason: { label: string; text: string } | null
  shipment: string | null
  cancellable: boolean
}

const finishedWords: Partial<Record<OrderState, string>> = myOrdersCopy.finished

/** Who acts next: the patient only to pay; nobody once the order is over. */
function orderWho(state: OrderState): CareStep['next']['who'] {
  if (state === 'awaiting_payment') return 'you'
  return orderNextStep(state) === null ? 'done' : 'clinic'
}

export function orderStep(order: PatientOrder): OrderStep {
  const words = myOrdersCopy
  const byPhysician = order.state === 'changed' || order.state === 'declined'
  return {
    status: orderStateLabels[order.state],
    next: {
      who: orderWho(order.state),
      text: orderNextStep(order.state) ?? finishedWords[order.state] ?? '',
    },
    reason: order.reason
      ? {
          label: byPhysician ? words.physicianReason : words.clinicReason,
          text: order.reason,
        }
      : null,
    shipment: order.shipment
      ? words.shipped(order.shipment.carrier, order.shipment.tracking)
      : null,
    cancellable: canTransition(order.state, 'cancelled', 'patient'),
  }
}

/** What the physician did to a line, in the patient's words, with their reason; else null. */
export function orderLineNote(line: OrderLine): string | null {
  const words = ordersCopy.line
  const what =
    line.review === 'declined'
      ? words.declined
      : line.review === 'changed' || line.quantity !== line.requestedQuantity
        ? words.changed(line.requestedQuantity, line.quantity)
        : null
  if (!what) return null
  return line.reviewReason ? `${what} ${words.reason} ${line.reviewReason}` : what
}
