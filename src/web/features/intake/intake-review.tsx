import type * as React from 'react'

import { AnswerList } from '@/components/ui/answer-list'
import { Button } from '@/components/ui/button'
import { FormAlert } from '@/components/ui/form-alert'
import { intakeCopy } from '@/content/intake'
import { answerInWords } from '@/lib/answer-in-words'
import { isAnswered, type MissingAnswer } from '@shared/intake/answers'
import {
  type IntakeProgram,
  type IntakeQuestion,
  type IntakeStep,
  intakeQuestionnaires,
} from '@shared/intake/questionnaire'

import { bmiOfAnswers, patientAnswerWords } from './answer-words'
import type { AnswerMap } from './api/intake-api'
import { askedIds, questionLabel } from './step-validation'

// The last step: every answer read back, step by step, each step with "Change" to go back to it,
// then "Send to a physician". What the server still finds missing is listed first, each with a
// way to its step.

const copy = intakeCopy.form.review
const bmiCopy = intakeCopy.form.bmi

type ReviewRow = { id: string; label: string; words: string[] | undefined }

function reviewRows(step: IntakeStep, asked: ReadonlySet<string>, answers: AnswerMap) {
  return step.questions.flatMap((question: IntakeQuestion): ReviewRow[] => {
    if (!asked.has(question.id)) return []
    const label = questionLabel(question)
    if ('readOnly' in question) {
      const bmi = bmiOfAnswers(answers)
      if (!bmi?.ok) return []
      return [{ id: question.id, label, words: [bmiCopy.value(bmi.bmi.toFixed(1), bmi.label)] }]
    }
    const value = answers[question.id]
    // A question that may be skipped and was is left out; a required one says so.
    if (!isAnswered(question, value))
      return question.required ? [{ id: question.id, label, words: undefined }] : []
    return [{ id: question.id, label, words: answerInWords(question, value!, patientAnswerWords) }]
  })
}

function MissingSummary({
  program,
  missing,
  focusRef,
  onChangeStep,
}: {
  program: IntakeProgram
  missing: readonly MissingAnswer[]
  focusRef: React.RefObject<HTMLDivElement | null>
  onChangeStep: (step: string) => void
}) {
  const steps = intakeQuestionnaires[program].steps
  return (
    <div
      ref={focusRef}
      tabIndex={-1}
      role="group"
      aria-labelledby="intake-missing-heading"
      data-slot="error-summary"
      className="flex flex-col gap-3 rounded-lg border-2 border-destructive bg-background p-4 focus:outline-none"
    >
      <h3 id="intake-missing-heading" className="text-base font-bold text-destructive">
        {copy.missingHeading(missing.length)}
      </h3>
      <ul className="flex flex-col gap-2">
        {missing.map((answer) => {
          const title = steps.find((step) => step.id === answer.step)?.title ?? answer.step
          return (
            <li key={answer.id}>
              <button
                type="button"
                className="min-h-11 text-left font-semibold text-destructive underline underline-offset-4"
                onClick={() => onChangeStep(answer.step)}
              >
                {answer.text} ({copy.missingIn(title)})
              </button>
            </li>
          )
        })}
      </ul>
    </div>
  )
}

export function IntakeReview({
  program,
  answers,
  missing,
  missingRef,
  sending,
  sendFailed,
  onChangeStep,
  onBack,
  onSend,
  sendLabel = copy.send,
}: {
  program: IntakeProgram
  answers: AnswerMap
  /** What the last attempt to send found unanswered. */
  missing: readonly MissingAnswer[]
  missingRef: React.RefObject<HTMLDivElement | null>
  sending: boolean
  sendFailed: boolean
  onChangeStep: (step: string) => void
  onBack: () => void
  onSend: () => void
  /** The send button's words (a visitor creates an account first). */
  sendLabel?: string
}) {
  const asked = askedIds(program, answers)
  return (
    <div className="flex flex-col gap-6">
      <p>{copy.intro}</p>
      {missing.length > 0 ? (
        <MissingSummary
          program={program}
          missing={missing}
          focusRef={missingRef}
          onChangeStep={onChangeStep}
        />
      ) : null}
      {intakeQuestionnaires[program].steps.map((step) => {
        const rows = reviewRows(step, asked, answers)
        const headingId = `intake-review-${step.id}`
        return (
          <section key={step.id} aria-labelledby={headingId} className="flex flex-col gap-2">
            <div className="flex flex-wrap items-center justify-between gap-x-4">
              <h3 id={headingId} className="text-lg font-semibold text-navy">
                {step.title}
              </h3>
              <Button
                variant="link"
                size="inline"
                className="min-h-11"
                onClick={() => onChangeStep(step.id)}
              >
                {/* One phrase for screen readers: "Change" alone would not say what. */}
                <span aria-hidden="true">{copy.change}</span>
                <span className="sr-only">{copy.changeStep(step.title)}</span>
              </Button>
            </div>
            <AnswerList
              answers={rows.map((row) => ({ id: row.id, question: row.label, words: row.words }))}
              notAnswered={copy.notAnswered}
            />
          </section>
        )
      })}
      <FormAlert message={sendFailed ? copy.sendFailed : undefined} />
      <div className="flex flex-wrap gap-3 border-t border-border pt-6">
        <Button type="button" variant="outline" onClick={onBack}>
          {intakeCopy.form.back}
        </Button>
        {/* aria-disabled, not disabled: focus stays on the button while it sends. */}
        <Button
          type="button"
          aria-disabled={sending || undefined}
          onClick={() => {
            if (!sending) onSend()
          }}
        >
          {sending ? copy.sending : sendLabel}
        </Button>
      </div>
    </div>
  )
}
