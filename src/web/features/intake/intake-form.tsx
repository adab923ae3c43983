import { useEffect, useRef, useState, useTransition } from 'react'
import type * as React from 'react'

import { Button } from '@/components/ui/button'
import { intakeCopy } from '@/content/intake'
import { useChange } from '@/hooks/use-change'
import { missingAnswers, type MissingAnswer } from '@shared/intake/answers'
import { goalNeedsCheck } from '@shared/intake/likely-program'
import {
  type IntakeAnswers,
  type IntakeProgram,
  intakeQuestionnaires,
} from '@shared/intake/questionnaire'
import type { PatientIntakeAnswer } from '@shared/patient-wire'

import { type IntakeChange, submitResult } from './api/intake-api'
import {
  CannotTreatNotice,
  cannotTreatReason,
  mayNeedCannotTreatNotice,
} from './cannot-treat-notice'
import { ErrorSummary } from './error-summary'
import { IntakeReview } from './intake-review'
import { QuestionField } from './question-field'
import { SaveStatusText } from './save-status'
import { askedIds, stepProblems } from './step-validation'
import { type IntakeState, REVIEW_STEP, stepOrder } from './use-intake'

// The questionnaire, one step at a time (docs/architecture.md, Patient accounts and the intake):
// where the patient is, the step's questions that are asked given the answers so far, Back and
// Next. Next checks the step and, when something is wrong, lists every problem at the top and
// beside its question, with focus on the list; otherwise it moves on, saving, with focus on the
// new step's heading. The last step reads every answer back and sends them: once every answer is
// saved, through the route's action (docs/decisions/036-app-pages-read-and-change-through-the-
// router.md), after which the page reads the questionnaire again and shows what was sent.

const copy = intakeCopy.form

type FocusRequest = { target: 'heading' | 'summary'; round: number }

