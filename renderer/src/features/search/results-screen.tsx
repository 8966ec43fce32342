import { useEffect, useState } from 'react'
import { Link, Navigate, useLocation, useSearchParams } from 'react-router-dom'
import type { SearchResponse } from '../../../../shared/api'
import { refinePeriodOptions } from '../../../../shared/options'
import { paths } from '../../../../shared/routes'
import { Button } from '../../components/button'
import { usePageTitle } from '../../components/page'
import { ApiError } from '../../lib/api-client'
import { searchProfiles } from './api'
import type { Refine } from './api'
import { readCriteria } from './criteria'
import { ProfileCard } from './profile-card'
import { useReactions } from './reactions'
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
  const choices = [{ value: '', label: 'Any time' }, ...refinePeriodOptions]
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
          {c.label}
        </label>
      ))}
    </fieldset>
  )
}

export function ResultsScreen() {
  usePageTitle('Search results')
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
    d.totalCapped
      ? `${d.total.toLocaleString('en-IN')}+ profiles match your search.`
      : d.total === 1
        ? '1 profile matches your search.'
        : `${d.total.toLocaleString('en-IN')} profiles match your search.`

  return (
    <div className="container section results-layout">
      <aside className="card refine" aria-labelledby="refine-title">
        <h2 id="refine-title">Refine Search</h2>
        <RefineGroup
          name="recentlyJoined"
          legend="Recently joined"
          value={refine.recentlyJoined}
          onChange={(v) => (setStarts(() => [null]), setRefine((r) => ({ ...r, recentlyJoined: v })))}
        />
        <RefineGroup
          name="activeMembers"
          legend="Active members"
          value={refine.activeMembers}
          onChange={(v) => (setStarts(() => [null]), setRefine((r) => ({ ...r, activeMembers: v })))}
        />
        <Link to={paths.search}>Change search criteria</Link>
      </aside>
      <section>
        <h1>Search results</h1>
        {undo !== null && (
          <p className="form-success" role="status">
            Profile hidden.{' '}
            <button type="button" className="link-button" onClick={() => void restore(undo)}>
              Undo
            </button>
          </p>
        )}
        {error && (
          <p className="form-error" role="alert">
            {error}
          </p>
        )}
        {reactionError && (
          <p className="form-error" role="alert">
            {reactionError === 'loginNeeded' ? (
              <>
                Log in to keep your answers on your shortlist, on every device.{' '}
                <Link to={paths.login} state={{ from: `${location.pathname}${location.search}` }}>
                  Log in
                </Link>
              </>
            ) : (
              reactionError
            )}
          </p>
        )}
        {!data && !error && <p role="status">Searching…</p>}
        {data && (
          <p role="status">{data.total === 0 ? 'No profiles match your search yet.' : countText(data)}</p>
        )}
        {data && data.total === 0 && (
          <p>
            Try a wider age range, a lower height or another marital status.{' '}
            <Link to={paths.search}>Change your search</Link>
          </p>
        )}
        <div className="stack">
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
          <nav className="form-actions" aria-label="Result pages">
            <Button variant="secondary" disabled={page <= 1} onClick={() => setStarts((s) => s.slice(0, -1))}>
              Previous
            </Button>
            <span>Page {page}</span>
            <Button
              variant="secondary"
              disabled={!data.next}
              onClick={() => data.next && setStarts((s) => [...s, data.next])}
            >
              Next
            </Button>
          </nav>
        )}
      </section>
    </div>
  )
}
