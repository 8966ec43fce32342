import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app/app'
import { preloadRoutes } from './app/router'
import { startLocale } from './i18n/i18n'
import { useHashRouter } from './lib/platform'
import './styles/tokens.css'
import './styles/base.css'
import './styles/layout.css'
import './styles/components.css'
import './styles/forms.css'
import './styles/overlays.css'
import './styles/fonts.css'
// A profile page's own rules and its actions' (under 0.5 KB gzipped) come with the site's: its first screen
// waits for no stylesheet of its own, two requests less on a slow line (the screens import them too).
import './styles/connections.css'
import './features/profile-page/profile-page.css'

// The first paint is in the visitor's language: its common texts load first (one small file), and a page
// other than home fetches the route table at the same time (a landing page waits for it: preloadRoutes).
const routes = preloadRoutes(useHashRouter ? window.location.hash.slice(1) || '/' : window.location.pathname)
void Promise.all([startLocale(), routes]).then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
)
