import { describe, expect, test } from 'vitest'
import * as z from 'zod/mini'

import {
  askedAnswers,
  intakeAnswersSchemas,
  isAnswered,
  isQuestionAsked,
  missingAnswers,
} from './answers'
import { HEALTH_DATA_COLLECTION_CONSENT } from './consents'
import { exampleIntakeAnswers } from './examples'
import { findIntakeQuestion, type IntakeAnswers } from './questionnaire'

const weightLoss = exampleIntakeAnswers['weight-loss']
const mensHealth = exampleIntakeAnswers['mens-health']

function issues(program: 'weight-loss' | 'mens-health', input: unknown) {
  const result = z.safeParse(intakeAnswersSchemas[program], input)
  return (result.error?.issues ?? []).map((issue) => ({
    path: issue.path.join('.'),
    message: issue.message,
  }))
}

const missingIds = <P extends 'weight-loss' | 'mens-health'>(
  program: P,
  answers: IntakeAnswers<P>,
) => missingAnswers(program, answers).map((missing) => missing.id)

describe('missingAnswers', () => {
  test('nothing is missing from a complete intake', () => {
    expect(missingAnswers('weight-loss', weightLoss)).toEqual([])
    expect(missingAnswers('mens-health', mensHealth)).toEqual([])
  })

  test('names each required question of an empty weight-loss intake, in order, with its step', () => {
    expect(missingIds('weight-loss', {})).toEqual([
      'date-of-birth',
      'sex-at-birth',
      'state',
      'height-feet',
      'height-inches',
      'weight-pounds',
      'conditions',
      'mtc-men2-history',
      'weight-loss-medication-before',
      'surgeries-any',
      'medications',
      'allergies-any',
      'goal-weight',
      'what-matters-most',
      'consent-collect-health-data',
      'consent-share-with-physician',
    ])
    expect(missingAnswers('weight-loss', {})[0]).toEqual({
      id: 'date-of-birth',
      text: 'What is your date of birth?',
      step: 'about-you',
    })
  })

  test('asks about pregnancy only when the sex assigned at birth is female', () => {
    const { pregnancy: _, ...withoutPregnancy } = weightLoss
    expect(missingIds('weight-loss', withoutPregnancy)).toEqual(['pregnancy'])
    expect(missingIds('weight-loss', { ...withoutPregnancy, 'sex-at-birth': 'male' })).toEqual([])
    expect(isQuestionAsked('weight-loss', 'pregnancy', { 'sex-at-birth': 'male' })).toBe(false)
    expect(isQuestionAsked('weight-loss', 'pregnancy', {})).toBe(false)
  })

  test('“I take no medications” stands in for the list; unchecked, the list is needed', () => {
    expect(missingIds('weight-loss', { ...weightLoss, 'medications-none': false })).toEqual([
      'medications',
    ])
    expect(
      missingIds('weight-loss', {
        ...weightLoss,
        'medications-none': false,
        medications: 'Metformin 500 mg twice a day',
      }),
    ).toEqual([])
  })

  test('a yes opens its follow-up questions; optional ones are never missing', () => {
    expect(
      missingIds('weight-loss', {
        ...weightLoss,
        'weight-loss-medication-before': true,
        'surgeries-any': true,
        'allergies-any': true,
      }),
    ).toEqual(['weight-loss-medications', 'surgeries', 'allergies'])
  })

  test('men’s health asks about untreated sleep apnea only when sleep apnea is chosen', () => {
    expect(missingIds('mens-health', { ...mensHealth, conditions: ['sleep-apnea'] })).toEqual([
      'sleep-apnea-untreated',
    ])
    expect(
      missingIds('mens-health', { ...mensHealth, 'testosterone-tested-recently': true }),
    ).toEqual(['testosterone-result'])
  })

  test('blank words and an empty selection are not answers', () => {
    expect(
      missingIds('weight-loss', { ...weightLoss, conditions: [], 'what-matters-most': '   ' }),
    ).toEqual(['conditions', 'what-matters-most'])
  })

  test('agreeing to an earlier version of a consent text is not agreeing to this one', () => {
    const consent = findIntakeQuestion('weight-loss', HEALTH_DATA_COLLECTION_CONSENT.id)!
    expect(isAnswered(consent, HEALTH_DATA_COLLECTION_CONSENT.version)).toBe(true)
    expect(isAnswered(consent, '2025-01-1')).toBe(false)
  })
})

test('askedAnswers keeps only the answers to questions that are asked', () => {
  const answers = {
    ...weightLoss,
    'sex-at-birth': 'male',
    pregnancy: true,
    medications: 'x',
  } as const
  const kept = askedAnswers('weight-loss', answers)
  expect(kept).not.toHaveProperty('pregnancy')
  expect(kept).not.toHaveProperty('medications')
  expect(kept).toHaveProperty('mtc-men2-history', false)
})

