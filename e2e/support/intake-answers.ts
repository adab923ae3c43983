import type { Page } from '@playwright/test'

import { expect as baseExpect } from './fixtures'

const expect = baseExpect.configure({ timeout: 15_000 })

const question = (page: Page, text: string) => page.getByRole('group', { name: text })
const next = (page: Page) => page.getByRole('button', { name: 'Next' }).click()

/** The weight-loss questionnaire answered as a likely fit, step by step. */
export async function answerWeightLoss(page: Page) {
  await expect(page.getByText('Step 1 of 7: About you')).toBeVisible()
  await page.getByLabel('What is your date of birth?').fill('1980-05-04')
  await question(page, 'What sex were you assigned at birth?').getByLabel('Female').check()
  await page.getByLabel('Which state do you live in?').selectOption('TX')
  await next(page)

  await expect(page.getByText('Step 2 of 7: Height and weight')).toBeVisible()
  await page.getByLabel('Height (feet)').fill('5')
  await page.getByLabel('Height (inches)').fill('4')
  await page.getByLabel('What is your current weight, in pounds?').fill('200')
  await next(page)

  await expect(page.getByText('Step 3 of 7: Your health')).toBeVisible()
  await page.getByLabel('None of these').check()
  for (const text of [
    'Have you, or has anyone in your family, ever had medullary thyroid cancer (MTC) or multiple endocrine neoplasia type 2 (MEN 2)?',
    'Are you pregnant or breastfeeding, or planning to become pregnant?',
    'Have you ever taken a prescription medicine to lose weight?',
    'Have you ever had surgery?',
  ]) {
    await question(page, text).getByLabel('No').check()
  }
  await next(page)

  await expect(page.getByText('Step 4 of 7: Medications and allergies')).toBeVisible()
  await page.getByLabel('I take no medications, vitamins or supplements').check()
  await question(page, 'Are you allergic to any medications?').getByLabel('No').check()
  await next(page)

  await expect(page.getByText('Step 5 of 7: Your goals')).toBeVisible()
  await page.getByLabel('What weight would you like to reach, in pounds?').fill('160')
  await page.getByLabel('More energy').check()
  await next(page)

  await expect(page.getByText('Step 6 of 7: Your consent')).toBeVisible()
  await page.getByLabel('I agree to Renew Medical collecting my health information').check()
  await page
    .getByLabel('I agree to Renew Medical sharing my health information with my physician')
    .check()
  await next(page)
}
