import { useId, useState } from 'react'
import { Link } from 'react-router'

import { Button } from '@/components/ui/button'
import { FormAlert } from '@/components/ui/form-alert'
import { paths } from '@/config/paths'
import { workspaceCopy } from '@/content/workspace'
import { useChange } from '@/hooks/use-change'
import { toast } from '@/hooks/use-toast'
import { cn } from '@/lib/cn'
import type { IntakeProgram } from '@shared/intake/questionnaire'
import type { QueueRow } from '@shared/workspace-wire'

import { refusalMessage } from '../api/workspace-api'
import { formatDuration, formatWhen } from '../workspace-format'
import type { QueueChange } from './api/pipeline-api'
import { duplicatePeople, MergeOffers } from './queue-merge'

const copy = workspaceCopy.queue

/** The rows of one person (the same lower-cased e-mail), in the order of their oldest row. */
export function groupByPerson(rows: readonly QueueRow[]): QueueRow[][] {
  const groups = new Map<string, QueueRow[]>()
  for (const row of rows) groups.set(row.person, [...(groups.get(row.person) ?? []), row])
  return [...groups.values()]
}

/**
 * Everyone who needs a human, one card per person with each of their rows: why it is there, how
 * long it has waited against the 24-hour promise, possible duplicates, and a link to its own
 * page. A person held by an account or a visit can be marked contacted here.
 */
export function QueueList({ rows, now }: { rows: readonly QueueRow[]; now: string }) {
  const byKey = new Map(rows.map((row) => [row.key, row]))
  // Held here, not in the person's card: the card leaves the queue once its person is marked,
  // and the answer is told after the queue was read again.
  const change = useChange({ onAnswer: (answer) => answer.ok && toast(copy.marked) })
  const [asked, setAsked] = useState<string | null>(null)
  const refused =
    change.answer && !change.answer.ok ? refusalMessage(change.answer.body, copy.markFailed) : null
  const mark: Mark = {
    busy: change.busy,
    refusedFor: (email) => (email === asked ? refused : null),
    submit: (email) => {
      setAsked(email)
      change.submit({ intent: 'contacted', email } satisfies QueueChange)
    },
  }
  return (
    <ol className="flex flex-col gap-3" data-slot="queue">
      {groupByPerson(rows).map((group) => (
        <PersonCard key={group[0]!.person} rows={group} now={now} byKey={byKey} mark={mark} />
      ))}
    </ol>
  )
}

type Mark = {
  busy: boolean
  refusedFor: (email: string) => string | null
  submit: (email: string) => void
}

function PersonCard({
  rows,
  now,
  byKey,
  mark,
}: {
  rows: QueueRow[]
  now: string
  byKey: Map<string, QueueRow>
  mark: Mark
}) {
  const first = rows[0]!
  const named = rows.find((row) => row.firstName || row.lastName)
  const name = named ? [named.firstName, named.lastName].filter(Boolean).join(' ') : copy.noName
  const phone = rows.find((row) => row.phone)?.phone
  const located = rows.find((row) => row.state !== null)
  const overdue = rows.some((row) => row.overdue)
  const needsMark = rows.some((row) => row.kind === 'account' || row.kind === 'visit')
  const others = duplicatePeople(rows, byKey)
  const headingId = useId()
  return (
    <li
      data-slot="queue-person"
      data-overdue={overdue || undefined}
      className={cn(
        'flex flex-col gap-3 rounded-lg border bg-background p-4 shadow-xs',
        overdue ? 'border-destructive' : 'border-border',
      )}
    >
      <div className="flex flex-col gap-1">
        <h3
          id={headingId}
          tabIndex={-1}
          className="flex flex-wrap items-center gap-2 font-semibold wrap-anywhere text-navy"
        >
          {name}
          {overdue ? (
            <span className="rounded-full bg-destructive px-2 py-0.5 text-xs font-bold text-white">
              {copy.overdueBadge}
            </span>
          ) : null}
        </h3>
        <p className="text-sm text-muted-foreground">
          <span className="break-all">{first.email}</span> ·{' '}
          <span className="whitespace-nowrap">{phone ?? copy.noPhone}</span> ·{' '}
          <span>
            {located?.state ? copy.state(located.state, located.served === true) : copy.noState}
          </span>
        </p>
      </div>
      <ul className="flex flex-col divide-y divide-border border-t border-border">
        {rows.map((row) => (
          <RowItem key={row.key} row={row} now={now} byKey={byKey} name={name} />
        ))}
      </ul>
      <MergeOffers person={first.person} others={others} headingId={headingId} />
      {needsMark ? (
        <div className="flex flex-col gap-2">
          <FormAlert message={mark.refusedFor(first.email) ?? undefined} />
          <Button
            type="button"
            size="sm"
            className="self-start"
            disabled={mark.busy}
            onClick={() => mark.submit(first.email)}
          >
            {copy.markContacted}
            <span className="sr-only">: {name}</span>
          </Button>
        </div>
      ) : null}
    </li>
  )
}

