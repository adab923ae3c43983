import { intakeCopy } from '@/content/intake'
import type { CalculatedQuestion } from '@shared/intake/questionnaire'

import { bmiOfAnswers } from './answer-words'
import type { AnswerMap } from './api/intake-api'
import { fieldIds } from './field-ids'
import { QuestionHelp } from './question-parts'
import { useSettledValue } from './use-settled-value'

// The BMI, worked out from the height and weight as they are typed (src/shared/intake/bmi.ts,
// the same rounding the eligibility rules read). Shown at once; announced politely once the
// typing pauses.

const copy = intakeCopy.form.bmi

/** How long the numbers must rest before a screen reader is told the BMI. */
const ANNOUNCE_AFTER_MS = 800

function bmiWords(answers: AnswerMap) {
  const result = bmiOfAnswers(answers)
  if (!result) return { shown: copy.waiting, announced: '' }
  if (!result.ok) return { shown: result.message, announced: result.message }
  const bmi = result.bmi.toFixed(1)
  return { shown: copy.value(bmi, result.label), announced: copy.announce(bmi, result.label) }
}

export function BmiField({
  question,
  answers,
}: {
  question: CalculatedQuestion
  answers: AnswerMap
}) {
  const { shown, announced } = bmiWords(answers)
  const settled = useSettledValue(announced, ANNOUNCE_AFTER_MS)
  return (
    <div className="flex flex-col gap-2 rounded-lg bg-mist p-4">
      <p id={fieldIds(question.id).control} className="text-base font-semibold text-navy">
        {question.text}
      </p>
      <QuestionHelp question={question} />
      <p className="text-xl font-bold text-navy" data-slot="bmi-value">
        {shown}
      </p>
      <p className="sr-only" aria-live="polite" aria-atomic="true">
        {settled}
      </p>
    </div>
  )
}
