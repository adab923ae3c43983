import { useEffect, useRef, useState } from 'react'

import { LoadState } from '@/components/ui/load-state'
import { intakeCopy } from '@/content/intake'
import type { IntakeProgram } from '@shared/intake/questionnaire'

import type { DraftSaverOptions } from './draft-saver'
import { IntakeForm } from './intake-form'
import { IntakeResult } from './intake-result'
import { localDate } from './local-date'
import { useIntake } from './use-intake'

// /intake/:program for a signed-in patient (docs/architecture.md, Patient accounts and the
// intake): the questionnaire in progress, resumed where it was left, or the result of the one
// already sent.

const copy = intakeCopy.form

export function IntakePage({
  program,
  today = localDate(),
  saverOptions,
}: {
  program: IntakeProgram
  /** The patient's date, YYYY-MM-DD (tests pin it). */
  today?: string
  /** Tests shorten the waits. */
  saverOptions?: DraftSaverOptions
}) {
  const intake = useIntake(program, saverOptions)
  const resultHeading = useRef<HTMLHeadingElement>(null)
  // Focus follows what the patient did: to the result once they send, to the first step once
  // they start again; a page that merely loads leaves focus where it is.
  const [justSent, setJustSent] = useState(false)
  const [startedNew, setStartedNew] = useState(false)
  const { view } = intake

  useEffect(() => {
    if (justSent && view.kind === 'sent') resultHeading.current?.focus()
  }, [justSent, view])

  switch (view.kind) {
    case 'loading':
      return <p aria-live="polite">{copy.loading}</p>
    case 'load-failed':
      return (
        <LoadState
          kind="failed"
          message={copy.loadFailed}
          retryLabel={copy.retry}
          onRetry={() => intake.reload()}
        />
      )
    case 'sent':
      return (
        <IntakeResult
          intake={view.intake}
          headingRef={resultHeading}
          onStartNew={() => {
            setJustSent(false)
            setStartedNew(true)
            intake.startNew()
          }}
        />
      )
    case 'answering':
      return (
        <IntakeForm
          program={program}
          intake={intake}
          today={today}
          focusFirstHeading={startedNew}
          onSent={() => setJustSent(true)}
        />
      )
  }
}
