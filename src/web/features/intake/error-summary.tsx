import type * as React from 'react'

import { intakeCopy } from '@/content/intake'

import { fieldIds } from './field-ids'
import type { StepProblem } from './step-validation'

// The problems of a step, listed at its top when the patient tries to go on: each names its
// question and what to do, and links to the question's control. Focus moves here (the step
// does it), so a screen reader reads the list first.

/** Focus the question's control and bring it into view, as the link promises. */
function focusControl(event: React.MouseEvent<HTMLAnchorElement>, id: string) {
  const control = document.getElementById(id)
  if (!control) return
  event.preventDefault()
  control.focus()
  control.scrollIntoView?.({ block: 'center' })
}

export function ErrorSummary({
  problems,
  focusRef,
}: {
  problems: readonly StepProblem[]
  /** Where the step moves focus when the patient could not go on. */
  focusRef: React.RefObject<HTMLDivElement | null>
}) {
  if (problems.length === 0) return null
  return (
    <div
      ref={focusRef}
      tabIndex={-1}
      role="group"
      aria-labelledby="intake-error-summary-heading"
      data-slot="error-summary"
      className="flex flex-col gap-3 rounded-lg border-2 border-destructive bg-background p-4 focus:outline-none"
    >
      <h3 id="intake-error-summary-heading" className="text-base font-bold text-destructive">
        {intakeCopy.form.errorSummary(problems.length)}
      </h3>
      <ul className="flex list-disc flex-col gap-1 pl-5">
        {problems.map(({ question, label, message }) => {
          const target = fieldIds(question.id).control
          return (
            <li key={question.id}>
              <a
                href={`#${target}`}
                onClick={(event) => focusControl(event, target)}
                className="font-semibold text-destructive underline underline-offset-4"
              >
                {label}: {message}
              </a>
            </li>
          )
        })}
      </ul>
    </div>
  )
}
