import { Component } from 'react'
import type { ErrorInfo, ReactNode } from 'react'

/** A screen that failed to load (often a lost connection while fetching its code) or crashed. */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(error, info.componentStack)
  }

  render() {
    if (!this.state.failed) return this.props.children
    return (
      <div className="container section">
        <h1>This page could not be shown</h1>
        <p>Check your connection, then reload the page. If it keeps happening, please write to us.</p>
        <p>
          <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
            Reload
          </button>{' '}
          <a href={window.location.pathname === '/' ? '#/' : '/'}>Go to the home page</a>
        </p>
      </div>
    )
  }
}
