import { CheckCircle2 } from 'lucide-react'
import { Link } from 'react-router'

import { Button } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { intakeCopy } from '@/content/intake'
import { intakePrograms } from '@shared/intake/questionnaire'

// /intake below its hero: what to expect, and the choice of program. A visitor who is not signed
// in answers without an account and makes one at the end
// (docs/decisions/046-one-way-in-and-the-place-kept.md).

const copy = intakeCopy.choice

/** Where a program's button leads: its questionnaire, signed in or not. */
export function startHref(program: string): string {
  return paths.intakeProgram(program)
}

export function IntakeChoice({
  signedOut,
}: {
  /** Known to be signed out (not merely not known yet). */
  signedOut: boolean
}) {
  return (
    <div className="bg-mist">
      <div className="mx-auto flex max-w-5xl flex-col gap-10 px-4 py-12 sm:px-6 lg:py-16">
        <section aria-labelledby="intake-expect-heading" className="flex flex-col gap-6">
          <h2 id="intake-expect-heading" className="text-2xl font-bold text-navy sm:text-3xl">
            {copy.expectHeading}
          </h2>
          <ul className="grid gap-4 sm:grid-cols-2">
            {copy.expect.map((item) => (
              <li key={item.title} className="flex gap-3 rounded-xl bg-background p-5 shadow-xs">
                <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-teal" />
                <div>
                  <p className="font-semibold text-navy">{item.title}</p>
                  <p className="text-muted-foreground">{item.body}</p>
                </div>
              </li>
            ))}
          </ul>
          <p className="rounded-md border-l-4 border-teal bg-background p-4 text-navy">
            {copy.notDiagnosis}
          </p>
        </section>

        <section aria-labelledby="intake-choose-heading" className="flex flex-col gap-6">
          <h2 id="intake-choose-heading" className="text-2xl font-bold text-navy sm:text-3xl">
            {copy.chooseHeading}
          </h2>
          <ul className="grid gap-4 md:grid-cols-2">
            {intakePrograms.map((program) => {
              const words = copy.programs[program]
              return (
                <li
                  key={program}
                  className="flex flex-col items-start gap-3 rounded-xl border border-border bg-background p-6 shadow-sm"
                >
                  <h3 className="text-xl font-bold text-navy">{words.title}</h3>
                  <p className="flex-1 text-muted-foreground">{words.body}</p>
                  <Button asChild>
                    <Link to={startHref(program)}>{words.start}</Link>
                  </Button>
                </li>
              )
            })}
          </ul>
          {signedOut ? <p className="text-muted-foreground">{copy.signInFirst}</p> : null}
          <p>
            {copy.ratherTalk}{' '}
            <a
              href={intakeCopy.callHref}
              className="font-semibold whitespace-nowrap text-teal underline underline-offset-4"
            >
              {intakeCopy.callUs}
            </a>
          </p>
        </section>
      </div>
    </div>
  )
}
