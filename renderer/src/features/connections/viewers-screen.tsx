import { useEffect, useState } from 'react'
import { Link } from 'react-router-dom'
import type { ViewersResponse } from '../../../../shared/api'
import { msg } from '../../../../shared/messages'
import { paths } from '../../../../shared/routes'
import { usePageTitle } from '../../components/page'
import { ApiError } from '../../lib/api-client'
import { ActingSelect } from './acting-select'
import { loadViewers } from './api'

function Viewers() {
  const [viewers, setViewers] = useState<ViewersResponse['viewers'] | null>(null)
  const [error, setError] = useState<string | null>(null)
  useEffect(() => {
    loadViewers()
      .then((r) => setViewers(r.viewers))
      .catch((e: unknown) => setError(e instanceof ApiError ? e.message : msg.unexpected))
  }, [])
  if (error)
    return (
      <p className="form-error" role="alert">
        {error}
      </p>
    )
  if (!viewers) return <p role="status">Loading…</p>
  if (!viewers.length) return <p>No one has opened your profile yet.</p>
  return (
    <ul className="people-list">
      {viewers.map(({ at, profile }) => (
        <li key={profile.id} className="card profile-card">
          <div className="avatar" aria-hidden="true">
            {profile.firstName.slice(0, 1)}
          </div>
          <div>
            <h2 className="profile-name">
              <Link to={paths.profilePage(profile.id)}>
                {profile.firstName} <span className="muted">({profile.userId})</span>
              </Link>
            </h2>
            <p className="muted">
              {profile.age} yrs · {profile.location} · {profile.profession}
            </p>
            <p>
              Viewed on {new Date(at).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })}
            </p>
          </div>
        </li>
      ))}
    </ul>
  )
}

/** The published profiles that opened this one, latest first. */
export function ViewersScreen() {
  usePageTitle('Who viewed my profile')
  return (
    <div className="container section">
      <h1>Who viewed my profile</h1>
      <p className="lead">
        Members whose profiles are published and who opened yours, latest first. Hidden profiles are not
        listed.
      </p>
      <ActingSelect>
        <Viewers />
      </ActingSelect>
    </div>
  )
}
