import CircleCheck from 'lucide-react/icons/circle-check'
import { Link, Navigate, useLocation } from 'react-router'

import { PageMain } from '@/components/layouts/page-main'
import { Button } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { type AuthReason, authFormCopy, authReasons, signUpReasons } from '@/content/auth-form'
import { AuthForm, returnPath } from '@/features/auth/auth-form'
import { useSession } from '@/features/auth/session-provider'
import { useHydrated } from '@/hooks/use-hydrated'
import { usePageMeta } from '@/hooks/use-page-meta'
import { nextOf } from '@/lib/return-path'

/** A reason this site gives (`?reason=`), else none: the address bar's words are never shown. */
function reasonOf(search: string): AuthReason | undefined {
  const reason = new URLSearchParams(search).get('reason')
  return authReasons.find((known) => known === reason)
}

export function Component() {
  const { user } = useSession()
  const location = useLocation()
  const hydrated = useHydrated()
  const reason = hydrated ? reasonOf(location.search) : undefined
  // A questionnaire begun without an account (`?reason=intake`) opens sign-up: its visitor most
  // likely has none yet (docs/decisions/046-one-way-in-and-the-place-kept.md). My care's reason
  // opens sign-in, its visitor most likely has one.
  const signUpFirst =
    hydrated &&
    (new URLSearchParams(location.search).get('mode') === 'signup' ||
      (reason !== undefined && signUpReasons.includes(reason)))
  usePageMeta({ title: authFormCopy.title, description: authFormCopy.metaDescription })

  // A signed-in user visiting /auth goes back to the page that sent them here (`?next=`), else
  // to My care (docs/decisions/046-one-way-in-and-the-place-kept.md).
  if (user) return <Navigate to={returnPath(location.search, user)} replace />

  const panel = authFormCopy.accountPanel
  // On wide screens the page fills the window beside what an account is for, so the form is not
  // a small card above a footer that takes half the screen.
  return (
    <PageMain className="flex flex-1 items-center justify-center bg-mist px-6 py-12 lg:min-h-[calc(100dvh-4rem)]">
      <div className="grid w-full max-w-5xl items-center gap-10 lg:grid-cols-2 lg:gap-16">
        <section
          aria-labelledby="account-panel-title"
          className="hidden rounded-2xl bg-navy p-10 text-white lg:block"
        >
          <h2 id="account-panel-title" className="text-3xl font-bold text-balance">
            {panel.title}
          </h2>
          <p className="mt-4 text-lg text-white/85">{panel.lead}</p>
          <ul className="mt-8 space-y-4">
            {panel.items.map((item) => (
              <li key={item} className="flex gap-3">
                <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber" />
                <span>{item}</span>
              </li>
            ))}
          </ul>
        </section>
        <div className="flex flex-col items-center gap-6">
          {/* `?mode=signup` (links that offer an account) opens sign-up once hydrated, so the
              first paint is the prerendered sign-in form either way. */}
          <AuthForm
            key={signUpFirst ? 'sign-up' : 'sign-in'}
            startWithSignUp={signUpFirst}
            reason={reason && authFormCopy.reasons[reason]}
            returnTo={nextOf(location.search)}
          />
          <Button asChild variant="link">
            <Link to={paths.home}>{authFormCopy.backHome}</Link>
          </Button>
        </div>
      </div>
    </PageMain>
  )
}
