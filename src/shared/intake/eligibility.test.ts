import { describe, expect, test } from 'vitest'

import { IncompleteIntakeError } from './answers'
import { ageOn, assessIntake, notEligibleOnlineReasons } from './eligibility'
import { exampleIntakeAnswers } from './examples'
import { intakeMessages } from './messages'
import { type IntakeAnswers, WEIGHT_RELATED_CONDITIONS } from './questionnaire'

const TODAY = '2026-11-20'

const weightLoss = (changes: IntakeAnswers<'weight-loss'> = {}) =>
  assessIntake('weight-loss', { ...exampleIntakeAnswers['weight-loss'], ...changes }, TODAY)
const mensHealth = (changes: IntakeAnswers<'mens-health'> = {}) =>
  assessIntake('mens-health', { ...exampleIntakeAnswers['mens-health'], ...changes }, TODAY)

const codes = (notes: readonly { code: string }[]) => notes.map((note) => note.code)

/** 5′4″ (64 in): 157.0 lb → BMI 26.9, 157.1 → 27.0, 174.5 → 29.9, 174.6 → 30.0 (bmi.test.ts). */
const fiveFour = (pounds: number) =>
  ({ 'height-feet': 5, 'height-inches': 4, 'weight-pounds': pounds }) as const

describe('everyone', () => {
  test('18 years old exactly today is an adult; a day short is not', () => {
    expect(weightLoss({ 'date-of-birth': '2008-11-20' }).outcome).toBe('likely-fit')
    expect(weightLoss({ 'date-of-birth': '2008-11-21' })).toEqual({
      outcome: 'not-eligible-online',
      reasons: [
        {
          code: 'under-18',
          message:
            'Our online programs are for adults 18 and older, so we can’t start treatment for you online — call us and we’ll tell you about your options.',
        },
      ],
      flags: [],
    })
  })

  test('someone born on 29 February turns a year older on 1 March', () => {
    expect(ageOn('2008-02-29', '2026-02-28')).toBe(17)
    expect(ageOn('2008-02-29', '2026-03-01')).toBe(18)
    expect(ageOn('2008-02-29', '2028-02-29')).toBe(20)
  })

  test.each(['TX', 'OK', 'LA', 'NM'] as const)('%s is served', (state) => {
    expect(weightLoss({ state }).outcome).toBe('likely-fit')
  })

  test('a state not served is named in the reason', () => {
    expect(weightLoss({ state: 'FL' }).reasons).toEqual([
      {
        code: 'state-not-served',
        message:
          'We’re not yet able to treat patients in Florida online — call us and we’ll tell you about your options.',
      },
    ])
    expect(mensHealth({ state: 'NY' }).outcome).toBe('not-eligible-online')
  })

  test('not eligible online outweighs talking first, and only its reasons are given', () => {
    const result = weightLoss({ state: 'FL', 'mtc-men2-history': true })
    expect(result.outcome).toBe('not-eligible-online')
    expect(codes(result.reasons)).toEqual(['state-not-served'])
    expect(mensHealth({ state: 'FL' })).not.toHaveProperty('labs')
  })

  test('age and state can be checked from the first step alone', () => {
    expect(
      codes(notEligibleOnlineReasons({ state: 'CA', 'date-of-birth': '2010-01-01' }, TODAY)),
    ).toEqual(['under-18', 'state-not-served'])
    expect(notEligibleOnlineReasons({ state: 'LA' }, TODAY)).toEqual([])
    expect(notEligibleOnlineReasons({}, TODAY)).toEqual([])
  })

  test('an incomplete intake is not assessed', () => {
    const { conditions: _, ...incomplete } = exampleIntakeAnswers['weight-loss']
    expect(() => assessIntake('weight-loss', incomplete, TODAY)).toThrow(IncompleteIntakeError)
    try {
      assessIntake('weight-loss', incomplete, TODAY)
    } catch (error) {
      expect((error as IncompleteIntakeError).missing.map((missing) => missing.id)).toEqual([
        'conditions',
      ])
    }
  })

  test('today must be a date', () => {
    expect(() => weightLoss({ 'date-of-birth': '1980-05-04' }).outcome).not.toThrow()
    expect(() =>
      assessIntake('weight-loss', exampleIntakeAnswers['weight-loss'], '20/11/2026'),
    ).toThrow(RangeError)
  })
})

