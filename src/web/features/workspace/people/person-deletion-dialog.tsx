import { type FormEvent, useId, useState } from 'react'

import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'
import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { workspaceCopy } from '@/content/workspace'
import type { useChange } from '@/hooks/use-change'
import type { PersonDeletionPreview } from '@shared/workspace-wire'

import { refusalMessage } from '../api/workspace-api'
import { FormAlert } from '../workspace-fields'
import type { PersonChange } from './api/people-api'

const copy = workspaceCopy.person
const words = workspaceCopy.personChanges.deletion

/** The deletion's change, held by the page so its answer outlives the person's details. */
export type DeletionChange = ReturnType<typeof useChange>

/**
 * The confirmation of a person's deletion: every kind of record it removes, counted by the
 * server (`preview`, read by the route's loader while the URL says `confirm=delete`), what it
 * keeps, and the address typed again before "Delete for good".
 */
export function DeleteDialog({
  email,
  preview,
  open,
  onOpenChange,
  deletion,
}: {
  email: string
  preview: PersonDeletionPreview | null
  open: boolean
  onOpenChange: (open: boolean) => void
  deletion: DeletionChange
}) {
  const id = useId()
  const [typed, setTyped] = useState('')
  const matches = typed.trim().toLowerCase() === email.toLowerCase()
  const refused =
    deletion.answer && !deletion.answer.ok
      ? refusalMessage(deletion.answer.body, workspaceCopy.loadFailed)
      : undefined

  function remove(event: FormEvent) {
    event.preventDefault()
    if (matches && preview) deletion.submit({ intent: 'delete', email } satisfies PersonChange)
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent width="narrow">
        <DialogHeader>
          <DialogTitle>{copy.confirmTitle}</DialogTitle>
          <DialogDescription>{words.removes}</DialogDescription>
        </DialogHeader>
        <DeletionSummary preview={preview} />
        <form className="flex flex-col gap-4" onSubmit={remove}>
          <Field>
            <Label htmlFor={`${id}-confirm`}>{copy.confirmLabel}</Label>
            <Input
              id={`${id}-confirm`}
              autoComplete="off"
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
            />
          </Field>
          <FormAlert message={refused} />
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              {copy.cancel}
            </Button>
            <Button
              type="submit"
              variant="destructive"
              disabled={!matches || !preview || deletion.busy}
            >
              {copy.confirm}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  )
}

/** What goes and what stays; without a count, the deletion is not offered. */
function DeletionSummary({ preview }: { preview: PersonDeletionPreview | null }) {
  if (!preview) return <FormAlert message={words.countFailed} />
  const { deletion, emails } = preview
  const kinds = words.kinds(deletion)
  const merged = emails.slice(1)
  return (
    <div className="flex flex-col gap-3 text-sm" data-slot="deletion-summary">
      {kinds.length > 0 ? (
        <ul className="list-disc pl-5">
          {kinds.map((kind) => (
            <li key={kind}>{kind}</li>
          ))}
        </ul>
      ) : (
        <p>{words.nothingDeleted}</p>
      )}
      {merged.length > 0 ? <p className="wrap-anywhere">{words.merged(merged)}</p> : null}
      {deletion.ordersKept > 0 ? <p>{words.ordersKept(deletion.ordersKept)}</p> : null}
      {deletion.staffAccounts > 0 ? <p>{words.staffKept}</p> : null}
      <p className="text-muted-foreground">{words.auditKept}</p>
    </div>
  )
}
