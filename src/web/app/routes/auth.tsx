import { Link, Navigate } from 'react-router'

import { PageMain } from '@/components/layouts/page-main'
import { Button } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { authFormCopy } from '@/content/auth-form'
import { AuthForm } from '@/features/auth/auth-form'
import { useSession } from '@/features/auth/session-provider'
import { usePageMeta } from '@/hooks/use-page-meta'

export function Component() {
  const { user } = useSession()
  usePageMeta({ title: authFormCopy.title, description: authFormCopy.metaDescription })

  // A signed-in user visiting /auth goes home (docs/product.md, Access and the gate).
  if (user) return <Navigate to={paths.home} replace />

  return (
    <PageMain className="flex flex-1 flex-col items-center justify-center gap-6 bg-mist px-6 py-12">
      <AuthForm />
      <Button asChild variant="link">
        <Link to={paths.home}>{authFormCopy.backHome}</Link>
      </Button>
    </PageMain>
  )
}
