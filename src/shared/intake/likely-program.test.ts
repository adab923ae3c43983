import { expect, test } from 'vitest'

import type { IntakeAssessment } from './eligibility'
import { bmiOfIntakeAnswers, goalNeedsCheck, likelyWeightLossProgram } from './likely-program'

const fit: Pick<IntakeAssessment, 'outcome' | 'reasons'> = { outcome: 'likely-fit', reasons: [] }
const talk = (code: string) =>
  ({
    outcome: 'talk-first',
    reasons: [{ code, message: '' }],
  }) as unknown as Pick<IntakeAssessment, 'outcome' | 'reasons'>

test('the BMI comes from the height and weight answered, and waits for all three', () => {
  const bmi = bmiOfIntakeAnswers({ 'height-feet': 5, 'height-inches': 6, 'weight-pounds': 212 })
  expect(bmi).toMatchObject({ ok: true, bmi: 34.2, category: 'obesity-1' })
  expect(bmiOfIntakeAnswers({ 'height-feet': 5, 'height-inches': 6 })).toBeUndefined()
  expect(
    bmiOfIntakeAnswers({ 'height-feet': 9, 'height-inches': 0, 'weight-pounds': 200 }),
  ).toMatchObject({ ok: false, error: 'height' })
})

test('a likely fit is GLP Elite; a talk first is RM3 from a BMI of 25, else Lifestyle', () => {
  expect(likelyWeightLossProgram(fit, 34.2)).toBe('glpElite')
  expect(likelyWeightLossProgram(talk('bmi-below-threshold'), 28)).toBe('rm3')
  expect(likelyWeightLossProgram(talk('bmi-below-threshold'), 25)).toBe('rm3')
  expect(likelyWeightLossProgram(talk('bmi-below-threshold'), 24.9)).toBe('lifestyle')
})

test('where GLP-1 medicine is ruled out the program without medication is named; some reasons name none', () => {
  expect(likelyWeightLossProgram(talk('mtc-men2'), 36)).toBe('rm3')
  expect(likelyWeightLossProgram(talk('pancreatitis'), 36)).toBe('rm3')
  expect(likelyWeightLossProgram(talk('pregnancy'), 36)).toBeNull()
  expect(likelyWeightLossProgram(talk('eating-disorder'), 36)).toBeNull()
  expect(likelyWeightLossProgram({ outcome: 'not-eligible-online', reasons: [] }, 36)).toBeNull()
  expect(likelyWeightLossProgram(null, 36)).toBeNull()
  expect(likelyWeightLossProgram(fit, undefined)).toBeNull()
})

test('a goal weight at or above the current weight asks for a check; a lower one, or a missing one, does not', () => {
  expect(goalNeedsCheck({ 'weight-pounds': 200, 'goal-weight': 200 })).toBe(true)
  expect(goalNeedsCheck({ 'weight-pounds': 200, 'goal-weight': 215.5 })).toBe(true)
  expect(goalNeedsCheck({ 'weight-pounds': 200, 'goal-weight': 170 })).toBe(false)
  expect(goalNeedsCheck({ 'weight-pounds': 200 })).toBe(false)
  expect(goalNeedsCheck({ 'goal-weight': 170 })).toBe(false)
})
