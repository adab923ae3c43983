import { Phone } from 'lucide-react'
import { Link } from 'react-router'

import { Button } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { intakeCopy } from '@/content/intake'
import { isIsoDate } from '@shared/intake/answers'
import { notEligibleOnlineReasons } from '@shared/intake/eligibility'

import type { AnswerMap } from './api/intake-api'

// Said right where the patient answers it: we can't treat someone under 18, or in a state the
// clinic does not serve, online (src/shared/clinic.ts). Plainly, with a way to talk to us — and
// the questionnaire stays open, to finish or to leave.

const copy = intakeCopy.form.cannotTreatOnline

/** The questions whose answer alone can mean we can't treat online, and the reason each gives. */
const NOTICE_OF: Readonly<Record<string, 'under-18' | 'state-not-served'>> = {
  'date-of-birth': 'under-18',
  state: 'state-not-served',
}

/** Whether this question's answer may call for the notice (its place is kept ready for it). */
export function mayNeedCannotTreatNotice(questionId: string): boolean {
  return questionId in NOTICE_OF
}

/** The sentence for this question's answer, if that answer means we can't treat online. */
export function cannotTreatReason(
  questionId: string,
  answers: AnswerMap,
  today: string,
): string | undefined {
  const code = NOTICE_OF[questionId]
  const value = answers[questionId]
  if (!code || typeof value !== 'string' || (code === 'under-18' && !isIsoDate(value))) {
    return undefined
  }
  return notEligibleOnlineReasons({ [questionId]: value }, today).find(
    (reason) => reason.code === code,
  )?.message
}

export function CannotTreatNotice({ message }: { message: string }) {
  return (
    <div className="flex flex-col gap-3 rounded-lg border border-amber bg-amber/10 p-4">
      <p className="font-semibold text-navy">{message}</p>
      <div className="flex flex-wrap gap-3">
        <Button asChild size="sm">
          <a href={intakeCopy.callHref}>
            <Phone aria-hidden="true" />
            {intakeCopy.callUs}
          </a>
        </Button>
        <Button asChild size="sm" variant="outline">
          <Link to={paths.account}>{copy.stop}</Link>
        </Button>
      </div>
      <p className="text-sm">{copy.keepGoing}</p>
    </div>
  )
}
