import type { PublicProfile } from '../../../shared/api'
import { useT } from '../i18n/use-t'

/** "Verified in person at Anna Nagar office, November 2026": on cards and the profile page, for everyone. */
export function VerifiedBadge({ verified }: { verified: PublicProfile['verified'] }) {
  const t = useT('discover')
  if (!verified) return null
  const when = t.date(verified.at, { month: 'long', year: 'numeric', timeZone: 'UTC' })
  return (
    <p>
      <span className="badge badge-verified">
        {t('discover.verified.badge', { office: verified.office, when })}
      </span>
    </p>
  )
}
