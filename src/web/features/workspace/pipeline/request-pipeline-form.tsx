import { type FormEvent, useId, useState } from 'react'

import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { workspaceCopy } from '@/content/workspace'
import {
  closedReasons,
  type PipelineChange,
  pipelineChangeSchema,
  pipelineLabels,
  pipelineStatuses,
} from '@shared/pipeline'
import type { PipelineStale, PipelineState, StaffMember } from '@shared/workspace-wire'

import { choicesOf, FormAlert, SelectField } from '../workspace-fields'

const copy = workspaceCopy.request

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
  busy,
  onSave,
}: {
  pipeline: PipelineState
  members: StaffMember[]
  stale: PipelineStale | null
  /** The server's refusal of the last save, in words. */
  refused: string | undefined
  busy: boolean
  onSave: (change: PipelineChange) => void
}) {
  const id = useId()
  const [status, setStatus] = useState(pipeline.status)
  const [reason, setReason] = useState(pipeline.closedReason ?? '')
  const [assignee, setAssignee] = useState(pipeline.assignedTo ?? '')
  const [followUp, setFollowUp] = useState(pipeline.followUpOn ?? '')
  const [invalid, setInvalid] = useState<string | undefined>()

  function save(event: FormEvent) {
    event.preventDefault()
    const change = {
      version: pipeline.version,
      ...(status !== pipeline.status || reason !== (pipeline.closedReason ?? '')
        ? { status, closedReason: status === 'closed' ? reason || undefined : null }
        : {}),
      ...(assignee !== (pipeline.assignedTo ?? '') ? { assignedTo: assignee || null } : {}),
      ...(followUp !== (pipeline.followUpOn ?? '') ? { followUpOn: followUp || null } : {}),
    }
    const checked = pipelineChangeSchema.safeParse(change)
    setInvalid(checked.success ? undefined : checked.error.issues[0]?.message)
    if (checked.success) onSave(checked.data)
  }

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
      <form noValidate className="flex flex-col gap-4" onSubmit={save}>
        <SelectField
          id={`${id}-status`}
          label={copy.status}
          value={status}
          onChange={setStatus}
          choices={choicesOf(pipelineStatuses, pipelineLabels.status)}
        />
        {status === 'closed' ? (
          <SelectField
            id={`${id}-reason`}
            label={copy.reason}
            value={reason}
            onChange={setReason}
            choices={[
              { value: '', label: copy.chooseReason },
              ...choicesOf(closedReasons, pipelineLabels.closedReason),
            ]}
          />
        ) : null}
        <SelectField
          id={`${id}-assignee`}
          label={copy.assignee}
          value={assignee}
          onChange={setAssignee}
          choices={[
            { value: '', label: copy.nobody },
            ...members.map((member) => ({ value: member.id, label: member.email })),
          ]}
        />
        <Field>
          <Label htmlFor={`${id}-follow-up`}>{copy.followUp}</Label>
          <Input
            id={`${id}-follow-up`}
            type="date"
            value={followUp}
            onChange={(event) => setFollowUp(event.target.value)}
          />
        </Field>
        <FormAlert message={invalid ?? refused} />
        <Button type="submit" className="self-start" disabled={busy}>
          {busy ? copy.saving : copy.save}
        </Button>
      </form>
    </section>
  )
}
