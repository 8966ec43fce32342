import { useEffect, useState } from 'react'
import { Link, Navigate, useLocation, useSearchParams } from 'react-router-dom'
import type { SearchResponse } from '../../../../shared/api'
import { refinePeriodOptions } from '../../../../shared/options'
import { paths } from '../../../../shared/routes'
import { Button } from '../../components/button'
import { usePageTitle } from '../../components/page'
import { T, useT } from '../../i18n/use-t'
import { ApiError } from '../../lib/api-client'
import { useSession } from '../../lib/session-state'
import { searchProfiles } from './api'
import type { Refine } from './api'
import { readCriteria } from './criteria'
import { ProfileCard } from './profile-card'
import { useReactions } from './reactions'
import { SaveSearch } from './save-search'
import type { Reaction } from './reactions'
import './search.css'

function RefineGroup({
  name,
  legend,
  value,
  onChange,
}: {
  name: keyof Refine
  legend: string
  value?: string
  onChange: (v?: string) => void
}) {
  const t = useT('discover', 'options')
  const choices = [{ value: '', label: t('discover.results.anyTime') }, ...refinePeriodOptions]
  return (
    <fieldset className="field">
      <legend className="field-label">{legend}</legend>
      {choices.map((c) => (
        <label key={c.value} className="radio">
          <input
            type="radio"
            name={name}
            value={c.value}
            checked={(value ?? '') === c.value}
            onChange={() => onChange(c.value || undefined)}
          />{' '}
          {t.label(c.label)}
        </label>
      ))}
    </fieldset>
  )
}

export function ResultsScreen() {
  const t = useT('discover', 'options', 'places', 'messages')
  usePageTitle(t('discover.results.title'))
  const location = useLocation()
  const [params] = useSearchParams()
  const criteria = readCriteria(location.state, params)
  const [refine, setRefine] = useState<Refine>({})
  const key = criteria ? JSON.stringify(criteria) : ''
  // Pages by key: the starts of the pages seen so far (for these criteria), so Previous goes back exactly.
  const [paging, setPaging] = useState<{ key: string; starts: (string | null)[] }>({ key, starts: [null] })
  const starts = paging.key === key ? paging.starts : [null]
  const setStarts = (next: (s: (string | null)[]) => (string | null)[]) =>
    setPaging({ key, starts: next(starts) })
  const page = starts.length
  const after = starts[starts.length - 1]
  const [data, setData] = useState<SearchResponse | null>(null)
  const [error, setError] = useState<string | null>(null)
  const { reactions, react: store, error: reactionError } = useReactions()
  const [undo, setUndo] = useState<number | null>(null)
  const member = useSession()?.role === 'member'

  useEffect(() => {
    if (!key) return
    let live = true
    setError(null)
    searchProfiles(JSON.parse(key), refine, after)
      .then((d) => live && setData(d))
      .catch((e: unknown) => live && setError(e instanceof ApiError ? e.message : String(e)))
    return () => {
      live = false
    }
  }, [key, refine, after])

  if (!criteria) return <Navigate to={paths.search} replace />

  const react = async (id: number, r: Reaction) => {
    if (await store(id, r)) setUndo(r === 'no' ? id : null)
  }
  const restore = async (id: number) => {
    if (await store(id, null)) setUndo(null)
  }
  const visible = data?.results.filter((p) => reactions[p.id] !== 'no') ?? []
  const countText = (d: SearchResponse) =>
    t(d.totalCapped ? 'discover.results.countCapped' : 'discover.results.count', { count: d.total })

  return (
    <div className="container section results-layout">
      <aside className="card refine" aria-labelledby="refine-title">
        <h2 id="refine-title">{t('discover.results.refine')}</h2>
        <RefineGroup
          name="recentlyJoined"
          legend={t('discover.results.recentlyJoined')}
          value={refine.recentlyJoined}
          onChange={(v) => (setStarts(() => [null]), setRefine((r) => ({ ...r, recentlyJoined: v })))}
        />
        <RefineGroup
          name="activeMembers"
          legend={t('discover.results.activeMembers')}
          value={refine.activeMembers}
          onChange={(v) => (setStarts(() => [null]), setRefine((r) => ({ ...r, activeMembers: v })))}
        />
        <Link to={paths.search}>{t('discover.results.changeCriteria')}</Link>
      </aside>
      <section>
        <h1>{t('discover.results.title')}</h1>
        {member && <SaveSearch criteria={criteria} />}
        {undo !== null && (
          <p className="form-success" role="status">
            {t('discover.results.hidden')}{' '}
            <button type="button" className="link-button" onClick={() => void restore(undo)}>
              {t('discover.results.undo')}
            </button>
          </p>
        )}
        {error && (
          <p className="form-error" role="alert">
            {t.message(error)}
          </p>
        )}
        {reactionError && (
          <p className="form-error" role="alert">
            {reactionError === 'loginNeeded' ? (
              <T
                id="discover.results.loginToKeep"
                components={{
                  link: <Link to={paths.login} state={{ from: `${location.pathname}${location.search}` }} />,
                }}
              />
            ) : (
              t.message(reactionError)
            )}
          </p>
        )}
        {!data && !error && <p role="status">{t('discover.results.searching')}</p>}
        {data && <p role="status">{data.total === 0 ? t('discover.results.none') : countText(data)}</p>}
        {data && data.total === 0 && (
          <p>
            <T id="discover.results.tryWider" components={{ link: <Link to={paths.search} /> }} />
          </p>
        )}
        <div className="card-grid">
          {visible.map((p) => (
            <ProfileCard
              key={p.id}
              profile={p}
              reaction={reactions[p.id]}
              onReact={(r) => void react(p.id, r)}
            />
          ))}
        </div>
        {data && (page > 1 || data.next) && (
          <nav className="form-actions" aria-label={t('discover.results.pages')}>
            <Button variant="secondary" disabled={page <= 1} onClick={() => setStarts((s) => s.slice(0, -1))}>
              {t('discover.results.previous')}
            </Button>
            <span>{t('discover.results.page', { page })}</span>
            <Button
              variant="secondary"
              disabled={!data.next}
              onClick={() => data.next && setStarts((s) => [...s, data.next])}
            >
              {t('discover.results.next')}
            </Button>
          </nav>
        )}
      </section>
    </div>
  )
}
