import {
  data,
  isRouteErrorResponse,
  Link,
  type LoaderFunctionArgs,
  Navigate,
  useLoaderData,
  useLocation,
  useRouteError,
} from 'react-router'

import { PageMain } from '@/components/layouts/page-main'
import { Button } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { intakeCopy } from '@/content/intake'
import { useSession } from '@/features/auth/session-provider'
import { IntakePage } from '@/features/intake/intake-page'
import { usePageMeta } from '@/hooks/use-page-meta'
import { intakePrograms } from '@shared/intake/questionnaire'

import { Component as NotFoundPage } from './not-found'

const copy = intakeCopy.form

export function loader({ params }: LoaderFunctionArgs) {
  const program = intakePrograms.find((candidate) => candidate === params.program)
  // An unknown program is a missing page, answered by the ErrorBoundary below.
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- react-router's way to answer with a status
  if (!program) throw data(null, { status: 404 })
  return { program }
}

/**
 * /intake/:program: the patient's health questionnaire, for a signed-in patient only; a visitor
 * is sent to sign in and brought back. Not prerendered: the server answers it with the shell
 * (src/web/app/prerender-paths.ts), since everything on it is the patient's own.
 */
export function Component() {
  const { program } = useLoaderData<typeof loader>()
  const { status, user } = useSession()
  const location = useLocation()
  usePageMeta({ title: copy.title[program], description: copy.metaDescription })

  const signedOut = status === 'ready' && !user
  const back = `${location.pathname}${location.search}`
  return (
    <PageMain className="flex-1 bg-mist">
      <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-10">
        <h1 className="text-3xl font-bold tracking-tight text-balance text-navy">
          {copy.heading[program]}
        </h1>
        {signedOut ? (
          <>
            <p aria-live="polite">{copy.signingIn}</p>
            <Navigate to={`${paths.auth}?next=${encodeURIComponent(back)}`} replace />
          </>
        ) : user ? (
          // A new account or program starts from its own draft, never another's.
          <IntakePage key={`${user.id}:${program}`} program={program} />
        ) : (
          <p aria-live="polite">{copy.loading}</p>
        )}
        <Button asChild variant="link" size="inline" className="h-11 self-start py-2">
          <Link to={paths.home}>{intakeCopy.backHome}</Link>
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
