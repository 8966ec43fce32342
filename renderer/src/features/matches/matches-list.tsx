import { memo, useEffect, useState } from 'react'
import { Link } from 'react-router-dom'
import type { MatchCard } from '../../../../shared/api'
import { formatHeight, labelOf, motherTongueOptions, religionOptions } from '../../../../shared/options'
import { paths } from '../../../../shared/routes'
import { Button } from '../../components/button'
import { CardPhoto } from '../../components/profile-photo'
import { SendInterestButton } from '../../components/send-interest-button'
import { ShortlistButton } from '../../components/shortlist-button'
import { VerifiedBadge } from '../../components/verified-badge'
import { useT } from '../../i18n/use-t'
import { ApiError } from '../../lib/api-client'
import { loadReactions } from '../../lib/shortlist-api'
import type { Reaction } from '../../lib/shortlist-api'
import { placeLabel } from '../../components/card-labels'
import { loadMatches } from './api'

const FIRST_CARDS = 4

// Drawn once each: the page around them drawing again (its saved searches appearing) leaves them as they are.
const Match = memo(function Match({
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
})

/**
 * The matches themselves (matches-screen.tsx draws the page around them first): read for the member's own
 * profile, or for the family staff act for, with the shortlist's state of each, and paged by key.
 */
export const MatchesList = memo(function MatchesList({
  mutualOnly,
  verifiedOnly,
  forProfile,
  onShown,
}: {
  mutualOnly: boolean
  verifiedOnly: boolean
  forProfile: number | null
  /** Called once the first matches (or a failure) are on screen. */
  onShown: () => void
}) {
  const t = useT('discover', 'options', 'places', 'messages')
  const [matches, setMatches] = useState<MatchCard[] | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [reactions, setReactions] = useState<Record<number, Reaction> | null>(null)
  const [next, setNext] = useState<string | null>(null)
  const [more, setMore] = useState(false)
  // The first cards are drawn with the count, the others a task later: on a slow phone twenty cards drawn at
  // once are one long task that holds back a tap (the first screen shows one or two of them).
  const [drawn, setDrawn] = useState(FIRST_CARDS)
  useEffect(() => {
    if (!matches || drawn >= matches.length) return
    const timer = setTimeout(() => setDrawn(Infinity), 0)
    return () => clearTimeout(timer)
  }, [matches, drawn])

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

  useEffect(() => {
    if (matches || error) onShown()
  }, [matches, error, onShown])

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
    <>
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
          matches
            ?.slice(0, drawn)
            .map((m) => (
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
    </>
  )
})
