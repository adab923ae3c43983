import { type FormEvent, useId, useRef, useState } from 'react'
import { Link, useSearchParams } from 'react-router'

import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { paths } from '@/config/paths'
import { workspaceCopy } from '@/content/workspace'
import { useChange } from '@/hooks/use-change'
import { toast } from '@/hooks/use-toast'
import { saveTextFile } from '@/lib/save-file'
import { pipelineLabels } from '@shared/pipeline'
import type { PersonDeletionPreview, PersonSearchAnswer } from '@shared/workspace-wire'

import { refusalMessage } from '../api/workspace-api'
import { formatWhen } from '../workspace-format'
import { exportPerson } from './api/people-api'
import { DeleteDialog, type DeletionChange } from './person-deletion-dialog'

const copy = workspaceCopy.people

/**
 * One person across our data, found by e-mail, with export and deletion. The address searched
 * for is in the page's URL; the route's loader finds the person (null: no search yet) and its
 * action deletes them (app/routes/admin-people.tsx). `confirm=delete` in the URL opens the
 * deletion's confirmation, `preview` being what it would remove.
 */
export function PersonView({
  person,
  preview,
}: {
  person: PersonSearchAnswer | null
  preview: PersonDeletionPreview | null
}) {
  const id = useId()
  const [params, setParams] = useSearchParams()
  const [typed, setTyped] = useState(params.get('email') ?? '')
  const search = useRef<HTMLInputElement>(null)
  // Held here, not in the person's details: once deleted, the page's loader has read the address
  // again and finds nothing, so the details (and the dialog) are gone when the answer is told.
  const deletion = useChange({
    onAnswer: (answer) => {
      if (!answer.ok) return
      search.current?.focus()
      toast(copy.deleted)
    },
  })

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
            ref={search}
            type="email"
            autoComplete="off"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
          />
        </Field>
        <Button type="submit">{copy.find}</Button>
      </form>
      {person === null ? null : person.found ? (
        <PersonDetails person={person} preview={preview} deletion={deletion} />
      ) : (
        <p>{copy.nothing}</p>
      )}
    </div>
  )
}

function PersonDetails({
  person,
  preview,
  deletion,
}: {
  person: PersonSearchAnswer
  preview: PersonDeletionPreview | null
  deletion: DeletionChange
}) {
  // The confirmation is in the URL, so its loader counts what the deletion removes.
  const [params, setParams] = useSearchParams()
  const confirming = params.get('confirm') === 'delete'
  const setConfirming = (open: boolean) =>
    setParams(open ? { email: person.email, confirm: 'delete' } : { email: person.email }, {
      replace: !open,
      preventScrollReset: true,
    })

  // A download, not the page's data: asked for on the click, and nothing on the page changes.
  async function exportJson() {
    const answer = await exportPerson(person.email)
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
        preview={preview}
        open={confirming}
        onOpenChange={setConfirming}
        deletion={deletion}
      />
    </div>
  )
}
