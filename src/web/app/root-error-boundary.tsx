import { useEffect, useState } from 'react'
import { useRouteError } from 'react-router'

import { ErrorScreen } from '@/components/layouts/error-screen'
import { LoadingScreen } from '@/components/layouts/loading-screen'
import { Button } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { errorScreenCopy } from '@/content/error-screen'
import { site } from '@/content/site'
import { refreshSession } from '@/features/auth/api/refresh-session'
import { useSession } from '@/features/auth/session-provider'
import { isStaffUser } from '@/features/auth/staff'
import { useDocumentTitle } from '@/hooks/use-document-title'
import { clearReloadGuard, isChunkLoadError, reloadOnce } from '@/lib/chunk-load'

/** The root route's error element: never a blank page. */
export function RootErrorBoundary() {
  const error = useRouteError()
  useDocumentTitle(errorScreenCopy.title)

  if (isChunkLoadError(error)) return <ChunkLoadRecovery error={error as Error} />
  return (
    <ErrorScreen
      brand={site.brand}
      heading={errorScreenCopy.heading}
      description={errorScreenCopy.body}
    >
      <Button asChild>
        {/* A full page load, not a router navigation: it also starts the app afresh. */}
        <a href={paths.home}>{errorScreenCopy.homeLink}</a>
      </Button>
    </ErrorScreen>
  )
}

type Recovery = 'working' | 'failed'

/** Recoveries in flight, so a remount (StrictMode) does not refresh the session twice. */
const inFlight = new WeakMap<Error, Promise<Recovery>>()

/**
 * A route chunk failed to load. In staff mode the likely cause is a staff cookie the server no
 * longer accepts: one token refresh tells. Still staff → reload once (the refresh renewed the
 * cookie); not staff any more → sign out here, which shows the gate. In public mode (or after
 * a refresh) the likely cause is a deploy that replaced the chunk → reload once.
 */
function ChunkLoadRecovery({ error: chunkError }: { error: Error }) {
  const { siteAccess, signOut } = useSession()
  const [recovery, setRecovery] = useState<Recovery>('working')

  useEffect(() => {
    let active = true

    async function recover(): Promise<Recovery> {
      if (siteAccess === 'staff') {
        try {
          const { data, error } = await refreshSession()
          // A network failure says nothing about the session: keep it, offer to try again.
          if (error && (error.status === undefined || error.status === 0 || error.status >= 500)) {
            return 'failed'
          }
          if (error || !isStaffUser(data.session?.user)) {
            await signOut({ scope: 'local' })
            return 'working'
          }
        } catch {
          return 'failed'
        }
      }
      return reloadOnce() ? 'working' : 'failed'
    }

    let pending = inFlight.get(chunkError)
    if (!pending) {
      pending = recover().finally(() => inFlight.delete(chunkError))
      inFlight.set(chunkError, pending)
    }
    void pending.then((outcome) => {
      if (active) setRecovery(outcome)
    })
    return () => {
      active = false
    }
  }, [chunkError, siteAccess, signOut])

  if (recovery === 'working') {
    return <LoadingScreen brand={site.brand} />
  }
  return (
    <ErrorScreen
      brand={site.brand}
      heading={errorScreenCopy.chunkHeading}
      description={errorScreenCopy.chunkBody}
    >
      <Button
        type="button"
        onClick={() => {
          clearReloadGuard()
          window.location.reload()
        }}
      >
        {errorScreenCopy.reload}
      </Button>
      <Button asChild variant="link">
        <a href={paths.home}>{errorScreenCopy.homeLink}</a>
      </Button>
    </ErrorScreen>
  )
}