function RowItem({
  row,
  now,
  byKey,
  name,
}: {
  row: QueueRow
  now: string
  byKey: Map<string, QueueRow>
  name: string
}) {
  const duplicates = row.duplicates.flatMap((duplicate) => {
    const other = byKey.get(duplicate.key)
    if (!other) return []
    const who = duplicate.reason === 'phone' ? ` ${other.email}` : ''
    return [`${copy.kind[other.kind]}${who} (${copy.duplicateBy[duplicate.reason]})`]
  })
  return (
    <li
      data-kind={row.kind}
      data-overdue={row.overdue || undefined}
      className="flex flex-col gap-2 pt-3 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex min-w-0 flex-col gap-1">
        <p className="font-medium wrap-anywhere text-navy">{reasonOf(row)}</p>
        <p className={cn('text-sm', row.overdue ? 'text-destructive' : 'text-muted-foreground')}>
          {copy.since} {formatWhen(row.since)} ·{' '}
          {copy.waited(formatDuration(Date.parse(now) - Date.parse(row.since)))}
          {row.overdue ? <span className="sr-only"> ({copy.overdueBadge})</span> : null}
        </p>
        {duplicates.length > 0 ? (
          <p
            className="self-start rounded-md bg-amber/20 px-2 py-1 text-sm wrap-anywhere text-navy"
            data-slot="duplicate"
          >
            {copy.duplicate} {duplicates.join(', ')}
          </p>
        ) : null}
      </div>
      <Button asChild variant="outline" size="sm" className="self-start sm:self-center">
        <Link to={linkOf(row)}>
          {copy.open[row.kind]}
          <span className="sr-only">: {name}</span>
        </Link>
      </Button>
    </li>
  )
}

function reasonOf(row: QueueRow): string {
  switch (row.kind) {
    case 'request':
      return copy.reason.request
    case 'account':
      return copy.reason.account
    case 'intake':
      return copy.reason.intake(
        workspaceCopy.intakeLabels.program[row.detail as IntakeProgram] ?? row.detail ?? '',
      )
    case 'order':
      return copy.reason.order(row.detail ?? '')
    case 'visit':
      return copy.reason.visit(row.detail ? formatWhen(row.detail) : '')
  }
}

/** Each row's own page; a visit opens the calendar on its day. */
export function linkOf(row: QueueRow): string {
  switch (row.kind) {
    case 'request':
      return paths.adminRequest(row.recordId)
    case 'account':
      return paths.adminPerson(`account:${row.recordId}`)
    case 'intake':
      return paths.adminIntake(row.recordId)
    case 'order':
      return paths.adminOrder(row.recordId)
    case 'visit':
      return `${paths.adminCalendar}?date=${localDay(row.detail ?? row.since)}`
  }
}

function localDay(iso: string): string {
  const at = new Date(iso)
  const pad = (value: number) => String(value).padStart(2, '0')
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`
}
