import { useId, useState } from 'react'
import { useNavigate } from 'react-router'
import * as z from 'zod/mini'

import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'
import { Field } from '@/components/ui/field'
import { FormAlert } from '@/components/ui/form-alert'
import { Label } from '@/components/ui/label'
import { PasswordInput } from '@/components/ui/password-input'
import { FieldNotes, stateProps } from '@/components/ui/text-field'
import { paths } from '@/config/paths'
import { accountCopy } from '@/content/account'
import { useChange } from '@/hooks/use-change'
import { toast } from '@/hooks/use-toast'
import { useZodForm } from '@/hooks/use-zod-form'
import { saveTextFile } from '@/lib/save-file'

import type { AccountChange } from './api/account-api'

// My data: the patient's rights over what we hold (docs/architecture.md, Patient accounts and
// the intake) — everything as JSON, and deletion of the account, confirmed by password. Both go
// through the page's action (docs/decisions/036-app-pages-read-and-change-through-the-router.md),
// which reads nothing again after them.

const copy = accountCopy.data

/**
 * The deletion's one field: a password, which the server checks (docs/decisions/037-one-form-
 * hook.md). None typed is said as a wrong one, as the page has always said it.
 */
const deletionForm = z.object({ password: z.string().check(z.minLength(1, copy.wrongPassword)) })

export function MyData({ onDeleted }: { onDeleted: () => Promise<void> }) {
  const [open, setOpen] = useState(false)
  const exported = useChange({
    onAnswer(answer) {
      if (answer.ok) {
        saveTextFile(
          JSON.stringify(answer.data, null, 2),
          'renew-medical-my-data.json',
          'application/json',
        )
      } else toast({ title: copy.exportFailed, variant: 'destructive' })
    },
  })

  return (
    <div className="flex flex-col gap-4">
      <p className="text-muted-foreground">{copy.body}</p>
      <div className="flex flex-wrap gap-3">
        <Button
          variant="outline"
          onClick={() => exported.submit({ intent: 'export' } satisfies AccountChange)}
          disabled={exported.busy}
        >
          {exported.busy ? copy.exporting : copy.export}
        </Button>
        <Button variant="destructive" onClick={() => setOpen(true)}>
          {copy.delete}
        </Button>
      </div>
      <DeleteAccountDialog open={open} onOpenChange={setOpen} onDeleted={onDeleted} />
    </div>
  )
}

function DeleteAccountDialog({
  open,
  onOpenChange,
  onDeleted,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  onDeleted: () => Promise<void>
}) {
  const id = useId()
  const navigate = useNavigate()
  const form = useZodForm(deletionForm, { defaultValues: { password: '' } })
  const passwordError = form.formState.errors.password?.message
  // A failure that is not the password's.
  const [failed, setFailed] = useState(false)
  const deletion = useChange({
    onAnswer(answer) {
      if (!answer.ok) {
        if (answer.status === 403) {
          form.setError('password', copy.wrongPassword, { shouldFocus: true })
        } else setFailed(true)
        return
      }
      void onDeleted().then(() => {
        toast({ title: copy.deleted })
        void navigate(paths.home, { replace: true })
      })
    },
  })

  const remove = form.handleSubmit(({ password }) => {
    setFailed(false)
    deletion.submit({ intent: 'delete-account', password } satisfies AccountChange)
  })

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent width="narrow">
        <DialogHeader>
          <DialogTitle>{copy.confirmTitle}</DialogTitle>
          <DialogDescription asChild>
            <ul className="list-disc pl-5">
              {copy.consequences.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </DialogDescription>
        </DialogHeader>
        <form className="flex flex-col gap-4" onSubmit={(event) => void remove(event)} noValidate>
          <Field>
            <Label htmlFor={`${id}-password`}>{copy.password}</Label>
            <PasswordInput
              id={`${id}-password`}
              autoComplete="current-password"
              {...stateProps(`${id}-password`, undefined, passwordError)}
              {...form.register('password')}
            />
            <FieldNotes id={`${id}-password`} error={passwordError} />
          </Field>
          <FormAlert message={failed ? copy.failed : undefined} />
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              {copy.cancel}
            </Button>
            <Button type="submit" variant="destructive" disabled={deletion.busy}>
              {deletion.busy ? copy.deleting : copy.confirm}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  )
}
