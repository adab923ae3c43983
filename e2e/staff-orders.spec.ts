import type { Page } from '@playwright/test'

import { exampleIntakeAnswers } from '../src/shared/intake/examples'
import { expectNoSeriousAxeViolations } from './support/axe'
import { expect as baseExpect, open, test } from './support/fixtures'
import { addStaffAccount, apiSession } from './support/staff'

// An order with a peptide on the staff site (docs/decisions/043-order-answers-and-deliberate-
// steps.md), at 1440 and 375 px: the physician opens the patient's questionnaire from the order
// (flags, BMI, answers in words), approves, and takes the order on — each step that e-mails the
// patient or records money confirmed in a dialog (Escape cancels, focus goes back), the payment's
// amount and day checked and then shown. The staff site admits staff only, so the "patient" is a
// staff account that sends a questionnaire and places the order for its own address: the order
// is a guest's, matched to the questionnaire by e-mail, as the page then says.

test.describe.configure({ timeout: 120_000 })
const expect = baseExpect.configure({ timeout: 15_000 })

async function signIn(page: Page, email: string, password: string) {
  await open(page, '/')
  await page.getByRole('button', { name: 'Access Platform' }).click()
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Sign In', exact: true }).click()
  await expect(page.getByText('Welcome!', { exact: true }).first()).toBeVisible()
}

