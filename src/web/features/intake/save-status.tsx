import { intakeCopy } from '@/content/intake'
import { cn } from '@/lib/cn'

import type { SaveStatus } from './draft-saver'

// Whether the answers are safely on the server: "Saving…", "Saved", or why not. Always in the
// page, so a screen reader hears each change.

const copy = intakeCopy.form.save

function statusWords(status: SaveStatus, guest: boolean): string {
  switch (status.state) {
    case 'idle':
      return ''
    case 'saving':
      return copy.saving
    case 'saved':
      return guest ? copy.keptInTab : copy.saved
    case 'retrying':
      return copy.retrying
    case 'signed-out':
      return copy.signedOut
    case 'refused':
      return copy.refused(status.message)
  }
}

export function SaveStatusText({
  status,
  guest = false,
}: {
  status: SaveStatus
  /** A visitor's answers are kept in the tab, not saved to an account yet. */
  guest?: boolean
}) {
  const trouble = ['retrying', 'signed-out', 'refused'].includes(status.state)
  return (
    <p
      role="status"
      data-slot="save-status"
      className={cn(
        'text-sm',
        trouble ? 'font-semibold text-destructive' : 'text-muted-foreground',
      )}
    >
      {statusWords(status, guest)}
    </p>
  )
}
