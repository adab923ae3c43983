import { type ComponentType, lazy, type ReactNode, Suspense, useState } from 'react'
import { RouterProvider } from 'react-router'

import { LoadingScreen } from '@/components/layouts/loading-screen'
import { brand } from '@/content/brand'
import { useSession } from '@/features/auth/session-provider'
import { useToast } from '@/hooks/use-toast'
import { isChunkLoadError } from '@/lib/chunk-load'

import { AppErrorBoundary } from './app-error-boundary'
import type { AppRouter } from './browser-router'
import { ChunkLoadRecovery } from './chunk-load-recovery'

// This module is part of the entry bundle, which the server serves to anyone: it names no route
// and holds no copy of the site (docs/decisions/007-staff-gate-code-split.md). The router, with the
// route table, is a chunk of its own, loaded only for a visitor who may see the site.

// Radix Toast is its own chunk, fetched with the first toast: it stays out of the entry bundle.
// Only a staff-mode visitor who is not signed in sees the gate: public pages never load it.
const StaffGate = lazy(() =>
  import('@/features/auth/staff-gate').then((module) => ({ default: module.StaffGate })),
)

// Only for a member of staff with staff rights: ends the session after a spell of inactivity.
const StaffIdleGuard = lazy(() =>
  import('@/features/auth/staff-idle-guard').then((module) => ({
    default: module.StaffIdleGuard,
  })),
)

const Toaster = lazy(() =>
  import('@/components/ui/toaster').then((module) => ({ default: module.Toaster })),
)

/**
 * Decides what the whole app shows (docs/product.md, Access and the gate): the loading screen until
 * the session is known, the staff gate in place of every route while the site is staff-only and
 * nobody on staff is signed in, else the routes. The router is loaded on first use, so neither the
 * route table nor any route chunk is requested before the visitor may have it (the server refuses
 * them without the staff cookie), and the URL is left as it was, so after sign-in the visitor lands
 * where they were going.
 */
export function App({
  router,
}: {
  /**
   * How to load the router (memoised by the caller), or the router itself when the page came
   * prerendered (public mode only): then it shows at once, and the session follows.
   */
  router: AppRouter | (() => Promise<AppRouter>)
}) {
  const { status, siteAccess, isStaff } = useSession()

  let content: ReactNode
  if (typeof router !== 'function') content = <RouterProvider router={router} />
  else if (status === 'loading') content = <LoadingScreen brand={brand} />
  else if (siteAccess === 'staff' && !isStaff) {
    content = (
      <Suspense fallback={<LoadingScreen brand={brand} />}>
        <StaffGate />
      </Suspense>
    )
  } else {
    content = <SiteRoutes loadRouter={router} />
  }

  return (
    <>
      <AppErrorBoundary>{content}</AppErrorBoundary>
      {isStaff ? (
        <Suspense fallback={null}>
          <StaffIdleGuard />
        </Suspense>
      ) : null}
      <LazyToaster />
    </>
  )
}

/**
 * The routes, once the router's chunk has loaded. A chunk that fails to load is recovered from
 * as a route's chunk is (ChunkLoadRecovery). The lazy component lives in this component's state,
 * above its Suspense boundary (React drops the state of what suspends before it first mounts),
 * so it loads once per mount: after the recovery signs out and staff sign in once more, the
 * router loads afresh.
 */
function SiteRoutes({ loadRouter }: { loadRouter: () => Promise<AppRouter> }) {
  const [Routes] = useState(() =>
    lazy(async (): Promise<{ default: ComponentType }> => {
      try {
        const router = await loadRouter()
        return { default: () => <RouterProvider router={router} /> }
      } catch (error) {
        // Anything but a failed chunk is a bug: the app's error boundary shows it.
        if (!isChunkLoadError(error)) throw error
        return { default: () => <ChunkLoadRecovery error={error as Error} /> }
      }
    }),
  )
  return (
    <Suspense fallback={<LoadingScreen brand={brand} />}>
      <Routes />
    </Suspense>
  )
}

/** The one Toaster, mounted while there is a toast to show. */
function LazyToaster() {
  const { toasts } = useToast()
  if (toasts.length === 0) return null
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  )
}
