import { type Ref, type RefObject, useEffect, useRef, useState } from 'react'

import { Button } from '@/components/ui/button'
import { workspaceCopy } from '@/content/workspace'
import { type IntakeDecision, intakeDecisionLabels } from '@shared/intake-review'
import type { IntakeDetail, IntakeStale } from '@shared/workspace-wire'

import { formatWhen } from '../workspace-format'
import { DecisionForm, type DecisionRefusals } from './intake-decision-form'

const copy = workspaceCopy.intake

/** What the physician chose and wrote, kept when someone else decided first. */
export type Draft = { decision: IntakeDecision | ''; note: string }
/** A draft with a decision chosen, as the form checked it (the note trimmed): what is sent. */
export type SentDraft = { decision: IntakeDecision; note: string }
/** What the panel says after a save: that it was saved, or that someone else decided first. */
export type Notice = { kind: 'saved' } | { kind: 'stale'; stale: IntakeStale }
export type NameOf = (id: string | null) => string

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
export function DecisionPanel({
  intake,
  notice,
  draft,
  nameOf,
  busy,
  refused,
  refusals,
  onEdit,
  onSave,
}: {
  intake: IntakeDetail
  notice: Notice | null
  draft: Draft | null
  nameOf: NameOf
  /** True while the decision is being saved and the page read again. */
  busy: boolean
  /** The server's refusal of the last save (other than a 409), in words. */
  refused: string | undefined
  /** Where the page hands a refusal that names a field, to show on that field. */
  refusals: Ref<DecisionRefusals>
  /** The physician opens the form again: a "saved" message no longer applies. */
  onEdit: () => void
  onSave: (decision: SentDraft) => void
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
          busy={busy}
          refused={refused}
          refusals={refusals}
          onSave={onSave}
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
