import { useEffect, useState } from 'react'
import { Link, useSearchParams } from 'react-router-dom'
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
import { ListFilters } from './list-filters'
import type { ListChoice } from './list-filters'
import { officeListFilters } from '../../../../shared/office-list'
import type { OfficeListFilter } from '../../../../shared/office-list'
import { OutboxStatus } from './outbox-status'

/** The profile id as the office reads and types it: MT000123. */
const profileNumber = (id: number) => `MT${String(id).padStart(6, '0')}`

export function DashboardScreen() {
  const t = useT('office', 'messages', 'options', 'places')
  usePageTitle(t('office.dashboard.title'))
  // The search, status and order live in the URL, so a reload or a link keeps them.
  const [params, setParams] = useSearchParams()
  const statusParam = params.get('status') ?? ''
  const choice: ListChoice = {
    q: params.get('q') ?? '',
    status: officeListFilters.includes(statusParam as OfficeListFilter)
      ? (statusParam as OfficeListFilter)
      : '',
    sort: params.get('sort') === 'changed' ? 'changed' : 'registered',
  }
  const choiceKey = `${choice.q}|${choice.status}|${choice.sort}`
  // Pages by key: where each page shown so far started (the first starts at the top).
  const [starts, setStarts] = useState<string[]>([''])
  const page = starts.length
  const [data, setData] = useState<MyProfilesResponse | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [attempt, setAttempt] = useState(0)
  // When the outbox delivers, the list below gains the profile: fetch again.
  const pending = useAtomValue(outboxAtom).length

  useEffect(() => {
    let live = true
    myProfiles(choice, starts[starts.length - 1] ?? '')
      .then((d) => live && (setData(d), setError(null)))
      .catch((e: unknown) => live && setError(e instanceof ApiError ? e.message : String(e)))
    return () => {
      live = false
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- choiceKey stands for the choice
  }, [choiceKey, starts, attempt, pending])

  const choose = (next: ListChoice) => {
    const p = new URLSearchParams()
    if (next.q) p.set('q', next.q)
    if (next.status) p.set('status', next.status)
    if (next.sort !== 'registered') p.set('sort', next.sort)
    setParams(p, { replace: true })
    setStarts([''])
  }
  const filtered = choice.q !== '' || choice.status !== ''
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
      <ListFilters key={choiceKey} choice={choice} onChange={choose} />
      {data && data.total === 0 && (
        <p role="status">{filtered ? t('office.dashboard.noneFound') : t('office.dashboard.empty')}</p>
      )}
      {data && data.total > 0 && (
        <>
          <p role="status">{t('office.dashboard.found', { total: data.total, page })}</p>
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
                  <th scope="col">
                    {choice.sort === 'changed'
                      ? t('office.dashboard.colChanged')
                      : t('office.dashboard.colRegistered')}
                  </th>
                  <th scope="col">{t('office.dashboard.colStatus')}</th>
                </tr>
              </thead>
              <tbody>
                {data.results.map((p) => (
                  <tr key={p.id}>
                    <td>{profileNumber(p.id)}</td>
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
                    <td>
                      {t.date(choice.sort === 'changed' ? p.updatedAt : p.createdAt, {
                        dateStyle: 'medium',
                        timeStyle: 'short',
                      })}
                    </td>
                    <td>{t.label(profileStatusLabels[p.status as ProfileStatus] ?? p.status)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <nav className="form-actions" aria-label={t('office.dashboard.pages')}>
            <Button variant="secondary" disabled={page <= 1} onClick={() => setStarts((s) => s.slice(0, -1))}>
              {t('office.dashboard.previous')}
            </Button>
            <Button
              variant="secondary"
              disabled={!data.next}
              onClick={() => data.next && setStarts((s) => [...s, data.next!])}
            >
              {t('office.dashboard.next')}
            </Button>
          </nav>
        </>
      )}
    </div>
  )
}