describe('the draft schema', () => {
  test('accepts an empty draft and complete intakes', () => {
    expect(issues('weight-loss', {})).toEqual([])
    expect(issues('weight-loss', weightLoss)).toEqual([])
    expect(issues('mens-health', mensHealth)).toEqual([])
  })

  test('refuses ids the program does not ask, naming them', () => {
    expect(issues('weight-loss', { 'fertility-wish': true, favourite: 1 })).toEqual([
      {
        path: '',
        message: 'These questions are not part of this form: fertility-wish, favourite.',
      },
    ])
    expect(issues('mens-health', { pregnancy: false })).toEqual([
      { path: '', message: 'This question is not part of this form: pregnancy.' },
    ])
  })

  test('refuses the calculated BMI as an answer', () => {
    expect(issues('weight-loss', { bmi: 31 })).toEqual([
      { path: 'bmi', message: 'This is worked out from your other answers, not answered.' },
    ])
  })

  test('checks each answer’s type and options', () => {
    expect(
      issues('weight-loss', {
        'mtc-men2-history': 'no',
        'sex-at-birth': 'other',
        state: 'XX',
        conditions: 'none',
        'what-matters-most': 3,
      }),
    ).toEqual([
      { path: 'sex-at-birth', message: 'Choose one of the options.' },
      { path: 'state', message: 'Choose one of the options.' },
      { path: 'conditions', message: 'Choose one or more of the options.' },
      { path: 'mtc-men2-history', message: 'Answer yes or no.' },
      { path: 'what-matters-most', message: 'Write your answer in words.' },
    ])
  })

  test('accepts a state the clinic does not serve (the rules say so, by name)', () => {
    expect(issues('weight-loss', { state: 'FL' })).toEqual([])
  })

  test('“None of these” goes alone, and each option once', () => {
    expect(issues('weight-loss', { conditions: ['none', 'pcos'] })).toEqual([
      {
        path: 'conditions',
        message: '“None of these” can’t be chosen together with other answers.',
      },
    ])
    expect(issues('weight-loss', { conditions: ['pcos', 'pcos'] })).toEqual([
      { path: 'conditions', message: 'Choose each option only once.' },
    ])
  })

  test('holds height to 4′0″–7′6″ and weight to 70–700 lb with one decimal', () => {
    expect(issues('weight-loss', { 'height-feet': 7, 'height-inches': 6 })).toEqual([])
    expect(issues('weight-loss', { 'height-feet': 4, 'height-inches': 0 })).toEqual([])
    expect(issues('weight-loss', { 'height-feet': 7, 'height-inches': 7 })).toEqual([
      { path: 'height-inches', message: 'Enter a height from 4 feet 0 inches to 7 feet 6 inches.' },
    ])
    expect(issues('weight-loss', { 'height-feet': 3, 'height-inches': 12 })).toEqual([
      { path: 'height-feet', message: 'Enter a number from 4 to 7 ft.' },
      { path: 'height-inches', message: 'Enter a number from 0 to 11 in.' },
    ])
    expect(issues('weight-loss', { 'height-feet': 5.5 })).toEqual([
      { path: 'height-feet', message: 'Enter a whole number.' },
    ])
    expect(issues('weight-loss', { 'weight-pounds': 70 })).toEqual([])
    expect(issues('weight-loss', { 'weight-pounds': 700 })).toEqual([])
    expect(issues('weight-loss', { 'weight-pounds': 180.4 })).toEqual([])
    expect(issues('weight-loss', { 'weight-pounds': 69.9 })).toEqual([
      { path: 'weight-pounds', message: 'Enter a number from 70 to 700 lb.' },
    ])
    expect(issues('weight-loss', { 'weight-pounds': 700.1 })).toEqual([
      { path: 'weight-pounds', message: 'Enter a number from 70 to 700 lb.' },
    ])
    expect(issues('weight-loss', { 'weight-pounds': 180.45 })).toEqual([
      { path: 'weight-pounds', message: 'Enter a number with at most 1 decimal place.' },
    ])
  })

  test('takes real dates as YYYY-MM-DD from 1900 on', () => {
    expect(issues('weight-loss', { 'date-of-birth': '2000-02-29' })).toEqual([])
    for (const date of ['2001-02-29', '1990-13-01', '05/04/1980', '1980-5-4']) {
      expect(issues('weight-loss', { 'date-of-birth': date })).toEqual([
        { path: 'date-of-birth', message: 'Enter a real date as YYYY-MM-DD.' },
      ])
    }
    expect(issues('weight-loss', { 'date-of-birth': '1899-12-31' })).toEqual([
      { path: 'date-of-birth', message: 'Enter a date from 1900-01-01 on.' },
    ])
  })

  test('a consent is answered with the current version of its text, nothing else', () => {
    for (const answer of [true, '2025-01-1']) {
      expect(issues('weight-loss', { [HEALTH_DATA_COLLECTION_CONSENT.id]: answer })).toEqual([
        {
          path: HEALTH_DATA_COLLECTION_CONSENT.id,
          message: 'Check the box to agree to the text shown.',
        },
      ])
    }
  })

  test('trims words and caps their length', () => {
    const result = z.safeParse(intakeAnswersSchemas['weight-loss'], { surgeries: '  Knee, 2019 ' })
    expect(result.data).toEqual({ surgeries: 'Knee, 2019' })
    expect(issues('weight-loss', { surgeries: 'x'.repeat(2001) })).toEqual([
      { path: 'surgeries', message: 'Keep this to at most 2000 characters.' },
    ])
  })

  test('men’s health: a testosterone result is a whole number of ng/dL from 1 to 3000', () => {
    expect(issues('mens-health', { 'testosterone-result': 3000 })).toEqual([])
    expect(issues('mens-health', { 'testosterone-result': 0 })).toEqual([
      { path: 'testosterone-result', message: 'Enter a number from 1 to 3000 ng/dL.' },
    ])
  })

  test('refuses something other than an object', () => {
    expect(issues('weight-loss', [])).toEqual([
      { path: '', message: 'Send the answers as an object keyed by question id.' },
    ])
  })
})
