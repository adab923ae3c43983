import type * as React from 'react'

import { ordersCopy } from '@/content/orders'

// The summary at the top of /checkout's form (docs/architecture.md, Orders): it takes focus when
// an attempt to send finds something wrong.

const copy = ordersCopy.checkout

/** What is wrong, in the page's order, each entry a link that moves focus to where it is fixed. */
export function ErrorSummary({
  id,
  summary,
  summaryRef,
}: {
  id: string
  summary: { target: string; message: string }[]
  summaryRef: React.RefObject<HTMLDivElement | null>
}) {
  return (
    <div
      ref={summaryRef}
      tabIndex={-1}
      role="alert"
      aria-labelledby={id}
      data-slot="error-summary"
      className="flex flex-col gap-2 rounded-lg border-2 border-destructive bg-background p-4 focus:outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      <h2 id={id} className="font-bold text-destructive">
        {copy.fix(summary.length)}
      </h2>
      <ul className="flex list-disc flex-col gap-1 pl-5">
        {summary.map(({ target, message }) => (
          <li key={`${target} ${message}`}>
            <a
              href={`#${target}`}
              className="font-medium text-destructive underline underline-offset-4"
              onClick={(event) => {
                // Focus, not only scroll: the patient lands in the field to fix.
                event.preventDefault()
                document.getElementById(target)?.focus()
              }}
            >
              {message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  )
}
