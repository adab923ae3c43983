import { Phone } from 'lucide-react'
import type * as React from 'react'
import { Link } from 'react-router'

import { Button } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { intakeCopy } from '@/content/intake'
import type { IntakeAssessment, IntakeOutcome } from '@shared/intake/eligibility'
import { intakeMessages } from '@shared/intake/messages'
import { type IntakeDecision, intakeDecisionForPatient } from '@shared/intake-review'
import type { PatientIntake } from '@shared/patient-wire'

import { ResultSummary } from './result-summary'

// A sent questionnaire: the first look at the answers in the patient's words (never the notes
// meant for staff), why we need to talk first when we do, for men's health the treatment a
// physician will likely suggest and the labs needed, the BMI and the likely program with its
// monthly price (./result-summary.tsx), and what happens next and when, said once. Once a physician has
// reviewed it, their decision and note come first, and a new questionnaire can be started.

const copy = intakeCopy.result

function CallButton() {
  return (
    <Button asChild>
      <a href={intakeCopy.callHref}>
        <Phone aria-hidden="true" />
        {intakeCopy.callUs}
      </a>
    </Button>
  )
}

/**
 * Booking the free consultation, by phone in the state the questionnaire gave, as booking's own
 * links preselect it (`?visit=&state=`, features/booking/visit-choice.ts): the patient lands on
 * the free times (docs/decisions/046-one-way-in-and-the-place-kept.md).
 */
export function bookingHref(state: unknown): string {
  return typeof state === 'string' && /^[A-Z]{2}$/.test(state)
    ? `${paths.book}?${new URLSearchParams({ visit: 'phone', state }).toString()}`
    : paths.book
}

function ConsultationLink({ variant, state }: { variant: 'default' | 'outline'; state: unknown }) {
  return (
    <Button asChild variant={variant}>
      <Link to={bookingHref(state)}>{copy.book}</Link>
    </Button>
  )
}

/**
 * The outcome in a line. When the review and the call happen is said once, under What happens
 * next, so the outcome's longer sentence (src/shared/intake/messages.ts) is not repeated here.
 */
function outcomeLine(outcome: IntakeOutcome): string {
  return outcome === 'not-eligible-online'
    ? intakeMessages.outcome[outcome]
    : copy.outcomeLead[outcome]
}

/** Whether the next step is a conversation, by the physician's decision or else the first look. */
function needsTalk(outcome: IntakeOutcome | null, decision: IntakeDecision | null): boolean {
  if (decision) return decision !== 'ready-for-consultation'
  return outcome !== 'likely-fit'
}

function NextStep({
  outcome,
  decision,
  state,
}: {
  outcome: IntakeOutcome | null
  decision: IntakeDecision | null
  /** The state the questionnaire's answers give, for booking. */
  state: unknown
}) {
  const talk = needsTalk(outcome, decision)
  return (
    <section aria-labelledby="intake-next-heading" className="flex flex-col gap-3">
      <h3 id="intake-next-heading" className="text-lg font-semibold text-navy">
        {copy.nextHeading}
      </h3>
      {decision ? null : (
        <ol className="flex list-decimal flex-col gap-2 pl-5" data-slot="intake-next-steps">
          {(talk ? copy.talkNext : copy.likelyFitNext).map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ol>
      )}
      <div className="flex flex-wrap gap-3">
        {talk ? (
          <>
            <CallButton />
            <ConsultationLink variant="outline" state={state} />
          </>
        ) : (
          <>
            <ConsultationLink variant="default" state={state} />
            <Button asChild variant="outline">
              <Link to={paths.account}>{copy.myCare}</Link>
            </Button>
          </>
        )}
      </div>
    </section>
  )
}

function FirstLook({ assessment }: { assessment: IntakeAssessment }) {
  const { outcome, reasons, suggestion, suggestionReason, labs } = assessment
  return (
    <div className="flex flex-col gap-4">
      <p className="text-lg font-semibold text-navy" data-slot="intake-outcome">
        {outcomeLine(outcome)}
      </p>
      {outcome !== 'likely-fit' && reasons.length > 0 ? (
        <div className="flex flex-col gap-2">
          <p className="font-semibold">{copy.because[outcome]}</p>
          <ul className="flex list-disc flex-col gap-2 pl-5">
            {reasons.map((reason) => (
              <li key={reason.code}>{reason.message}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {suggestion ? (
        <div className="flex flex-col gap-1 rounded-lg bg-mist p-4">
          <h3 className="text-base font-semibold text-navy">{copy.suggestionHeading}</h3>
          <p className="font-semibold">{copy.suggestion[suggestion]}</p>
          {suggestionReason ? <p>{suggestionReason}</p> : null}
        </div>
      ) : null}
      {labs && labs.length > 0 ? (
        <div className="flex flex-col gap-2">
          <h3 className="text-base font-semibold text-navy">{intakeMessages.labs.heading}</h3>
          <ul className="flex list-disc flex-col gap-1 pl-5">
            {labs.map((lab) => (
              <li key={lab}>{lab}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <p className="text-sm text-muted-foreground">{intakeMessages.provisional}</p>
    </div>
  )
}

export function IntakeResult({
  intake,
  headingRef,
  onStartNew,
}: {
  intake: PatientIntake
  /** Focus lands on the heading when the result replaces the questionnaire. */
  headingRef: React.RefObject<HTMLHeadingElement | null>
  onStartNew: () => void
}) {
  const reviewed = intake.status === 'reviewed' && intake.decision !== null
  const outcome = intake.assessment?.outcome ?? intake.outcome
  return (
    <section
      aria-labelledby="intake-result-heading"
      className="flex flex-col gap-6 rounded-xl border border-border bg-background p-5 shadow-xs sm:p-8"
    >
      <h2
        id="intake-result-heading"
        ref={headingRef}
        tabIndex={-1}
        className="text-2xl font-bold text-navy focus:outline-none"
      >
        {reviewed ? copy.reviewedHeading : copy.heading}
      </h2>
      {reviewed && intake.decision ? (
        <div className="flex flex-col gap-3">
          <p className="text-lg font-semibold text-navy">
            {intakeDecisionForPatient[intake.decision]}
          </p>
          {intake.decisionNote ? (
            <p className="rounded-md bg-mist p-4 whitespace-pre-line">
              <span className="font-semibold">{copy.noteFromPhysician} </span>
              {intake.decisionNote}
            </p>
          ) : null}
        </div>
      ) : null}
      {reviewed && outcome ? (
        <h3 className="text-lg font-semibold text-navy">{copy.firstLookHeading}</h3>
      ) : null}
      {intake.assessment ? (
        <FirstLook assessment={intake.assessment} />
      ) : outcome ? (
        <p className="text-lg font-semibold text-navy">{outcomeLine(outcome)}</p>
      ) : null}
      <ResultSummary intake={intake} assessment={intake.assessment} />
      <NextStep
        outcome={outcome}
        decision={reviewed ? intake.decision : null}
        state={intake.answers.state}
      />
      {reviewed ? (
        <Button variant="outline" className="self-start" onClick={onStartNew}>
          {copy.startNew}
        </Button>
      ) : null}
    </section>
  )
}
