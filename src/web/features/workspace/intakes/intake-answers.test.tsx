import { render, screen, within } from '@testing-library/react'

import { exampleIntakeAnswers } from '@shared/intake/examples'

import { IntakeAnswersList } from './intake-answers'

/** The answer shown for a question, found by the question's text. */
function answerTo(question: string | RegExp): HTMLElement {
  const term = screen.getByText(question, { selector: 'dt' })
  const definition = term.nextElementSibling
  if (!(definition instanceof HTMLElement)) throw new Error(`No answer to ${String(question)}`)
  return definition
}

test('answers are grouped by step and spelled out in words', () => {
  render(
    <IntakeAnswersList
      program="weight-loss"
      answers={{
        ...exampleIntakeAnswers['weight-loss'],
        conditions: ['high-blood-pressure', 'sleep-apnea'],
        'weight-loss-medication-before': true,
        'weight-loss-medications': ['semaglutide'],
        'weight-loss-medication-details': '0.5 mg weekly,\nstopped in June',
        'what-matters-most': 'To keep up with my grandchildren',
      }}
    />,
  )

  expect(
    screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent),
  ).toEqual([
    'About you',
    'Height and weight',
    'Your health',
    'Medications and allergies',
    'Your goals',
    'Your consent',
  ])
  // Option codes as their labels; booleans as Yes or No; dates, units and the BMI spelled out.
  expect(answerTo('What sex were you assigned at birth?').textContent).toBe('Female')
  expect(answerTo('Which state do you live in?').textContent).toBe('Texas')
  expect(answerTo('What is your date of birth?').textContent).toBe('4 May 1980')
  expect(answerTo('What is your current weight, in pounds?').textContent).toBe('200 lb')
  expect(answerTo('Height (feet)').textContent).toBe('5 ft')
  expect(answerTo('Your BMI (body mass index)').textContent).toBe('34.3 (Obesity (class 1))')
  expect(
    within(answerTo(/ever told you that you have any of these conditions/))
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(['High blood pressure', 'Obstructive sleep apnea'])
  expect(answerTo(/medullary thyroid cancer/).textContent).toBe('No')
  expect(answerTo('Have you ever taken a prescription medicine to lose weight?').textContent).toBe(
    'Yes',
  )
  expect(answerTo('Which ones?').textContent).toBe('Semaglutide (Wegovy, Ozempic)')
  expect(answerTo(/What dose did you take/).textContent).toBe('0.5 mg weekly,\nstopped in June')
  // An open choice in the patient's own words is shown as they wrote it.
  expect(answerTo('What matters most to you about losing weight?').textContent).toBe(
    'To keep up with my grandchildren',
  )
  expect(answerTo('Collecting your health information').textContent).toBe(
    'Agreed (text version 2026-11-1)',
  )
})

test('questions that were not asked or not answered are left out', () => {
  render(
    <IntakeAnswersList
      program="weight-loss"
      answers={{
        ...exampleIntakeAnswers['weight-loss'],
        'sex-at-birth': 'male',
        // Kept in a draft from before the patient changed an earlier answer: no longer asked.
        pregnancy: true,
        'surgeries-any': false,
        surgeries: 'Appendix, 2001',
      }}
    />,
  )

  expect(screen.queryByText(/pregnant/)).toBeNull()
  expect(screen.queryByText('Which surgeries have you had, and when?')).toBeNull()
  expect(screen.queryByText(/What dose did you take/)).toBeNull()
  expect(screen.queryByText('Which medications, vitamins and supplements do you take?')).toBeNull()
  expect(answerTo('I take no medications, vitamins or supplements').textContent).toBe('Yes')
})