test('a physician reads the answers from the order; confirmed steps; a payment with its amount and day', async ({
  page,
}, testInfo) => {
  const unique = `${testInfo.project.name.replace(/[^a-z]/g, '')}${Date.now().toString(36)}`
  const today = new Date().toLocaleDateString('en-CA', { timeZone: 'America/Chicago' })

  // The patient: a questionnaire flagged by pancreatitis, and an order for a peptide.
  const patientEmail = `pia.${unique}@renewmedical.example`
  const patient = await apiSession(page.request, {
    email: patientEmail,
    password: addStaffAccount('staff', patientEmail),
  })
  const saved = await page.request.put('/patient/v1/intakes/weight-loss', {
    headers: patient,
    data: { answers: { ...exampleIntakeAnswers['weight-loss'], conditions: ['pancreatitis'] } },
  })
  expect(saved.status()).toBe(200)
  const { intake } = (await saved.json()) as { intake: { version: number } }
  const sent = await page.request.post('/patient/v1/intakes/weight-loss/submit', {
    headers: patient,
    data: { version: intake.version, today },
  })
  expect(sent.status()).toBe(200)
  const placed = await page.request.post('/orders/v1/orders', {
    headers: patient,
    data: {
      firstName: 'Pia',
      lastName: 'Patient',
      email: patientEmail,
      phone: '(555) 010-6060',
      shipping: { line1: '200 Congress Ave', city: 'Austin', state: 'TX', zip: '78701' },
      lines: [
        { productId: 'peptide-1', quantity: 2 },
        { productId: 'natural-1', quantity: 1 },
      ],
      idempotencyKey: `e2e-${unique}`,
    },
  })
  expect(placed.status(), await placed.text()).toBe(201)
  const { order } = (await placed.json()) as {
    order: { id: string; number: string; totalCents: number }
  }
  const total = `$${(order.totalCents / 100).toFixed(2)}`
  const name = 'Pia Patient'

  // The physician opens the order: the questionnaire is one click away.
  const physicianEmail = `doctor.${unique}@renewmedical.example`
  await signIn(page, physicianEmail, addStaffAccount('staff', physicianEmail, 'physician'))
  await page.goto(`/admin/orders/${order.id}`)
  const answers = page.getByRole('region', { name: 'The patient’s questionnaire' })
  await answers.getByRole('link', { name: 'Show the patient’s questionnaire' }).click()
  await expect(answers.getByRole('link', { name: 'Hide the questionnaire' })).toHaveAttribute(
    'aria-expanded',
    'true',
  )
  await expect(page).toHaveURL(/questionnaire=1/)
  await expect(answers.getByText(/same e-mail address/)).toBeVisible()
  await expect(answers.locator('[data-slot="questionnaire-bmi"]')).toHaveText(/^\d+\.\d \(.+\)$/)
  await expect(answers.getByRole('heading', { name: 'Look at first' })).toBeVisible()
  await expect(answers.locator('[data-slot="intake-answers"]')).toContainText('Pancreatitis')
  await expectNoSeriousAxeViolations(page)

  // The review offers only the product that needs one; the physician approves.
  const review = page.getByRole('form', { name: 'Physician review' })
  await review.getByLabel('Lower or remove products').check()
  await expect(review.getByRole('spinbutton')).toHaveCount(1)
  await review.getByLabel('Approve as requested').check()
  await review.getByRole('button', { name: 'Approve order' }).click()
  await expect(
    page.getByRole('status').getByText('Saved. The order is now: Approved.'),
  ).toBeVisible()

  // Asking for payment e-mails the patient: confirmed first; Escape cancels, focus goes back.
  const confirm = page.getByRole('button', { name: 'Confirm and request payment' })
  await confirm.click()
  const ask = page.getByRole('dialog', { name: 'Request payment?' })
  await expect(ask).toContainText(`This e-mails ${name} a request to pay ${total}`)
  await expect(ask.getByRole('button', { name: 'Go back' })).toBeFocused()
  await expectNoSeriousAxeViolations(page)
  await page.keyboard.press('Escape')
  await expect(ask).toBeHidden()
  await expect(confirm).toBeFocused()
  await expect(page.getByText('Saved. The order is now: Approved.')).toBeVisible()
  await confirm.click()
  await ask.getByRole('button', { name: 'E-mail the payment request' }).click()
  await expect(page.getByText('Saved. The order is now: Awaiting payment.')).toBeVisible()

  // The payment: more than the total, or a day after today, is refused on its field.
  const payment = page.getByRole('form', { name: 'Record payment' })
  await payment.getByLabel('How the patient paid').selectOption({ label: 'Card, by phone' })
  await payment.getByLabel('Payment reference (receipt or invoice number)').fill(`R-${unique}`)
  const amount = payment.getByLabel('Amount received (US$)')
  await expect(amount).toHaveValue((order.totalCents / 100).toFixed(2))
  await amount.fill(((order.totalCents + 100) / 100).toFixed(2))
  await payment.getByRole('button', { name: 'Record payment' }).click()
  await expect(payment.getByText(`cannot be more than the order’s total of ${total}`)).toBeVisible()
  await expect(amount).toBeFocused()
  await amount.fill('20.00')
  const received = payment.getByLabel('Received on')
  await received.fill('2999-01-01')
  await payment.getByRole('button', { name: 'Record payment' }).click()
  await expect(payment.getByText('The payment cannot be received after today')).toBeVisible()
  await received.fill(today)
  await payment.getByRole('button', { name: 'Record payment' }).click()
  const record = page.getByRole('dialog', { name: 'Record this payment?' })
  await expect(record).toContainText('This records $20.00 received by card, by phone on')
  await expect(record).toContainText(`It e-mails ${name} that the order is paid.`)
  await expectNoSeriousAxeViolations(page)
  await record.getByRole('button', { name: 'Record the payment' }).click()
  await expect(page.getByText('Saved. The order is now: Paid.')).toBeVisible()
  const paid = page.getByRole('region', { name: 'Payment' })
  await expect(paid).toContainText('$20.00')
  await expect(paid).toContainText('short of the total')
  await expect(paid).toContainText('Received on')

  // The queue says the review as it is now: approved, not waiting.
  await page.goto('/admin/orders')
  const row = page.locator(`[data-order="${order.id}"]`)
  await expect(row).toContainText('Physician review: Approved')
  await expectNoSeriousAxeViolations(page)
})
