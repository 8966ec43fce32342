import { useEffect, useState } from 'react'
import { Link } from 'react-router-dom'
import { useAtomValue } from 'jotai'
import type { MyProfilesResponse } from '../../../../shared/api'
import { countryOptions, labelOf, religionOptions } from '../../../../shared/options'
import { profileStatusLabels } from '../../../../shared/profile-sections'
import type { ProfileStatus } from '../../../../shared/profile-sections'
import { paths } from '../../../../shared/routes'
import { Button } from '../../components/button'
import { usePageTitle } from '../../components/page'
import { ApiError } from '../../lib/api-client'
import { outboxAtom } from '../../lib/outbox-store'
import { myProfiles } from './api'
import { OutboxStatus } from './outbox-status'

const when = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })

export function DashboardScreen() {
  usePageTitle('Dashboard')
  const [page, setPage] = useState(1)
  const [data, setData] = useState<MyProfilesResponse | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [attempt, setAttempt] = useState(0)
  // When the outbox delivers, the list below gains the profile: fetch again.
  const pending = useAtomValue(outboxAtom).length

  useEffect(() => {
    let live = true
    myProfiles(page)
      .then((d) => live && (setData(d), setError(null)))
      .catch((e: unknown) => live && setError(e instanceof ApiError ? e.message : String(e)))
    return () => {
      live = false
    }
  }, [page, attempt, pending])

  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1
  return (
    <div className="container section">
      <h1>Dashboard</h1>
      <p className="lead">Welcome! You are logged in.</p>
      <OutboxStatus />
      <p>
        <Link className="btn btn-primary" to={paths.matrimonialForm}>
          Register another profile
        </Link>{' '}
        <Link className="btn btn-secondary" to={paths.photoReview}>
          Photos to review
        </Link>{' '}
        <Link className="btn btn-secondary" to={paths.moderation}>
          Reports to review
        </Link>
      </p>
      <h2>Profiles your office registered</h2>
      {error && (
        <div className="form-error" role="alert">
          {error}{' '}
          <Button variant="ghost" onClick={() => setAttempt((n) => n + 1)}>
            Try again
          </Button>
        </div>
      )}
      {!data && !error && <p role="status">Loading your profiles…</p>}
      {data && data.total === 0 && <p>No profiles yet. Profiles you register appear here, newest first.</p>}
      {data && data.total > 0 && (
        <>
          <div className="table-wrap">
            <table className="table">
              <caption className="visually-hidden">Profiles you registered, newest first</caption>
              <thead>
                <tr>
                  <th scope="col">Id</th>
                  <th scope="col">Name</th>
                  <th scope="col">Age</th>
                  <th scope="col">Religion</th>
                  <th scope="col">Location</th>
                  <th scope="col">Registered</th>
                  <th scope="col">Status</th>
                </tr>
              </thead>
              <tbody>
                {data.results.map((p) => (
                  <tr key={p.id}>
                    <td>{p.id}</td>
                    <td>
                      <Link to={paths.officeProfile(p.id)}>
                        {p.firstName} {p.lastName}
                      </Link>
                    </td>
                    <td>{p.age}</td>
                    <td>{labelOf(religionOptions, p.religion)}</td>
                    <td>
                      {p.state}, {labelOf(countryOptions, p.country)}
                    </td>
                    <td>{when(p.createdAt)}</td>
                    <td>{profileStatusLabels[p.status as ProfileStatus] ?? p.status}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <nav className="form-actions" aria-label="Pages">
            <Button variant="secondary" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
              Previous
            </Button>
            <span>
              Page {page} of {pages} ({data.total === 1 ? '1 profile' : `${data.total} profiles`})
            </span>
            <Button variant="secondary" disabled={page >= pages} onClick={() => setPage((p) => p + 1)}>
              Next
            </Button>
          </nav>
        </>
      )}
    </div>
  )
}
