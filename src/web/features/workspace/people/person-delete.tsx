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
import { useChange } from '@/hooks/use-change'

import { refusalMessage } from '../api/workspace-api'
import { FormAlert } from '../workspace-fields'
import type { PersonChange } from './api/people-api'

const copy = workspaceCopy.person

/** Deleting everything about a person, once the address is typed again to confirm. */
export function DeleteDialog({
  email,
  open,
  onOpenChange,
  onDeleted,
}: {
  email: string
  open: boolean
  onOpenChange: (open: boolean) => void
  onDeleted: () => void
}) {
  const id = useId()
  const [typed, setTyped] = useState('')
  const matches = typed.trim().toLowerCase() === email.toLowerCase()
  const deletion = useChange({ onAnswer: (answer) => answer.ok && onDeleted() })
  const refused =
    deletion.answer && !deletion.answer.ok
      ? refusalMessage(deletion.answer.body, workspaceCopy.loadFailed)
      : undefined

  function remove(event: FormEvent) {
    event.preventDefault()
    if (matches) deletion.submit({ intent: 'delete', email } satisfies PersonChange)
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent width="narrow">
        <DialogHeader>
          <DialogTitle>{copy.confirmTitle}</DialogTitle>
          <DialogDescription>{copy.confirmBody}</DialogDescription>
        </DialogHeader>
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
            <Button type="submit" variant="destructive" disabled={!matches || deletion.busy}>
              {copy.confirm}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  )
}
