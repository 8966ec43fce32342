import { lazy, Suspense } from 'react'
import { Link } from 'react-router-dom'
import type { ProfileView } from '../../../../shared/api'
import { paths } from '../../../../shared/routes'
import { T, useT } from '../../i18n/use-t'
import { useSession } from '../../lib/session-state'
import '../../styles/connections.css'

// A visitor reads only the invitation to log in: the panel for a logged-in viewer (the interest and report
// forms, the acting family's choice, the calls behind them) is not part of a profile page's first load.
const ConnectionPanel = lazy(() => import('./connection-panel').then((m) => ({ default: m.ConnectionPanel })))

function Loading() {
  const t = useT()
  return (
    <p className="connection-pending" role="status">
      {t('common.loading')}
    </p>
  )
}

/** The profile page's connection actions: interest, contact details, the shortlist, block and report. */
export function ConnectionActions({ profile }: { profile: ProfileView }) {
  const session = useSession()
  const t = useT('discover')
  if (profile.canManage) return null
  const name = profile.firstName
  return (
    <section className="card connection-actions" aria-labelledby="connect-title">
      <h2 id="connect-title">{t('discover.connect.title', { name })}</h2>
      {session ? (
        <Suspense fallback={<Loading />}>
          <ConnectionPanel profile={profile} />
        </Suspense>
      ) : (
        <p>
          <T id="discover.connect.logIn" values={{ name }} components={{ link: <Link to={paths.login} /> }} />
        </p>
      )}
    </section>
  )
}
