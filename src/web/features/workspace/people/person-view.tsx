import { type FormEvent, useId, useState } from 'react'
import { Link, useSearchParams } from 'react-router'

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
import { paths } from '@/config/paths'
import { workspaceCopy } from '@/content/workspace'
import { useApiData } from '@/hooks/use-api-data'
import { toast } from '@/hooks/use-toast'
import { saveTextFile } from '@/lib/save-file'
import { pipelineLabels } from '@shared/pipeline'
import type { PersonSearchAnswer } from '@shared/workspace-wire'

import { refusalMessage, workspaceRequest } from '../api/workspace-api'
import { FormAlert } from '../workspace-fields'
import { formatWhen } from '../workspace-format'

const copy = workspaceCopy.people

/**
 * The person's address goes in a POST body, never the API's URL, where proxies would log it
 * (docs/wire-contract.md, Staff workspace).
 */
function findPerson(email: string) {
  return workspaceRequest<PersonSearchAnswer>('/people/search', { method: 'POST', body: { email } })
}

/** One person across our data, found by e-mail, with export and deletion. */
export function PersonView() {
  const id = useId()
  const [params, setParams] = useSearchParams()
  const email = params.get('email') ?? ''
  const [typed, setTyped] = useState(email)
  const person = useApiData<PersonSearchAnswer>(findPerson, email || null)

  function find(event: FormEvent) {
    event.preventDefault()
    const value = typed.trim()
    if (value) setParams({ email: value })
  }

  return (
    <div className="flex flex-col gap-6">
      <form role="search" className="flex flex-col gap-3 sm:flex-row sm:items-end" onSubmit={find}>
        <Field className="flex-1">
          <Label htmlFor={`${id}-email`}>{copy.search}</Label>
          <Input
            id={`${id}-email`}
            type="email"
            autoComplete="off"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
          />
        </Field>
        <Button type="submit">{copy.find}</Button>
      </form>
      {email === '' ? null : person.result.state === 'loading' ? (
        <p role="status">{workspaceCopy.loading}</p>
      ) : person.result.state === 'failed' ? (
        <p role="alert">{refusalMessage(person.result.body, workspaceCopy.loadFailed)}</p>
      ) : person.result.data.found ? (
        <PersonDetails person={person.result.data} onDeleted={person.reload} />
      ) : (
        <p>{copy.nothing}</p>
      )}
    </div>
  )
}

function PersonDetails({
  person,
  onDeleted,
}: {
  person: PersonSearchAnswer
  onDeleted: () => void
}) {
  const [confirming, setConfirming] = useState(false)

  async function exportJson() {
    const answer = await workspaceRequest<unknown>('/people/export', {
      method: 'POST',
      body: { email: person.email },
    })
    if (!answer.ok) {
      toast({
        title: copy.export,
        description: refusalMessage(answer.body, workspaceCopy.loadFailed),
        variant: 'destructive',
      })
      return
    }
    saveTextFile(
      JSON.stringify(answer.data, null, 2),
      'renew-medical-person-export.json',
      'application/json',
    )
  }

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap gap-3">
        <Button type="button" variant="outline" onClick={() => void exportJson()}>
          {copy.export}
        </Button>
        <Button type="button" variant="destructive" onClick={() => setConfirming(true)}>
          {copy.delete}
        </Button>
      </div>
      <section aria-labelledby="person-requests" className="flex flex-col gap-3">
        <h2 id="person-requests" className="text-xl font-bold text-navy">
          {copy.requests} ({person.consultations.length})
        </h2>
        <ul className="flex flex-col gap-3">
          {person.consultations.map((request) => (
            <li
              key={request.id}
              className="flex flex-col gap-1 rounded-lg border border-border bg-background p-4"
            >
              <Link
                to={paths.adminRequest(request.id)}
                className="font-semibold wrap-anywhere text-teal underline"
              >
                {request.firstName} {request.lastName}
              </Link>
              <p className="text-sm text-muted-foreground">
                {formatWhen(request.createdAt)} ·{' '}
                {
                  pipelineLabels.status[
                    (request.pipeline?.status ?? 'new') as keyof typeof pipelineLabels.status
                  ]
                }{' '}
                · {copy.entries(request.events.length)}
              </p>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="person-other" className="grid gap-4 md:grid-cols-3">
        <h2 id="person-other" className="sr-only">
          {copy.downloads}, {copy.newsletter}, {copy.account}
        </h2>
        <div className="rounded-lg border border-border bg-background p-4">
          <h3 className="font-semibold text-navy">
            {copy.downloads} ({person.downloads.length})
          </h3>
          <ul className="mt-2 flex flex-col gap-1 text-sm">
            {person.downloads.map((download) => (
              <li key={download.id}>
                {download.resourceTitle ?? download.id} · {formatWhen(download.createdAt)}
              </li>
            ))}
          </ul>
        </div>
        <div className="rounded-lg border border-border bg-background p-4">
          <h3 className="font-semibold text-navy">{copy.newsletter}</h3>
          <p className="mt-2 text-sm">
            {person.newsletter[0]
              ? `${copy.subscribed} · ${formatWhen(person.newsletter[0].createdAt)}`
              : copy.notSubscribed}
          </p>
        </div>
        <div className="rounded-lg border border-border bg-background p-4">
          <h3 className="font-semibold text-navy">{copy.account}</h3>
          <p className="mt-2 text-sm">
            {person.account
              ? `${copy.accountSince} ${formatWhen(person.account.createdAt)}`
              : copy.noAccount}
          </p>
        </div>
      </section>
      <DeleteDialog
        email={person.email}
        open={confirming}
        onOpenChange={setConfirming}
        onDeleted={() => {
          setConfirming(false)
          toast(copy.deleted)
          onDeleted()
        }}
      />
    </div>
  )
}

function DeleteDialog({
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
  const [error, setError] = useState<string | undefined>()
  const matches = typed.trim().toLowerCase() === email.toLowerCase()

  async function remove(event: FormEvent) {
    event.preventDefault()
    if (!matches) return
    const answer = await workspaceRequest('/people/delete', { method: 'POST', body: { email } })
    if (answer.ok) onDeleted()
    else setError(refusalMessage(answer.body, workspaceCopy.loadFailed))
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent width="narrow">
        <DialogHeader>
          <DialogTitle>{copy.confirmTitle}</DialogTitle>
          <DialogDescription>{copy.confirmBody}</DialogDescription>
        </DialogHeader>
        <form className="flex flex-col gap-4" onSubmit={(event) => void remove(event)}>
          <Field>
            <Label htmlFor={`${id}-confirm`}>{copy.confirmLabel}</Label>
            <Input
              id={`${id}-confirm`}
              autoComplete="off"
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
            />
          </Field>
          <FormAlert message={error} />
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              {copy.cancel}
            </Button>
            <Button type="submit" variant="destructive" disabled={!matches}>
              {copy.confirm}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  )
}
