import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import { Link, useLocation } from 'react-router-dom'
import { paths } from '../../../../shared/routes'
import { useSession } from '../../lib/session-state'
import { useAfterPaint } from '../../lib/use-after-paint'
import { current } from './current'
import type { MessageId } from '../../i18n/keys'
import { useT } from '../../i18n/use-t'
import { LanguageMenu } from '../../components/language-menu'
import { Logo } from './logo'
import { useScrolled } from './use-scrolled'

// Only a logged-in visitor sees the session's links and account menu: not part of a visitor's first load.
const SessionNav = lazy(() => import('./session-nav').then((m) => ({ default: m.SessionNav })))

const navItems: { to: string; label: MessageId }[] = [
  { to: paths.search, label: 'common.nav.partnerSearch' },
  { to: paths.services, label: 'common.nav.services' },
  { to: paths.about, label: 'common.nav.about' },
  { to: paths.stories, label: 'common.nav.ourStory' },
]

export function Header() {
  const t = useT()
  const scrolled = useScrolled()
  const { pathname } = useLocation()
  const [open, setOpen] = useState(false)
  const toggleRef = useRef<HTMLButtonElement>(null)
  const closeRef = useRef<HTMLButtonElement>(null)
  const onLogin = pathname === paths.login
  const session = useSession()
  // The session's links and account menu (and the calls behind them) start after the page's first paint,
  // after the screen's own part that waits for it (Matches' list).
  const painted = useAfterPaint(1)

  const close = (returnFocus: boolean) => {
    setOpen(false)
    if (returnFocus) toggleRef.current?.focus()
  }
  const follow = () => {
    setOpen(false)
    window.scrollTo({ top: 0 })
  }

  useEffect(() => {
    if (!open) return
    // The open menu covers its toggle: focus goes to the close icon, and comes back to the toggle.
    const frame = requestAnimationFrame(() => closeRef.current?.focus())
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        setOpen(false)
        toggleRef.current?.focus()
      }
    }
    document.addEventListener('keydown', onKey)
    return () => {
      cancelAnimationFrame(frame)
      document.removeEventListener('keydown', onKey)
    }
  }, [open])

  return (
    <header className={`site-header${scrolled ? ' is-scrolled' : ''}`} data-scrolled={scrolled}>
      <div className="container header-inner">
        <Logo onClick={follow} />
        <button
          ref={toggleRef}
          type="button"
          className="icon-button menu-toggle"
          aria-label={t('common.nav.openMenu')}
          aria-expanded={open}
          aria-controls="site-nav"
          onClick={() => setOpen(true)}
        >
          <svg viewBox="0 0 24 24" width="26" height="26" aria-hidden="true">
            <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
        <nav id="site-nav" aria-label={t('common.nav.main')} className={`site-nav${open ? ' is-open' : ''}`}>
          <div className="mobile-menu-head">
            <Logo onClick={follow} />
            <button
              ref={closeRef}
              type="button"
              className="icon-button menu-close"
              aria-label={t('common.nav.closeMenu')}
              onClick={() => close(true)}
            >
              <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
                <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </button>
          </div>
          <ul className={`nav-links${session ? ' is-session' : ''}`}>
            {session ? (
              // Logged in, the header leads to the member's (or the office's) daily places; the marketing
              // pages stay in the footer.
              painted ? (
                <Suspense fallback={<LanguageMenu />}>
                  <SessionNav session={session} languageMenu={<LanguageMenu />} onFollow={follow} />
                </Suspense>
              ) : (
                <LanguageMenu />
              )
            ) : (
              <>
                {navItems.map((item) => (
                  <li key={item.to}>
                    <Link to={item.to} onClick={follow} {...current(pathname, item.to)}>
                      {t(item.label)}
                    </Link>
                  </li>
                ))}
                <LanguageMenu />
                {!onLogin && (
                  <li>
                    <Link to={paths.register} className="btn btn-secondary" onClick={follow}>
                      {t('common.nav.signUp')}
                    </Link>
                  </li>
                )}
                <li>
                  {onLogin ? (
                    <Link to={paths.register} className="btn btn-primary" onClick={follow}>
                      {t('common.nav.register')}
                    </Link>
                  ) : (
                    <Link to={paths.login} className="btn btn-primary" onClick={follow}>
                      {t('common.nav.login')}
                    </Link>
                  )}
                </li>
              </>
            )}
          </ul>
        </nav>
      </div>
    </header>
  )
}
