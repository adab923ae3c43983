import { describe, expect, it } from 'vitest'

import {
  type IntakeQuestion,
  intakeQuestionnaires,
  optionLabel,
} from '@shared/intake/questionnaire'

import { answerInWords, type AnswerWords } from './answer-in-words'

const words: AnswerWords = {
  yes: 'Yes!',
  no: 'No!',
  date: (value) => `date ${value}`,
  consent: (version) => `agreed to ${version}`,
}

const questions: IntakeQuestion[] = Object.values(intakeQuestionnaires).flatMap((questionnaire) =>
  questionnaire.steps.flatMap((step): readonly IntakeQuestion[] => step.questions),
)
function firstOf<T extends IntakeQuestion['type']>(type: T) {
  const question = questions.find((candidate) => candidate.type === type)
  if (!question) throw new Error(`no ${type} question in the questionnaires`)
  return question as Extract<IntakeQuestion, { type: T }>
}

describe('answerInWords', () => {
  it('says yes or no in the reader’s words', () => {
    expect(answerInWords(firstOf('boolean'), true, words)).toEqual(['Yes!'])
    expect(answerInWords(firstOf('boolean'), false, words)).toEqual(['No!'])
  })

  it('names a choice by its label, each of several, and keeps a code it does not know', () => {
    const choice = firstOf('choice')
    const [first, second] = choice.options
    const labels = [optionLabel(choice, first!.code), optionLabel(choice, second!.code)]
    expect(answerInWords(choice, first!.code, words)).toEqual([labels[0]])
    expect(answerInWords(choice, [first!.code, second!.code], words)).toEqual(labels)
    expect(answerInWords(firstOf('open-choice'), 'in my own words', words)).toEqual([
      'in my own words',
    ])
  })

  it('puts a number’s unit after it, and dates and consents in the reader’s words', () => {
    const measured = questions.find(
      (question) =>
        (question.type === 'integer' || question.type === 'decimal') && 'unit' in question,
    )!
    const unit = (measured as { unit: string }).unit
    expect(answerInWords(measured, 180, words)).toEqual([`180 ${unit}`])
    expect(answerInWords(firstOf('date'), '1980-05-04', words)).toEqual(['date 1980-05-04'])
    expect(answerInWords(firstOf('consent'), 'v2', words)).toEqual(['agreed to v2'])
  })
})
