import { lazy, Suspense, useEffect } from 'react'
import { Outlet, useLocation } from 'react-router-dom'
import { useAtomValue } from 'jotai'
import { outboxAtom } from '../../lib/outbox-store'
import { idleTimeoutMinutes } from '../../lib/platform'
import { isLoggedInAtom } from '../../lib/session'
import { Footer } from './footer'
import { Header } from './header'

// Only the kiosk idles, and only a waiting outbox sends: neither belongs in a visitor's first load.
const IdleGuard = lazy(() => import('../idle-guard').then((m) => ({ default: m.IdleGuard })))
const OutboxSender = lazy(() => import('../outbox-sender').then((m) => ({ default: m.OutboxSender })))

export function Layout() {
  const waiting = useAtomValue(outboxAtom).filter((e) => !e.refused).length
  const loggedIn = useAtomValue(isLoggedInAtom)
  const { pathname } = useLocation()
  // Every new page opens at its top (nav links, story and job details).
  useEffect(() => {
    window.scrollTo({ top: 0 })
  }, [pathname])
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Header />
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
      <Suspense fallback={null}>
        {idleTimeoutMinutes > 0 && <IdleGuard />}
        {waiting > 0 && loggedIn && <OutboxSender waiting={waiting} />}
      </Suspense>
    </>
  )
}
