import { useEffect, useState } from 'react'
import { Link } from 'react-router-dom'
import type { ViewersResponse } from '../../../../shared/api-connections'
import { msg } from '../../../../shared/messages'
import { paths } from '../../../../shared/routes'
import { usePageTitle } from '../../components/page'
import { useT } from '../../i18n/use-t'
import { ApiError } from '../../lib/api-client'
import { placeLabel } from '../../components/card-labels'
import { ActingSelect } from '../../components/acting-select'
import { loadViewers } from './api'

function Viewers() {
  const t = useT('discover', 'messages', 'places')
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
        {t.message(error)}
      </p>
    )
  if (!viewers) return <p role="status">{t('common.loading')}</p>
  if (!viewers.length) return <p>{t('discover.viewers.none')}</p>
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
              {t('discover.card.ageLocationJob', {
                age: profile.age,
                location: placeLabel(t, profile.location),
                profession: profile.profession,
              })}
            </p>
            <p>
              {t('discover.viewers.viewedOn', {
                date: t.date(at, { dateStyle: 'medium', timeStyle: 'short' }),
              })}
            </p>
          </div>
        </li>
      ))}
    </ul>
  )
}

/** The published profiles that opened this one, latest first. */
export function ViewersScreen() {
  // Every area of the screen's parts, loaded before it first shows (the list comes later).
  const t = useT('discover', 'messages', 'places')
  usePageTitle(t('discover.viewers.title'))
  return (
    <div className="container section">
      <h1>{t('discover.viewers.title')}</h1>
      <p className="lead">{t('discover.viewers.intro')}</p>
      <ActingSelect>
        <Viewers />
      </ActingSelect>
    </div>
  )
}
