import { type FormEvent, useId, useState } from 'react'
import { useNavigate } from 'react-router'

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
import { paths } from '@/config/paths'
import { accountCopy } from '@/content/account'
import { toast } from '@/hooks/use-toast'
import { saveTextFile } from '@/lib/save-file'

import { patientRequest } from './api/patient-api'

// My data: the patient's rights over what we hold (docs/architecture.md, Patient accounts and
// the intake) — everything as JSON, and deletion of the account, confirmed by password.

const copy = accountCopy.data

export function MyData({ onDeleted }: { onDeleted: () => Promise<void> }) {
  const [exporting, setExporting] = useState(false)
  const [open, setOpen] = useState(false)

  async function exportData() {
    setExporting(true)
    try {
      const answer = await patientRequest<unknown>('/export')
      if (!answer.ok) throw new Error(String(answer.status))
      saveTextFile(
        JSON.stringify(answer.data, null, 2),
        'renew-medical-my-data.json',
        'application/json',
      )
    } catch {
      toast({ title: copy.exportFailed, variant: 'destructive' })
    } finally {
      setExporting(false)
    }
  }

  return (
    <div className="flex flex-col gap-4">
      <p className="text-muted-foreground">{copy.body}</p>
      <div className="flex flex-wrap gap-3">
        <Button variant="outline" onClick={() => void exportData()} disabled={exporting}>
          {exporting ? copy.exporting : copy.export}
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
  const [password, setPassword] = useState('')
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | undefined>()

  async function remove(event: FormEvent) {
    event.preventDefault()
    if (!password) {
      setError(copy.wrongPassword)
      return
    }
    setBusy(true)
    setError(undefined)
    const answer = await patientRequest('/account', {
      method: 'DELETE',
      body: { password },
    }).catch(() => null)
    setBusy(false)
    if (answer?.ok) {
      await onDeleted()
      toast({ title: copy.deleted })
      void navigate(paths.home, { replace: true })
      return
    }
    setError(answer?.status === 403 ? copy.wrongPassword : copy.failed)
  }

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
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
          </Field>
          <FormAlert message={error} />
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              {copy.cancel}
            </Button>
            <Button type="submit" variant="destructive" disabled={busy}>
              {busy ? copy.deleting : copy.confirm}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  )
}
