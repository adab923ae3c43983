import { describe, expect, expectTypeOf, test } from 'vitest'

import { SERVED_STATES } from '../clinic'
import {
  findIntakeQuestion,
  type IntakeAnswers,
  type IntakeQuestion,
  intakePrograms,
  intakeQuestionnaires,
  intakeQuestions,
  WEIGHT_RELATED_CONDITIONS,
} from './questionnaire'
import { US_STATES } from './us-states'

describe.each(intakePrograms)('the %s questionnaire', (program) => {
  const questionnaire = intakeQuestionnaires[program]

  test('is versioned and named by a canonical URL', () => {
    expect(questionnaire.version).toBe('2026-11-1')
    expect(questionnaire.url).toBe(
      `https://renewmedical.example/fhir/Questionnaire/intake-${program}`,
    )
  })

  test('has unique linkIds across its steps and questions', () => {
    const ids = [
      ...questionnaire.steps.map((step) => step.id),
      ...intakeQuestions(program).map((question) => question.id),
    ]
    expect(new Set(ids).size).toBe(ids.length)
  })

  test('starts with the shared steps and ends with the consents', () => {
    const steps = questionnaire.steps.map((step) => step.id)
    expect(steps.slice(0, 3)).toEqual(['about-you', 'body', 'medical-history'])
    expect(steps.slice(-3)).toEqual(['medications-and-allergies', 'goals', 'consents'])
  })

  test('every condition names an earlier question and one of its possible answers', () => {
    const seen = new Map<string, IntakeQuestion>()
    for (const question of intakeQuestions(program)) {
      for (const condition of question.enableWhen ?? []) {
        const other = seen.get(condition.question)
        expect(other, `${question.id} depends on ${condition.question}`).toBeDefined()
        if (other?.type === 'boolean') expect(typeof condition.answer).toBe('boolean')
        else if (other && 'options' in other) {
          expect(other.options.map((option) => option.code)).toContain(condition.answer)
        } else expect.unreachable(`${question.id} depends on a ${other?.type} question`)
      }
      seen.set(question.id, question)
    }
  })

  test('a multi-select’s exclusive option is one of its options', () => {
    for (const question of intakeQuestions(program)) {
      if (question.type === 'choice' && question.exclusive !== undefined) {
        expect(question.options.map((option) => option.code)).toContain(question.exclusive)
      }
    }
  })

  test('both consents are required, separate questions with their own version', () => {
    const consents = questionnaire.steps.at(-1)!.questions
    expect(consents.map((question) => [question.type, question.required])).toEqual([
      ['consent', true],
      ['consent', true],
    ])
  })
})

test('the weight-related conditions are options of both programs, but PCOS only for weight loss', () => {
  const codes = (program: (typeof intakePrograms)[number]) => {
    const question = findIntakeQuestion(program, 'conditions')
    return question && 'options' in question ? question.options.map((option) => option.code) : []
  }
  expect(codes('weight-loss')).toEqual(expect.arrayContaining([...WEIGHT_RELATED_CONDITIONS]))
  expect(codes('mens-health')).toEqual(
    expect.arrayContaining(WEIGHT_RELATED_CONDITIONS.filter((code) => code !== 'pcos')),
  )
  expect(codes('mens-health')).not.toContain('pcos')
})

test('the pregnancy question is asked only of the weight-loss program, and only when female at birth', () => {
  expect(findIntakeQuestion('weight-loss', 'pregnancy')?.enableWhen).toEqual([
    { question: 'sex-at-birth', operator: '=', answer: 'female' },
  ])
  expect(findIntakeQuestion('mens-health', 'pregnancy')).toBeUndefined()
})

test('every served state can be chosen, under its own name', () => {
  for (const served of SERVED_STATES) {
    expect(US_STATES).toContainEqual(served)
  }
  expect(findIntakeQuestion('weight-loss', 'state')?.help).toBe(
    'Our physicians can treat you online if you live in Texas, Oklahoma, Louisiana or New Mexico.',
  )
})

test('the answers are typed by the definition', () => {
  expectTypeOf<IntakeAnswers<'weight-loss'>['sex-at-birth']>().toEqualTypeOf<
    'female' | 'male' | undefined
  >()
  expectTypeOf<IntakeAnswers<'weight-loss'>['height-feet']>().toEqualTypeOf<number | undefined>()
  expectTypeOf<IntakeAnswers<'mens-health'>['fertility-wish']>().toEqualTypeOf<
    boolean | undefined
  >()
  expectTypeOf<IntakeAnswers<'weight-loss'>['consent-collect-health-data']>().toEqualTypeOf<
    '2026-11-1' | undefined
  >()
  expectTypeOf<IntakeAnswers<'mens-health'>['symptoms']>().toEqualTypeOf<
    | readonly (
        'low-energy' | 'low-libido' | 'erectile-difficulties' | 'mood' | 'muscle-loss' | 'none'
      )[]
    | undefined
  >()
  // The calculated BMI is not an answer, and each program has only its own questions.
  expectTypeOf<IntakeAnswers<'weight-loss'>>().not.toHaveProperty('bmi')
  expectTypeOf<IntakeAnswers<'weight-loss'>>().not.toHaveProperty('fertility-wish')
  expectTypeOf<IntakeAnswers<'mens-health'>>().not.toHaveProperty('pregnancy')
})
