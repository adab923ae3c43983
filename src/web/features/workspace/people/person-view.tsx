import type * as React from 'react'
import { Link, useNavigate, useSearchParams } from 'react-router'

import { Button } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { workspaceCopy } from '@/content/workspace'
import { useChange } from '@/hooks/use-change'
import { toast } from '@/hooks/use-toast'
import { saveTextFile } from '@/lib/save-file'
import { intakeDecisionLabels } from '@shared/intake-review'
import type { PersonDeletionPreview, PersonPage } from '@shared/workspace-wire'

import { refusalMessage } from '../api/workspace-api'
import { formatWhen } from '../workspace-format'
import { exportPerson } from './api/people-api'
import { DeleteDialog } from './person-deletion-dialog'
import { PersonTimeline } from './person-timeline'

const copy = workspaceCopy.person

/**
 * One person across our data (docs/architecture.md, Staff workspace, People): their details as
 * last given, their care, who owns them, and one timeline of everything, with export and
 * deletion. Read by the route's loader from a reference to one of their records
 * (app/routes/admin-person.tsx), whose action deletes them.
 */
export function PersonView({
  person,
  preview,
}: {
  person: PersonPage
  /** What the deletion would remove, counted while its confirmation is open. */
  preview: PersonDeletionPreview | null
}) {
  const navigate = useNavigate()
  // The confirmation is in the URL, so the route's loader counts what the deletion removes.
  const [params, setParams] = useSearchParams()
  const confirming = params.get('confirm') === 'delete'
  const setConfirming = (open: boolean) =>
    setParams(open ? { confirm: 'delete' } : {}, { replace: !open, preventScrollReset: true })
  const deletion = useChange({
    onAnswer: (answer) => {
      if (!answer.ok) return
      toast(copy.deleted)
      void navigate(paths.adminPeople)
    },
  })
  const { details } = person
  const name = [details.firstName, details.lastName].filter(Boolean).join(' ')

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
    <div className="flex flex-col gap-6" data-slot="person-page">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h2 className="text-2xl font-bold wrap-anywhere text-navy">{name || person.email}</h2>
          <p className="text-sm wrap-anywhere text-muted-foreground">{person.emails.join(', ')}</p>
          <Link to={paths.adminPeople} className="text-sm font-semibold text-teal underline">
            {copy.back}
          </Link>
        </div>
        <div className="flex flex-wrap gap-3">
          <Button type="button" variant="outline" onClick={() => void exportJson()}>
            {copy.export}
          </Button>
          <Button type="button" variant="destructive" onClick={() => setConfirming(true)}>
            {copy.delete}
          </Button>
        </div>
      </div>
      <div className="grid gap-4 md:grid-cols-3">
        <Card title={copy.details}>
          <Fact label={copy.name} value={name || null} />
          <Fact label={copy.email} value={person.email} />
          <Fact label={copy.phone} value={details.phone} />
          <Fact label={copy.state} value={details.state} />
          <Fact
            label={copy.address}
            value={
              details.address
                ? [
                    details.address.line1,
                    details.address.line2,
                    `${details.address.city}, ${details.address.state} ${details.address.zip}`,
                  ]
                    .filter(Boolean)
                    .join(', ')
                : null
            }
          />
        </Card>
        <Card title={copy.care}>
          <Fact label={copy.questionnaire} value={careWords(person)} />
          <Fact
            label={copy.served}
            value={
              person.care.served === null
                ? copy.servedUnknown
                : person.care.served
                  ? copy.servedYes
                  : copy.servedNo
            }
          />
        </Card>
        <Card title={copy.owner}>
          <Fact label={copy.assignedTo} value={person.owner?.email || copy.noOwner} />
        </Card>
      </div>
      <PersonTimeline items={person.timeline} />
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

function careWords(person: PersonPage): string {
  const latest = person.care.questionnaire
  if (!latest) return copy.noQuestionnaire
  const program = copy.programs[latest.program]
  const decision = latest.decision ? intakeDecisionLabels[latest.decision] : copy.awaitingDecision
  return `${program}, ${formatWhen(latest.submittedAt)}: ${decision}`
}

function Card({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="flex flex-col gap-2 rounded-lg border border-border bg-background p-4">
      <h3 className="font-semibold text-navy">{title}</h3>
      <dl className="flex flex-col gap-2">{children}</dl>
    </section>
  )
}

function Fact({ label, value }: { label: string; value: string | null }) {
  return (
    <div>
      <dt className="text-xs font-semibold text-muted-foreground uppercase">{label}</dt>
      <dd className="text-sm wrap-anywhere">{value ?? copy.notGiven}</dd>
    </div>
  )
}
