import type * as fhir4 from 'fhir/r4'
import { describe, expect, test } from 'vitest'

import { askedAnswers, IncompleteIntakeError } from './answers'
import { HEALTH_DATA_COLLECTION_CONSENT } from './consents'
import { exampleIntakeAnswers } from './examples'
import {
  fromQuestionnaireResponse,
  InvalidQuestionnaireResponseError,
  toQuestionnaireResponse,
} from './fhir'
import type { IntakeAnswers, IntakeProgram } from './questionnaire'

const AUTHORED = '2026-11-20T15:04:05Z'
const completed = { status: 'completed', authored: AUTHORED } as const

const weightLoss: IntakeAnswers<'weight-loss'> = {
  ...exampleIntakeAnswers['weight-loss'],
  conditions: ['high-blood-pressure', 'sleep-apnea'],
  'weight-loss-medication-before': true,
  'weight-loss-medications': ['semaglutide'],
  'weight-loss-medication-details': '0.5 mg weekly until March',
  'medications-none': false,
  medications: 'Lisinopril 10 mg daily',
  'weight-pounds': 200.5,
  'what-matters-most': 'Keeping up with my grandchildren',
}

const mensHealth: IntakeAnswers<'mens-health'> = {
  ...exampleIntakeAnswers['mens-health'],
  'testosterone-tested-recently': true,
  'testosterone-result': 240,
  'fertility-wish': true,
}

function item(response: fhir4.QuestionnaireResponse, linkId: string) {
  return response.item?.flatMap((group) => group.item ?? []).find((it) => it.linkId === linkId)
}

describe('toQuestionnaireResponse', () => {
  const response = toQuestionnaireResponse('weight-loss', weightLoss, {
    ...completed,
    subject: { reference: 'Patient/123' },
  })

  test('is an R4 QuestionnaireResponse of this questionnaire and version', () => {
    expect(response).toMatchObject({
      resourceType: 'QuestionnaireResponse',
      questionnaire: 'https://renewmedical.example/fhir/Questionnaire/intake-weight-loss|2026-11-1',
      status: 'completed',
      authored: AUTHORED,
      subject: { reference: 'Patient/123' },
    })
  })

  test('has one group per step, holding the questions as the patient saw them', () => {
    expect(response.item?.map((group) => [group.linkId, group.text])).toEqual([
      ['about-you', 'About you'],
      ['body', 'Height and weight'],
      ['medical-history', 'Your health'],
      ['medications-and-allergies', 'Medications and allergies'],
      ['goals', 'Your goals'],
      ['consents', 'Your consent'],
    ])
    expect(item(response, 'date-of-birth')).toEqual({
      linkId: 'date-of-birth',
      text: 'What is your date of birth?',
      answer: [{ valueDate: '1980-05-04' }],
    })
  })

  test('writes each type of answer as its FHIR value', () => {
    expect(item(response, 'state')?.answer).toEqual([
      { valueCoding: { system: 'https://www.usps.com/', code: 'TX', display: 'Texas' } },
    ])
    expect(item(response, 'conditions')?.answer).toEqual([
      {
        valueCoding: {
          system: 'https://renewmedical.example/fhir/CodeSystem/intake-conditions',
          code: 'high-blood-pressure',
          display: 'High blood pressure',
        },
      },
      {
        valueCoding: {
          system: 'https://renewmedical.example/fhir/CodeSystem/intake-conditions',
          code: 'sleep-apnea',
          display: 'Obstructive sleep apnea',
        },
      },
    ])
    expect(item(response, 'height-feet')?.answer).toEqual([{ valueInteger: 5 }])
    expect(item(response, 'weight-pounds')?.answer).toEqual([{ valueDecimal: 200.5 }])
    expect(item(response, 'mtc-men2-history')?.answer).toEqual([{ valueBoolean: false }])
    expect(item(response, 'medications')?.answer).toEqual([
      { valueString: 'Lisinopril 10 mg daily' },
    ])
    expect(item(response, 'what-matters-most')?.answer).toEqual([
      { valueString: 'Keeping up with my grandchildren' },
    ])
  })

  test('an open choice answered with an option is a coding', () => {
    const chosen = toQuestionnaireResponse(
      'weight-loss',
      exampleIntakeAnswers['weight-loss'],
      completed,
    )
    expect(item(chosen, 'what-matters-most')?.answer).toEqual([
      {
        valueCoding: {
          system: 'https://renewmedical.example/fhir/CodeSystem/intake-what-matters-most',
          code: 'energy',
          display: 'More energy',
        },
      },
    ])
  })

  test('records the version of the consent text agreed to', () => {
    expect(item(response, HEALTH_DATA_COLLECTION_CONSENT.id)).toEqual({
      linkId: 'consent-collect-health-data',
      text: HEALTH_DATA_COLLECTION_CONSENT.text,
      answer: [
        {
          valueCoding: {
            system:
              'https://renewmedical.example/fhir/CodeSystem/intake-consent-collect-health-data',
            version: '2026-11-1',
            code: 'agreed',
            display: 'I agree to Renew Medical collecting my health information',
          },
        },
      ],
    })
  })

  test('writes the calculated BMI for the reader', () => {
    // 5′4″ and 200.5 lb: 703 × 200.5 ÷ 4096 = 34.41…
    expect(item(response, 'bmi')?.answer).toEqual([{ valueDecimal: 34.4 }])
  })

  test('leaves out questions that are not asked', () => {
    const male = toQuestionnaireResponse(
      'weight-loss',
      { ...weightLoss, 'sex-at-birth': 'male', pregnancy: true },
      completed,
    )
    expect(item(male, 'pregnancy')).toBeUndefined()
    expect(item(response, 'medications-none')?.answer).toEqual([{ valueBoolean: false }])
  })

  test('a completed response needs a complete intake; one in progress does not', () => {
    const draft = { 'date-of-birth': '1980-05-04', state: 'TX' } as const
    expect(() => toQuestionnaireResponse('weight-loss', draft, completed)).toThrow(
      IncompleteIntakeError,
    )
    const inProgress = toQuestionnaireResponse('weight-loss', draft, {
      status: 'in-progress',
      authored: AUTHORED,
    })
    expect(inProgress.status).toBe('in-progress')
    expect(inProgress.item?.map((group) => group.linkId)).toEqual(['about-you'])
    expect(fromQuestionnaireResponse('weight-loss', inProgress)).toEqual(draft)
  })

  test('authored must be a FHIR dateTime', () => {
    expect(() =>
      toQuestionnaireResponse('weight-loss', weightLoss, {
        status: 'completed',
        authored: 'today',
      }),
    ).toThrow(RangeError)
  })
})

