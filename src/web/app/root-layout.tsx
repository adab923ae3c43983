import { Outlet } from 'react-router'

import { LoadingScreen } from '@/components/layouts/loading-screen'
import { site } from '@/content/site'

import { ScrollToTop } from './scroll-to-top'

export function RootLayout() {
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

/** Shown while the first route module (and later, the session) loads. */
export function HydrateFallback() {
  return <LoadingScreen brand={site.brand} />
}
