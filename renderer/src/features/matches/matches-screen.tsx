import { lazy, Suspense, useEffect, useState } from 'react'
import { Link } from 'react-router-dom'
import type { MatchCard } from '../../../../shared/api'
import { formatHeight, labelOf, motherTongueOptions, religionOptions } from '../../../../shared/options'
import { paths } from '../../../../shared/routes'
import { ActingBanner } from '../../components/acting-banner'
import { usePageTitle } from '../../components/page'
import { Button } from '../../components/button'
import { CardPhoto } from '../../components/profile-photo'
import { SendInterestButton } from '../../components/send-interest-button'
import { ShortlistButton } from '../../components/shortlist-button'
import { VerifiedBadge } from '../../components/verified-badge'
import { useT } from '../../i18n/use-t'
import { useActingInUrl } from '../../lib/acting-profile'
import { ApiError } from '../../lib/api-client'
import { loadReactions } from '../../lib/shortlist-api'
import type { Reaction } from '../../lib/shortlist-api'
import { placeLabel } from '../../components/card-labels'
import { useSession } from '../../lib/session-state'
import { loadMatches } from './api'
import './matches.css'

// The member's saved searches (their criteria's checks and calls) load after the matches: on a phone they sit
// below them, and drawn first they would be pushed down the screen as the matches arrive.
const SavedSearches = lazy(() => import('./saved-searches').then((m) => ({ default: m.SavedSearches })))

function Match({
  match,
  shortlisted,
  actions,
}: {
  match: MatchCard
  shortlisted: boolean
  /** Staff act for a family by choosing it on the profile page: the cards carry the member's own actions. */
  actions: boolean
}) {
  const t = useT('discover', 'options', 'places')
  return (
    <article className="card photo-card" aria-label={`${match.firstName}, ${match.userId}`}>
      <CardPhoto name={match.firstName} photo={match.photo} />
      <div className="card-body">
        <h2 className="profile-name">
          <Link to={paths.profilePage(match.id)}>
            {match.firstName}, {match.age}
          </Link>
        </h2>
        <VerifiedBadge verified={match.verified} />
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
        {actions && (
          <div className="form-actions">
            <SendInterestButton profileId={match.id} name={match.firstName} />
            <ShortlistButton profileId={match.id} shortlisted={shortlisted} />
          </div>
        )}
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
  const [verifiedOnly, setVerifiedOnly] = useState(false)
  const [matches, setMatches] = useState<MatchCard[] | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [reactions, setReactions] = useState<Record<number, Reaction> | null>(null)
  const [next, setNext] = useState<string | null>(null)
  const [more, setMore] = useState(false)
  const member = useSession()?.role === 'member' && !forProfile
  // Once the first matches (or a failure) are shown, the saved searches stay, whatever is asked next.
  const [asideShown, setAsideShown] = useState(false)
  if (!asideShown && (matches || error)) setAsideShown(true)

  useEffect(() => {
    let live = true
    if (forProfile) return void setReactions({})
    // What is already on the Shortlist, so each card's button shows it (an empty list if it cannot be read).
    loadReactions()
      .then((r) => live && setReactions(r))
      .catch(() => live && setReactions({}))
    return () => {
      live = false
    }
  }, [forProfile])

  useEffect(() => {
    let live = true
    setMatches(null)
    setError(null)
    loadMatches(mutualOnly, forProfile, null, verifiedOnly)
      .then((d) => {
        if (!live) return
        setMatches(d.results)
        setNext(d.next ?? null)
      })
      .catch((e: unknown) => live && setError(e instanceof ApiError ? e.message : String(e)))
    return () => {
      live = false
    }
  }, [mutualOnly, forProfile, verifiedOnly])

  // The next matches, after the last one shown (paged by key, never by offset).
  const showMore = async () => {
    if (!next) return
    setMore(true)
    try {
      const d = await loadMatches(mutualOnly, forProfile, next, verifiedOnly)
      setMatches((shown) => [...(shown ?? []), ...d.results])
      setNext(d.next ?? null)
    } catch (e) {
      setError(e instanceof ApiError ? e.message : String(e))
    } finally {
      setMore(false)
    }
  }

  return (
    <div className={`container section${member ? ' matches-layout' : ''}`}>
      <div>
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
        <label className="checkbox">
          <input type="checkbox" checked={verifiedOnly} onChange={(e) => setVerifiedOnly(e.target.checked)} />{' '}
          {t('discover.verified.only')}
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
        <div className="card-grid">
          {reactions &&
            matches?.map((m) => (
              <Match key={m.id} match={m} shortlisted={reactions[m.id] === 'yes'} actions={!forProfile} />
            ))}
        </div>
        {next && (
          <p className="form-actions">
            <Button
              variant="secondary"
              busy={more}
              busyLabel={t('discover.matches.loadingMore')}
              onClick={() => void showMore()}
            >
              {t('discover.matches.more')}
            </Button>
          </p>
        )}
      </div>
      {member && asideShown && (
        <Suspense fallback={null}>
          <SavedSearches />
        </Suspense>
      )}
    </div>
  )
}
