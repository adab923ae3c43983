import { Component, type ErrorInfo, type ReactNode } from 'react'

import { errorScreenCopy } from '@/content/error-screen'

import { ReloadErrorScreen } from './reload-error-screen'

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
      <ReloadErrorScreen heading={errorScreenCopy.heading} description={errorScreenCopy.body} />
    )
  }
}
