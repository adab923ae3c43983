import { Link } from 'react-router'

import { paths } from '@/config/paths'
import { workspaceCopy } from '@/content/workspace'
import type { IntakeAssessment } from '@shared/intake/eligibility'
import type { IntakeDetail } from '@shared/workspace-wire'

import { formatWhen } from '../workspace-format'

const copy = workspaceCopy.intake
const labels = workspaceCopy.intakeLabels

// The top of a questionnaire's review: who and which program, then the rules' first look.

export function PatientSummary({ intake }: { intake: IntakeDetail }) {
  const { patient } = intake
  return (
    <section
      aria-labelledby="patient-heading"
      className="flex flex-col gap-3 rounded-lg border border-border bg-background p-5"
    >
      <h2 id="patient-heading" className="text-xl font-bold wrap-anywhere text-navy">
        {patient ? (patient.name ?? patient.email) : copy.patient}
      </h2>
      {patient ? null : <p>{copy.noPatient}</p>}
      <dl className="grid grid-cols-1 gap-x-4 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
        {patient ? (
          <>
            <dt className="text-muted-foreground">{copy.email}</dt>
            <dd className="break-all">
              <a className="text-teal underline" href={`mailto:${patient.email}`}>
                {patient.email}
              </a>
            </dd>
          </>
        ) : null}
        <dt className="text-muted-foreground">{copy.program}</dt>
        <dd>{labels.program[intake.program]}</dd>
        <dt className="text-muted-foreground">{copy.submitted}</dt>
        <dd>{formatWhen(intake.submittedAt)}</dd>
      </dl>
      {patient ? (
        <Link
          to={paths.adminPerson(`account:${patient.id}`)}
          className="self-start text-sm font-medium text-teal underline"
        >
          {copy.person}
        </Link>
      ) : null}
    </section>
  )
}

/** The rules' first look, before the answers: it is what a physician checks first. */
export function AssessmentSummary({
  program,
  assessment,
}: {
  program: IntakeDetail['program']
  assessment: IntakeAssessment
}) {
  const { outcome, reasons, flags, suggestion, suggestionReason, labs } = assessment
  return (
    <section
      aria-labelledby="assessment-heading"
      className="flex flex-col gap-4 rounded-lg border border-border bg-background p-5"
    >
      <div className="flex flex-col gap-1">
        <h2 id="assessment-heading" className="text-xl font-bold text-navy">
          {copy.assessment}
        </h2>
        <p className="text-sm text-muted-foreground">{copy.assessmentHint}</p>
      </div>
      <p className="text-lg">
        <span className="text-muted-foreground">{copy.outcome}: </span>
        <strong className="font-bold text-navy">{labels.outcome[outcome]}</strong>
      </p>
      {reasons.length > 0 ? (
        <NoteList title={copy.reasons} notes={reasons.map((reason) => reason.message)} />
      ) : null}
      <div className="flex flex-col gap-2">
        <h3 className="font-semibold text-navy">{copy.flags}</h3>
        {flags.length === 0 ? (
          <p className="text-sm">{copy.noFlags}</p>
        ) : (
          <ul className="flex flex-col gap-2" data-slot="intake-flags">
            {flags.map((flag) => (
              <li
                key={flag.code}
                className="border-l-4 border-destructive pl-3 text-sm font-medium wrap-anywhere"
              >
                {flag.message}
              </li>
            ))}
          </ul>
        )}
      </div>
      {program === 'mens-health' && suggestion ? (
        <div className="flex flex-col gap-1">
          <h3 className="font-semibold text-navy">{copy.suggestion}</h3>
          <p className="text-sm font-medium">{labels.treatment[suggestion]}</p>
          {suggestionReason ? <p className="text-sm">{suggestionReason}</p> : null}
        </div>
      ) : null}
      {program === 'mens-health' && labs && labs.length > 0 ? (
        <NoteList title={copy.labs} notes={labs} />
      ) : null}
    </section>
  )
}

function NoteList({ title, notes }: { title: string; notes: readonly string[] }) {
  return (
    <div className="flex flex-col gap-2">
      <h3 className="font-semibold text-navy">{title}</h3>
      <ul className="flex list-disc flex-col gap-1 pl-5 text-sm">
        {notes.map((note) => (
          <li key={note} className="wrap-anywhere">
            {note}
          </li>
        ))}
      </ul>
    </div>
  )
}
