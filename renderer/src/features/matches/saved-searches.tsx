import { useEffect, useState } from 'react'
import type { MouseEvent } from 'react'
import { Link, useNavigate } from 'react-router-dom'
import { paths } from '../../../../shared/routes'
import { Button } from '../../components/button'
import { useT } from '../../i18n/use-t'
import { ApiError } from '../../lib/api-client'
import { deleteSavedSearch, loadSavedSearches, markSavedSearchSeen } from '../../lib/saved-searches-api'
import type { SavedSearch } from '../../lib/saved-searches-api'

/** The results page's address for saved criteria (a list criterion repeats its parameter). */
function resultsUrl(criteria: SavedSearch['criteria']): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(criteria)) {
    if (Array.isArray(value)) value.forEach((v) => params.append(key, String(v)))
    else if (value !== undefined && value !== '') params.set(key, String(value))
  }
  return `${paths.searchResult}?${params.toString()}`
}

/** A member's saved searches beside their matches: each with its profiles new since the last visit. */
export function SavedSearches() {
  const t = useT('discover', 'messages')
  const navigate = useNavigate()
  const [searches, setSearches] = useState<SavedSearch[] | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [deleting, setDeleting] = useState<number | null>(null)

  useEffect(() => {
    let live = true
    loadSavedSearches()
      .then((d) => live && setSearches(d.searches))
      .catch((e: unknown) => live && setError(e instanceof ApiError ? e.message : String(e)))
    return () => {
      live = false
    }
  }, [])

  // Opening one marks it seen (its new profiles count from now), then runs it; it runs even if that fails.
  const open = async (e: MouseEvent<HTMLAnchorElement>, s: SavedSearch) => {
    if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return
    e.preventDefault()
    await markSavedSearchSeen(s.id).catch(() => undefined)
    void navigate(resultsUrl(s.criteria))
  }
  const remove = async (s: SavedSearch) => {
    setDeleting(s.id)
    setError(null)
    try {
      await deleteSavedSearch(s.id)
      setSearches((all) => all?.filter((x) => x.id !== s.id) ?? null)
    } catch (e) {
      setError(e instanceof ApiError ? e.message : String(e))
    } finally {
      setDeleting(null)
    }
  }

  return (
    <aside className="card saved-searches" aria-labelledby="saved-searches-title">
      <h2 id="saved-searches-title">{t('discover.saved.title')}</h2>
      {error && (
        <p className="form-error" role="alert">
          {t.message(error)}
        </p>
      )}
      {searches?.length === 0 && <p className="muted">{t('discover.saved.none')}</p>}
      {searches && searches.length > 0 && (
        <ul className="saved-search-list">
          {searches.map((s) => (
            <li key={s.id}>
              <Link
                to={resultsUrl(s.criteria)}
                onClick={(e) => void open(e, s)}
                className="saved-search-name"
              >
                {s.name}
              </Link>
              <span className={s.newCount > 0 ? 'saved-search-new' : 'muted'}>
                {t(s.newCapped ? 'discover.saved.newCapped' : 'discover.saved.new', { count: s.newCount })}
              </span>
              <Button
                variant="ghost"
                busy={deleting === s.id}
                busyLabel={t('discover.saved.deleting')}
                aria-label={t('discover.saved.deleteNamed', { name: s.name })}
                onClick={() => void remove(s)}
              >
                {t('discover.saved.delete')}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </aside>
  )
}
