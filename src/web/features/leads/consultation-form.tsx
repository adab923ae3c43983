import type * as React from 'react'
import { useState } from 'react'
import { Link } from 'react-router'

import { Button } from '@/components/ui/button'
import { paths } from '@/config/paths'
import type { LeadFormCopy } from '@/content/consultation'
import { toast } from '@/hooks/use-toast'

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
 * /consultation's request form: stores the request, confirms with a toast and starts afresh,
 * then offers what the visitor can do while they wait: an account that follows the request, and
 * the health questionnaire (docs/architecture.md, Patient accounts and the intake).
 */
export function ConsultationForm({ success, nextSteps, ...props }: ConsultationFormProps) {
  const [sent, setSent] = useState(false)
  return (
    <div className="flex flex-col gap-6">
      <LeadRequestForm
        send={requestConsultation}
        onSent={() => {
          toast(success)
          setSent(true)
        }}
        {...props}
      />
      {sent ? (
        <section
          aria-labelledby="consultation-next-heading"
          data-slot="consultation-next-steps"
          className="flex flex-col gap-3 rounded-lg border border-teal bg-mist p-4"
        >
          <h3 id="consultation-next-heading" className="font-semibold text-navy">
            {nextSteps.heading}
          </h3>
          <p className="text-sm">{nextSteps.body}</p>
          <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
            <Button asChild variant="outline">
              <Link to={`${paths.auth}?mode=signup&next=${encodeURIComponent(paths.account)}`}>
                {nextSteps.account}
              </Link>
            </Button>
            <Button asChild>
              <Link to={paths.intake}>{nextSteps.intake}</Link>
            </Button>
          </div>
        </section>
      ) : null}
    </div>
  )
}
