import { Link, Navigate, useLocation } from 'react-router'

import { PageMain } from '@/components/layouts/page-main'
import { Button } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { authFormCopy } from '@/content/auth-form'
import { AuthForm, returnPath } from '@/features/auth/auth-form'
import { useSession } from '@/features/auth/session-provider'
import { useHydrated } from '@/hooks/use-hydrated'
import { usePageMeta } from '@/hooks/use-page-meta'

export function Component() {
  const { user } = useSession()
  const location = useLocation()
  const hydrated = useHydrated()
  const signUpFirst = hydrated && new URLSearchParams(location.search).get('mode') === 'signup'
  usePageMeta({ title: authFormCopy.title, description: authFormCopy.metaDescription })

  // A signed-in user visiting /auth goes home (docs/product.md, Access and the gate).
  // …or back to the page that sent them here (`?next=`).
  if (user) return <Navigate to={returnPath(location.search)} replace />

  return (
    <PageMain className="flex flex-1 flex-col items-center justify-center gap-6 bg-mist px-6 py-12">
      {/* `?mode=signup` (links that offer an account) opens sign-up once hydrated, so the first
          paint is the prerendered sign-in form either way. */}
      <AuthForm key={signUpFirst ? 'sign-up' : 'sign-in'} startWithSignUp={signUpFirst} />
      <Button asChild variant="link">
        <Link to={paths.home}>{authFormCopy.backHome}</Link>
      </Button>
    </PageMain>
  )
}
