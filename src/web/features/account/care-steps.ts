import { accountCopy } from '@/content/account'
import { intakeMessages } from '@shared/intake/messages'
import { intakeDecisionForPatient, type IntakeDecision } from '@shared/intake-review'

import { type Care } from './api/patient-api'

// My care as a timeline (docs/architecture.md, Patient accounts and the intake): each request,
// questionnaire and its review as one step that says where it stands and who acts next, by
// when. Pure, so the promises it states are tested at their edges.

const DAY_MS = 86_400_000
const copy = accountCopy.care

export type CareStep = {
  id: string
  kind: 'consultation' | 'intake'
  title: string
  /** When it started (ISO). */
  at: string
  status: string
  /** Who acts next: the clinic, the patient, or nobody (done). */
  next: { who: 'clinic' | 'you' | 'done'; text: string }
  /** A link to act on it (continue a questionnaire). */
  action?: { label: string; to: string }
  note?: string
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

export function careSteps(care: Care, now: Date, intakeLink: (program: string) => string) {
  const steps: CareStep[] = []
  for (const request of care.consultations) {
    const due = new Date(Date.parse(request.created_at) + DAY_MS)
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
      at: request.created_at,
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
        at: intake.created_at,
        status: copy.intakeStatus['in-progress'],
        next: { who: 'you', text: copy.finishIntake },
        action: { label: copy.continueIntake, to: intakeLink(intake.program) },
      })
    } else if (intake.status === 'submitted') {
      const by = nextBusinessDay(new Date(intake.submitted_at ?? intake.updated_at))
      const outcome = intake.outcome ? intakeMessages.outcome[intake.outcome] : undefined
      steps.push({
        id: intake.id,
        kind: 'intake',
        title,
        at: intake.submitted_at ?? intake.created_at,
        status: copy.intakeStatus.submitted,
        next: { who: 'clinic', text: copy.reviewBy(byWhen(by)) },
        note: outcome,
      })
    } else {
      const decision = intake.decision as IntakeDecision | null
      steps.push({
        id: intake.id,
        kind: 'intake',
        title,
        at: intake.reviewed_at ?? intake.created_at,
        status: copy.intakeStatus.reviewed,
        next: {
          who:
            decision === 'needs-call'
              ? 'clinic'
              : decision === 'ready-for-consultation'
                ? 'you'
                : 'done',
          text: decision ? intakeDecisionForPatient[decision] : copy.reviewed,
        },
        note: intake.decision_note ?? undefined,
      })
    }
  }
  return steps.sort((a, b) => Date.parse(b.at) - Date.parse(a.at))
}
