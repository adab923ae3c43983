import { Link } from 'react-router'

import { paths } from '@/config/paths'
import { intakeCopy } from '@/content/intake'
import { enclomiphenePricing, testosteronePricing } from '@/content/treatment-prices'
import { PROGRAM_PRICES, type ProgramId, programMonthLabel } from '@shared/clinic'
import type { IntakeAssessment } from '@shared/intake/eligibility'
import { bmiOfIntakeAnswers, likelyWeightLossProgram } from '@shared/intake/likely-program'
import type { PatientIntake } from '@shared/patient-wire'

// What the result adds to the outcome (docs/decisions/047-details-typed-once-and-prices-all-in.md):
// the BMI from the patient's own answers, and the program a physician will likely suggest with
// what a month costs, read from the one price source (src/shared/clinic.ts; the men's treatments'
// from content/treatment-prices.ts), so the result never names a price the pages do not.

const copy = intakeCopy.result

const programPage: Record<ProgramId, string> = {
  glpElite: paths.weightLoss,
  rm3: paths.rm3,
  lifestyle: paths.lifestyle,
}

const mensPrice = { enclomiphene: enclomiphenePricing, testosterone: testosteronePricing }

export function ResultSummary({
  intake,
  assessment,
}: {
  intake: PatientIntake
  assessment: IntakeAssessment | null
}) {
  const bmi = bmiOfIntakeAnswers(intake.answers)
  const measured = bmi?.ok ? bmi : undefined
  const program =
    intake.program === 'weight-loss' ? likelyWeightLossProgram(assessment, measured?.bmi) : null
  const treatment = assessment?.suggestion ? mensPrice[assessment.suggestion] : null
  if (!measured && !program && !treatment) return null
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {measured ? (
        <div className="flex flex-col gap-1 rounded-lg border border-border p-4">
          <h3 className="text-base font-semibold text-navy">{copy.bmiHeading}</h3>
          <p className="text-xl font-bold text-navy" data-slot="result-bmi">
            {intakeCopy.form.bmi.value(measured.bmi.toFixed(1), measured.label)}
          </p>
          <p className="text-sm text-muted-foreground">{copy.bmiFrom}</p>
        </div>
      ) : null}
      {program ? (
        <div className="flex flex-col gap-1 rounded-lg border border-border p-4">
          <h3 className="text-base font-semibold text-navy">{copy.programHeading}</h3>
          <p className="text-xl font-bold text-navy" data-slot="result-program">
            {PROGRAM_PRICES[program].name}
          </p>
          <p data-slot="result-price">{programMonthLabel(program)}</p>
          <Link
            to={programPage[program]}
            className="self-start font-semibold text-teal underline underline-offset-4 hover:no-underline"
          >
            {copy.aboutProgram(PROGRAM_PRICES[program].name)}
          </Link>
        </div>
      ) : null}
      {treatment ? (
        <div className="flex flex-col gap-1 rounded-lg border border-border p-4">
          <h3 className="text-base font-semibold text-navy">{copy.treatmentPrice}</h3>
          <p className="text-xl font-bold text-navy" data-slot="result-price">
            {treatment.price.label}
          </p>
          <p className="text-sm text-muted-foreground">{treatment.summary}</p>
        </div>
      ) : null}
    </div>
  )
}
