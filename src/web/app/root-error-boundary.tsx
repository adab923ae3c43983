import { useRouteError } from 'react-router'

import { ErrorScreen } from '@/components/layouts/error-screen'
import { Button } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { errorScreenCopy } from '@/content/error-screen'
import { site } from '@/content/site'
import { useDocumentTitle } from '@/hooks/use-document-title'
import { isChunkLoadError } from '@/lib/chunk-load'

import { ChunkLoadRecovery } from './chunk-load-recovery'

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
