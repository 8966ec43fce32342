import { Link, useLocation } from 'react-router-dom'
import { paths } from '../../../../shared/routes'
import { usePageTitle } from '../../components/page'
import { loadOwnProfile } from './api'
import { ProfileManager } from './profile-manager'

/** A member's own profile: what it says, how complete it is, its status, and Edit for every section. */
export function MyProfileScreen() {
  usePageTitle('My profile')
  const notice = (useLocation().state as { notice?: string } | null)?.notice
  return (
    <div className="container section">
      <h1>My profile</h1>
      <p className="lead">
        Complete each section, then publish your profile so that families can find it.{' '}
        <Link to={paths.profile}>Fill it in step by step</Link>
      </p>
      {notice && (
        <p className="form-success" role="status">
          {notice}
        </p>
      )}
      <ProfileManager load={loadOwnProfile} showHistory={false} />
    </div>
  )
}
