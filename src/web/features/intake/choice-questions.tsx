import { useState } from 'react'

import { Input } from '@/components/ui/input'
import { intakeCopy } from '@/content/intake'
import type {
  BooleanQuestion,
  ChoiceQuestion,
  OpenChoiceQuestion,
} from '@shared/intake/questionnaire'

import { type Option, OptionGroup, OptionRow, Radios } from './option-parts'
import {
  OptionalMark,
  optionInputClasses,
  optionRowClasses,
  QuestionError,
  QuestionHelp,
  questionIds,
  type QuestionProps,
  questionTextClasses,
} from './question-parts'

// Questions answered by choosing: yes or no, one option (radios, or a select for a long list
// such as the state), several options (checkboxes, "None of these" excluding the rest), and one
// option or the patient's own words.

const copy = intakeCopy.form

/** More options than this are a select, so a list like the 51 states does not fill the screen. */
const MOST_RADIOS = 10

export function BooleanField({ question, value, error, onAnswer }: QuestionProps<BooleanQuestion>) {
  const ids = questionIds(question, error)
  if (!question.required) {
    return (
      <div className="flex flex-col gap-2">
        <label className={optionRowClasses}>
          <input
            type="checkbox"
            id={ids.control}
            checked={value === true}
            aria-describedby={ids.describedBy}
            aria-invalid={error ? true : undefined}
            // Unticked is no answer at all, as before it was ever ticked.
            onChange={(event) => onAnswer(event.target.checked ? true : undefined)}
            className={optionInputClasses}
          />
          <span className="font-semibold text-navy">{question.text}</span>
        </label>
        <QuestionHelp question={question} />
        <QuestionError question={question} error={error} />
      </div>
    )
  }
  return (
    <Radios
      question={question}
      error={error}
      inline
      options={[
        { value: 'yes', label: copy.yes },
        { value: 'no', label: copy.no },
      ]}
      selected={value === true ? 'yes' : value === false ? 'no' : undefined}
      onSelect={(chosen) => onAnswer(chosen === 'yes')}
    />
  )
}

function optionsOf(question: ChoiceQuestion | OpenChoiceQuestion): Option[] {
  return question.options.map((option) => ({ value: option.code, label: option.label }))
}

/** The options chosen after ticking or unticking one; the exclusive option clears the others. */
export function toggledChoices(
  question: ChoiceQuestion,
  chosen: readonly string[],
  code: string,
  checked: boolean,
): string[] {
  const next = new Set(chosen)
  if (!checked) next.delete(code)
  else if (code === question.exclusive) next.clear()
  else if (question.exclusive !== undefined) next.delete(question.exclusive)
  if (checked) next.add(code)
  // In the order of the options, as the patient sees them.
  return question.options.map((option) => option.code).filter((option) => next.has(option))
}

export function ChoiceField({ question, value, error, onAnswer }: QuestionProps<ChoiceQuestion>) {
  const ids = questionIds(question, error)
  if (question.repeats) {
    const chosen = Array.isArray(value) ? (value as readonly string[]) : []
    return (
      <OptionGroup question={question} error={error}>
        {question.options.map((option, index) => (
          <OptionRow
            key={option.code}
            type="checkbox"
            id={index === 0 ? ids.control : `${ids.control}-${option.code}`}
            name={ids.control}
            label={option.label}
            checked={chosen.includes(option.code)}
            invalid={Boolean(error)}
            onChange={(checked) => {
              const next = toggledChoices(question, chosen, option.code, checked)
              onAnswer(next.length > 0 ? next : undefined)
            }}
          />
        ))}
      </OptionGroup>
    )
  }
  const selected = typeof value === 'string' ? value : undefined
  if (question.options.length > MOST_RADIOS) {
    return (
      <div className="flex flex-col gap-2">
        <label htmlFor={ids.control} className={questionTextClasses}>
          {question.text}
          <OptionalMark question={question} />
        </label>
        <QuestionHelp question={question} />
        <QuestionError question={question} error={error} />
        <select
          id={ids.control}
          value={selected ?? ''}
          aria-describedby={ids.describedBy}
          aria-invalid={error ? true : undefined}
          // A state of residence fills in from the browser's saved address.
          autoComplete={question.system ? 'address-level1' : undefined}
          onChange={(event) => onAnswer(event.target.value || undefined)}
          className="h-11 w-full rounded-md border border-input bg-background px-3 text-base text-foreground shadow-xs focus-visible:border-ring aria-invalid:border-destructive sm:max-w-sm"
        >
          <option value="">{copy.chooseOne}</option>
          {question.options.map((option) => (
            <option key={option.code} value={option.code}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
    )
  }
  return (
    <Radios
      question={question}
      error={error}
      options={optionsOf(question)}
      selected={selected}
      onSelect={onAnswer}
    />
  )
}

/** One of the options, or "Something else" with the patient's own words. */
export function OpenChoiceField({
  question,
  value,
  error,
  onAnswer,
}: QuestionProps<OpenChoiceQuestion>) {
  const ids = questionIds(question, error)
  const codes = question.options.map((option) => option.code)
  const text = typeof value === 'string' ? value : ''
  const [otherChosen, setOtherChosen] = useState(false)
  const ownWords = otherChosen || (text !== '' && !codes.includes(text))
  const wordsId = `${ids.control}-words`
  return (
    <OptionGroup question={question} error={error}>
      {question.options.map((option, index) => (
        <OptionRow
          key={option.code}
          type="radio"
          id={index === 0 ? ids.control : `${ids.control}-${option.code}`}
          name={ids.control}
          label={option.label}
          checked={!ownWords && text === option.code}
          invalid={Boolean(error)}
          onChange={() => {
            setOtherChosen(false)
            onAnswer(option.code)
          }}
        />
      ))}
      <OptionRow
        type="radio"
        id={`${ids.control}-other`}
        name={ids.control}
        label={copy.ownWords}
        checked={ownWords}
        invalid={Boolean(error)}
        onChange={() => {
          setOtherChosen(true)
          onAnswer(undefined)
        }}
      />
      {ownWords ? (
        <div className="flex flex-col gap-2 pl-8">
          <label htmlFor={wordsId} className="text-sm font-semibold text-navy">
            {copy.ownWordsLabel}
          </label>
          <Input
            id={wordsId}
            value={text}
            maxLength={question.maxLength}
            aria-describedby={error ? ids.error : undefined}
            aria-invalid={error ? true : undefined}
            onChange={(event) => onAnswer(event.target.value || undefined)}
          />
        </div>
      ) : null}
    </OptionGroup>
  )
}
