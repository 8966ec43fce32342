import { lazy } from 'react'
import type { ComponentType } from 'react'
import { Route, Routes } from 'react-router-dom'
import { isLandingPath, paths } from '../../../shared/routes'
import { HomeScreen } from '../features/home/home-screen'
import { initialLocale, loadArea } from '../i18n/i18n'
import { prepareTranslator } from '../i18n/use-t'
import { Layout } from './layout/layout'

// The one route table (spec section 2): home here, every other screen in ./routes, which loads on demand.
// (Declarative routes: the data router's extra code would cost the first load about 17 KB gzipped.)
type RoutesModule = { default: ComponentType }
let loadedRoutes: RoutesModule | undefined
const loadOtherRoutes = () =>
  import('./routes').then((m) => {
    loadedRoutes = { default: m.OtherRoutes }
    return m
  })
// A profile page, Matches and a story are drawn with their screen (./screens preloadScreen).
const drawnWithScreen = (path: string) => /^\/(profiles\/\d+|matches|story\/\d+)\/?$/i.test(path)
// Once the table is loaded (a deep link waits for it), React gets it at once: lazy() reads a thenable that
// answers synchronously without suspending, so the first render shows no "Loading…".
const OtherRoutes = lazy(
  () =>
    (loadedRoutes
      ? { then: (resolve: (m: RoutesModule) => void) => resolve(loadedRoutes!) }
      : loadOtherRoutes().then(() => loadedRoutes!)) as Promise<RoutesModule>,
)

// The first Intl formatter loads the language's data (20-30 ms on a desktop, four times that on a phone): made
// in a task of its own while the page waits for its code and texts, not in the first render.
const warmTranslator = () => void setTimeout(() => prepareTranslator(initialLocale()), 0)

/**
 * A deep link (any page but home) starts loading the route table at once, beside its texts. A landing page
 * (search, sign-up) also fetches its first lines, and is drawn only when the table is there: the header and
 * those lines then appear together, without a "Loading…" in between (after which React would hold the next
 * step back 300 ms, so that screens do not flicker). Resolves when the page can be drawn.
 */
export function preloadRoutes(path: string): Promise<unknown> {
  if (path === paths.root || path.toLowerCase() === paths.home) return Promise.resolve(warmTranslator())
  const routes = loadOtherRoutes().catch(() => undefined)
  // Once the table has started the page's own read (app/screens.ts), while the screen's code downloads.
  void routes.then(warmTranslator)
  // (If the screen cannot be fetched, the page is drawn anyway and shows the failure as any screen does.)
  if (drawnWithScreen(path)) return routes.then((m) => m?.preloadScreen(path)).catch(() => undefined)
  if (!isLandingPath(path)) return Promise.resolve()
  void loadArea(initialLocale(), 'landing').catch(() => undefined)
  return routes
}

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route index element={<HomeScreen />} />
        <Route path={paths.home} element={<HomeScreen />} />
        <Route path="*" element={<OtherRoutes />} />
      </Route>
    </Routes>
  )
}
