import { useEffect, useState } from 'react'

import { intakeCopy } from '@/content/intake'
import type { MissingAnswer } from '@shared/intake/answers'
import {
  type IntakeAnswerValue,
  type IntakeProgram,
  intakeQuestionnaires,
} from '@shared/intake/questionnaire'
import type { PatientIntake } from '@shared/patient-wire'

import { type AnswerMap, loadIntake, submitIntake } from './api/intake-api'
import { createDraftSaver, type DraftSaverOptions, type SaveStatus } from './draft-saver'
import { type NumberTexts, parseNumberText } from './step-validation'

// The patient's questionnaire on this page: loaded from the server (the one in progress, resumed
// at its saved step, or the one already sent), the answers as they type them, saved as they go
// (draft-saver.ts), and its submission.

/** The step after the questionnaire's own: every answer read back before sending. */
export const REVIEW_STEP = 'review'

export type IntakeView =
  | { kind: 'loading' }
  | { kind: 'load-failed' }
  | { kind: 'answering' }
  | { kind: 'sent'; intake: PatientIntake }

export type SubmitOutcome =
  | { kind: 'sent' }
  | { kind: 'incomplete'; missing: readonly MissingAnswer[] }
  | { kind: 'failed' }
  /** The answers changed on another device: the newer ones are shown, to be checked again. */
  | { kind: 'stale' }

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

export function useIntake(program: IntakeProgram, saverOptions?: DraftSaverOptions) {
  const [view, setView] = useState<IntakeView>({ kind: 'loading' })
  const [answers, setAnswers] = useState<AnswerMap>({})
  const [numberTexts, setNumberTexts] = useState<NumberTexts>({})
  const [step, setStep] = useState(() => resumeStep(program, null))
  const [saveStatus, setSaveStatus] = useState<SaveStatus>({ state: 'idle' })
  const [notice, setNotice] = useState<string | undefined>()
  const [loadRound, setLoadRound] = useState(0)
  const [saver] = useState(() =>
    createDraftSaver(
      program,
      {
        onStatus: setSaveStatus,
        onStale: (intake) => {
          setAnswers(intake.answers)
          setNumberTexts({})
          setNotice(intakeCopy.form.stale)
        },
        // Sent from another device meanwhile: show it as it now stands.
        onClosed: () => setLoadRound((round) => round + 1),
      },
      saverOptions,
    ),
  )

  useEffect(() => {
    let active = true
    void loadIntake(program).then((result) => {
      if (!active) return
      if (result.kind === 'failed') {
        setView({ kind: 'load-failed' })
        return
      }
      const intake = result.intake
      if (intake && intake.status !== 'in-progress') {
        setView({ kind: 'sent', intake })
        return
      }
      saver.reset(intake?.version, intake?.answers ?? {})
      setAnswers(intake?.answers ?? {})
      setNumberTexts({})
      setStep(resumeStep(program, intake?.step))
      setView({ kind: 'answering' })
    })
    return () => {
      active = false
    }
  }, [program, saver, loadRound])

  // Leaving the page sends what is still waiting to be saved.
  useEffect(() => () => saver.dispose(), [saver])

  return {
    view,
    answers,
    numberTexts,
    step,
    saveStatus,
    /** Said once, when another device's answers replaced these. */
    notice,

    reload() {
      setView({ kind: 'loading' })
      setLoadRound((round) => round + 1)
    },

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

    async submit(today: string): Promise<SubmitOutcome> {
      if (!(await saver.flush()) || saver.version === undefined) return { kind: 'failed' }
      const result = await submitIntake(program, { version: saver.version, today })
      switch (result.kind) {
        case 'submitted':
          setView({ kind: 'sent', intake: result.intake })
          return { kind: 'sent' }
        case 'incomplete':
          return { kind: 'incomplete', missing: result.missing }
        case 'stale':
          saver.reset(result.intake.version, result.intake.answers)
          setAnswers(result.intake.answers)
          setNumberTexts({})
          setNotice(intakeCopy.form.stale)
          return { kind: 'stale' }
        case 'not-in-progress':
          setLoadRound((round) => round + 1)
          return { kind: 'sent' }
        default:
          return { kind: 'failed' }
      }
    },

    /** After a physician's review: a new questionnaire, from the first step. */
    startNew() {
      saver.reset(undefined)
      setAnswers({})
      setNumberTexts({})
      setNotice(undefined)
      setStep(resumeStep(program, null))
      setView({ kind: 'answering' })
    },
  }
}

export type IntakeState = ReturnType<typeof useIntake>
