import { type FormEvent, type RefObject, useEffect, useId, useRef, useState } from 'react'
import { Link } from 'react-router'

import { Button } from '@/components/ui/button'
import { Field, FieldDescription, FieldError } from '@/components/ui/field'
import { Label } from '@/components/ui/label'
import { LoadState } from '@/components/ui/load-state'
import { Textarea } from '@/components/ui/textarea'
import { paths } from '@/config/paths'
import { workspaceCopy } from '@/content/workspace'
import type { IntakeAssessment } from '@shared/intake/eligibility'
import { intakeQuestionnaires } from '@shared/intake/questionnaire'
import { type IntakeDecision, intakeDecisionLabels, intakeDecisions } from '@shared/intake-review'
import { can, type StaffRole } from '@shared/roles'
import type { IntakeDetail, IntakeStale, StaffMember } from '@shared/workspace-wire'

import { refusalMessage } from '../api/workspace-api'
import { useWorkspaceData } from '../use-workspace-data'
import { FormAlert } from '../workspace-fields'
import { formatWhen } from '../workspace-format'
import { intakePath, saveIntakeDecision } from './api/intakes-api'
import { IntakeAnswersList } from './intake-answers'

const copy = workspaceCopy.intake
const labels = workspaceCopy.intakeLabels

/** The server's limit on the note (docs/wire-contract.md, Staff workspace). */
const NOTE_MAX = 2000

type Draft = { decision: IntakeDecision | ''; note: string }
type Notice = { kind: 'saved' } | { kind: 'stale'; stale: IntakeStale }
type NameOf = (id: string | null) => string

/**
 * One submitted health questionnaire for a physician: who and which program, the first look
 * (outcome, reasons, flags, the likely treatment and labs), every answer in words, and the
 * decision with the note the patient reads in My care. A role that may not read the answers
 * (docs/architecture.md, Roles) is told so and nothing is asked of the server, which would
 * refuse it.
 */
export function IntakeReviewView({
  intakeId,
  staffRole,
}: {
  intakeId: string
  staffRole: StaffRole | undefined
}) {
  if (!can(staffRole, 'intakes.read')) {
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
  return <IntakeReview intakeId={intakeId} canDecide={can(staffRole, 'intakes.decide')} />
}

function IntakeReview({ intakeId, canDecide }: { intakeId: string; canDecide: boolean }) {
  const detail = useWorkspaceData<IntakeDetail>(intakePath(intakeId))
  const staff = useWorkspaceData<StaffMember[]>('/staff')
  // The server answers a decision, and a 409, with the questionnaire as it now stands: shown at
  // once, until a read of its own is as new.
  const [answered, setAnswered] = useState<IntakeDetail | null>(null)
  const [notice, setNotice] = useState<Notice | null>(null)
  // What the physician chose and wrote when someone else decided first, so nothing is retyped.
  const [draft, setDraft] = useState<Draft | null>(null)

  if (detail.result.state === 'failed') {
    if (detail.result.status === 404) return <LoadState kind="not-found" message={copy.notFound} />
    return (
      <LoadState
        kind="failed"
        message={workspaceCopy.loadFailed}
        retryLabel={workspaceCopy.retry}
        onRetry={detail.reload}
      />
    )
  }
  if (detail.result.state !== 'ready')
    return <LoadState kind="loading" message={workspaceCopy.loading} />
  const loaded = detail.result.data
  const intake = answered && answered.version > loaded.version ? answered : loaded
  const members = staff.result.state === 'ready' ? staff.result.data : []
  const nameOf: NameOf = (id) =>
    members.find((member) => member.id === id)?.email ?? copy.unknownStaff

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
        {intake.questionnaireVersion !== intakeQuestionnaires[intake.program].version ? (
          <p className="text-sm text-muted-foreground">
            {copy.olderVersion(
              intake.questionnaireVersion,
              intakeQuestionnaires[intake.program].version,
            )}
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
          onSaving={() => setNotice(null)}
          onEdit={() => setNotice((shown) => (shown?.kind === 'saved' ? null : shown))}
          onSaved={(next) => {
            setAnswered(next)
            setDraft(null)
            setNotice({ kind: 'saved' })
          }}
          onStale={(stale, unsaved) => {
            if (stale.intake) setAnswered(stale.intake)
            setDraft(unsaved)
            setNotice({ kind: 'stale', stale })
            detail.reload()
          }}
        />
      ) : (
        <p data-slot="physician-only">{copy.decidePhysicianOnly}</p>
      )}
    </div>
  )
}

function PatientSummary({ intake }: { intake: IntakeDetail }) {
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
          to={`${paths.adminPeople}?email=${encodeURIComponent(patient.email)}`}
          className="self-start text-sm font-medium text-teal underline"
        >
          {copy.person}
        </Link>
      ) : null}
    </section>
  )
}

