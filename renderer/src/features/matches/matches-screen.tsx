import { useEffect, useState } from 'react'
import { Link, useSearchParams } from 'react-router-dom'
import type { MatchCard } from '../../../../shared/api'
import { formatHeight, labelOf, motherTongueOptions, religionOptions } from '../../../../shared/options'
import { paths } from '../../../../shared/routes'
import { usePageTitle } from '../../components/page'
import { ProfileAvatar } from '../../components/profile-photo'
import { ApiError } from '../../lib/api-client'
import { loadMatches } from './api'

function Match({ match }: { match: MatchCard }) {
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
          {formatHeight(match.height)} · {labelOf(religionOptions, match.religion)} ·{' '}
          {labelOf(motherTongueOptions, match.motherTongue)} · {match.community} · {match.location}
        </p>
        <p className="muted">
          {match.education} · {match.profession}
          {!match.mutual && ' · You do not meet all of their preferences'}
        </p>
      </div>
    </article>
  )
}

/** Matches for you: profiles that meet your preferences and whose preferences you meet, best first. */
export function MatchesScreen() {
  usePageTitle('Matches for you')
  const [params] = useSearchParams()
  const forProfile = Number(params.get('for')) || null
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
      <h1>Matches for you</h1>
      <p className="lead">
        Profiles that meet your partner preferences, best first.{' '}
        <Link to={forProfile ? paths.officeProfile(forProfile) : paths.myProfile}>
          Change the preferences
        </Link>
      </p>
      <label className="checkbox">
        <input type="checkbox" checked={mutualOnly} onChange={(e) => setMutualOnly(e.target.checked)} />{' '}
        Mutual matches only (you also meet their preferences)
      </label>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      {!matches && !error && <p role="status">Finding matches…</p>}
      {matches && (
        <p role="status">
          {matches.length === 0
            ? 'No matches yet. Widen your partner preferences to see more.'
            : matches.length === 1
              ? '1 match'
              : `${matches.length} matches`}
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
