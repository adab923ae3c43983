import { type FormEvent, useId, useState } from 'react'
import { Link } from 'react-router'

import { Button } from '@/components/ui/button'
import { Field, FieldDescription } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { Textarea } from '@/components/ui/textarea'
import { paths } from '@/config/paths'
import { workspaceCopy } from '@/content/workspace'
import { toast } from '@/hooks/use-toast'
import {
  attemptOutcomes,
  closedReasons,
  contactChannels,
  contactAttemptSchema,
  pipelineChangeSchema,
  pipelineLabels,
  pipelineStatuses,
  staffNoteSchema,
} from '@shared/pipeline'
import type {
  ConsultationRequest,
  PipelineState,
  PipelineStale,
  StaffMember,
  TimelineEvent,
} from '@shared/workspace-wire'

import { refusalMessage, workspaceRequest } from '../api/workspace-api'
import { useWorkspaceData } from '../use-workspace-data'
import { choicesOf, FormAlert, SelectField } from '../workspace-fields'
import { formatWhen } from '../workspace-format'

const copy = workspaceCopy.request

type Detail = { request: ConsultationRequest; pipeline: PipelineState; events: TimelineEvent[] }

/** One consultation request: its details, its pipeline, contact attempts, notes and timeline. */
export function RequestView({ requestId }: { requestId: string }) {
  const detail = useWorkspaceData<Detail>(`/consultations/${encodeURIComponent(requestId)}`)
  const staff = useWorkspaceData<StaffMember[]>('/staff')
  const [stale, setStale] = useState<PipelineStale | null>(null)

  if (detail.result.state === 'failed') {
    return (
      <p role="alert">{detail.result.status === 404 ? copy.notFound : workspaceCopy.loadFailed}</p>
    )
  }
  if (detail.result.state !== 'ready') return <p role="status">{workspaceCopy.loading}</p>
  const { request, pipeline, events } = detail.result.data
  const members = staff.result.state === 'ready' ? staff.result.data : []
  const nameOf = (id: string | null) => members.find((member) => member.id === id)?.email ?? id

  return (
    <div className="flex flex-col gap-6">
      <Link to={paths.adminQueue} className="self-start text-sm font-medium text-teal underline">
        {copy.back}
      </Link>
      <div className="grid gap-6 lg:grid-cols-[1fr_1fr]">
        <section
          aria-labelledby="details-heading"
          className="flex flex-col gap-3 rounded-lg border border-border bg-background p-5"
        >
          <h2 id="details-heading" className="text-xl font-bold wrap-anywhere text-navy">
            {request.firstName} {request.lastName}
          </h2>
          <dl className="grid grid-cols-1 gap-x-4 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
            <dt className="text-muted-foreground">{copy.received}</dt>
            <dd>{formatWhen(request.createdAt)}</dd>
            <dt className="text-muted-foreground">{copy.email}</dt>
            <dd className="break-all">
              <a className="text-teal underline" href={`mailto:${request.email}`}>
                {request.email}
              </a>
            </dd>
            <dt className="text-muted-foreground">{copy.phone}</dt>
            <dd>
              <a className="text-teal underline" href={`tel:${request.phone}`}>
                {request.phone}
              </a>
            </dd>
            <dt className="text-muted-foreground">{copy.heard}</dt>
            <dd>{request.hearAboutUs}</dd>
          </dl>
          <Link
            to={`${paths.adminPeople}?email=${encodeURIComponent(request.email)}`}
            className="self-start text-sm font-medium text-teal underline"
          >
            {copy.person}
          </Link>
          <BookLink request={request} />
        </section>
        <PipelineForm
          key={pipeline.version}
          requestId={requestId}
          pipeline={pipeline}
          members={members}
          stale={stale}
          onChanged={(next) => {
            setStale(next)
            detail.reload()
          }}
        />
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <AttemptForm requestId={requestId} onAdded={detail.reload} />
        <NoteForm requestId={requestId} onAdded={detail.reload} />
      </div>
      <Timeline events={events} nameOf={nameOf} />
    </div>
  )
}

/**
 * Booking on the person's behalf (docs/architecture.md, Booking): /book with their name, e-mail
 * and phone filled in. They go in the navigation state, never the URL, since URLs end up in logs
 * and these are personal data; the booking page reads `behalfOf` and checks its shape. The
 * server knows staff by the session and records who booked.
 */
