import { Link } from 'react-router-dom'
import type { PublicProfile } from '../../../../shared/api'
import { formatHeight, labelOf, motherTongueOptions, religionOptions } from '../../../../shared/options'
import { managedByLabels } from '../../../../shared/profile-sections'
import type { ManagedBy } from '../../../../shared/profile-sections'
import { paths } from '../../../../shared/routes'
import { CardPhoto } from '../../components/profile-photo'
import { SendInterestButton } from '../../components/send-interest-button'
import { VerifiedBadge } from '../../components/verified-badge'
import { useT } from '../../i18n/use-t'
import { createdByLabel, placeLabel, reactionIds } from '../../components/card-labels'
import type { Reaction } from './reactions'

const reactions: Reaction[] = ['yes', 'maybe', 'no']

export function ProfileCard({
  profile,
  reaction,
  onReact,
}: {
  profile: PublicProfile
  reaction?: Reaction
  onReact: (r: Reaction) => void
}) {
  const t = useT('discover', 'options', 'places')
  const heading = `${profile.firstName}, ${profile.userId}`
  const managedBy = managedByLabels[profile.managedBy as ManagedBy]
  return (
    <article className={`card photo-card${reaction ? ` reacted-${reaction}` : ''}`} aria-label={heading}>
      <CardPhoto name={profile.firstName} photo={profile.photo} />
      <div className="card-body">
        <h2 className="profile-name">
          <Link to={paths.profilePage(profile.id)}>
            {profile.firstName} <span className="muted">({profile.userId})</span>
          </Link>
        </h2>
        <VerifiedBadge verified={profile.verified} />
        <p className="muted">
          {t('discover.card.createdManaged', {
            createdBy: createdByLabel(t, profile.createdBy),
            managedBy: managedBy ? t.label(managedBy) : '',
          })}
        </p>
        <dl className="facts">
          <div>
            <dt>{t('discover.card.ageHeight')}</dt>
            <dd>
              {t('discover.card.ageHeightValue', { age: profile.age, height: formatHeight(profile.height) })}
            </dd>
          </div>
          <div>
            <dt>{t('discover.card.religion')}</dt>
            <dd>{t.label(labelOf(religionOptions, profile.religion))}</dd>
          </div>
          <div>
            <dt>{t('discover.card.motherTongue')}</dt>
            <dd>{t.label(labelOf(motherTongueOptions, profile.motherTongue))}</dd>
          </div>
          <div>
            <dt>{t('discover.card.community')}</dt>
            <dd>{t.label(profile.community)}</dd>
          </div>
          <div>
            <dt>{t('discover.card.location')}</dt>
            <dd>{placeLabel(t, profile.location)}</dd>
          </div>
          <div>
            <dt>{t('discover.card.education')}</dt>
            <dd>{profile.education}</dd>
          </div>
          <div>
            <dt>{t('discover.card.profession')}</dt>
            <dd>{profile.profession}</dd>
          </div>
        </dl>
        <p>{profile.description}</p>
        <p>
          <Link
            to={paths.profilePage(profile.id)}
            aria-label={t('discover.card.viewProfileOf', { name: profile.firstName })}
          >
            {t('discover.card.viewProfile')}
          </Link>
        </p>
        <div className="form-actions card-actions">
          <SendInterestButton profileId={profile.id} name={profile.firstName} />
        </div>
        <div
          className="form-actions"
          role="group"
          aria-label={t('discover.card.yourAnswerFor', { name: profile.firstName })}
        >
          {reactions.map((value) => (
            <button
              key={value}
              type="button"
              className={`btn ${reaction === value ? 'btn-primary' : 'btn-secondary'}`}
              aria-pressed={reaction === value}
              onClick={() => onReact(value)}
            >
              {t(reactionIds[value])}
            </button>
          ))}
        </div>
      </div>
    </article>
  )
}
