import { useEffect } from 'react'
import { Outlet } from 'react-router'

import { LoadingScreen } from '@/components/layouts/loading-screen'
import { site } from '@/content/site'
import { clearReloadGuard } from '@/lib/chunk-load'

import { ScrollToTop } from './scroll-to-top'

export function RootLayout() {
  // Routes render again, so a later failed chunk may reload the page once more.
  useEffect(() => {
    clearReloadGuard()
  }, [])

  return (
    <>
      <a
        href="#main"
        className="sr-only rounded-md bg-navy px-4 py-3 font-semibold text-white focus:not-sr-only focus:fixed focus:top-4 focus:left-4 focus:z-50"
      >
        Skip to main content
      </a>
      <ScrollToTop />
      <Outlet />
    </>
  )
}

/** Shown while the first route module loads. */
export function HydrateFallback() {
  return <LoadingScreen brand={site.brand} />
}
