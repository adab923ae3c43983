import { lazy, type ReactNode, Suspense } from 'react'
import { type createBrowserRouter, RouterProvider } from 'react-router'

import { LoadingScreen } from '@/components/layouts/loading-screen'
import { site } from '@/content/site'
import { useSession } from '@/features/auth/session-provider'
import { useToast } from '@/hooks/use-toast'

import { AppErrorBoundary } from './app-error-boundary'

type AppRouter = ReturnType<typeof createBrowserRouter>

// Radix Toast is its own chunk, fetched with the first toast: it stays out of the entry bundle.
// Only a staff-mode visitor who is not signed in sees the gate: public pages never load it.
const StaffGate = lazy(() =>
  import('@/features/auth/staff-gate').then((module) => ({ default: module.StaffGate })),
)

const Toaster = lazy(() =>
  import('@/components/ui/toaster').then((module) => ({ default: module.Toaster })),
)

/**
 * Decides what the whole app shows (spec §1): the loading screen until the session is known,
 * the staff gate in place of every route while the site is staff-only and nobody on staff is
 * signed in, else the routes. The router is created on first use, so no route chunk is
 * requested before the visitor may have it (the server refuses them without the staff cookie),
 * and the URL is left as it was, so after sign-in the visitor lands where they were going.
 */
export function App({
  getRouter,
  prerendered = false,
}: {
  getRouter: () => AppRouter
  /** The page came prerendered (public mode only): show it at once, the session follows. */
  prerendered?: boolean
}) {
  const { status, siteAccess, isStaff } = useSession()

  let content: ReactNode
  if (prerendered) content = <RouterProvider router={getRouter()} />
  else if (status === 'loading') content = <LoadingScreen brand={site.brand} />
  else if (siteAccess === 'staff' && !isStaff) {
    content = (
      <Suspense fallback={<LoadingScreen brand={site.brand} />}>
        <StaffGate />
      </Suspense>
    )
  } else content = <RouterProvider router={getRouter()} />

  return (
    <>
      <AppErrorBoundary>{content}</AppErrorBoundary>
      <LazyToaster />
    </>
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
