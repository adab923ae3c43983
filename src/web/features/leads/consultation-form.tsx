import { CheckCircle2 } from 'lucide-react'
import type * as React from 'react'
import { useId, useState } from 'react'
import { Link } from 'react-router'

import { Button } from '@/components/ui/button'
import { paths } from '@/config/paths'
import type { LeadFormCopy } from '@/content/consultation'

import { requestConsultation } from './api/request-consultation'
import { LeadRequestForm } from './lead-request-form'

type ConsultationFormProps = Omit<React.ComponentProps<'form'>, 'onSubmit'> & {
  copy: LeadFormCopy
  submitLabel: string
  submittingLabel: string
  success: { title: string; description: string }
  nextSteps: { heading: string; body: string; account: string; intake: string }
}

/**
 * /consultation's request form: stores the request, then the confirmation takes the form's
 * place and focus, so on a phone it is what the visitor sees — not an emptied form with the
 * answer below the fold (docs/product.md, Lead forms). It offers what the visitor can do while
 * they wait: an account that follows the request, and the health questionnaire
 * (docs/architecture.md, Patient accounts and the intake).
 */
export function ConsultationForm({ success, nextSteps, ...props }: ConsultationFormProps) {
  const [sent, setSent] = useState(false)
  if (sent) return <ConsultationSent success={success} nextSteps={nextSteps} />
  return <LeadRequestForm send={requestConsultation} onSent={() => setSent(true)} {...props} />
}

/** Focus, which also scrolls it into view, once the confirmation is there. */
function takeFocus(node: HTMLElement | null) {
  node?.focus()
}

function ConsultationSent({
  success,
  nextSteps,
}: Pick<ConsultationFormProps, 'success' | 'nextSteps'>) {
  const id = useId()
  return (
    <section
      ref={takeFocus}
      tabIndex={-1}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-description`}
      data-slot="consultation-sent"
      className="flex scroll-mt-24 flex-col gap-5 focus:outline-none"
    >
      <div className="flex items-start gap-3">
        <CheckCircle2 aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-teal" />
        <div className="flex min-w-0 flex-col gap-1">
          <h3 id={`${id}-title`} className="text-lg font-bold text-navy">
            {success.title}
          </h3>
          <p id={`${id}-description`}>{success.description}</p>
        </div>
      </div>
      <section
        aria-labelledby={`${id}-next`}
        data-slot="consultation-next-steps"
        className="flex flex-col gap-3 rounded-lg border border-teal bg-mist p-4"
      >
        <h4 id={`${id}-next`} className="font-semibold text-navy">
          {nextSteps.heading}
        </h4>
        <p className="text-sm">{nextSteps.body}</p>
        <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
          <Button asChild variant="outline" className="h-auto min-h-11 whitespace-normal">
            <Link to={`${paths.auth}?mode=signup&next=${encodeURIComponent(paths.account)}`}>
              {nextSteps.account}
            </Link>
          </Button>
          <Button asChild className="h-auto min-h-11 whitespace-normal">
            <Link to={paths.intake}>{nextSteps.intake}</Link>
          </Button>
        </div>
      </section>
    </section>
  )
}
