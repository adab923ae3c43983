import { Navigate, useLocation } from 'react-router'

import { PageMain } from '@/components/layouts/page-main'
import { paths } from '@/config/paths'
import { accountCopy } from '@/content/account'
import { AccountView } from '@/features/account/account-view'
import { useSession } from '@/features/auth/session-provider'
import { usePageMeta } from '@/hooks/use-page-meta'

/** /account: a signed-in patient's account; a visitor is sent to sign in and brought back. */
export function Component() {
  const { status, user, signOut } = useSession()
  const location = useLocation()
  usePageMeta({ title: accountCopy.title, description: accountCopy.metaDescription })

  if (status === 'ready' && !user) {
    const back = `${location.pathname}${location.search}`
    return <Navigate to={`${paths.auth}?next=${encodeURIComponent(back)}`} replace />
  }
  return (
    <PageMain className="flex-1 bg-mist">
      <div className="mx-auto flex w-full max-w-4xl flex-col gap-6 px-4 py-10 sm:px-6">
        <h1 className="text-3xl font-bold tracking-tight text-navy">{accountCopy.title}</h1>
        {user ? (
          <AccountView user={user} onDeleted={() => signOut({ scope: 'local' })} />
        ) : (
          <p aria-live="polite">{accountCopy.loading}</p>
        )}
      </div>
    </PageMain>
  )
}
