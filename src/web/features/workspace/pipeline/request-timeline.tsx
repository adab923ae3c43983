import { workspaceCopy } from '@/content/workspace'
import { pipelineLabels } from '@shared/pipeline'
import type { TimelineEvent } from '@shared/workspace-wire'

import { formatWhen } from '../workspace-format'

const copy = workspaceCopy.request

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

/** The request's timeline, newest first: pipeline changes, contact attempts and notes. */
export function Timeline({
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
