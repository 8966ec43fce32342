import { useEffect, useState } from 'react'
import { Link, useParams } from 'react-router-dom'
import type { ProfileView } from '../../../../shared/api'
import { msg } from '../../../../shared/messages'
import { displayValue } from '../../../../shared/profile-fields'
import type { EditableField } from '../../../../shared/profile-sections'
import { managedByLabels, profileStatusLabels } from '../../../../shared/profile-sections'
import type { ManagedBy } from '../../../../shared/profile-sections'
import { paths } from '../../../../shared/routes'
import { usePageTitle } from '../../components/page'
import { ApiError } from '../../lib/api-client'
import { PhotoGallery } from '../photos/photo-gallery'
import { loadProfilePage } from './api'
import { ConnectionActions } from './connection-actions'
import { GunaMilanSection } from './guna-milan-section'
import './profile-page.css'

type Row = [string, string | null | undefined]

function Facts({ title, rows }: { title: string; rows: Row[] }) {
  const shown = rows.filter(([, v]) => v)
  if (!shown.length) return null
  const id = `facts-${title.replace(/\W+/g, '-').toLowerCase()}`
  return (
    <section className="card" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
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

function NotAvailable() {
  usePageTitle(msg.profileNotAvailable)
  return (
    <div className="container section">
      <h1>{msg.profileNotAvailable}</h1>
      <p>This profile does not exist, or its family has hidden or closed it.</p>
      <p>
        <Link className="btn btn-primary" to={paths.search}>
          Back to Partner Search
        </Link>
      </p>
    </div>
  )
}

/** The public page of a published profile: never the last name, birth date, phone or e-mail of others. */
export function ProfilePageScreen() {
  const { id } = useParams()
  const [profile, setProfile] = useState<ProfileView | null>(null)
  const [state, setState] = useState<'loading' | 'missing' | 'error' | 'ready'>('loading')
  const [error, setError] = useState('')
  usePageTitle(profile ? `${profile.firstName}, ${profile.age}` : 'Profile')

  useEffect(() => {
    const n = Number(id)
    if (!Number.isInteger(n) || n <= 0) return setState('missing')
    let live = true
    setState('loading')
    loadProfilePage(n)
      .then((p) => live && (setProfile(p), setState('ready')))
      .catch((e: unknown) => {
        if (!live) return
        if (e instanceof ApiError && e.status === 404) return setState('missing')
        setError(e instanceof ApiError ? e.message : msg.unexpected)
        setState('error')
      })
    return () => {
      live = false
    }
  }, [id])

  if (state === 'missing') return <NotAvailable />
  if (state === 'error')
    return (
      <div className="container section">
        <h1>Profile</h1>
        <p className="form-error" role="alert">
          {error}
        </p>
      </div>
    )
  if (!profile)
    return (
      <div className="container section">
        <p role="status">Loading the profile…</p>
      </div>
    )
  const v = (field: EditableField) =>
    displayValue(field, profile[field as keyof ProfileView] as string | number | null)
  return (
    <div className="container section profile-page">
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
            {profile.userId} · {v('height')} · {profile.location}
          </p>
          <p>Profile managed by: {managedByLabels[profile.managedBy as ManagedBy] ?? profile.managedBy}</p>
          {profile.canManage && (
            <p>
              <Link to={paths.biodata(profile.id)}>Printable biodata</Link>
            </p>
          )}
          {profile.status && <p className="badge badge-warn">{profileStatusLabels[profile.status]}</p>}
        </div>
      </header>
      <ConnectionActions profile={profile} />
      <PhotoGallery profileId={profile.id} name={profile.firstName} />
      {profile.description && (
        <section className="card" aria-labelledby="about-title">
          <h2 id="about-title">About</h2>
          <p>{profile.description}</p>
        </section>
      )}
      <Facts
        title="Basic details"
        rows={[
          ['Age', String(profile.age)],
          ['Date of birth', profile.dob],
          ['Height', v('height')],
          ['Marital status', v('maritalStatus')],
          ['Have children', v('haveChildren')],
          ['Religion', v('religion')],
          ['Mother tongue', v('motherTongue')],
          ['Community', profile.community],
          ['Lives in', profile.location],
          ['Native place', profile.nativePlace],
        ]}
      />
      <Facts
        title="Education and career"
        rows={[
          ['Education', profile.education],
          ['Profession', profile.profession],
          ['Annual income', v('annualIncome')],
        ]}
      />
      <Facts
        title="Family"
        rows={[
          ['Family type', v('family')],
          ['Family values', v('value')],
          ['Family status', v('familyStatus')],
          ['About the family', profile.familyDetails],
        ]}
      />
      <Facts
        title="Lifestyle"
        rows={[
          ['Diet', v('eating')],
          ['Smoking', v('smoking')],
          ['Drinking', v('drinking')],
        ]}
      />
      <Facts
        title="Horoscope"
        rows={[
          ['Rashi', v('rashi')],
          ['Nakshatra', v('nakshatra')],
          ['Manglik', v('dosham')],
          ['Gotra', profile.gotra],
        ]}
      />
      <GunaMilanSection guna={profile.gunaMilan} manglik={profile.manglik} />
      <Facts title="Looking for" rows={[['Expectations', profile.expectation]]} />
      {profile.canManage && (
        <Facts
          title="Contact details (only you see these)"
          rows={[
            ['E-mail', profile.email],
            ['Mobile', profile.mobile],
          ]}
        />
      )}
      <p>
        <Link to={paths.search}>Back to Partner Search</Link>
      </p>
    </div>
  )
}
