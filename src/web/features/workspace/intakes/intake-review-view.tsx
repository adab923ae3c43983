import { useRef, useState } from 'react'
import { Link } from 'react-router'

import { paths } from '@/config/paths'
import { workspaceCopy } from '@/content/workspace'
import { useChange } from '@/hooks/use-change'
import { intakeQuestionnaires } from '@shared/intake/questionnaire'
import { can, type StaffRole } from '@shared/roles'
import type { IntakeDetail, IntakeStale, StaffMember } from '@shared/workspace-wire'

import { refusalMessage } from '../api/workspace-api'
import { refusedField } from '../workspace-refusal'
import type { IntakeChange, IntakeReviewPage } from './api/intakes-api'
import { IntakeAnswersList } from './intake-answers'
import {
  DecisionPanel,
  type Draft,
  type NameOf,
  type Notice,
  type SentDraft,
} from './intake-decision'
import { decisionFields, type DecisionRefusals } from './intake-decision-form'
import { AssessmentSummary, PatientSummary } from './intake-summary'

const copy = workspaceCopy.intake

/**
 * One submitted health questionnaire for a physician: who and which program, the first look
 * (outcome, reasons, flags, the likely treatment and labs), every answer in words, and the
 * decision with the note the patient reads in My care, as the route's loader read it and its
 * action saves it (app/routes/admin-intake.tsx). A role that may not read the answers
 * (docs/architecture.md, Roles) is told so, and the loader asked nothing of the server, which
 * would refuse it.
 */
export function IntakeReviewView({
  page,
  staffRole,
}: {
  page: IntakeReviewPage
  staffRole: StaffRole | undefined
}) {
  if (!page.readable || !can(staffRole, 'intakes.read')) {
    return (
      <div className="flex max-w-4xl flex-col gap-6">
        <Link
          to={paths.adminIntakes}
          className="self-start text-sm font-medium text-teal underline"
        >
          {copy.back}
        </Link>
        <p data-slot="physician-only" className="rounded-md border border-border p-3">
          {copy.physicianOnly}
        </p>
      </div>
    )
  }
  return (
    <IntakeReview
      loaded={page.intake}
      members={page.members}
      canDecide={can(staffRole, 'intakes.decide')}
    />
  )
}

function IntakeReview({
  loaded,
  members,
  canDecide,
}: {
  loaded: IntakeDetail
  members: StaffMember[]
  canDecide: boolean
}) {
  // What the panel says after a save; the "saved" message goes once the form is opened again.
  const [notice, setNotice] = useState<Notice | null>(null)
  // What the physician chose and wrote when someone else decided first, so nothing is retyped.
  const [draft, setDraft] = useState<Draft | null>(null)
  const sent = useRef<Draft | null>(null)
  // Held here, not in the panel: the panel starts afresh at each version of the questionnaire.
  // A refusal that names a field is shown on it, in the form (docs/decisions/037-one-form-hook.md).
  const refusals = useRef<DecisionRefusals>(null)
  const decision = useChange<IntakeDetail>({
    onAnswer: (answer) => {
      if (answer.ok) {
        setDraft(null)
        setNotice({ kind: 'saved' })
      } else if (answer.status === 409) {
        setDraft(sent.current)
        setNotice({ kind: 'stale', stale: answer.body as IntakeStale })
      } else {
        const field = refusedField(answer.body, decisionFields)
        if (field) refusals.current?.refuse(field, refusalMessage(answer.body, ''))
      }
    },
  })
  const { answer } = decision
  // The server answers a decision, and a 409, with the questionnaire as it now stands: shown
  // at once, until the page's own read is as new.
  const answered = answer?.ok
    ? answer.data
    : answer && answer.status === 409
      ? (answer.body as IntakeStale).intake
      : null
  const intake = answered && answered.version > loaded.version ? answered : loaded
  const refused =
    answer && !answer.ok && answer.status !== 409 && !refusedField(answer.body, decisionFields)
      ? refusalMessage(answer.body, copy.saveFailed)
      : undefined
  const nameOf: NameOf = (id) =>
    members.find((member) => member.id === id)?.email ?? copy.unknownStaff

  function save(draft: SentDraft) {
    sent.current = draft
    setNotice(null)
    decision.submit({
      intent: 'decide',
      input: { version: intake.version, decision: draft.decision, note: draft.note },
    } satisfies IntakeChange)
  }

  const expected = intakeQuestionnaires[intake.program].version
  return (
    <div className="flex max-w-4xl flex-col gap-6">
      <Link to={paths.adminIntakes} className="self-start text-sm font-medium text-teal underline">
        {copy.back}
      </Link>
      <PatientSummary intake={intake} />
      <AssessmentSummary program={intake.program} assessment={intake.assessment} />
      <section
        aria-labelledby="answers-heading"
        className="flex flex-col gap-4 rounded-lg border border-border bg-background p-5"
      >
        <h2 id="answers-heading" className="text-xl font-bold text-navy">
          {copy.answers}
        </h2>
        {intake.questionnaireVersion !== expected ? (
          <p className="text-sm text-muted-foreground">
            {copy.olderVersion(intake.questionnaireVersion, expected)}
          </p>
        ) : null}
        <IntakeAnswersList program={intake.program} answers={intake.answers} />
      </section>
      {canDecide ? (
        <DecisionPanel
          key={intake.version}
          intake={intake}
          notice={notice}
          draft={draft}
          nameOf={nameOf}
          busy={decision.busy}
          refused={refused}
          refusals={refusals}
          onEdit={() => setNotice((shown) => (shown?.kind === 'saved' ? null : shown))}
          onSave={save}
        />
      ) : (
        <p data-slot="physician-only">{copy.decidePhysicianOnly}</p>
      )}
    </div>
  )
}
