import { Component } from 'react'
import type { ErrorInfo, ReactNode } from 'react'
import { useT } from '../i18n/use-t'

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
    return this.state.failed ? <RouteFailed /> : this.props.children
  }
}

function RouteFailed() {
  const t = useT()
  return (
    <div className="container section">
      <h1>{t('common.routeError.title')}</h1>
      <p>{t('common.routeError.text')}</p>
      <p>
        <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
          {t('common.routeError.reload')}
        </button>{' '}
        <a href={window.location.pathname === '/' ? '#/' : '/'}>{t('common.routeError.home')}</a>
      </p>
    </div>
  )
}
