// A physician's decision on a submitted health questionnaire (docs/architecture.md, Patient
// accounts and the intake), shared by the review API, the staff page and the patient's My care.

export const intakeDecisions = [
  'ready-for-consultation',
  'needs-call',
  'not-eligible-online',
] as const

export type IntakeDecision = (typeof intakeDecisions)[number]

/** The decision as staff choose it. */
export const intakeDecisionLabels: Record<IntakeDecision, string> = {
  'ready-for-consultation': 'Ready for a consultation',
  'needs-call': 'Needs a call first',
  'not-eligible-online': 'Not eligible online',
}

/** The decision as the patient reads it in My care, before the physician's note. */
export const intakeDecisionForPatient: Record<IntakeDecision, string> = {
  'ready-for-consultation':
    'A physician reviewed your answers: you are ready for a consultation. Book a time that suits you, or we will call you to arrange it.',
  'needs-call':
    'A physician reviewed your answers and would like to talk with you first. Our care team will call you.',
  'not-eligible-online':
    'A physician reviewed your answers: we cannot start this treatment online. Call us to talk about other options.',
}
