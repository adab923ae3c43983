import { useEffect, useState } from 'react'
import { Link } from 'react-router'

import { Button } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { workspaceCopy } from '@/content/workspace'
import { cn } from '@/lib/cn'
import { can, type StaffRole } from '@shared/roles'
import type { IntakeQueueRow } from '@shared/workspace-wire'

import { formatDuration, formatWhen } from '../workspace-format'

const copy = workspaceCopy.intakes
const labels = workspaceCopy.intakeLabels
/** How often the waiting times move on; the list itself is not re-read (see below). */
const CLOCK_MS = 60_000

/** The time now, moved on every `everyMs`. */
function useNow(everyMs: number): number {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), everyMs)
    return () => window.clearInterval(timer)
  }, [everyMs])
  return now
}

/**
 * The submitted health questionnaires awaiting a physician's review, flagged first, then the
 * longest waiting (the server's order, docs/wire-contract.md, Staff workspace), as the route's
 * loader read them (app/routes/admin-intakes.tsx). Read once, not again on an interval: every
 * read of this list is an audit record of its own. Every staff member sees the queue; only a
 * role that may read the answers (a physician, docs/architecture.md, Roles) is offered Review,
 * the others are told why.
 */
export function IntakeQueueView({
  rows,
  staffRole,
}: {
  rows: IntakeQueueRow[]
  staffRole: StaffRole | undefined
}) {
  const now = useNow(CLOCK_MS)
  const canOpen = can(staffRole, 'intakes.read')

  return (
    <section aria-labelledby="intakes-heading" className="flex flex-col gap-3">
      <h2 id="intakes-heading" className="text-xl font-bold text-navy">
        {copy.waiting} ({rows.length})
      </h2>
      {canOpen ? null : (
        <p data-slot="physician-only" className="max-w-3xl rounded-md border border-border p-3">
          {copy.physicianOnly}
        </p>
      )}
      {rows.length === 0 ? (
        <p>{copy.empty}</p>
      ) : (
        <ol className="flex flex-col gap-3" data-slot="intake-queue">
          {rows.map((row) => (
            <IntakeCard key={row.id} row={row} now={now} canOpen={canOpen} />
          ))}
        </ol>
      )}
    </section>
  )
}

function IntakeCard({ row, now, canOpen }: { row: IntakeQueueRow; now: number; canOpen: boolean }) {
  const who = row.name ?? row.email
  return (
    <li
      data-flagged={row.flagged || undefined}
      className={cn(
        'flex flex-col gap-2 rounded-lg border bg-background p-4 shadow-xs sm:flex-row sm:items-center sm:justify-between',
        row.flagged ? 'border-destructive' : 'border-border',
      )}
    >
      <div className="flex min-w-0 flex-col gap-1">
        <p className="flex flex-wrap items-center gap-2 font-semibold text-navy">
          <span className="min-w-0 wrap-anywhere">{who}</span>
          {row.flagged ? (
            <span className="rounded-full bg-destructive px-2 py-0.5 text-xs font-bold text-white">
              {copy.flaggedBadge}
            </span>
          ) : null}
        </p>
        {row.name ? <p className="text-sm break-all text-muted-foreground">{row.email}</p> : null}
        <p className="text-sm text-muted-foreground">
          {labels.program[row.program] ?? row.program} · {copy.firstLook}:{' '}
          <span className="font-medium text-foreground">
            {labels.outcome[row.outcome] ?? row.outcome}
          </span>
        </p>
        <p className="text-sm text-muted-foreground">
          {copy.submitted} {formatWhen(row.submittedAt)} · {copy.waited}{' '}
          {formatDuration(now - Date.parse(row.submittedAt))}
        </p>
      </div>
      {canOpen ? (
        <Button asChild variant="outline" size="sm" className="self-start sm:self-center">
          <Link to={paths.adminIntake(row.id)}>
            {copy.review}
            <span className="sr-only">: {who}</span>
          </Link>
        </Button>
      ) : null}
    </li>
  )
}