describe('weight loss', () => {
  test('BMI 30.0 without a condition is likely a fit, with the patient-facing words', () => {
    const result = weightLoss(fiveFour(174.6))
    expect(result).toEqual({ outcome: 'likely-fit', reasons: [], flags: [] })
    expect(intakeMessages.outcome[result.outcome]).toBe(
      'You’re likely a fit. A physician reviews your answers within one business day.',
    )
  })

  test('BMI 29.9 without a condition: talk first, and the reason gives the numbers', () => {
    expect(weightLoss(fiveFour(174.5))).toEqual({
      outcome: 'talk-first',
      reasons: [
        {
          code: 'bmi-below-threshold',
          message:
            'Your BMI is 29.9, and you didn’t tell us about a weight-related condition. Weight-loss medicines are usually prescribed from a BMI of 30, or from 27 with a condition such as high blood pressure or type 2 diabetes, so a physician needs to talk with you about the options that fit you.',
        },
      ],
      flags: [],
    })
  })

  test('BMI 27.0 without a condition: talk first', () => {
    const result = weightLoss(fiveFour(157.1))
    expect(result.outcome).toBe('talk-first')
    expect(result.reasons[0]?.message).toMatch(/^Your BMI is 27\.0, and you didn’t tell us/)
  })

  test('BMI 27.0 with a weight-related condition is likely a fit, flagged for staff', () => {
    expect(weightLoss({ ...fiveFour(157.1), conditions: ['high-blood-pressure'] })).toEqual({
      outcome: 'likely-fit',
      reasons: [],
      flags: [
        {
          code: 'bmi-borderline-with-condition',
          message:
            'BMI 27.0 (27–29.9) qualifies only through a weight-related condition (High blood pressure): confirm the diagnosis.',
        },
      ],
    })
  })

  test.each(WEIGHT_RELATED_CONDITIONS)('%s qualifies at BMI 27', (condition) => {
    expect(weightLoss({ ...fiveFour(157.1), conditions: [condition] }).outcome).toBe('likely-fit')
  })

  test('BMI 26.9 is below 27 even with a condition', () => {
    const result = weightLoss({ ...fiveFour(157), conditions: ['type-2-diabetes'] })
    expect(result.outcome).toBe('talk-first')
    expect(result.reasons).toEqual([
      {
        code: 'bmi-below-threshold',
        message:
          'Your BMI is 26.9. Weight-loss medicines are usually prescribed from a BMI of 30, or from 27 with a weight-related condition such as high blood pressure or type 2 diabetes, so a physician needs to talk with you about the options that fit you.',
      },
    ])
  })

  test('type 1 diabetes is not a weight-related condition', () => {
    expect(
      codes(weightLoss({ ...fiveFour(157.1), conditions: ['type-1-diabetes'] }).reasons),
    ).toEqual(['type-1-diabetes', 'bmi-below-threshold'])
  })

  test('the medullary thyroid cancer hard stop names its reason', () => {
    expect(weightLoss({ 'mtc-men2-history': true }).reasons).toEqual([
      {
        code: 'mtc-men2',
        message:
          'You told us about a personal or family history of medullary thyroid cancer or MEN 2. GLP-1 medicines are not used in that case, so a physician needs to talk with you about other options.',
      },
    ])
  })

  test.each([
    ['mtc-men2', { 'mtc-men2-history': true }],
    ['pancreatitis', { conditions: ['pancreatitis'] }],
    ['pregnancy', { pregnancy: true }],
    ['type-1-diabetes', { conditions: ['type-1-diabetes'] }],
    ['eating-disorder', { conditions: ['eating-disorder'] }],
  ] as const)('the %s hard stop alone means talking first', (code, changes) => {
    const result = weightLoss(changes)
    expect(result.outcome).toBe('talk-first')
    expect(codes(result.reasons)).toEqual([code])
    expect(result.reasons[0]?.message).toMatch(/^You told us .+ a physician needs to talk with you/)
  })

  test('a pregnancy answer left from before counts only when female at birth', () => {
    expect(weightLoss({ 'sex-at-birth': 'male', pregnancy: true }).outcome).toBe('likely-fit')
  })

  test('every hard stop is named when there are several', () => {
    expect(
      codes(
        weightLoss({ 'mtc-men2-history': true, conditions: ['pancreatitis', 'eating-disorder'] })
          .reasons,
      ),
    ).toEqual(['mtc-men2', 'pancreatitis', 'eating-disorder'])
  })

  test('staff are told about BMI 50 or more', () => {
    // 5′4″: 291.0 lb → BMI 49.9, 291.1 → 50.0.
    expect(codes(weightLoss(fiveFour(291)).flags)).toEqual([])
    expect(weightLoss(fiveFour(291.1)).flags).toEqual([
      {
        code: 'bmi-50-or-more',
        message: 'BMI 50.0 is 50 or more: review the whole history before the visit.',
      },
    ])
  })

  test('staff are told about earlier weight-loss medicines and type 2 diabetes', () => {
    const result = weightLoss({
      'weight-loss-medication-before': true,
      'weight-loss-medications': ['semaglutide', 'phentermine'],
      conditions: ['type-2-diabetes'],
    })
    expect(result.outcome).toBe('likely-fit')
    expect(result.flags).toEqual([
      {
        code: 'prior-weight-loss-medication',
        message:
          'Has taken weight-loss medicine before (Semaglutide (Wegovy, Ozempic), Phentermine (Adipex-P, Lomaira)): check the dose and the last dose before choosing a starting dose.',
      },
      {
        code: 'type-2-diabetes',
        message:
          'Type 2 diabetes: review diabetes medicines — insulin and sulfonylureas raise the risk of low blood sugar with GLP-1 medicines.',
      },
    ])
  })

  test('weight loss suggests no men’s treatment and lists no men’s labs', () => {
    const result = weightLoss()
    expect(result).not.toHaveProperty('suggestion')
    expect(result).not.toHaveProperty('labs')
  })
})