describe('fromQuestionnaireResponse', () => {
  function roundTrip<P extends IntakeProgram>(program: P, answers: IntakeAnswers<P>) {
    const response = toQuestionnaireResponse(program, answers, completed)
    // Through JSON, as it is stored.
    const stored = JSON.parse(JSON.stringify(response)) as fhir4.QuestionnaireResponse
    return fromQuestionnaireResponse(program, stored)
  }

  test('gives back the answers of a weight-loss response', () => {
    expect(roundTrip('weight-loss', weightLoss)).toEqual(weightLoss)
  })

  test('gives back the answers of a men’s health response', () => {
    expect(roundTrip('mens-health', mensHealth)).toEqual(mensHealth)
  })

  test('gives back only the answers to questions that are asked', () => {
    const withLeftovers = {
      ...mensHealth,
      'sleep-apnea-untreated': true,
      'testosterone-before-details': 'x',
    }
    expect(roundTrip('mens-health', withLeftovers)).toEqual(mensHealth)
    expect(askedAnswers('mens-health', withLeftovers)).toEqual(mensHealth)
  })

  const response = () => toQuestionnaireResponse('weight-loss', weightLoss, completed)

  test('refuses another program’s or another version’s response', () => {
    expect(() => fromQuestionnaireResponse('mens-health', response())).toThrow(
      InvalidQuestionnaireResponseError,
    )
    const older = {
      ...response(),
      questionnaire: `${response().questionnaire!.split('|')[0]}|2025-01-1`,
    }
    expect(() => fromQuestionnaireResponse('weight-loss', older)).toThrow(/2025-01-1/)
  })

  test('refuses an unknown question, a foreign code and a value of the wrong type', () => {
    const withItem = (extra: fhir4.QuestionnaireResponseItem) => {
      const copy = response()
      copy.item![0]!.item!.push(extra)
      return copy
    }
    expect(() =>
      fromQuestionnaireResponse(
        'weight-loss',
        withItem({ linkId: 'shoe-size', answer: [{ valueInteger: 9 }] }),
      ),
    ).toThrow(/No question shoe-size/)

    const foreign = response()
    item(foreign, 'state')!.answer = [{ valueCoding: { system: 'urn:other', code: 'TX' } }]
    expect(() => fromQuestionnaireResponse('weight-loss', foreign)).toThrow(/a code from urn:other/)

    const wrongType = response()
    item(wrongType, 'height-feet')!.answer = [{ valueString: 'five' }]
    expect(() => fromQuestionnaireResponse('weight-loss', wrongType)).toThrow(
      'height-feet: Enter a whole number.',
    )
  })

  test('refuses two answers to a question that takes one', () => {
    const twice = response()
    item(twice, 'height-feet')!.answer = [{ valueInteger: 5 }, { valueInteger: 6 }]
    expect(() => fromQuestionnaireResponse('weight-loss', twice)).toThrow(/takes one answer/)
  })

  test('a consent agreed to at another version is refused', () => {
    const older = response()
    item(older, HEALTH_DATA_COLLECTION_CONSENT.id)!.answer![0]!.valueCoding!.version = '2025-01-1'
    expect(() => fromQuestionnaireResponse('weight-loss', older)).toThrow(
      'consent-collect-health-data: Check the box to agree to the text shown.',
    )
  })
})
