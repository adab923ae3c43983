import { type FormEvent, useEffect, useId, useRef, useState } from 'react'

import { Button } from '@/components/ui/button'
import { Field, FieldDescription, FieldError } from '@/components/ui/field'
import { Label } from '@/components/ui/label'
import { Textarea } from '@/components/ui/textarea'
import { workspaceCopy } from '@/content/workspace'
import { type IntakeDecision, intakeDecisionLabels, intakeDecisions } from '@shared/intake-review'

import { FormAlert } from '../workspace-fields'
import type { Draft, SentDraft } from './intake-decision'

const copy = workspaceCopy.intake

/** The server's limit on the note (docs/wire-contract.md, Staff workspace). */
const NOTE_MAX = 2000

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

/**
 * The decision and the note the patient reads in My care, checked here first: what is missing
 * is said beside its field and focused, and nothing is sent.
 */
export function DecisionForm({
  initial,
  focusOnMount,
  busy,
  refused,
  onCancel,
  onSave,
}: {
  initial: Draft
  focusOnMount: boolean
  busy: boolean
  refused: string | undefined
  onCancel: (() => void) | undefined
  onSave: (draft: SentDraft) => void
}) {
  const id = useId()
  const [decision, setDecision] = useState<IntakeDecision | ''>(initial.decision)
  const [note, setNote] = useState(initial.note)
  const [errors, setErrors] = useState<FieldErrors>({})
  const groupRef = useRef<HTMLFieldSetElement>(null)
  const noteRef = useRef<HTMLTextAreaElement>(null)

  useEffect(() => {
    if (focusOnMount) focusChoice(groupRef.current)
  }, [focusOnMount])

  function save(event: FormEvent) {
    event.preventDefault()
    const found = validate({ decision, note })
    setErrors(found)
    if (found.decision) return focusChoice(groupRef.current)
    if (found.note) return noteRef.current?.focus()
    if (decision !== '') onSave({ decision, note })
  }

  const decisionErrorId = `${id}-decision-error`
  const noteErrorId = `${id}-note-error`
  return (
    <form noValidate className="flex flex-col gap-4" onSubmit={save}>
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
      {/* A check that fails here is what applies now, not the last refusal. */}
      <FormAlert message={errors.decision || errors.note ? undefined : refused} />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={busy}>
          {busy ? copy.saving : copy.save}
        </Button>
        {onCancel ? (
          <Button type="button" variant="outline" onClick={onCancel} disabled={busy}>
            {copy.cancel}
          </Button>
        ) : null}
      </div>
    </form>
  )
}
