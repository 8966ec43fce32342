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
import { useT } from '../../i18n/use-t'
import { ApiError } from '../../lib/api-client'
import { outboxAtom } from '../../lib/outbox-store'
import { myProfiles } from './api'
import { OutboxStatus } from './outbox-status'

export function DashboardScreen() {
  const t = useT('office', 'messages', 'options', 'places')
  usePageTitle(t('office.dashboard.title'))
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
      <h1>{t('office.dashboard.title')}</h1>
      <p className="lead">{t('office.dashboard.welcome')}</p>
      <OutboxStatus />
      <p>
        <Link className="btn btn-primary" to={paths.matrimonialForm}>
          {t('office.dashboard.registerAnother')}
        </Link>{' '}
        <Link className="btn btn-secondary" to={paths.photoReview}>
          {t('office.dashboard.photosToReview')}
        </Link>{' '}
        <Link className="btn btn-secondary" to={paths.moderation}>
          {t('office.dashboard.reportsToReview')}
        </Link>
      </p>
      <h2>{t('office.dashboard.heading')}</h2>
      {error && (
        <div className="form-error" role="alert">
          {t.message(error)}{' '}
          <Button variant="ghost" onClick={() => setAttempt((n) => n + 1)}>
            {t('office.shared.tryAgain')}
          </Button>
        </div>
      )}
      {!data && !error && <p role="status">{t('office.dashboard.loading')}</p>}
      {data && data.total === 0 && <p>{t('office.dashboard.empty')}</p>}
      {data && data.total > 0 && (
        <>
          <div className="table-wrap">
            <table className="table">
              <caption className="visually-hidden">{t('office.dashboard.caption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('office.dashboard.colId')}</th>
                  <th scope="col">{t('office.dashboard.colName')}</th>
                  <th scope="col">{t('office.dashboard.colAge')}</th>
                  <th scope="col">{t('office.dashboard.colReligion')}</th>
                  <th scope="col">{t('office.dashboard.colLocation')}</th>
                  <th scope="col">{t('office.dashboard.colRegistered')}</th>
                  <th scope="col">{t('office.dashboard.colStatus')}</th>
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
                    <td>{t.label(labelOf(religionOptions, p.religion))}</td>
                    <td>
                      {t.label(p.state)}, {t.label(labelOf(countryOptions, p.country))}
                    </td>
                    <td>{t.date(p.createdAt, { dateStyle: 'medium', timeStyle: 'short' })}</td>
                    <td>{t.label(profileStatusLabels[p.status as ProfileStatus] ?? p.status)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <nav className="form-actions" aria-label={t('office.dashboard.pages')}>
            <Button variant="secondary" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
              {t('office.dashboard.previous')}
            </Button>
            <span>{t('office.dashboard.pageOf', { page, pages, total: data.total })}</span>
            <Button variant="secondary" disabled={page >= pages} onClick={() => setPage((p) => p + 1)}>
              {t('office.dashboard.next')}
            </Button>
          </nav>
        </>
      )}
    </div>
  )
}