describe('men’s health', () => {
  const allLabs = [
    'Morning total testosterone, on two separate mornings',
    'Free testosterone',
    'Estradiol',
    'Complete blood count, including hematocrit',
    'PSA (prostate-specific antigen)',
    'LH and FSH',
    'Lipid panel (cholesterol and triglycerides)',
    'Metabolic panel (blood sugar, kidney and liver function)',
  ]

  test('without a wish to father a child: testosterone, with its reason and the labs', () => {
    expect(mensHealth()).toEqual({
      outcome: 'likely-fit',
      reasons: [],
      flags: [],
      suggestion: 'testosterone',
      suggestionReason:
        'You don’t plan to father a child in the next year or two, so testosterone treatment may suit you. Your physician decides after your labs and your visit.',
      labs: allLabs,
    })
  })

  test('a wish to father a child suggests enclomiphene, and says why', () => {
    const result = mensHealth({ 'fertility-wish': true })
    expect(result.outcome).toBe('likely-fit')
    expect(result.suggestion).toBe('enclomiphene')
    expect(result.suggestionReason).toMatch(/^You’d like to keep your fertility\. .*enclomiphene/)
  })

  test.each([
    ['prostate-or-breast-cancer', { 'prostate-or-breast-cancer': true }],
    ['high-hematocrit', { 'high-hematocrit': true }],
    ['recent-heart-attack-or-stroke', { 'recent-heart-attack-or-stroke': true }],
    ['untreated-sleep-apnea', { conditions: ['sleep-apnea'], 'sleep-apnea-untreated': true }],
  ] as const)(
    '%s alone means talking first; no treatment is suggested, the labs are listed',
    (code, changes) => {
      const result = mensHealth(changes)
      expect(result.outcome).toBe('talk-first')
      expect(codes(result.reasons)).toEqual([code])
      expect(result.reasons[0]?.message).toMatch(
        /^You told us .+ a physician needs to talk with you/,
      )
      expect(result).not.toHaveProperty('suggestion')
      expect(result.labs).toEqual(allLabs)
    },
  )

  test('treated or not severe sleep apnea is no reason to talk first', () => {
    expect(
      mensHealth({ conditions: ['sleep-apnea'], 'sleep-apnea-untreated': false }).outcome,
    ).toBe('likely-fit')
    // An answer left from before, when sleep apnea is no longer chosen, does not count.
    expect(mensHealth({ 'sleep-apnea-untreated': true }).outcome).toBe('likely-fit')
  })

  test('female sex at birth: talk first about the care that fits', () => {
    expect(codes(mensHealth({ 'sex-at-birth': 'female' }).reasons)).toEqual([
      'mens-program-sex-at-birth',
    ])
  })

  test('PSA is listed from 40: on the 40th birthday, not the day before', () => {
    const psa = 'PSA (prostate-specific antigen)'
    expect(mensHealth({ 'date-of-birth': '1986-11-20' }).labs).toContain(psa)
    expect(mensHealth({ 'date-of-birth': '1986-11-21' }).labs).not.toContain(psa)
    expect(mensHealth({ 'date-of-birth': '1986-11-21' }).labs).toHaveLength(allLabs.length - 1)
  })

  test('with a recent morning testosterone, a second one and all the other labs are still needed', () => {
    const labs = mensHealth({
      'testosterone-tested-recently': true,
      'testosterone-result': 240,
    }).labs
    expect(labs).toEqual([
      'A second morning total testosterone (your recent result counts as the first)',
      ...allLabs.slice(1),
    ])
  })

  test('staff are told about earlier testosterone, a result that is not low, and no symptoms', () => {
    expect(
      codes(mensHealth({ 'testosterone-tested-recently': true, 'testosterone-result': 299 }).flags),
    ).toEqual([])
    expect(
      mensHealth({
        'testosterone-before': true,
        'testosterone-tested-recently': true,
        'testosterone-result': 300,
        symptoms: ['none'],
      }).flags,
    ).toEqual([
      {
        code: 'prior-testosterone',
        message:
          'Has used testosterone or another treatment to raise it: ask what, the dose and when it stopped — it changes how the labs read.',
      },
      {
        code: 'reported-testosterone-not-low',
        message:
          'Reported morning total testosterone of 300 ng/dL, at or above the 300 ng/dL the AUA guideline uses for low testosterone: confirm with the labs.',
      },
      {
        code: 'no-symptoms',
        message:
          'Reported none of the listed symptoms: testosterone treatment is for low testosterone with symptoms.',
      },
    ])
  })
})
