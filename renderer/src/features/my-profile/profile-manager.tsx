import { Fragment, useEffect, useState } from 'react'
import type { ManagedProfile } from '../../../../shared/api'
import { profileSections } from '../../../../shared/profile-sections'
import type { SectionId } from '../../../../shared/profile-sections'
import { Button } from '../../components/button'
import { useFeatureSlots } from '../../components/feature-slots'
import { useT } from '../../i18n/use-t'
import { ApiError } from '../../lib/api-client'
import { BirthDetailsCard } from './birth-details-card'
import { ConsentCodeCard } from './consent-code-card'
import { PreferencesCard } from './preferences-card'
import { SectionCard } from './section-card'
import { StatusPanel } from './status-panel'
import './my-profile.css'

/** A profile as its managers see it: status, completeness, every section with Edit, and its history. */
export function ProfileManager({
  load,
  showHistory,
}: {
  load: () => Promise<{ profile: ManagedProfile }>
  showHistory: boolean
}) {
  const t = useT('profile', 'messages')
  const slots = useFeatureSlots()
  const [profile, setProfile] = useState<ManagedProfile | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [attempt, setAttempt] = useState(0)
  const [editing, setEditing] = useState<SectionId | null>(null)

  useEffect(() => {
    let live = true
    load()
      .then(({ profile: p }) => live && (setProfile(p), setError(null)))
      .catch((e: unknown) => live && setError(e instanceof ApiError ? e.message : String(e)))
    return () => {
      live = false
    }
  }, [load, attempt])

  if (error)
    return (
      <div className="form-error" role="alert">
        {t.message(error)}{' '}
        <Button variant="ghost" onClick={() => setAttempt((n) => n + 1)}>
          {t('profile.manager.tryAgain')}
        </Button>
      </div>
    )
  if (!profile) return <p role="status">{t('profile.manager.loading')}</p>
  const missing = new Set(profile.completeness.missingSections.map((s) => s.id))
  return (
    <div className="profile-manager">
      <StatusPanel profile={profile} onChange={setProfile} />
      {profile.managedBy === 'office' && profile.status === 'pending_consent' && (
        <ConsentCodeCard profile={profile} />
      )}
      {slots.managedPhotos?.(profile.id)}
      {profileSections.map((section) => (
        <Fragment key={section.id}>
          <SectionCard
            profile={profile}
            section={section}
            editing={editing === section.id}
            missing={missing.has(section.id)}
            onEdit={(open) => setEditing(open ? section.id : null)}
            onSaved={(p) => {
              setProfile(p)
              setEditing(null)
            }}
          />
          {/* Birth details sit under the horoscope they can fill in. */}
          {section.id === 'horoscope' && <BirthDetailsCard profile={profile} onSaved={setProfile} />}
        </Fragment>
      ))}
      <PreferencesCard profileId={profile.id} />
      {showHistory && profile.history.length > 0 && (
        <section className="card" aria-labelledby="history-title">
          <h2 id="history-title">{t('profile.manager.history')}</h2>
          <ul className="history">
            {profile.history.map((h, i) => (
              <li key={i}>
                {t('profile.manager.historyEntry', {
                  when: t.date(h.at, { dateStyle: 'medium', timeStyle: 'short' }),
                  action: h.action,
                  by: h.by,
                })}
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  )
}
