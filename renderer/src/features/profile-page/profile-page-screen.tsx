import { lazy, Suspense, useEffect, useState } from 'react'
import type { ComponentType } from 'react'
import { Link, useParams } from 'react-router-dom'
import type { ProfileView } from '../../../../shared/api'
import { basicMsg } from '../../../../shared/basic-messages'
import { displayValue } from '../../../../shared/profile-fields'
import type { EditableField } from '../../../../shared/profile-sections'
import { managedByLabels, profileStatusLabels } from '../../../../shared/profile-sections'
import type { ManagedBy } from '../../../../shared/profile-sections'
import { paths } from '../../../../shared/routes'
import { useFeatureSlots } from '../../components/feature-slots'
import { usePageTitle } from '../../components/page'
import { VerifiedBadge } from '../../components/verified-badge'
import { useT } from '../../i18n/use-t'
import { ApiError } from '../../lib/api-error'
import { useSession } from '../../lib/session-state'
import { placeLabel } from '../../components/card-labels'
import { loadProfilePage, takeProfilePage } from './api'
import './profile-page.css'

// What only some viewers see loads after the first screen: how the viewer's horoscope matches (a member
// looking at the other gender) and the office's verification form (the profile's managers).
// The horoscope section, when there is one, comes with the page (its code is read before the page is drawn):
// drawn later it would push what is below it down the screen, and its tabs would fade in while one reads.
let MatchingSection: ComponentType<{ profile: ProfileView }> | null = null
const loadMatching = () =>
  import('./matching-section').then((m) => {
    MatchingSection = m.MatchingSection
  })
const VerificationPanel = lazy(() =>
  import('./verification-panel').then((m) => ({ default: m.VerificationPanel })),
)
// Staff: which family they act for follows the page (lib/acting-profile.ts, with the calls behind it).
const StaffActing = lazy(() => import('./staff-acting').then((m) => ({ default: m.StaffActing })))
// A page that cannot be shown (none such, or a failure) comes with the message table (profile-unavailable.tsx).
const LoadFailed = lazy(() => import('./profile-unavailable').then((m) => ({ default: m.LoadFailed })))
const NotAvailable = lazy(() => import('./profile-unavailable').then((m) => ({ default: m.NotAvailable })))
type Row = [label: string, value: string | null | undefined]

