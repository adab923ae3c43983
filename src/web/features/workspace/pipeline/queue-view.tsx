import { workspaceCopy } from '@/content/workspace'
import { useReadAgain } from '@/hooks/use-read-again'

import type { QueuePage } from './api/pipeline-api'
import { QueueFigures } from './queue-figures'
import { QueueList } from './queue-list'

const copy = workspaceCopy.queue
/** New rows appear within this, without a reload (the promise is measured live). */
const READ_AGAIN_MS = 20_000

/**
 * The queue of everyone who needs a human, and the figures of the 24-hour promise, as the
 * route's loader read them (app/routes/admin-queue.tsx). The list comes first — on a phone it is
 * what staff see on arrival — and the figures after it, or beside it from 1280 px. The front
 * desk keeps it open all day: it is read again every 20 s and when the tab comes back into view;
 * a read again that fails keeps what was shown below the failure (app/workspace-page.tsx).
 */
export function QueueView({ page }: { page: QueuePage }) {
  useReadAgain(READ_AGAIN_MS)
  const { now, rows } = page.queue
  return (
    <div className="grid grid-cols-1 gap-8 xl:grid-cols-[minmax(0,1fr)_22rem] xl:items-start">
      <section aria-labelledby="queue-heading" className="flex min-w-0 flex-col gap-3">
        <h2 id="queue-heading" className="text-xl font-bold text-navy">
          {copy.waiting} ({rows.length})
        </h2>
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {copy.updated}
        </p>
        {rows.length === 0 ? <p>{copy.empty}</p> : <QueueList rows={rows} now={now} />}
      </section>
      <QueueFigures figures={page.figures} />
    </div>
  )
}
