import type { IntakeAnswerValue, IntakeQuestion } from '@shared/intake/questionnaire'

import type { AnswerMap } from './api/intake-api'
import { BmiField } from './bmi-question'
import { BooleanField, ChoiceField, OpenChoiceField } from './choice-questions'
import { ConsentField } from './consent-question'
import { DateField, NumberField, WordsField } from './entry-questions'

// One question of the questionnaire, drawn by its type (src/shared/intake/questionnaire.ts).

export function QuestionField({
  question,
  answers,
  numberText,
  error,
  onAnswer,
  onTypeNumber,
}: {
  question: IntakeQuestion
  answers: AnswerMap
  /** A number box's words as typed, when they differ from the saved answer. */
  numberText: string | undefined
  error: string | undefined
  onAnswer: (value: IntakeAnswerValue | undefined) => void
  onTypeNumber: (text: string) => void
}) {
  const value = answers[question.id]
  const props = { value, error, onAnswer }
  switch (question.type) {
    case 'boolean':
      return <BooleanField question={question} {...props} />
    case 'choice':
      return <ChoiceField question={question} {...props} />
    case 'open-choice':
      return <OpenChoiceField question={question} {...props} />
    case 'integer':
    case 'decimal':
      if ('readOnly' in question) return <BmiField question={question} answers={answers} />
      return (
        <NumberField
          question={question}
          text={numberText ?? (typeof value === 'number' ? String(value) : '')}
          error={error}
          onType={onTypeNumber}
        />
      )
    case 'string':
    case 'text':
      return <WordsField question={question} {...props} />
    case 'date':
      return <DateField question={question} {...props} />
    case 'consent':
      return <ConsentField question={question} {...props} />
  }
}
