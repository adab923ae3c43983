import { useEffect, useState } from 'react'

import { LoadingScreen } from '@/components/layouts/loading-screen'
import { brand } from '@/content/brand'
import { errorScreenCopy } from '@/content/error-screen'
import { refreshSession } from '@/features/auth/api/refresh-session'
import { useSession } from '@/features/auth/session-provider'
import { isStaffUser } from '@/features/auth/staff'
import { clearReloadGuard, reloadOnce } from '@/lib/chunk-load'

import { ReloadErrorScreen } from './reload-error-screen'

// Part of the entry bundle (the app shows it when the router's own chunk fails to load), which
// the server serves to anyone: brand and error copy only
// (docs/decisions/007-staff-gate-code-split.md).

type Recovery = 'working' | 'failed'

/** Recoveries in flight, so a remount (StrictMode) does not refresh the session twice. */
const inFlight = new WeakMap<Error, Promise<Recovery>>()

/**
 * A chunk of the site (the router, a route) failed to load. In staff mode the likely cause is a
 * staff cookie the server no longer accepts: one token refresh tells. Still staff → reload once
 * (the refresh renewed the cookie); not staff any more → sign out here, which shows the gate. In
 * public mode (or after a refresh) the likely cause is a deploy that replaced the chunk →
 * reload once.
 */
export function ChunkLoadRecovery({ error: chunkError }: { error: Error }) {
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
    return <LoadingScreen brand={brand} />
  }
  return (
    <ReloadErrorScreen
      heading={errorScreenCopy.chunkHeading}
      description={errorScreenCopy.chunkBody}
      beforeReload={clearReloadGuard}
    />
  )
}
