import { useId } from 'react'
import type * as React from 'react'
import * as z from 'zod/mini'

import { Button } from '@/components/ui/button'
import { TextField } from '@/components/ui/text-field'
import { TextAreaField } from '@/components/ui/textarea-field'
import { workspaceCopy } from '@/content/workspace'
import { useChange } from '@/hooks/use-change'
import { useZodForm } from '@/hooks/use-zod-form'
import {
  attemptOutcomes,
  contactAttemptSchema,
  contactChannels,
  pipelineLabels,
  staffNoteSchema,
} from '@shared/pipeline'

import { refusalMessage } from '../api/workspace-api'
import { choicesOf, FormAlert, SelectField } from '../workspace-fields'
import { refusedField } from '../workspace-refusal'
import type { RequestChange } from './api/pipeline-api'

const copy = workspaceCopy.request

// What is added to the request's timeline: a contact attempt, a staff note. Each is checked by
// the server's own schema (docs/decisions/037-one-form-hook.md) and goes through the route's
// action (app/routes/admin-request.tsx); once added, the router reads the request again, the
// timeline shows it and the form is emptied.

/** The attempt as typed: an empty note is no note, so the shared schema's optional applies. */
const attemptForm = z.pipe(
  z.object({ channel: z.string(), outcome: z.string(), note: z.string() }),
  z.pipe(
    z.transform(({ note, ...attempt }: { channel: string; outcome: string; note: string }) => ({
      ...attempt,
      ...(note.trim() ? { note } : {}),
    })),
    contactAttemptSchema,
  ),
)

/**
 * A form that adds to the timeline: checked by `schema`, sent as `send(data)` through the route's
 * action, then its `emptied` fields emptied (the choices stay, for the next one); a refusal that
 * names one of its fields is shown on that field, any other in the alert.
 */
function useTimelineForm<Input extends Record<string, string>, Output>(
  schema: z.ZodMiniType<Output, Input>,
  defaultValues: Input,
  emptied: Partial<Input>,
  send: (data: Output) => RequestChange,
) {
  const form = useZodForm(schema, { defaultValues })
  const names = Object.keys(defaultValues) as (keyof Input & string)[]
  const change = useChange({
    onAnswer: (answer) => {
      if (answer.ok) return form.reset({ ...form.getValues(), ...emptied })
      const field = refusedField(answer.body, names)
      if (field) form.setError(field, refusalMessage(answer.body, ''), { shouldFocus: true })
    },
  })
  const answer = change.answer
  const refused =
    answer && !answer.ok && !refusedField(answer.body, names)
      ? refusalMessage(answer.body, workspaceCopy.loadFailed)
      : undefined
  const onSubmit = form.handleSubmit((data) => change.submit(send(data)))
  return {
    form,
    busy: change.busy,
    refused,
    onSubmit: (event: React.FormEvent) => void onSubmit(event),
  }
}

/** A card of the timeline's forms: its heading, fields, refusal and button. */
function TimelineCard({
  id,
  heading,
  button,
  refused,
  busy,
  onSubmit,
  children,
}: {
  id: string
  heading: string
  button: string
  refused: string | undefined
  busy: boolean
  onSubmit: (event: React.FormEvent) => void
  children: React.ReactNode
}) {
  return (
    <form
      noValidate
      aria-labelledby={`${id}-heading`}
      className="flex flex-col gap-4 rounded-lg border border-border bg-background p-5"
      onSubmit={onSubmit}
    >
      <h2 id={`${id}-heading`} className="text-xl font-bold text-navy">
        {heading}
      </h2>
      {children}
      <FormAlert message={refused} />
      <Button type="submit" variant="outline" className="self-start" disabled={busy}>
        {button}
      </Button>
    </form>
  )
}

export function AttemptForm() {
  const id = useId()
  const { form, ...card } = useTimelineForm(
    attemptForm,
    { channel: contactChannels[0], outcome: attemptOutcomes[0], note: '' },
    { note: '' },
    (attempt) => ({ intent: 'attempt', attempt }),
  )
  const { errors } = form.formState
  return (
    <TimelineCard id={id} heading={copy.attempt} button={copy.addAttempt} {...card}>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          id={`${id}-channel`}
          label={copy.channel}
          error={errors.channel?.message}
          field={form.register('channel')}
          choices={choicesOf(contactChannels, pipelineLabels.channel)}
        />
        <SelectField
          id={`${id}-outcome`}
          label={copy.outcome}
          error={errors.outcome?.message}
          field={form.register('outcome')}
          choices={choicesOf(attemptOutcomes, pipelineLabels.outcome)}
        />
      </div>
      <TextField
        id={`${id}-note`}
        label={copy.attemptNote}
        error={errors.note?.message}
        field={form.register('note')}
      />
    </TimelineCard>
  )
}

export function NoteForm() {
  const id = useId()
  const { form, ...card } = useTimelineForm(
    staffNoteSchema,
    { text: '' },
    { text: '' },
    (note) => ({
      intent: 'note',
      note,
    }),
  )
  return (
    <TimelineCard id={id} heading={copy.note} button={copy.addNote} {...card}>
      <TextAreaField
        id={`${id}-text`}
        label={copy.noteLabel}
        hint={copy.noteHint}
        rows={3}
        error={form.formState.errors.text?.message}
        field={form.register('text')}
      />
    </TimelineCard>
  )
}
