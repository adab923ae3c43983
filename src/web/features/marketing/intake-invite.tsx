import { ClipboardList } from 'lucide-react'
import { Link } from 'react-router'

import { paths } from '@/config/paths'
import { intakeCopy } from '@/content/intake'
import { cn } from '@/lib/cn'
import type { IntakeProgram } from '@shared/intake/questionnaire'

type IntakeInviteProps = {
  /** Opens that program's questionnaire; without one, the choice of program at /intake. */
  program?: IntakeProgram
  className?: string
}

/**
 * The online health questionnaire offered beside the calls to book or call: a short paragraph
 * and a link. On a navy band (`data-tone="navy"`) it turns white like the actions around it.
 */
function IntakeInvite({ program, className }: IntakeInviteProps) {
  const { heading, body, link } = intakeCopy.invite
  return (
    <div
      data-slot="intake-invite"
      className={cn(
        'flex max-w-2xl flex-col items-center gap-2 text-center text-muted-foreground in-data-[tone=navy]:text-white/85',
        className,
      )}
    >
      <p>
        <strong className="font-semibold text-navy in-data-[tone=navy]:text-white">
          {heading}
        </strong>{' '}
        {body}
      </p>
      <Link
        to={program ? paths.intakeProgram(program) : paths.intake}
        className="inline-flex min-h-11 items-center gap-2 font-semibold text-teal underline underline-offset-4 hover:no-underline in-data-[tone=navy]:text-amber"
      >
        <ClipboardList aria-hidden="true" className="size-5" />
        {link}
      </Link>
    </div>
  )
}

export { IntakeInvite }
