import { useCallback } from 'react'
import type { ReactNode } from 'react'
import { Link, useParams } from 'react-router-dom'
import { paths } from '../../../../shared/routes'
import { ActingBanner } from '../../components/acting-banner'
import { usePageTitle } from '../../components/page'
import { useT } from '../../i18n/use-t'
import { useActingInUrl } from '../../lib/acting-profile'
import { loadManagedProfile } from './api'
import { ProfileManager } from './profile-manager'

/** A profile the office registered: staff open, edit and resend the consent link; every change is stamped. */
export function OfficeProfileScreen({ children }: { children?: ReactNode }) {
  const { id } = useParams()
  const t = useT('profile')
  usePageTitle(t('profile.officeProfile.documentTitle'))
  // Opening one of the office's profiles makes it the family staff act for, until they choose another.
  useActingInUrl({ fixed: Number(id) || null })
  const load = useCallback(() => loadManagedProfile(Number(id)), [id])
  return (
    <div className="container section">
      <p>
        <Link to={paths.dashboard}>{t('profile.officeProfile.back')}</Link>
      </p>
      <h1>{t('profile.officeProfile.title')}</h1>
      <ActingBanner />
      <ProfileManager load={load} showHistory />
      {children}
    </div>
  )
}
