import { type Ref, useEffect, useId, useImperativeHandle, useRef } from 'react'
import * as z from 'zod/mini'

import { Button } from '@/components/ui/button'
import { FieldError } from '@/components/ui/field'
import { TextAreaField } from '@/components/ui/textarea-field'
import { workspaceCopy } from '@/content/workspace'
import { useZodForm } from '@/hooks/use-zod-form'
import { intakeDecisionLabels, intakeDecisions } from '@shared/intake-review'

import { FormAlert } from '../workspace-fields'
import type { Draft, SentDraft } from './intake-decision'

const copy = workspaceCopy.intake

/** The server's limit on the note (docs/wire-contract.md, Staff workspace). */
const NOTE_MAX = 2000

/**
 * The decision as the form checks it: the server's review body (its version aside) with the
 * page's own words, which staff have read here since before the server's check was written
 * (content/workspace-copy-intakes.ts). The note is sent trimmed, as the server keeps it.
 */
const decisionForm = z.object({
  decision: z.pipe(z.string(), z.enum(intakeDecisions, { error: copy.chooseDecision })),
  note: z
    .string()
    .check(z.trim(), z.minLength(1, copy.writeNote), z.maxLength(NOTE_MAX, copy.noteTooLong)),
})
type DecisionField = keyof z.input<typeof decisionForm>
export const decisionFields = ['decision', 'note'] as const satisfies readonly DecisionField[]

/** What the page tells the form about a refusal of the server that names one of its fields. */
export type DecisionRefusals = { refuse: (field: DecisionField, message: string) => void }

/** Focuses the chosen decision, or the first, as arrow keys in a radio group expect. */
function focusChoice(group: HTMLFieldSetElement | null) {
  const choice =
    group?.querySelector<HTMLInputElement>('input:checked') ??
    group?.querySelector<HTMLInputElement>('input[type="radio"]')
  choice?.focus()
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
  refusals,
  onCancel,
  onSave,
}: {
  initial: Draft
  focusOnMount: boolean
  busy: boolean
  refused: string | undefined
  refusals: Ref<DecisionRefusals> | undefined
  onCancel: (() => void) | undefined
  onSave: (draft: SentDraft) => void
}) {
  const id = useId()
  const form = useZodForm(decisionForm, { defaultValues: initial })
  const { errors } = form.formState
  const groupRef = useRef<HTMLFieldSetElement>(null)
  useImperativeHandle(refusals, () => ({
    refuse: (field, message) => form.setError(field, message, { shouldFocus: true }),
  }))

  // Opened to change a decision, focus starts on the chosen one, as arrow keys in a radio
  // group expect; a failed check focuses the group's first radio (the hook's way).
  useEffect(() => {
    if (focusOnMount) focusChoice(groupRef.current)
  }, [focusOnMount])

  const save = form.handleSubmit(onSave)

  const decisionErrorId = `${id}-decision-error`
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
              aria-describedby={errors.decision ? decisionErrorId : undefined}
              {...form.register('decision', { value })}
              className="size-5 shrink-0 accent-teal"
            />
            <label htmlFor={`${id}-${value}`} className="text-sm text-foreground">
              {intakeDecisionLabels[value]}
            </label>
          </div>
        ))}
        <FieldError id={decisionErrorId}>{errors.decision?.message}</FieldError>
      </fieldset>
      <TextAreaField
        id={`${id}-note`}
        label={copy.note}
        hint={copy.noteHint}
        rows={5}
        required
        error={errors.note?.message}
        field={form.register('note')}
      />
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
