import { type FormEvent, useId, useState } from 'react'
import { useSearchParams } from 'react-router'

import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { workspaceCopy } from '@/content/workspace'
import type { AuditAnswer } from '@shared/workspace-wire'

import { SelectField } from '../workspace-fields'
import { formatWhen } from '../workspace-format'

const copy = workspaceCopy.audit

/**
 * The audit log, newest first, filtered by staff member and by person (their e-mail). The filter
 * lives in the URL; the route's loader reads the log for it (app/routes/admin-audit.tsx).
 */
export function AuditView({ log }: { log: AuditAnswer }) {
  const id = useId()
  const [params, setParams] = useSearchParams()
  const [chosenActor, setChosenActor] = useState(params.get('actor') ?? '')
  const [typedEmail, setTypedEmail] = useState(params.get('email') ?? '')

  function filter(event: FormEvent) {
    event.preventDefault()
    setParams({
      ...(chosenActor ? { actor: chosenActor } : {}),
      ...(typedEmail.trim() ? { email: typedEmail.trim() } : {}),
    })
  }

  const { staff, rows } = log
  const nameOf = (actorId: string) =>
    staff.find((member) => member.id === actorId)?.email ?? actorId

  return (
    <div className="flex flex-col gap-6">
      <form
        role="search"
        className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
        onSubmit={filter}
      >
        <SelectField
          id={`${id}-actor`}
          label={copy.staff}
          value={chosenActor}
          onChange={setChosenActor}
          choices={[
            { value: '', label: copy.everyone },
            ...staff.map((member) => ({ value: member.id, label: member.email })),
          ]}
        />
        <Field>
          <Label htmlFor={`${id}-email`}>{copy.person}</Label>
          <Input
            id={`${id}-email`}
            type="email"
            autoComplete="off"
            value={typedEmail}
            onChange={(event) => setTypedEmail(event.target.value)}
          />
        </Field>
        <Button type="submit">{copy.filter}</Button>
      </form>
      {rows.length === 0 ? (
        <p>{copy.empty}</p>
      ) : (
        <ol className="flex flex-col gap-2" data-slot="audit-log">
          {rows.map((entry) => (
            <li
              key={entry.id}
              className="grid gap-1 rounded-lg border border-border bg-background p-3 text-sm md:grid-cols-[11rem_minmax(0,14rem)_minmax(0,1fr)] md:gap-4"
            >
              <p className="text-muted-foreground">
                <span className="sr-only">{copy.when}: </span>
                {formatWhen(entry.createdAt)}
              </p>
              <p className="break-all">
                <span className="sr-only">{copy.who}: </span>
                {nameOf(entry.actorId)}
              </p>
              <p className="min-w-0 break-words">
                <span className="sr-only">{copy.what}: </span>
                <span className="font-medium">
                  {copy.actions[entry.action] ?? entry.action}
                </span>{' '}
                <span className="break-all text-muted-foreground">
                  <span className="sr-only">{copy.target}: </span>
                  {entry.target}
                </span>
              </p>
            </li>
          ))}
        </ol>
      )}
    </div>
  )
}
