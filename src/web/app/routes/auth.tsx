import { Link, Navigate } from 'react-router'

import logoUrl from '@/assets/logo.svg'
import { Button } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { authFormCopy } from '@/content/auth-form'
import { site } from '@/content/site'
import { AuthForm } from '@/features/auth/auth-form'
import { useSession } from '@/features/auth/session-provider'
import { useDocumentTitle } from '@/hooks/use-document-title'

export function Component() {
  const { user } = useSession()
  useDocumentTitle(authFormCopy.title)

  // Spec §2: a signed-in user visiting /auth goes home.
  if (user) return <Navigate to={paths.home} replace />

  return (
    <main
      id="main"
      tabIndex={-1}
      className="flex min-h-dvh flex-col items-center justify-center gap-6 bg-mist px-6 py-12 focus:outline-none"
    >
      <Link to={paths.home} className="rounded-md">
        <img src={logoUrl} alt={site.brand} width={200} height={48} className="h-12 w-auto" />
      </Link>
      <AuthForm />
      <Button asChild variant="link">
        <Link to={paths.home}>{authFormCopy.backHome}</Link>
      </Button>
    </main>
  )
}
