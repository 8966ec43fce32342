import { Link, useLocation } from 'react-router-dom'
import { paths } from '../../../../shared/routes'
import { usePageTitle } from '../../components/page'
import { T, useT } from '../../i18n/use-t'
import { loadOwnProfile } from './api'
import { ProfileManager } from './profile-manager'

/** A member's own profile: what it says, how complete it is, its status, and Edit for every section. */
export function MyProfileScreen() {
  const t = useT('profile')
  usePageTitle(t('profile.myProfile.title'))
  // The wizard says "saved" on its way here; the notice is shown in the language on screen.
  const notice = (useLocation().state as { notice?: string } | null)?.notice
  return (
    <div className="container section">
      <h1>{t('profile.myProfile.title')}</h1>
      <p className="lead">
        <T id="profile.myProfile.intro" components={{ link: <Link to={paths.profile} /> }} />
      </p>
      {notice === 'saved' && (
        <p className="form-success" role="status">
          {t('profile.myProfile.saved')}
        </p>
      )}
      <ProfileManager load={loadOwnProfile} showHistory={false} />
    </div>
  )
}
