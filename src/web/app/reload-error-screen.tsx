import { ErrorScreen } from '@/components/layouts/error-screen'
import { Button } from '@/components/ui/button'
import { brand } from '@/content/brand'
import { errorScreenCopy } from '@/content/error-screen'

// Part of the entry bundle (the app error boundary and the chunk-load recovery show it), which
// the server serves to anyone: brand and error copy only, and '/' spelled here rather than read
// from config/paths, which lists every route (docs/decisions/007-staff-gate-code-split.md).
const HOME = '/'

type ReloadErrorScreenProps = {
  heading: string
  description: string
  /** Runs before the page reloads, e.g. to lift a guard against reload loops. */
  beforeReload?: () => void
}

/** The branded error page whose actions are a full reload and a full page load of home. */
export function ReloadErrorScreen({ heading, description, beforeReload }: ReloadErrorScreenProps) {
  return (
    <ErrorScreen brand={brand} heading={heading} description={description}>
      <Button
        type="button"
        onClick={() => {
          beforeReload?.()
          window.location.reload()
        }}
      >
        {errorScreenCopy.reload}
      </Button>
      <Button asChild variant="link">
        <a href={HOME}>{errorScreenCopy.homeLink}</a>
      </Button>
    </ErrorScreen>
  )
}
