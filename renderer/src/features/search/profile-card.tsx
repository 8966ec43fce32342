import { Link } from 'react-router-dom'
import type { PublicProfile } from '../../../../shared/api'
import { formatHeight, labelOf, motherTongueOptions, religionOptions } from '../../../../shared/options'
import { managedByLabels } from '../../../../shared/profile-sections'
import type { ManagedBy } from '../../../../shared/profile-sections'
import { paths } from '../../../../shared/routes'
import { ProfileAvatar } from '../../components/profile-photo'
import type { Reaction } from './reactions'

const reactionLabels: { value: Reaction; label: string }[] = [
  { value: 'yes', label: "Yes I'm interested" },
  { value: 'maybe', label: 'Maybe' },
  { value: 'no', label: 'No' },
]

export function ProfileCard({
  profile,
  reaction,
  onReact,
}: {
  profile: PublicProfile
  reaction?: Reaction
  onReact: (r: Reaction) => void
}) {
  const heading = `${profile.firstName}, ${profile.userId}`
  return (
    <article className={`card profile-card${reaction ? ` reacted-${reaction}` : ''}`} aria-label={heading}>
      <ProfileAvatar name={profile.firstName} photo={profile.photo} />
      <div>
        <h2 className="profile-name">
          <Link to={paths.profilePage(profile.id)}>
            {profile.firstName} <span className="muted">({profile.userId})</span>
          </Link>
        </h2>
        <p className="muted">
          Created by: {profile.createdBy} · Profile managed by:{' '}
          {managedByLabels[profile.managedBy as ManagedBy]}
        </p>
        <dl className="facts">
          <div>
            <dt>Age / Height</dt>
            <dd>
              {profile.age} yrs, {formatHeight(profile.height)}
            </dd>
          </div>
          <div>
            <dt>Religion</dt>
            <dd>{labelOf(religionOptions, profile.religion)}</dd>
          </div>
          <div>
            <dt>Mother tongue</dt>
            <dd>{labelOf(motherTongueOptions, profile.motherTongue)}</dd>
          </div>
          <div>
            <dt>Community</dt>
            <dd>{profile.community}</dd>
          </div>
          <div>
            <dt>Location</dt>
            <dd>{profile.location}</dd>
          </div>
          <div>
            <dt>Education</dt>
            <dd>{profile.education}</dd>
          </div>
          <div>
            <dt>Profession</dt>
            <dd>{profile.profession}</dd>
          </div>
        </dl>
        <p>{profile.description}</p>
        <p>
          <Link
            to={paths.profilePage(profile.id)}
            aria-label={`View the full profile of ${profile.firstName}`}
          >
            View full profile
          </Link>
        </p>
        <div className="form-actions" role="group" aria-label={`Your answer for ${profile.firstName}`}>
          {reactionLabels.map((r) => (
            <button
              key={r.value}
              type="button"
              className={`btn ${reaction === r.value ? 'btn-primary' : 'btn-secondary'}`}
              aria-pressed={reaction === r.value}
              onClick={() => onReact(r.value)}
            >
              {r.label}
            </button>
          ))}
        </div>
      </div>
    </article>
  )
}
