import { useEffect, useState } from 'react'
import { Link } from 'react-router-dom'
import type { MatchCard } from '../../../../shared/api'
import { formatHeight, labelOf, motherTongueOptions, religionOptions } from '../../../../shared/options'
import { paths } from '../../../../shared/routes'
import { ActingBanner } from '../../components/acting-banner'
import { usePageTitle } from '../../components/page'
import { ProfileAvatar } from '../../components/profile-photo'
import { useT } from '../../i18n/use-t'
import { useActingInUrl } from '../../lib/acting-profile'
import { ApiError } from '../../lib/api-client'
import { placeLabel } from '../search/card-labels'
import { loadMatches } from './api'

function Match({ match }: { match: MatchCard }) {
  const t = useT('discover', 'options', 'places')
  return (
    <article className="card profile-card" aria-label={`${match.firstName}, ${match.userId}`}>
      <ProfileAvatar name={match.firstName} photo={match.photo} />
      <div>
        <h2 className="profile-name">
          <Link to={paths.profilePage(match.id)}>
            {match.firstName}, {match.age}
          </Link>
        </h2>
        <p className="match-reason">{match.reason}</p>
        <p className="muted">
          {formatHeight(match.height)} · {t.label(labelOf(religionOptions, match.religion))} ·{' '}
          {t.label(labelOf(motherTongueOptions, match.motherTongue))} · {t.label(match.community)} ·{' '}
          {placeLabel(t, match.location)}
        </p>
        <p className="muted">
          {match.education} · {match.profession}
          {!match.mutual && ` · ${t('discover.matches.notMutual')}`}
        </p>
      </div>
    </article>
  )
}

/** Matches for you: profiles that meet your preferences and whose preferences you meet, best first. */
export function MatchesScreen() {
  const t = useT('discover', 'options', 'places', 'messages')
  usePageTitle(t('discover.matches.title'))
  // Staff: the family named by ?for= (or the one they act for) becomes, and stays, the acting one.
  const forProfile = useActingInUrl({ param: 'for' })
  const [mutualOnly, setMutualOnly] = useState(true)
  const [matches, setMatches] = useState<MatchCard[] | null>(null)
  const [error, setError] = useState<string | null>(null)

  useEffect(() => {
    let live = true
    setMatches(null)
    setError(null)
    loadMatches(mutualOnly, forProfile)
      .then((d) => live && setMatches(d.results))
      .catch((e: unknown) => live && setError(e instanceof ApiError ? e.message : String(e)))
    return () => {
      live = false
    }
  }, [mutualOnly, forProfile])

  return (
    <div className="container section">
      <h1>{t('discover.matches.title')}</h1>
      <ActingBanner />
      <p className="lead">
        {t('discover.matches.intro')}{' '}
        <Link to={forProfile ? paths.officeProfile(forProfile) : paths.myProfile}>
          {t('discover.matches.changePreferences')}
        </Link>
      </p>
      <label className="checkbox">
        <input type="checkbox" checked={mutualOnly} onChange={(e) => setMutualOnly(e.target.checked)} />{' '}
        {t('discover.matches.mutualOnly')}
      </label>
      {error && (
        <p className="form-error" role="alert">
          {t.message(error)}
        </p>
      )}
      {!matches && !error && <p role="status">{t('discover.matches.finding')}</p>}
      {matches && (
        <p role="status">
          {matches.length === 0
            ? t('discover.matches.none')
            : t('discover.matches.count', { count: matches.length })}
        </p>
      )}
      <div className="stack">
        {matches?.map((m) => (
          <Match key={m.id} match={m} />
        ))}
      </div>
    </div>
  )
}
