import { useEffect, useRef, useState } from 'react'

import type { IntakeProgram } from '@shared/intake/questionnaire'
import type { PatientIntake } from '@shared/patient-wire'

import type { DraftSaverOptions } from './draft-saver'
import { IntakeForm } from './intake-form'
import { IntakeResult } from './intake-result'
import { localDate } from './local-date'
import { useIntake } from './use-intake'

// /intake/:program for a signed-in patient (docs/architecture.md, Patient accounts and the
// intake): the questionnaire in progress, resumed where it was left, or the result of the one
// already sent — as the route's loader read it.

/** Which sent questionnaire this is (a reading again of the same one is the same). */
const sentKey = (intake: PatientIntake | null) =>
  intake && intake.status !== 'in-progress' ? `${intake.id}:${intake.updatedAt}` : null

export function IntakePage({
  program,
  intake,
  profileState = '',
  onReadAgain,
  today = localDate(),
  saverOptions,
  onSendAsGuest,
}: {
  program: IntakeProgram
  /** The questionnaire in progress, else the newest sent one, else null. */
  intake: PatientIntake | null
  /** The state the patient's profile names, answered already in a new questionnaire. */
  profileState?: string
  /** Reads the questionnaire again (it was sent from another device meanwhile). */
  onReadAgain: () => void
  /** The patient's date, YYYY-MM-DD (tests pin it). */
  today?: string
  /** Tests shorten the waits; a visitor's page saves into the tab (./guest-draft.ts). */
  saverOptions?: DraftSaverOptions
  /** A visitor without an account: sending goes on to make one (IntakeForm). */
  onSendAsGuest?: () => void
}) {
  const resultHeading = useRef<HTMLHeadingElement>(null)
  // Focus follows what the patient did: to the result once they sent it from here, to the first
  // step once they start again; a page that merely loads leaves focus where it is.
  const [justSent, setJustSent] = useState(false)
  // The sent questionnaire the patient started a new one after, and how many they started.
  const [leftBehind, setLeftBehind] = useState<{ key: string; round: number } | null>(null)
  const sent = sentKey(intake)
  const showResult = intake !== null && sent !== null && sent !== leftBehind?.key

  useEffect(() => {
    if (justSent && showResult) resultHeading.current?.focus()
  }, [justSent, showResult])

  if (showResult) {
    return (
      <IntakeResult
        intake={intake}
        headingRef={resultHeading}
        onStartNew={() => {
          setJustSent(false)
          setLeftBehind({ key: sent, round: (leftBehind?.round ?? 0) + 1 })
        }}
      />
    )
  }
  return (
    // A questionnaire begun anew starts from nothing, never from the one sent.
    <Questionnaire
      key={leftBehind?.round ?? 0}
      program={program}
      begun={sent === null ? intake : null}
      profileState={profileState}
      today={today}
      focusFirstHeading={leftBehind !== null}
      saverOptions={saverOptions}
      onClosed={onReadAgain}
      onSend={() => setJustSent(true)}
      onSendAsGuest={onSendAsGuest}
    />
  )
}

function Questionnaire({
  program,
  begun,
  profileState,
  today,
  focusFirstHeading,
  saverOptions,
  onClosed,
  onSend,
  onSendAsGuest,
}: {
  program: IntakeProgram
  begun: PatientIntake | null
  profileState: string
  today: string
  focusFirstHeading: boolean
  saverOptions: DraftSaverOptions | undefined
  onClosed: () => void
  onSend: () => void
  onSendAsGuest: (() => void) | undefined
}) {
  const intake = useIntake(program, begun, {
    saverOptions,
    onClosed,
    // A new questionnaire starts with the state the patient already gave (it is in every
    // program's first step); it is saved with the first answer typed.
    seed: profileState ? { state: profileState } : undefined,
  })
  return (
    <IntakeForm
      program={program}
      intake={intake}
      today={today}
      focusFirstHeading={focusFirstHeading}
      onSend={onSend}
      onSendAsGuest={onSendAsGuest}
    />
  )
}
