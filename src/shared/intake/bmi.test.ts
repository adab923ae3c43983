import { describe, expect, test } from 'vitest'

import { bmiCategory, bmiFromUs } from './bmi'

// 5′4″ is 64 inches, 64² = 4096; BMI = 703 × lb ÷ 4096.
const fiveFour = (pounds: number) => bmiFromUs({ feet: 5, inches: 4, pounds })

function bmi(result: ReturnType<typeof bmiFromUs>) {
  if (!result.ok) throw new Error(result.message)
  return result.bmi
}

describe('BMI from feet, inches and pounds', () => {
  test('at the 30 boundary: 174.5 lb is 29.95… → 29.9, 174.6 lb is 29.97… → 30.0', () => {
    expect(bmi(fiveFour(174.5))).toBe(29.9)
    expect(bmi(fiveFour(174.6))).toBe(30)
  })

  test('at the 27 boundary: 157.0 lb is 26.946… → 26.9, 157.1 lb is 26.963… → 27.0', () => {
    expect(bmi(fiveFour(157))).toBe(26.9)
    expect(bmi(fiveFour(157.1))).toBe(27)
  })

  test('an exact half rounds up, where floating point would round it down', () => {
    // 6′2″ and 170.2 lb: 703 × 170.2 ÷ 74² = 119650.6 ÷ 5476 = 21.85 exactly, which floating
    // point computes as 21.849999…
    expect(Math.round(((703 * 170.2) / (74 * 74)) * 10) / 10).toBe(21.8)
    expect(bmi(bmiFromUs({ feet: 6, inches: 2, pounds: 170.2 }))).toBe(21.9)
  })

  test('gives the category and its label', () => {
    expect(fiveFour(200)).toEqual({
      ok: true,
      bmi: 34.3,
      category: 'obesity-1',
      label: 'Obesity (class 1)',
    })
  })

  test('accepts the limits: 4′0″ to 7′6″, 70 to 700 lb', () => {
    expect(bmiFromUs({ feet: 4, inches: 0, pounds: 70 }).ok).toBe(true)
    expect(bmiFromUs({ feet: 7, inches: 6, pounds: 700 }).ok).toBe(true)
  })

  test.each([
    { feet: 3, inches: 11 },
    { feet: 7, inches: 7 },
    { feet: 5, inches: 12 },
    { feet: 5, inches: -1 },
    { feet: 5.5, inches: 0 },
    { feet: 5, inches: 6.5 },
    { feet: Number.NaN, inches: 0 },
  ])('refuses the height $feet ft $inches in with a message, not NaN', ({ feet, inches }) => {
    expect(bmiFromUs({ feet, inches, pounds: 180 })).toEqual({
      ok: false,
      error: 'height',
      message: 'Enter a height from 4 feet 0 inches to 7 feet 6 inches, in whole feet and inches.',
    })
  })

  test.each([69.9, 700.1, 180.25, Number.NaN, Number.POSITIVE_INFINITY])(
    'refuses the weight %s lb with a message, not NaN',
    (pounds) => {
      expect(fiveFour(pounds)).toEqual({
        ok: false,
        error: 'weight',
        message: 'Enter a weight from 70 to 700 pounds, with at most one decimal place.',
      })
    },
  )
})

test('BMI categories follow the CDC adult ranges', () => {
  expect([18.4, 18.5, 24.9, 25, 29.9, 30, 34.9, 35, 39.9, 40].map(bmiCategory)).toEqual([
    'underweight',
    'healthy',
    'healthy',
    'overweight',
    'overweight',
    'obesity-1',
    'obesity-1',
    'obesity-2',
    'obesity-2',
    'obesity-3',
  ])
})
