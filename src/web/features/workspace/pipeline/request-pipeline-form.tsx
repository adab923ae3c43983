import { type Ref, useId, useImperativeHandle, useState } from 'react'
import * as z from 'zod/mini'

import { Button } from '@/components/ui/button'
import { TextField } from '@/components/ui/text-field'
import { workspaceCopy } from '@/content/workspace'
import { useZodForm } from '@/hooks/use-zod-form'
import {
  closedReasons,
  type PipelineChange,
  pipelineChangeSchema,
  pipelineLabels,
  pipelineMessages,
  pipelineStatuses,
} from '@shared/pipeline'
import type { PipelineStale, PipelineState, StaffMember } from '@shared/workspace-wire'

import { choicesOf, FormAlert, SelectField } from '../workspace-fields'

const copy = workspaceCopy.request

/** The form's fields, as the page shows them: each a string, '' for none. */
type PipelineFields = {
  status: string
  closedReason: string
  assignedTo: string
  followUpOn: string
}
export type PipelineField = keyof PipelineFields
export const pipelineFields = [
  'status',
  'closedReason',
  'assignedTo',
  'followUpOn',
] as const satisfies readonly PipelineField[]

/** What the page tells the form about a refusal of the server that names one of its fields. */
export type PipelineRefusals = { refuse: (field: PipelineField, message: string) => void }

function fieldsOf(pipeline: PipelineState): PipelineFields {
  return {
    status: pipeline.status,
    closedReason: pipeline.closedReason ?? '',
    assignedTo: pipeline.assignedTo ?? '',
    followUpOn: pipeline.followUpOn ?? '',
  }
}

/**
 * The fields as typed become the change — only what differs from `pipeline`, with its version —
 * and the change is checked by the server's own schema, whose issues name the same fields
 * (docs/decisions/037-one-form-hook.md).
 */
function changeSchema(pipeline: PipelineState) {
  const was = fieldsOf(pipeline)
  const fields = z.object({
    status: z.string(),
    closedReason: z.string(),
    assignedTo: z.string(),
    followUpOn: z.string(),
  })
  const toChange = z.transform((now: PipelineFields) => ({
    version: pipeline.version,
    ...(now.status !== was.status || now.closedReason !== was.closedReason
      ? {
          status: now.status,
          closedReason: now.status === 'closed' ? now.closedReason || undefined : null,
        }
      : {}),
    ...(now.assignedTo !== was.assignedTo ? { assignedTo: now.assignedTo || null } : {}),
    ...(now.followUpOn !== was.followUpOn ? { followUpOn: now.followUpOn || null } : {}),
  }))
  return z.pipe(z.pipe(fields, toChange), pipelineChangeSchema)
}

/**
 * The request's pipeline: status (and why it closed), assignee and follow-up date. Only what
 * changed is sent, with the version it was read at, so a change made meanwhile by someone else
 * is refused (409) rather than overwritten; `stale` explains it above their version.
 */
export function PipelineForm({
  pipeline,
  members,
  stale,
  refused,
  refusals,
  busy,
  onSave,
}: {
  pipeline: PipelineState
  members: StaffMember[]
  stale: PipelineStale | null
  /** The server's refusal of the last save, in words, when it names none of the fields. */
  refused: string | undefined
  /** Where the page hands a refusal that names a field, to show on that field. */
  refusals: Ref<PipelineRefusals>
  busy: boolean
  onSave: (change: PipelineChange) => void
}) {
  const id = useId()
  const form = useZodForm(changeSchema(pipeline), { defaultValues: fieldsOf(pipeline) })
  const { errors } = form.formState
  // The reason is asked for only while the status is "Closed".
  const [status, setStatus] = useState<string>(pipeline.status)
  // The one check not about a field: nothing was changed.
  const [unchanged, setUnchanged] = useState(false)
  useImperativeHandle(refusals, () => ({
    refuse: (field, message) => form.setError(field, message, { shouldFocus: true }),
  }))
  const statusField = form.register('status')

  const save = form.handleSubmit(
    (change) => {
      setUnchanged(false)
      onSave(change)
    },
    (found) => setUnchanged(Object.keys(found).length === 0),
  )

  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="flex flex-col gap-4 rounded-lg border border-border bg-background p-5"
    >
      <h2 id={`${id}-heading`} className="text-xl font-bold text-navy">
        {copy.pipeline}
      </h2>
      {stale ? (
        <div role="alert" className="rounded-md border border-destructive p-3 text-sm">
          <p className="font-semibold">{copy.staleTitle}</p>
          <p>{stale.message}</p>
          <p>{copy.staleAfter}</p>
        </div>
      ) : null}
      <form noValidate className="flex flex-col gap-4" onSubmit={(event) => void save(event)}>
        <SelectField
          id={`${id}-status`}
          label={copy.status}
          error={errors.status?.message}
          field={{
            ...statusField,
            onChange: (event) => {
              statusField.onChange(event)
              setStatus(event.target.value)
            },
          }}
          choices={choicesOf(pipelineStatuses, pipelineLabels.status)}
        />
        {status === 'closed' ? (
          <SelectField
            id={`${id}-reason`}
            label={copy.reason}
            error={errors.closedReason?.message}
            field={form.register('closedReason')}
            choices={[
              { value: '', label: copy.chooseReason },
              ...choicesOf(closedReasons, pipelineLabels.closedReason),
            ]}
          />
        ) : null}
        <SelectField
          id={`${id}-assignee`}
          label={copy.assignee}
          error={errors.assignedTo?.message}
          field={form.register('assignedTo')}
          choices={[
            { value: '', label: copy.nobody },
            ...members.map((member) => ({ value: member.id, label: member.email })),
          ]}
        />
        <TextField
          id={`${id}-follow-up`}
          label={copy.followUp}
          type="date"
          error={errors.followUpOn?.message}
          field={form.register('followUpOn')}
        />
        <FormAlert message={unchanged ? pipelineMessages.nothing : refused} />
        <Button type="submit" className="self-start" disabled={busy}>
          {busy ? copy.saving : copy.save}
        </Button>
      </form>
    </section>
  )
}
