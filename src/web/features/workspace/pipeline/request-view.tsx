import { useRef } from 'react'
import { Link } from 'react-router'

import { paths } from '@/config/paths'
import { workspaceCopy } from '@/content/workspace'
import { useChange } from '@/hooks/use-change'
import { toast } from '@/hooks/use-toast'
import type { ConsultationRequest, PipelineStale } from '@shared/workspace-wire'

import { refusalMessage } from '../api/workspace-api'
import { formatWhen } from '../workspace-format'
import { refusedField } from '../workspace-refusal'
import type { RequestChange, RequestPage } from './api/pipeline-api'
import { PipelineForm, pipelineFields, type PipelineRefusals } from './request-pipeline-form'
import { Timeline } from './request-timeline'
import { AttemptForm, NoteForm } from './request-timeline-forms'

const copy = workspaceCopy.request

/**
 * One consultation request: its details, its pipeline, contact attempts, notes and timeline, as
 * the route's loader read them; every change goes through the route's action, after which the
 * router reads the request again (app/routes/admin-request.tsx).
 */
export function RequestView({ page }: { page: RequestPage }) {
  const { request, pipeline, events, members } = page
  const nameOf = (id: string | null) => members.find((member) => member.id === id)?.email ?? id
  // Held here, not in the form: the form starts afresh at each version of the pipeline, and a
  // change made meanwhile by someone else (a 409) is explained above their version. A refusal
  // that names a field is shown on it, in the form (docs/decisions/037-one-form-hook.md).
  const refusals = useRef<PipelineRefusals>(null)
  const pipelineChange = useChange({
    onAnswer: (answer) => {
      if (answer.ok) toast(copy.saved)
      else {
        const field = refusedField(answer.body, pipelineFields)
        if (field) refusals.current?.refuse(field, refusalMessage(answer.body, ''))
      }
    },
  })
  const answer = pipelineChange.answer
  const stale =
    answer && !answer.ok && answer.status === 409 ? (answer.body as PipelineStale) : null
  const refused =
    answer && !answer.ok && answer.status !== 409 && !refusedField(answer.body, pipelineFields)
      ? refusalMessage(answer.body, workspaceCopy.loadFailed)
      : undefined

  return (
    <div className="flex flex-col gap-6">
      <Link to={paths.adminQueue} className="self-start text-sm font-medium text-teal underline">
        {copy.back}
      </Link>
      <div className="grid gap-6 lg:grid-cols-[1fr_1fr]">
        <RequestDetails request={request} />
        <PipelineForm
          key={pipeline.version}
          pipeline={pipeline}
          members={members}
          stale={stale}
          refused={refused}
          refusals={refusals}
          busy={pipelineChange.busy}
          onSave={(change) =>
            pipelineChange.submit({ intent: 'pipeline', change } satisfies RequestChange)
          }
        />
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <AttemptForm />
        <NoteForm />
      </div>
      <Timeline events={events} nameOf={nameOf} />
    </div>
  )
}

function RequestDetails({ request }: { request: ConsultationRequest }) {
  return (
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
        to={paths.adminPerson(`request:${request.id}`)}
        className="self-start text-sm font-medium text-teal underline"
      >
        {copy.person}
      </Link>
      <BookLink request={request} />
    </section>
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