export function IntakeForm({
  program,
  intake,
  today,
  focusFirstHeading = false,
  onSend,
  onSendAsGuest,
}: {
  program: IntakeProgram
  intake: IntakeState
  /** The patient's date, YYYY-MM-DD: ages are counted on it. */
  today: string
  /** Move focus to the first heading at once (a new questionnaire, started by a button). */
  focusFirstHeading?: boolean
  /** The answers are all saved and go to the server now. */
  onSend: () => void
  /**
   * A visitor without an account: the answers are complete and kept in the tab; they go on to
   * make an account, which sends them (./guest-draft.ts).
   */
  onSendAsGuest?: () => void
}) {
  const order = stepOrder(program)
  const index = Math.max(0, order.indexOf(intake.step))
  const step = intakeQuestionnaires[program].steps.find((candidate) => candidate.id === intake.step)
  const title = step?.title ?? copy.review.title

  const [showProblems, setShowProblems] = useState(false)
  const [returnToReview, setReturnToReview] = useState(false)
  const [missing, setMissing] = useState<readonly MissingAnswer[]>([])
  const [sendFailed, setSendFailed] = useState(false)
  // Sending is two steps: every answer saved (the draft saver's own request), then the
  // submission; the button is busy through both.
  const [saving, startSaving] = useTransition()
  const submission = useChange<PatientIntakeAnswer>({
    onAnswer(answer) {
      const result = submitResult(answer)
      switch (result.kind) {
        // Sent, from here or (not in progress) from another device meanwhile: the page shows
        // what was read again, the result, and this form is gone by then.
        case 'submitted':
        case 'not-in-progress':
          return
        case 'incomplete':
          setMissing(result.missing)
          focus('summary')
          return
        case 'stale':
          // The newer answers are on the review now, and the notice above says so.
          intake.takeStale(result.intake)
          return
        default:
          setSendFailed(true)
      }
    },
  })
  const sending = saving || submission.busy
  const [focusRequest, setFocusRequest] = useState<FocusRequest | null>(() =>
    focusFirstHeading ? { target: 'heading', round: 0 } : null,
  )
  const headingRef = useRef<HTMLHeadingElement>(null)
  const summaryRef = useRef<HTMLDivElement>(null)

  useEffect(() => {
    if (!focusRequest) return
    const target = focusRequest.target === 'heading' ? headingRef : summaryRef
    target.current?.focus()
  }, [focusRequest])

  function focus(target: FocusRequest['target']) {
    setFocusRequest((previous) => ({ target, round: (previous?.round ?? 0) + 1 }))
  }

  const asked = askedIds(program, intake.answers)
  const problems =
    step && showProblems ? stepProblems(program, step, intake.answers, intake.numberTexts) : []

  function go(target: string) {
    setShowProblems(false)
    setMissing([])
    setSendFailed(false)
    intake.goTo(target)
    focus('heading')
  }

  function next(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (!step) return
    if (stepProblems(program, step, intake.answers, intake.numberTexts).length > 0) {
      // From now on the list follows the answers as they are fixed.
      setShowProblems(true)
      focus('summary')
      return
    }
    const target = returnToReview ? REVIEW_STEP : order[index + 1]
    setReturnToReview(false)
    if (target) go(target)
  }

  function back() {
    const target = order[index - 1]
    setReturnToReview(false)
    if (target) go(target)
  }

  function change(target: string) {
    setReturnToReview(true)
    go(target)
  }

  function send() {
    if (sending) return
    setSendFailed(false)
    const unanswered = missingAnswers(program, intake.answers as IntakeAnswers)
    if (unanswered.length > 0) {
      setMissing(unanswered)
      focus('summary')
      return
    }
    setMissing([])
    if (onSendAsGuest) {
      startSaving(async () => {
        await intake.flush()
        onSendAsGuest()
      })
      return
    }
    startSaving(async () => {
      const version = await intake.flush()
      if (version === undefined) {
        setSendFailed(true)
        return
      }
      onSend()
      submission.submit({ intent: 'submit', version, today } satisfies IntakeChange)
    })
  }

  const progressId = 'intake-progress-label'
  return (
    <div className="flex flex-col gap-4">
      {onSendAsGuest ? <p className="text-navy">{copy.guest.note}</p> : null}
      {intake.notice ? (
        <p
          role="alert"
          className="rounded-lg border border-teal bg-background p-4 font-semibold text-navy"
        >
          {intake.notice}
        </p>
      ) : null}
      <div className="flex flex-col gap-6 rounded-xl border border-border bg-background p-5 shadow-xs sm:p-8">
        <div className="flex flex-col gap-2">
          <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
            <p id={progressId} className="text-sm font-semibold text-navy">
              {copy.progress(index + 1, order.length, title)}
            </p>
            <SaveStatusText status={intake.saveStatus} guest={!!onSendAsGuest} />
          </div>
          <progress
            aria-labelledby={progressId}
            max={order.length}
            value={index + 1}
            className="h-2 w-full appearance-none overflow-hidden rounded-full border-0 bg-mist [&::-moz-progress-bar]:bg-teal [&::-webkit-progress-bar]:bg-mist [&::-webkit-progress-value]:bg-teal"
          />
        </div>
        <h2
          id="intake-step-heading"
          ref={headingRef}
          tabIndex={-1}
          className="text-2xl font-bold text-navy focus:outline-none"
        >
          {title}
        </h2>
        {step ? (
          <form
            noValidate
            aria-labelledby="intake-step-heading"
            onSubmit={next}
            className="flex flex-col gap-6"
          >
            <ErrorSummary problems={problems} focusRef={summaryRef} />
            {step.questions
              .filter((question) => asked.has(question.id))
              .map((question) => {
                const reason = cannotTreatReason(question.id, intake.answers, today)
                return (
                  <div key={question.id} className="flex flex-col gap-3">
                    <QuestionField
                      question={question}
                      answers={intake.answers}
                      numberText={intake.numberTexts[question.id]}
                      error={
                        problems.find((problem) => problem.question.id === question.id)?.message
                      }
                      onAnswer={(value) => intake.answer(question.id, value)}
                      onTypeNumber={(text) => intake.typeNumber(question.id, text)}
                    />
                    {question.id === 'goal-weight' ? (
                      <div aria-live="polite">
                        {goalNeedsCheck(intake.answers) ? (
                          <p
                            data-slot="goal-check"
                            className="rounded-md border-l-4 border-amber bg-mist p-3 text-sm"
                          >
                            {copy.goalCheck}
                          </p>
                        ) : null}
                      </div>
                    ) : null}
                    {mayNeedCannotTreatNotice(question.id) ? (
                      <div aria-live="polite">
                        {reason ? <CannotTreatNotice message={reason} /> : null}
                      </div>
                    ) : null}
                  </div>
                )
              })}
            <div className="flex flex-wrap gap-3 border-t border-border pt-6">
              {index > 0 ? (
                <Button type="button" variant="outline" onClick={back}>
                  {copy.back}
                </Button>
              ) : null}
              <Button type="submit">{returnToReview ? copy.backToReview : copy.next}</Button>
            </div>
          </form>
        ) : (
          <IntakeReview
            program={program}
            answers={intake.answers}
            missing={missing}
            missingRef={summaryRef}
            sending={sending}
            sendFailed={sendFailed}
            onChangeStep={change}
            onBack={back}
            onSend={send}
            sendLabel={onSendAsGuest ? copy.guest.send : undefined}
          />
        )}
      </div>
    </div>
  )
}
