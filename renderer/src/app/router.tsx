import { lazy } from 'react'
import { Route, Routes } from 'react-router-dom'
import { paths } from '../../../shared/routes'
import { HomeScreen } from '../features/home/home-screen'
import { Layout } from './layout/layout'

// The one route table (spec section 2): home here, every other screen in ./routes, which loads on demand.
// (Declarative routes: the data router's extra code would cost the first load about 17 KB gzipped.)
const loadOtherRoutes = () => import('./routes').then((m) => ({ default: m.OtherRoutes }))
const OtherRoutes = lazy(loadOtherRoutes)

/** A deep link (any page but home) starts loading the route table at once, beside its texts. */
export function preloadRoutes(path: string) {
  if (path !== paths.root && path.toLowerCase() !== paths.home) void loadOtherRoutes().catch(() => undefined)
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
