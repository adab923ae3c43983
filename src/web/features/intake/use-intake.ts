import { useEffect, useState } from 'react'

import { intakeCopy } from '@/content/intake'
import {
  type IntakeAnswerValue,
  type IntakeProgram,
  intakeQuestionnaires,
} from '@shared/intake/questionnaire'
import type { PatientIntake } from '@shared/patient-wire'

import type { AnswerMap } from './api/intake-api'
import { createDraftSaver, type DraftSaverOptions, type SaveStatus } from './draft-saver'
import { type NumberTexts, parseNumberText } from './step-validation'

// The questionnaire the patient is answering on this page: begun from what the route's loader
// read (the one in progress, resumed at its saved step; or nothing, a new one), the answers as
// they type them, saved as they go (draft-saver.ts). What the page read again later never
// replaces what is typed here: only a save or a submission answered "stale" brings newer answers,
// laid under the ones changed here (docs/architecture.md, Patient accounts and the intake).

/** The step after the questionnaire's own: every answer read back before sending. */
export const REVIEW_STEP = 'review'

/** The step ids in order, the review last. */
export function stepOrder(program: IntakeProgram): string[] {
  return [...intakeQuestionnaires[program].steps.map((step) => step.id), REVIEW_STEP]
}

/** Where a saved questionnaire resumes: its saved step, or the first for an unknown one. */
function resumeStep(program: IntakeProgram, saved: string | null | undefined): string {
  const order = stepOrder(program)
  return saved && order.includes(saved) ? saved : order[0]!
}

function withAnswer(answers: AnswerMap, id: string, value: IntakeAnswerValue | undefined) {
  const next = { ...answers }
  if (value === undefined) delete next[id]
  else next[id] = value
  return next
}

export function useIntake(
  program: IntakeProgram,
  /** The questionnaire in progress as the page first read it; null for a new one. */
  begun: PatientIntake | null,
  {
    saverOptions,
    onClosed,
    seed,
  }: {
    saverOptions?: DraftSaverOptions
    /** Answers a new questionnaire starts with (the profile's state). */
    seed?: AnswerMap
    /** Sent from another device meanwhile: the page reads it again to show it as it now stands. */
    onClosed: () => void
  },
) {
  const [answers, setAnswers] = useState<AnswerMap>(() => begun?.answers ?? seed ?? {})
  const [numberTexts, setNumberTexts] = useState<NumberTexts>({})
  const [step, setStep] = useState(() => resumeStep(program, begun?.step))
  const [saveStatus, setSaveStatus] = useState<SaveStatus>({ state: 'idle' })
  const [notice, setNotice] = useState<string | undefined>()

  function takeNewer(intake: PatientIntake) {
    setAnswers(intake.answers)
    setNumberTexts({})
    setNotice(intakeCopy.form.stale)
  }

  const [saver] = useState(() => {
    const created = createDraftSaver(
      program,
      { onStatus: setSaveStatus, onStale: takeNewer, onClosed: () => onClosed() },
      saverOptions,
    )
    created.reset(begun?.version, begun?.answers ?? {})
    return created
  })

  // Leaving the page sends what is still waiting to be saved.
  useEffect(() => () => saver.dispose(), [saver])

  return {
    answers,
    numberTexts,
    step,
    saveStatus,
    /** Said once, when another device's answers replaced these. */
    notice,

    answer(id: string, value: IntakeAnswerValue | undefined) {
      const next = withAnswer(answers, id, value)
      setAnswers(next)
      saver.change(next, step)
    },

    /** A number box changed: the words are kept as typed, the answer only once it is a number. */
    typeNumber(id: string, text: string) {
      const next = withAnswer(answers, id, parseNumberText(text))
      setNumberTexts({ ...numberTexts, [id]: text })
      setAnswers(next)
      saver.change(next, step)
    },

    goTo(target: string) {
      setStep(target)
      setNotice(undefined)
      saver.saveNow(answers, target)
    },

    /**
     * Save whatever waits; the version a submission names once the server has every answer,
     * else undefined.
     */
    async flush(): Promise<number | undefined> {
      return (await saver.flush()) ? saver.version : undefined
    },

    /** A submission was answered "stale": the newer answers, to be checked again. */
    takeStale(intake: PatientIntake) {
      saver.reset(intake.version, intake.answers)
      takeNewer(intake)
    },
  }
}

export type IntakeState = ReturnType<typeof useIntake>
