import { ArrowLeft } from 'lucide-react'
import type * as React from 'react'
import {
  data,
  isRouteErrorResponse,
  Link,
  type LoaderFunctionArgs,
  useNavigate,
  useParams,
  useRevalidator,
  useRouteError,
} from 'react-router'

import { PageMain } from '@/components/layouts/page-main'
import { Button } from '@/components/ui/button'
import { LoadState } from '@/components/ui/load-state'
import { paths } from '@/config/paths'
import { intakeCopy } from '@/content/intake'
import { useSession } from '@/features/auth/session-provider'
import { type IntakeChange, type IntakeRead, submitIntake } from '@/features/intake/api/intake-api'
import type { DraftSaverOptions } from '@/features/intake/draft-saver'
import {
  adoptGuestDraft,
  guestIntake,
  readGuestDraft,
  saveGuestDraft,
} from '@/features/intake/guest-draft'
import { IntakePage } from '@/features/intake/intake-page'
import { usePageMeta } from '@/hooks/use-page-meta'
import { changeAction } from '@/lib/change-action'
import { type IntakeProgram, intakePrograms } from '@shared/intake/questionnaire'

import { PatientPage } from '../patient-page'
import { patientLoader } from '../patient-read'
import { Component as NotFoundPage } from './not-found'

const copy = intakeCopy.form

const programOf = (params: LoaderFunctionArgs['params']) =>
  intakePrograms.find((candidate) => candidate === params.program)

/**
 * The patient's questionnaire of this program, once the program is known to be one — after
 * saving and sending the answers this tab kept from before the account, if any
 * (features/intake/guest-draft.ts).
 */
const readPatientIntake = patientLoader(({ params }) => adoptGuestDraft(programOf(params)!))

export const loader = Object.assign(
  (args: LoaderFunctionArgs) => {
    // An unknown program is a missing page, answered by the ErrorBoundary below.
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- react-router's way to answer with a status
    if (!programOf(args.params)) throw data(null, { status: 404 })
    return readPatientIntake(args)
  },
  // Browser only, as patientLoader's read (the server's renderer skips it: see Component).
  { hydrate: true as const },
)

/** Sending the saved answers for review (the answers themselves are saved as typed). */
export const action = changeAction<IntakeChange>((change, { params }) =>
  submitIntake(programOf(params)!, { version: change.version, today: change.today }),
)

/**
 * /intake/:program: the health questionnaire. A visitor answers it without an account, kept in
 * the tab, and makes one at the end; a signed-in patient's is saved to their account as they go
 * (docs/decisions/046-one-way-in-and-the-place-kept.md). Not prerendered: the server answers it with the shell
 * (src/web/app/prerender-paths.ts), since everything on it is the patient's own.
 */
export function Component() {
  // The server's renderer skips the loader, so an unknown program is said here too.
  return programOf(useParams()) ? <IntakeProgramPage /> : <NotFoundPage />
}

/** The page, with what tests pin: the patient's date and the draft saver's waits. */
export function IntakeProgramPage({
  today,
  saverOptions,
}: {
  today?: string
  saverOptions?: DraftSaverOptions
}) {
  const program = useParams().program as IntakeProgram
  const revalidator = useRevalidator()
  const { status, user } = useSession()
  if (status === 'ready' && !user) {
    return (
      <IntakeFrame program={program}>
        <GuestQuestionnaire key={program} program={program} today={today} />
      </IntakeFrame>
    )
  }
  return (
    <IntakeFrame program={program}>
      <PatientPage<IntakeRead>
        loading={copy.loading}
        failed={copy.loadFailed}
        retryLabel={copy.retry}
        signingIn={copy.signingIn}
      >
        {(read, user) => (
          // A new account or program starts from its own draft, never another's.
          <IntakePage
            key={`${user.id}:${program}`}
            program={program}
            intake={read.intake}
            profileState={read.profileState}
            onReadAgain={() => void revalidator.revalidate()}
            today={today}
            saverOptions={saverOptions}
          />
        )}
      </PatientPage>
    </IntakeFrame>
  )
}

/**
 * A visitor's questionnaire: begun from what this tab kept, saved into it as they go; sending
 * takes them to make an account (sign-up first, saying why), and the confirmation link brings
 * them back here, where the loader sends the answers.
 */
function GuestQuestionnaire({ program, today }: { program: IntakeProgram; today?: string }) {
  const navigate = useNavigate()
  const here = paths.intakeProgram(program)
  return (
    <IntakePage
      program={program}
      intake={guestIntake(program, readGuestDraft(program))}
      onReadAgain={() => {}}
      today={today}
      saverOptions={{ save: saveGuestDraft, debounceMs: 300 }}
      onSendAsGuest={() =>
        void navigate(`${paths.auth}?reason=intake&next=${encodeURIComponent(here)}`)
      }
    />
  )
}

/** The page's frame, saying it is loading, until its loader has first answered. */
export function HydrateFallback() {
  const program = programOf(useParams())
  if (!program) return <NotFoundPage />
  return (
    <IntakeFrame program={program}>
      <LoadState kind="loading" message={copy.loading} />
    </IntakeFrame>
  )
}

function IntakeFrame({ program, children }: { program: IntakeProgram; children: React.ReactNode }) {
  usePageMeta({ title: copy.title[program], description: copy.metaDescription })
  return (
    <PageMain className="flex-1 bg-mist">
      <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-10">
        <h1 className="text-3xl font-bold tracking-tight text-balance text-navy">
          {copy.heading[program]}
        </h1>
        {children}
        <Button asChild variant="link" size="inline" className="h-11 self-start py-2">
          <Link to={paths.home}>
            <ArrowLeft aria-hidden="true" />
            {intakeCopy.backHome}
          </Link>
        </Button>
      </div>
    </PageMain>
  )
}

/** An unknown program shows the site's 404 page, inside the layout; anything else goes up. */
export function ErrorBoundary() {
  const error = useRouteError()
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />
  throw error
}
