import { type FormEvent, useId, useState } from 'react'

import { Button } from '@/components/ui/button'
import { Field, FieldDescription } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { Textarea } from '@/components/ui/textarea'
import { workspaceCopy } from '@/content/workspace'
import { useChange } from '@/hooks/use-change'
import {
  attemptOutcomes,
  contactAttemptSchema,
  contactChannels,
  pipelineLabels,
  staffNoteSchema,
} from '@shared/pipeline'

import { refusalMessage } from '../api/workspace-api'
import { choicesOf, FormAlert, SelectField } from '../workspace-fields'
import type { RequestChange } from './api/pipeline-api'

const copy = workspaceCopy.request

// What is added to the request's timeline: a contact attempt, a staff note. Each goes through
// the route's action (app/routes/admin-request.tsx); once added, the router reads the request
// again and the timeline shows it.

/** A change to the timeline: sent through the route's action, its refusal in words. */
function useTimelineChange(onAdded: () => void) {
  const change = useChange({ onAnswer: (answer) => answer.ok && onAdded() })
  const refused =
    change.answer && !change.answer.ok
      ? refusalMessage(change.answer.body, workspaceCopy.loadFailed)
      : undefined
  return { ...change, refused }
}

export function AttemptForm() {
  const id = useId()
  const [channel, setChannel] = useState<string>(contactChannels[0])
  const [outcome, setOutcome] = useState<string>(attemptOutcomes[0])
  const [note, setNote] = useState('')
  const [invalid, setInvalid] = useState<string | undefined>()
  const attempt = useTimelineChange(() => setNote(''))

  function add(event: FormEvent) {
    event.preventDefault()
    const checked = contactAttemptSchema.safeParse({
      channel,
      outcome,
      ...(note.trim() ? { note } : {}),
    })
    setInvalid(checked.success ? undefined : checked.error.issues[0]?.message)
    if (checked.success) {
      attempt.submit({ intent: 'attempt', attempt: checked.data } satisfies RequestChange)
    }
  }

  return (
    <form
      noValidate
      aria-labelledby={`${id}-heading`}
      className="flex flex-col gap-4 rounded-lg border border-border bg-background p-5"
      onSubmit={add}
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
      <FormAlert message={invalid ?? attempt.refused} />
      <Button type="submit" variant="outline" className="self-start" disabled={attempt.busy}>
        {copy.addAttempt}
      </Button>
    </form>
  )
}

export function NoteForm() {
  const id = useId()
  const [text, setText] = useState('')
  const [invalid, setInvalid] = useState<string | undefined>()
  const note = useTimelineChange(() => setText(''))

  function add(event: FormEvent) {
    event.preventDefault()
    const checked = staffNoteSchema.safeParse({ text })
    setInvalid(checked.success ? undefined : checked.error.issues[0]?.message)
    if (checked.success) note.submit({ intent: 'note', note: checked.data } satisfies RequestChange)
  }

  return (
    <form
      noValidate
      aria-labelledby={`${id}-heading`}
      className="flex flex-col gap-4 rounded-lg border border-border bg-background p-5"
      onSubmit={add}
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
      <FormAlert message={invalid ?? note.refused} />
      <Button type="submit" variant="outline" className="self-start" disabled={note.busy}>
        {copy.addNote}
      </Button>
    </form>
  )
}