function Facts({ id, title, rows }: { id: string; title: string; rows: Row[] }) {
  const shown = rows.filter(([, v]) => v)
  if (!shown.length) return null
  const titleId = `facts-${id}`
  return (
    <section className="card" aria-labelledby={titleId}>
      <h2 id={titleId}>{title}</h2>
      <dl className="review">
        {shown.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}

/** The public page of a published profile: never the last name, birth date, phone or e-mail of others. */
export function ProfilePageScreen() {
  // The messages' texts (a Hindi or Tamil page's 8.6 KiB) are read only when one is shown (LoadFailed).
  const t = useT('discover', 'options', 'places')
  const slots = useFeatureSlots()
  const { id } = useParams()
  const [profile, setProfile] = useState<ProfileView | null>(null)
  const [state, setState] = useState<'loading' | 'missing' | 'error' | 'ready'>('loading')
  const [error, setError] = useState('')
  // Bumped after the office verifies or revokes: the page reads the profile again.
  const [version, setVersion] = useState(0)
  usePageTitle(profile ? `${profile.firstName}, ${profile.age}` : t('discover.profile.title'))
  const staff = useSession()?.role === 'staff'

  useEffect(() => {
    const n = Number(id)
    if (!Number.isInteger(n) || n <= 0) return setState('missing')
    let live = true
    if (!version) setState('loading')
    // The first read may have started with this screen's code (app/screens.ts); a re-read after a change not.
    ;(version ? loadProfilePage(n) : takeProfilePage(n))
      .then(async (p) => {
        if (p.gunaMilan && !MatchingSection) await loadMatching().catch(() => undefined)
        return p
      })
      .then((p) => live && (setProfile(p), setState('ready')))
      .catch((e: unknown) => {
        if (!live) return
        if (e instanceof ApiError && e.status === 404) return setState('missing')
        setError(e instanceof ApiError ? e.message : basicMsg.unexpected)
        setState('error')
      })
    return () => {
      live = false
    }
  }, [id, version])

  // Staff: a profile of their own office becomes the family they act for; on any other, the URL keeps theirs.
  const acting = staff && (
    <Suspense fallback={null}>
      <StaffActing fixed={profile?.canManage ? profile.id : null} />
    </Suspense>
  )
  if (state === 'missing')
    return (
      <>
        {acting}
        <Suspense
          fallback={
            <div className="container section">
              <p role="status">{t('discover.profile.loading')}</p>
            </div>
          }
        >
          <NotAvailable />
        </Suspense>
      </>
    )
  if (state === 'error')
    return (
      <div className="container section">
        {acting}
        <Suspense fallback={<p role="status">{t('discover.profile.loading')}</p>}>
          <LoadFailed error={error} />
        </Suspense>
      </div>
    )
  if (!profile)
    return (
      <div className="container section">
        {acting}
        <p role="status">{t('discover.profile.loading')}</p>
      </div>
    )
  // Option values as people read them, in the language on screen.
  const v = (field: EditableField) =>
    t.label(displayValue(field, profile[field as keyof ProfileView] as string | number | null))
  const source = (s: string | null | undefined) =>
    s === 'computed' ? t('discover.profile.computed') : t('discover.profile.told')
  const managedBy = managedByLabels[profile.managedBy as ManagedBy]
  const location = placeLabel(t, profile.location)
  return (
    <div className="container section profile-page">
      {acting}
      <header className="card profile-hero">
        <div className="avatar" aria-hidden="true">
          {profile.firstName.slice(0, 1)}
        </div>
        <div>
          <h1>
            {profile.firstName}
            {profile.lastName ? ` ${profile.lastName}` : ''}, {profile.age}
          </h1>
          <p>
            {profile.userId} · {v('height')} · {location}
          </p>
          <VerifiedBadge verified={profile.verified} />
          <p>
            {t('discover.profile.managedBy', {
              managedBy: managedBy ? t.label(managedBy) : profile.managedBy,
            })}
          </p>
          {profile.canManage && (
            <p>
              <Link to={paths.biodata(profile.id)}>{t('discover.profile.biodata')}</Link>
            </p>
          )}
          {profile.status && (
            <p className="badge badge-warn">{t.label(profileStatusLabels[profile.status])}</p>
          )}
        </div>
      </header>
      {slots.profileActions?.(profile)}
      {profile.canManage && (
        <Suspense fallback={null}>
          <VerificationPanel profile={profile} onChanged={() => setVersion((n) => n + 1)} />
        </Suspense>
      )}
      {slots.profileGallery?.(profile)}
      {profile.description && (
        <section className="card" aria-labelledby="about-title">
          <h2 id="about-title">{t('discover.profile.about')}</h2>
          <p>{profile.description}</p>
        </section>
      )}
      <Facts
        id="basic-details"
        title={t('discover.profile.basic')}
        rows={[
          [t('discover.profile.age'), String(profile.age)],
          [
            t('discover.profile.dob'),
            profile.dob && /^\d{4}-\d{2}-\d{2}$/.test(profile.dob)
              ? t.date(profile.dob, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })
              : profile.dob,
          ],
          [t('discover.profile.height'), v('height')],
          [t('discover.profile.maritalStatus'), v('maritalStatus')],
          [t('discover.profile.haveChildren'), v('haveChildren')],
          [t('discover.profile.religion'), v('religion')],
          [t('discover.profile.motherTongue'), v('motherTongue')],
          [t('discover.profile.community'), profile.community && t.label(profile.community)],
          [t('discover.profile.livesIn'), location],
          [t('discover.profile.nativePlace'), profile.nativePlace],
        ]}
      />
      <Facts
        id="education-and-career"
        title={t('discover.profile.career')}
        rows={[
          [t('discover.profile.education'), profile.education],
          [t('discover.profile.profession'), profile.profession],
          [t('discover.profile.income'), v('annualIncome')],
        ]}
      />
      <Facts
        id="family"
        title={t('discover.profile.family')}
        rows={[
          [t('discover.profile.familyType'), v('family')],
          [t('discover.profile.familyValues'), v('value')],
          [t('discover.profile.familyStatus'), v('familyStatus')],
          [t('discover.profile.familyDetails'), profile.familyDetails],
        ]}
      />
      <Facts
        id="lifestyle"
        title={t('discover.profile.lifestyle')}
        rows={[
          [t('discover.profile.diet'), v('eating')],
          [t('discover.profile.smoking'), v('smoking')],
          [t('discover.profile.drinking'), v('drinking')],
        ]}
      />
      <Facts
        id="horoscope"
        title={t('discover.profile.horoscope')}
        rows={[
          [t('discover.profile.rashi'), v('rashi')],
          [t('discover.profile.nakshatra'), v('nakshatra')],
          [t('discover.profile.manglik'), v('dosham')],
          [t('discover.profile.horoscopeFrom'), profile.nakshatra ? source(profile.horoscopeSource) : null],
          [t('discover.profile.manglikFrom'), profile.dosham ? source(profile.doshamSource) : null],
          [t('discover.profile.gotra'), profile.gotra],
        ]}
      />
      {profile.gunaMilan && MatchingSection && <MatchingSection profile={profile} />}
      <Facts
        id="looking-for"
        title={t('discover.profile.lookingFor')}
        rows={[[t('discover.profile.expectations'), profile.expectation]]}
      />
      {profile.canManage && (
        <Facts
          id="contact-details"
          title={t('discover.profile.ownContact')}
          rows={[
            [t('discover.profile.email'), profile.email],
            // Formatted by the server (server/visibility.ts), as people read it.
            [t('discover.profile.mobile'), profile.mobile],
          ]}
        />
      )}
      <p>
        <Link to={paths.search}>{t('discover.profile.backToSearch')}</Link>
      </p>
    </div>
  )
}
