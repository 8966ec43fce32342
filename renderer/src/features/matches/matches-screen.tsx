import { lazy, Suspense, useCallback, useState } from 'react'
import { Link } from 'react-router-dom'
import { paths } from '../../../../shared/routes'
import { usePageTitle } from '../../components/page'
import { useT } from '../../i18n/use-t'
import { useSession } from '../../lib/session-state'
import { useAfterPaint } from '../../lib/use-after-paint'
import './matches.css'

// The page is drawn at once (its heading, what it shows, the two choices); the matches, with the API client
// and the cards' code, load behind it (matches-list.tsx), and the member's saved searches once the matches
// are shown: on a phone they sit below them, and drawn first they would be pushed down as the matches arrive.
const MatchesList = lazy(() => import('./matches-list').then((m) => ({ default: m.MatchesList })))
const SavedSearches = lazy(() => import('./saved-searches').then((m) => ({ default: m.SavedSearches })))
// Staff: the family they act for (`?for=`) and the banner naming it (lib/acting-profile.ts).
const StaffActing = lazy(() => import('./staff-acting').then((m) => ({ default: m.StaffActing })))

function Finding() {
  const t = useT('discover')
  return <p role="status">{t('discover.matches.finding')}</p>
}

/** Matches for you: profiles that meet your preferences and whose preferences you meet, best first. */
export function MatchesScreen() {
  const t = useT('discover', 'options', 'places', 'messages')
  usePageTitle(t('discover.matches.title'))
  const role = useSession()?.role
  const staff = role === 'staff'
  // Staff: the family named by ?for= (or the one they act for) becomes, and stays, the acting one; until that
  // is known (undefined) nothing is read. A member acts for their own profile (null).
  const [acting, setActing] = useState<number | null | undefined>(undefined)
  const forProfile = staff ? acting : null
  const [mutualOnly, setMutualOnly] = useState(true)
  const [verifiedOnly, setVerifiedOnly] = useState(false)
  const member = role === 'member'
  // Once the first matches (or a failure) are shown, the saved searches stay, whatever is asked next.
  const [asideShown, setAsideShown] = useState(false)
  const shown = useCallback(() => setAsideShown(true), [])
  // The matches' code (with the API client) starts downloading once the page is painted.
  const painted = useAfterPaint()

  return (
    <div className={`container section${member ? ' matches-layout' : ''}`}>
      <div>
        <h1>{t('discover.matches.title')}</h1>
        {staff && (
          <Suspense fallback={null}>
            <StaffActing onActing={setActing} />
          </Suspense>
        )}
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
        {forProfile === undefined || !painted ? (
          <Finding />
        ) : (
          <Suspense fallback={<Finding />}>
            <MatchesList
              mutualOnly={mutualOnly}
              verifiedOnly={verifiedOnly}
              forProfile={forProfile}
              onShown={shown}
            />
          </Suspense>
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