function BookLink({ request }: { request: ConsultationRequest }) {
  const behalfOf = {
    requestId: request.id,
    firstName: request.firstName,
    lastName: request.lastName,
    email: request.email,
    phone: request.phone,
  }
  return (
    <Link
      to={paths.book}
      state={{ behalfOf }}
      className="inline-flex min-h-11 items-center self-start rounded-md border border-primary bg-background px-5 py-2 text-sm font-semibold wrap-anywhere text-primary shadow-xs hover:bg-accent hover:text-accent-foreground"
    >
      {copy.book(request.firstName)}
    </Link>
  )
}

function PipelineForm({
  requestId,
  pipeline,
  members,
  stale,
  onChanged,
}: {
  requestId: string
  pipeline: PipelineState
  members: StaffMember[]
  stale: PipelineStale | null
  onChanged: (stale: PipelineStale | null) => void
}) {
  const id = useId()
  const [status, setStatus] = useState(pipeline.status)
  const [reason, setReason] = useState(pipeline.closedReason ?? '')
  const [assignee, setAssignee] = useState(pipeline.assignedTo ?? '')
  const [followUp, setFollowUp] = useState(pipeline.followUpOn ?? '')
  const [error, setError] = useState<string | undefined>()
  const [saving, setSaving] = useState(false)

  async function save(event: FormEvent) {
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
    if (!checked.success) {
      setError(checked.error.issues[0]?.message)
      return
    }
    setSaving(true)
    setError(undefined)
    try {
      const answer = await workspaceRequest(`/consultations/${encodeURIComponent(requestId)}`, {
        method: 'PATCH',
        body: checked.data,
      })
      if (answer.ok) {
        toast(copy.saved)
        onChanged(null)
      } else if (answer.status === 409) {
        onChanged(answer.body as PipelineStale)
      } else {
        setError(refusalMessage(answer.body, workspaceCopy.loadFailed))
      }
    } catch {
      setError(workspaceCopy.loadFailed)
    } finally {
      setSaving(false)
    }
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
      <form noValidate className="flex flex-col gap-4" onSubmit={(event) => void save(event)}>
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
        <FormAlert message={error} />
        <Button type="submit" className="self-start" disabled={saving}>
          {saving ? copy.saving : copy.save}
        </Button>
      </form>
    </section>
  )
}

/** Adds a contact attempt or a note; the server's refusal, if it refuses. */
async function appendToTimeline(
  requestId: string,
  kind: 'attempts' | 'notes',
  body: unknown,
): Promise<string | undefined> {
  const answer = await workspaceRequest(`/consultations/${encodeURIComponent(requestId)}/${kind}`, {
    method: 'POST',
    body,
  })
  return answer.ok ? undefined : refusalMessage(answer.body, workspaceCopy.loadFailed)
}

function AttemptForm({ requestId, onAdded }: { requestId: string; onAdded: () => void }) {
  const id = useId()
  const [channel, setChannel] = useState<string>(contactChannels[0])
  const [outcome, setOutcome] = useState<string>(attemptOutcomes[0])
  const [note, setNote] = useState('')
  const [error, setError] = useState<string | undefined>()

  async function add(event: FormEvent) {
    event.preventDefault()
    const checked = contactAttemptSchema.safeParse({
      channel,
      outcome,
      ...(note.trim() ? { note } : {}),
    })
    if (!checked.success) {
      setError(checked.error.issues[0]?.message)
      return
    }
    const refused = await appendToTimeline(requestId, 'attempts', checked.data)
    setError(refused)
    if (refused) return
    setNote('')
    onAdded()
  }

  return (
    <form
      noValidate
      aria-labelledby={`${id}-heading`}
      className="flex flex-col gap-4 rounded-lg border border-border bg-background p-5"
      onSubmit={(event) => void add(event)}
    >
      <h2 id={`${id}-heading`} className="text-xl font-bold text-navy">
        {copy.attempt}
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          id={`${id}-channel`}
          label={copy.channel}
          value={channel}
          onChange={setChannel}
          choices={choicesOf(contactChannels, pipelineLabels.channel)}
        />
        <SelectField
          id={`${id}-outcome`}
          label={copy.outcome}
          value={outcome}
          onChange={setOutcome}
          choices={choicesOf(attemptOutcomes, pipelineLabels.outcome)}
        />
      </div>
      <Field>
        <Label htmlFor={`${id}-note`}>{copy.attemptNote}</Label>
        <Input id={`${id}-note`} value={note} onChange={(event) => setNote(event.target.value)} />
      </Field>
      <FormAlert message={error} />
      <Button type="submit" variant="outline" className="self-start">
        {copy.addAttempt}
      </Button>
    </form>
  )
}

