import { Component, type ErrorInfo, type ReactNode } from 'react'

import { ErrorScreen } from '@/components/layouts/error-screen'
import { Button } from '@/components/ui/button'
import { brand } from '@/content/brand'
import { errorScreenCopy } from '@/content/error-screen'

// In the entry bundle, which the server serves to anyone: '/' is spelled here rather than read
// from config/paths, which lists every route (docs/decisions/007-staff-gate-code-split.md).
const HOME = '/'

type Props = { children: ReactNode }
type State = { failed: boolean }

/**
 * Catches render errors outside the router (the gate, a gate chunk that failed to load), so
 * the page is never blank. Route errors have their own boundary (RootErrorBoundary).
 * A class: React has no hook for error boundaries.
 */
export class AppErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false }

  static getDerivedStateFromError(): State {
    return { failed: true }
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('The app failed to render:', error, info.componentStack)
  }

  override render() {
    if (!this.state.failed) return this.props.children
    return (
      <ErrorScreen
        brand={brand}
        heading={errorScreenCopy.heading}
        description={errorScreenCopy.body}
      >
        <Button type="button" onClick={() => window.location.reload()}>
          {errorScreenCopy.reload}
        </Button>
        <Button asChild variant="link">
          <a href={HOME}>{errorScreenCopy.homeLink}</a>
        </Button>
      </ErrorScreen>
    )
  }
}
