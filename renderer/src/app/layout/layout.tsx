import { useEffect } from 'react'
import { Outlet, useLocation } from 'react-router-dom'
import { Footer } from './footer'
import { Header } from './header'

export function Layout() {
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
    </>
  )
}
