import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app/app'
import { preloadRoutes } from './app/router'
import { initialLocale, startLocale } from './i18n/i18n'
import { prepareTranslator } from './i18n/use-t'
import { useHashRouter } from './lib/platform'
import './styles/tokens.css'
import './styles/base.css'
import './styles/layout.css'
import './styles/components.css'
import './styles/forms.css'
import './styles/overlays.css'
import './styles/fonts.css'

// The first paint is in the visitor's language: its common texts load first (one small file), and a page
// other than home fetches the route table at the same time (a landing page waits for it: preloadRoutes).
// (The first formatter loads the language's data: made now, in its own task, not in the first render.)
setTimeout(() => prepareTranslator(initialLocale()), 0)
const routes = preloadRoutes(useHashRouter ? window.location.hash.slice(1) || '/' : window.location.pathname)
void Promise.all([startLocale(), routes]).then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
)
