import type * as React from 'react'

import { type LeadFormCopy } from '@/content/consultation'
import { toast } from '@/hooks/use-toast'

import { requestConsultation } from './api/request-consultation'
import { LeadRequestForm } from './lead-request-form'

type ConsultationFormProps = Omit<React.ComponentProps<'form'>, 'onSubmit'> & {
  copy: LeadFormCopy
  submitLabel: string
  submittingLabel: string
  success: { title: string; description: string }
}

/** /consultation's request form: stores the request, confirms with a toast and starts afresh. */
export function ConsultationForm({ success, ...props }: ConsultationFormProps) {
  return <LeadRequestForm send={requestConsultation} onSent={() => toast(success)} {...props} />
}
