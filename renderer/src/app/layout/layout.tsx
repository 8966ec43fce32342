import { lazy, Suspense, useEffect } from 'react'
import { Outlet, useLocation, useNavigate } from 'react-router-dom'
import { idleTimeoutMinutes } from '../../lib/platform'
import { useAfterPaint } from '../../lib/use-after-paint'
import { SESSION_LOST_EVENT, useSession } from '../../lib/session-state'
import type { SessionLostEvent } from '../../lib/session-state'
import { RouteErrorBoundary } from '../route-error'
import { paths } from '../../../../shared/routes'
import { useT } from '../../i18n/use-t'
import { Footer } from './footer'
import { Header } from './header'

// Only the kiosk idles, and only a logged-in user's outbox sends: neither belongs in a visitor's first load.
const IdleGuard = lazy(() => import('../idle-guard').then((m) => ({ default: m.IdleGuard })))
const OutboxWatch = lazy(() => import('../outbox-watch').then((m) => ({ default: m.OutboxWatch })))
// A data-breach notice for a logged-in person it affected: loaded only after login.
const BreachNotices = lazy(() =>
  import('../../features/privacy/breach-notices').then((m) => ({ default: m.BreachNotices })),
)

export function Layout() {
  const t = useT()
  const session = useSession() !== null
  // A logged-in person's notices and outbox start after the page's first paint (lib/use-after-paint.ts), last.
  const loggedIn = useAfterPaint(2) && session
  const { pathname } = useLocation()
  const navigate = useNavigate()
  // Every new page opens at its top (nav links, story and job details).
  useEffect(() => {
    window.scrollTo({ top: 0 })
  }, [pathname])
  // The API client says when a 401 ended the session (it does not import the router).
  useEffect(() => {
    const lost = (event: Event) =>
      navigate((event as SessionLostEvent).detail?.loginPath ?? paths.login, { replace: true })
    window.addEventListener(SESSION_LOST_EVENT, lost)
    return () => window.removeEventListener(SESSION_LOST_EVENT, lost)
  }, [navigate])
  return (
    <>
      <a className="skip-link" href="#main">
        {t('common.skipToContent')}
      </a>
      <Header />
      <main id="main" tabIndex={-1}>
        {loggedIn && (
          <Suspense fallback={null}>
            <BreachNotices />
          </Suspense>
        )}
        <RouteErrorBoundary key={pathname}>
          <Suspense
            fallback={
              <p className="container section" role="status">
                {t('common.loading')}
              </p>
            }
          >
            <Outlet />
          </Suspense>
        </RouteErrorBoundary>
      </main>
      <Footer />
      <Suspense fallback={null}>
        {idleTimeoutMinutes > 0 && <IdleGuard />}
        {loggedIn && <OutboxWatch />}
      </Suspense>
    </>
  )
}