/** The rules' first look, before the answers: it is what a physician checks first. */
function AssessmentSummary({
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

/** Moves focus to `ref` when `when` becomes true, so a changed panel is where the keyboard is. */
function useFocusWhen(ref: RefObject<HTMLElement | null>, when: unknown) {
  useEffect(() => {
    if (when) ref.current?.focus()
  }, [ref, when])
}

/**
 * The decision: the form while there is none, otherwise the decision read-only with the
 * option to change it. Keyed by the questionnaire's version, so a new version starts afresh.
 */
function DecisionPanel({
  intake,
  notice,
  draft,
  nameOf,
  onEdit,
  onSaving,
  onSaved,
  onStale,
}: {
  intake: IntakeDetail
  notice: Notice | null
  draft: Draft | null
  nameOf: NameOf
  /** The physician opens the form again: a "saved" message no longer applies. */
  onEdit: () => void
  onSaving: () => void
  onSaved: (intake: IntakeDetail) => void
  onStale: (stale: IntakeStale, unsaved: Draft) => void
}) {
  const [editing, setEditing] = useState(intake.decision === null)
  // Set once the physician opens or closes the form, never on the page's first render.
  const [moved, setMoved] = useState(false)
  const noticeRef = useRef<HTMLDivElement>(null)
  useFocusWhen(noticeRef, notice)

  return (
    <section
      aria-labelledby="decision-heading"
      className="flex flex-col gap-4 rounded-lg border border-border bg-background p-5"
    >
      <h2 id="decision-heading" className="text-xl font-bold text-navy">
        {copy.decision}
      </h2>
      {notice?.kind === 'saved' ? (
        <div
          ref={noticeRef}
          tabIndex={-1}
          role="status"
          className="rounded-md border border-teal p-3 text-sm font-medium"
        >
          {copy.saved}
        </div>
      ) : null}
      {notice?.kind === 'stale' ? (
        <StaleAlert stale={notice.stale} nameOf={nameOf} noticeRef={noticeRef} />
      ) : null}
      {editing ? (
        <DecisionForm
          intake={intake}
          initial={draft ?? { decision: intake.decision ?? '', note: intake.decisionNote ?? '' }}
          focusOnMount={moved}
          onCancel={
            intake.decision === null
              ? undefined
              : () => {
                  setMoved(true)
                  setEditing(false)
                }
          }
          onSaving={onSaving}
          onSaved={onSaved}
          onStale={onStale}
        />
      ) : (
        <DecisionRecord
          intake={intake}
          nameOf={nameOf}
          focusOnMount={moved}
          onChange={() => {
            onEdit()
            setMoved(true)
            setEditing(true)
          }}
        />
      )}
    </section>
  )
}

function StaleAlert({
  stale,
  nameOf,
  noticeRef,
}: {
  stale: IntakeStale
  nameOf: NameOf
  noticeRef: RefObject<HTMLDivElement | null>
}) {
  const theirs = stale.intake
  return (
    <div
      ref={noticeRef}
      tabIndex={-1}
      role="alert"
      className="flex flex-col gap-1 rounded-md border border-destructive p-3 text-sm"
    >
      <p className="font-semibold">{copy.staleTitle}</p>
      {theirs?.decision ? (
        <p>
          {copy.staleTheirs} <strong>{intakeDecisionLabels[theirs.decision]}</strong> —{' '}
          {nameOf(theirs.reviewedBy)}
          {theirs.reviewedAt ? `, ${formatWhen(theirs.reviewedAt)}` : ''}
        </p>
      ) : (
        <p>{stale.message}</p>
      )}
      <p>{copy.staleAfter}</p>
    </div>
  )
}

function DecisionRecord({
  intake,
  nameOf,
  focusOnMount,
  onChange,
}: {
  intake: IntakeDetail
  nameOf: NameOf
  focusOnMount: boolean
  onChange: () => void
}) {
  const changeRef = useRef<HTMLButtonElement>(null)
  useFocusWhen(changeRef, focusOnMount)
  return (
    <div className="flex flex-col gap-4">
      <dl className="grid grid-cols-1 gap-x-4 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="text-muted-foreground">{copy.decision}</dt>
        <dd className="font-semibold text-navy">
          {intake.decision ? intakeDecisionLabels[intake.decision] : '—'}
        </dd>
        <dt className="text-muted-foreground">{copy.noteShown}</dt>
        <dd className="wrap-anywhere whitespace-pre-line">{intake.decisionNote ?? '—'}</dd>
        <dt className="text-muted-foreground">{copy.decidedBy}</dt>
        <dd className="break-all">{nameOf(intake.reviewedBy)}</dd>
        <dt className="text-muted-foreground">{copy.decidedAt}</dt>
        <dd>{intake.reviewedAt ? formatWhen(intake.reviewedAt) : '—'}</dd>
      </dl>
      <Button
        ref={changeRef}
        type="button"
        variant="outline"
        className="self-start"
        onClick={onChange}
      >
        {copy.change}
      </Button>
    </div>
  )
}

type FieldErrors = { decision?: string; note?: string }

/** Focuses the chosen decision, or the first, as arrow keys in a radio group expect. */
function focusChoice(group: HTMLFieldSetElement | null) {
  const choice =
    group?.querySelector<HTMLInputElement>('input:checked') ??
    group?.querySelector<HTMLInputElement>('input')
  choice?.focus()
}

function validate({ decision, note }: Draft): FieldErrors {
  const trimmed = note.trim()
  return {
    ...(decision === '' && { decision: copy.chooseDecision }),
    ...(trimmed === '' && { note: copy.writeNote }),
    ...(trimmed.length > NOTE_MAX && { note: copy.noteTooLong }),
  }
}

function DecisionForm({
  intake,
  initial,
  focusOnMount,
  onCancel,
  onSaving,
  onSaved,
  onStale,
}: {
  intake: IntakeDetail
  initial: Draft
  focusOnMount: boolean
  onCancel: (() => void) | undefined
  onSaving: () => void
  onSaved: (intake: IntakeDetail) => void
  onStale: (stale: IntakeStale, unsaved: Draft) => void
}) {
  const id = useId()
  const [decision, setDecision] = useState<IntakeDecision | ''>(initial.decision)
  const [note, setNote] = useState(initial.note)
  const [errors, setErrors] = useState<FieldErrors>({})
  const [refusal, setRefusal] = useState<string | undefined>()
  const [saving, setSaving] = useState(false)
  const groupRef = useRef<HTMLFieldSetElement>(null)
  const noteRef = useRef<HTMLTextAreaElement>(null)

  const focusDecision = () => focusChoice(groupRef.current)

  useEffect(() => {
    if (focusOnMount) focusChoice(groupRef.current)
  }, [focusOnMount])

  async function save(event: FormEvent) {
    event.preventDefault()
    const found = validate({ decision, note })
    setErrors(found)
    setRefusal(undefined)
    if (found.decision) return focusDecision()
    if (found.note) return noteRef.current?.focus()
    if (decision === '') return
    setSaving(true)
    onSaving()
    try {
      const answer = await saveIntakeDecision(intake.id, {
        version: intake.version,
        decision,
        note: note.trim(),
      })
      if (answer.ok) onSaved(answer.data)
      else if (answer.status === 409) onStale(answer.body as IntakeStale, { decision, note })
      else setRefusal(refusalMessage(answer.body, copy.saveFailed))
    } catch {
      setRefusal(copy.saveFailed)
    } finally {
      setSaving(false)
    }
  }

  const decisionErrorId = `${id}-decision-error`
  const noteErrorId = `${id}-note-error`
  return (
    <form noValidate className="flex flex-col gap-4" onSubmit={(event) => void save(event)}>
      <fieldset ref={groupRef} className="flex flex-col gap-3">
        <legend className="mb-3 text-sm font-semibold text-foreground">
          {copy.decisionLegend}
        </legend>
        {intakeDecisions.map((value) => (
          <div key={value} className="flex items-center gap-3">
            <input
              id={`${id}-${value}`}
              type="radio"
              name={`${id}-decision`}
              value={value}
              checked={decision === value}
              aria-describedby={errors.decision ? decisionErrorId : undefined}
              onChange={() => setDecision(value)}
              className="size-5 shrink-0 accent-teal"
            />
            <label htmlFor={`${id}-${value}`} className="text-sm text-foreground">
              {intakeDecisionLabels[value]}
            </label>
          </div>
        ))}
        <FieldError id={decisionErrorId}>{errors.decision}</FieldError>
      </fieldset>
      <Field>
        <Label htmlFor={`${id}-note`}>{copy.note}</Label>
        <Textarea
          ref={noteRef}
          id={`${id}-note`}
          rows={5}
          value={note}
          required
          aria-invalid={errors.note ? true : undefined}
          aria-describedby={`${id}-note-hint${errors.note ? ` ${noteErrorId}` : ''}`}
          onChange={(event) => setNote(event.target.value)}
        />
        <FieldDescription id={`${id}-note-hint`}>{copy.noteHint}</FieldDescription>
        <FieldError id={noteErrorId}>{errors.note}</FieldError>
      </Field>
      <FormAlert message={refusal} />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={saving}>
          {saving ? copy.saving : copy.save}
        </Button>
        {onCancel ? (
          <Button type="button" variant="outline" onClick={onCancel} disabled={saving}>
            {copy.cancel}
          </Button>
        ) : null}
      </div>
    </form>
  )
}
