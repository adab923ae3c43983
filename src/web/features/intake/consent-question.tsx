import { intakeCopy } from '@/content/intake'
import type { ConsentQuestion } from '@shared/intake/questionnaire'

import { describedBy } from './field-ids'
import {
  optionInputClasses,
  optionRowClasses,
  QuestionError,
  questionIds,
  type QuestionProps,
} from './question-parts'

// A consent (src/shared/intake/consents.ts): its whole text and version, then "I agree". The
// answer is the version agreed to, so the record shows what the patient read; agreement to an
// older text does not count and shows unticked.

export function ConsentField({ question, value, error, onAnswer }: QuestionProps<ConsentQuestion>) {
  const { consent } = question
  const ids = questionIds(question, error)
  const textId = `${ids.control}-text`
  return (
    <div className="flex flex-col gap-3 rounded-lg border border-border bg-mist/50 p-4">
      <h3 className="text-base font-semibold text-navy">{consent.title}</h3>
      <div id={textId} className="flex flex-col gap-1">
        <p>{consent.text}</p>
        <p className="text-sm text-muted-foreground">
          {intakeCopy.form.consentVersion(consent.version)}
        </p>
      </div>
      <QuestionError question={question} error={error} />
      <label className={optionRowClasses}>
        <input
          type="checkbox"
          id={ids.control}
          checked={value === consent.version}
          aria-describedby={describedBy(textId, error && ids.error)}
          aria-invalid={error ? true : undefined}
          onChange={(event) => onAnswer(event.target.checked ? consent.version : undefined)}
          className={optionInputClasses}
        />
        <span className="font-semibold text-navy">{consent.agree}</span>
      </label>
    </div>
  )
}
