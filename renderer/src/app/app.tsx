import { BrowserRouter, HashRouter } from 'react-router-dom'
import { useHashRouter } from '../lib/platform'
import { AppRoutes } from './router'

// The kiosk loads from app://, where only the hash survives a reload; the web uses real paths.
const Router = useHashRouter ? HashRouter : BrowserRouter

export function App() {
  return (
    <Router>
      <AppRoutes />
    </Router>
  )
}