function NoteForm({ requestId, onAdded }: { requestId: string; onAdded: () => void }) {
  const id = useId()
  const [text, setText] = useState('')
  const [error, setError] = useState<string | undefined>()

  async function add(event: FormEvent) {
    event.preventDefault()
    const checked = staffNoteSchema.safeParse({ text })
    if (!checked.success) {
      setError(checked.error.issues[0]?.message)
      return
    }
    const refused = await appendToTimeline(requestId, 'notes', checked.data)
    setError(refused)
    if (refused) return
    setText('')
    onAdded()
  }

  return (
    <form
      noValidate
      aria-labelledby={`${id}-heading`}
      className="flex flex-col gap-4 rounded-lg border border-border bg-background p-5"
      onSubmit={(event) => void add(event)}
    >
      <h2 id={`${id}-heading`} className="text-xl font-bold text-navy">
        {copy.note}
      </h2>
      <Field>
        <Label htmlFor={`${id}-text`}>{copy.noteLabel}</Label>
        <Textarea
          id={`${id}-text`}
          rows={3}
          value={text}
          aria-describedby={`${id}-hint`}
          onChange={(event) => setText(event.target.value)}
        />
        <FieldDescription id={`${id}-hint`}>{copy.noteHint}</FieldDescription>
      </Field>
      <FormAlert message={error} />
      <Button type="submit" variant="outline" className="self-start">
        {copy.addNote}
      </Button>
    </form>
  )
}

type Change = Partial<Record<string, { from: string | null; to: string | null }>>

function describe(event: TimelineEvent, nameOf: (id: string | null) => string | null): string {
  const data = JSON.parse(event.data) as Record<string, unknown>
  if (event.kind === 'note') return String(data.text)
  if (event.kind === 'attempt') {
    const channel = pipelineLabels.channel[data.channel as keyof typeof pipelineLabels.channel]
    const outcome = pipelineLabels.outcome[data.outcome as keyof typeof pipelineLabels.outcome]
    return `${channel}: ${outcome}${typeof data.note === 'string' ? ` — ${data.note}` : ''}`
  }
  const change = data as Change
  const parts: string[] = []
  if (change.status) {
    const to = change.status.to as keyof typeof pipelineLabels.status
    parts.push(`${copy.status}: ${pipelineLabels.status[to] ?? change.status.to}`)
  }
  if (change.closedReason?.to) {
    const reason = change.closedReason.to as keyof typeof pipelineLabels.closedReason
    parts.push(`${copy.reason}: ${pipelineLabels.closedReason[reason] ?? reason}`)
  }
  if (change.assignedTo) {
    parts.push(`${copy.assignee}: ${nameOf(change.assignedTo.to) ?? copy.nobody}`)
  }
  if (change.followUpOn) parts.push(`${copy.followUp}: ${change.followUpOn.to ?? '—'}`)
  return parts.join('; ')
}

function Timeline({
  events,
  nameOf,
}: {
  events: TimelineEvent[]
  nameOf: (id: string | null) => string | null
}) {
  return (
    <section
      aria-labelledby="timeline-heading"
      className="flex flex-col gap-3 rounded-lg border border-border bg-background p-5"
    >
      <h2 id="timeline-heading" className="text-xl font-bold text-navy">
        {copy.timeline}
      </h2>
      {events.length === 0 ? (
        <p>{copy.noEvents}</p>
      ) : (
        <ol className="flex flex-col gap-3" data-slot="timeline">
          {[...events].reverse().map((event) => (
            <li key={event.id} className="flex flex-col gap-0.5 border-l-2 border-teal pl-3">
              <p className="break-words">{describe(event, nameOf)}</p>
              <p className="text-xs text-muted-foreground">
                {formatWhen(event.createdAt)} {copy.by} {nameOf(event.actorId)}
              </p>
            </li>
          ))}
        </ol>
      )}
    </section>
  )
}
