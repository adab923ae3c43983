import { useId } from 'react'
import { Link, useLocation } from 'react-router'

import { paths } from '@/config/paths'
import { workspaceCopy } from '@/content/workspace'
import { ordersCopy } from '@/content/workspace-orders'
import { intakeDecisionLabels } from '@shared/intake-review'
import type { OrderQuestionnaire as Answer, StaffOrder } from '@shared/orders/orders'

import { bmiInWords, IntakeAnswersList } from '../intakes/intake-answers'
import { AssessmentSummary } from '../intakes/intake-summary'
import { formatWhen } from '../workspace-format'
import { QUESTIONNAIRE_PARAM } from './api/orders-api'

const copy = ordersCopy.questionnaire
const labels = workspaceCopy.intakeLabels

/** The order page's address with the questionnaire shown or not, the rest of it kept. */
function toggled(pathname: string, search: string, show: boolean): string {
  const params = new URLSearchParams(search)
  if (show) params.set(QUESTIONNAIRE_PARAM, '1')
  else params.delete(QUESTIONNAIRE_PARAM)
  const query = params.toString()
  return `${pathname}${query ? `?${query}` : ''}`
}

/**
 * The patient's latest health questionnaire beside a physician's review of the products that
 * need one (docs/architecture.md, Orders): the rules' first look with its flags, the BMI and
 * every answer in words, as the intake review shows them. A disclosure whose state is the
 * address (`?questionnaire=1`): opening it is the route loader's read, audited on the server, so
 * it is read only when a physician asks, and a reload or a link keeps it open. A patient with no
 * questionnaire is said to have none.
 */
export function OrderQuestionnaire({
  order,
  answer,
}: {
  order: StaffOrder
  answer: Answer | null
}) {
  const id = useId()
  const { pathname, search } = useLocation()
  const open = answer !== null
  return (
    <section
      aria-labelledby={`${id}-heading`}
      data-slot="order-questionnaire"
      className="flex min-w-0 flex-col gap-4 rounded-lg border border-amber bg-background p-4 sm:p-5"
    >
      <div className="flex flex-col gap-1">
        <h2 id={`${id}-heading`} className="text-xl font-bold text-navy">
          {copy.heading}
        </h2>
        <p className="text-sm text-muted-foreground">{copy.hint}</p>
      </div>
      <Link
        to={toggled(pathname, search, !open)}
        replace
        preventScrollReset
        aria-expanded={open}
        aria-controls={`${id}-body`}
        className="self-start text-sm font-semibold text-teal underline"
      >
        {open ? copy.hide : copy.show}
      </Link>
      <div id={`${id}-body`} className="flex min-w-0 flex-col gap-4">
        {answer ? <Questionnaire order={order} answer={answer} /> : null}
      </div>
    </section>
  )
}

function Questionnaire({ order, answer }: { order: StaffOrder; answer: Answer }) {
  const { questionnaire } = answer
  if (!questionnaire) {
    return (
      <p className="rounded-md border border-border p-3" data-slot="no-questionnaire">
        {answer.matchedBy === null
          ? copy.noAccount
          : copy.none(`${order.contact.firstName} ${order.contact.lastName}`)}
      </p>
    )
  }
  const bmi = bmiInWords(questionnaire.answers)
  return (
    <>
      {answer.matchedBy === 'email' ? (
        <p className="rounded-md border border-amber bg-mist p-3 text-sm">{copy.byEmail}</p>
      ) : null}
      <dl className="grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="text-muted-foreground">{copy.program}</dt>
        <dd>{labels.program[questionnaire.program]}</dd>
        <dt className="text-muted-foreground">{copy.submitted}</dt>
        <dd>{formatWhen(questionnaire.submittedAt)}</dd>
        <dt className="text-muted-foreground">{copy.bmi}</dt>
        <dd data-slot="questionnaire-bmi">{bmi ?? copy.noBmi}</dd>
        <dt className="text-muted-foreground">{copy.decided}</dt>
        <dd>
          {questionnaire.decision ? intakeDecisionLabels[questionnaire.decision] : copy.notDecided}
        </dd>
      </dl>
      <AssessmentSummary program={questionnaire.program} assessment={questionnaire.assessment} />
      <IntakeAnswersList program={questionnaire.program} answers={questionnaire.answers} />
      <Link
        to={`${paths.adminIntake(questionnaire.id)}#answers-heading`}
        className="self-start text-sm font-medium text-teal underline"
      >
        {copy.open}
      </Link>
    </>
  )
}
