import { useRef, useState } from 'react'

import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'
import { FormAlert } from '@/components/ui/form-alert'
import { workspaceCopy } from '@/content/workspace'
import { useChange } from '@/hooks/use-change'
import { toast } from '@/hooks/use-toast'
import type { QueueRow } from '@shared/workspace-wire'

import { refusalMessage } from '../api/workspace-api'
import type { QueueChange } from './api/pipeline-api'

const copy = workspaceCopy.personChanges.merge

/** The other people (by address) flagged as possible duplicates of any of `rows`, by phone. */
export function duplicatePeople(rows: readonly QueueRow[], byKey: Map<string, QueueRow>): string[] {
  const people = new Set<string>()
  for (const row of rows) {
    for (const duplicate of row.duplicates) {
      const other = byKey.get(duplicate.key)
      if (other && other.person !== row.person) people.add(other.person)
    }
  }
  return [...people]
}

/**
 * "Merge into …" for each person flagged as a possible duplicate of this one, each behind a
 * confirmation naming both (docs/decisions/042-a-person-deleted-whole-and-merged-by-link.md).
 * Once merged the offer is gone, so focus goes to the person's heading (`headingId`).
 */
export function MergeOffers({
  person,
  others,
  headingId,
}: {
  person: string
  others: readonly string[]
  headingId: string
}) {
  const [into, setInto] = useState<string | null>(null)
  const merged = useRef(false)
  const merge = useChange({
    onAnswer: (answer) => {
      if (!answer.ok) return
      merged.current = true
      setInto(null)
      toast(copy.merged)
    },
  })
  const refused =
    merge.answer && !merge.answer.ok ? refusalMessage(merge.answer.body, copy.failed) : undefined
  return (
    <>
      {others.length > 0 ? (
        <div className="flex flex-wrap gap-2">
          {others.map((other) => (
            <Button
              key={other}
              type="button"
              size="inline"
              variant="outline"
              // A long address wraps inside the button, which keeps a small button's height as
              // its least: the base's nowrap and the small size's fixed height would push it off
              // a phone's screen.
              className="min-h-9 max-w-full px-3 py-1.5 text-left"
              onClick={() => setInto(other)}
            >
              <span className="min-w-0 wrap-anywhere whitespace-normal">{copy.button(other)}</span>
            </Button>
          ))}
        </div>
      ) : null}
      <Dialog open={into !== null} onOpenChange={(open) => !open && setInto(null)}>
        <DialogContent
          width="narrow"
          onCloseAutoFocus={(event) => {
            if (!merged.current) return
            merged.current = false
            event.preventDefault()
            document.getElementById(headingId)?.focus()
          }}
        >
          <DialogHeader>
            <DialogTitle>{copy.title}</DialogTitle>
            <DialogDescription className="wrap-anywhere">
              {into ? copy.body(person, into) : null}
            </DialogDescription>
          </DialogHeader>
          <FormAlert message={refused} />
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button type="button" variant="outline" onClick={() => setInto(null)}>
              {copy.cancel}
            </Button>
            <Button
              type="button"
              disabled={merge.busy || into === null}
              onClick={() =>
                into && merge.submit({ intent: 'merge', from: person, into } satisfies QueueChange)
              }
            >
              {copy.confirm}
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </>
  )
}
