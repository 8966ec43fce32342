import { Link, useRouteError } from 'react-router-dom'
import { paths } from '../../../shared/routes'

/** A screen that failed to load (often a lost connection while fetching its code). */
export function RouteError() {
  const error = useRouteError()
  console.error(error)
  return (
    <main className="container section" id="main">
      <h1>This page could not be shown</h1>
      <p>Check your connection, then reload the page. If it keeps happening, please write to us.</p>
      <p>
        <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
          Reload
        </button>{' '}
        <Link to={paths.home}>Go to the home page</Link>
      </p>
    </main>
  )
}
