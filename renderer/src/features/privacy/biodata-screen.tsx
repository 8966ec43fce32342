import { useEffect, useState } from 'react'
import { Link, useParams } from 'react-router-dom'
import { msg } from '../../../../shared/messages'
import { managedByLabels } from '../../../../shared/profile-sections'
import type { EditableField, ManagedBy } from '../../../../shared/profile-sections'
import { displayValue } from '../../../../shared/profile-fields'
import type { BiodataResponse } from '../../../../shared/privacy'
import { paths } from '../../../../shared/routes'
import { usePageTitle } from '../../components/page'
import { PhotoPicture, usePhotoToken } from '../../components/profile-photo'
import { ApiError } from '../../lib/api-client'
import { loadBiodata } from './api'
import { day, when } from './download'
import './biodata.css'

type Row = [string, string | number | null | undefined]

function Block({ title, rows }: { title: string; rows: Row[] }) {
  const shown = rows.filter(([, v]) => v !== null && v !== undefined && v !== '')
  if (!shown.length) return null
  const id = `biodata-${title.replace(/\W+/g, '-').toLowerCase()}`
  return (
    <section className="biodata-block" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <dl>
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

function Photo({ data }: { data: BiodataResponse }) {
  const token = usePhotoToken()
  const photo = data.profile.photo
  if (!photo || token === undefined)
    return (
      <div className="biodata-photo biodata-photo-empty" aria-hidden="true">
        {data.profile.firstName.slice(0, 1)}
      </div>
    )
  return (
    <div className="biodata-photo">
      <PhotoPicture
        src={photo.src}
        alt={`Photo of ${data.profile.firstName}`}
        width={150}
        height={188}
        sizes={['card']}
        shownAs="150px"
        token={token}
        eager
      />
    </div>
  )
}

/** The biodata sheet: one A4 page in the familiar layout, printed with the browser's dialog (or saved as PDF). */
function Sheet({ data }: { data: BiodataResponse }) {
  const p = data.profile
  const v = (field: EditableField, value: string | number | null | undefined) => displayValue(field, value)
  const name = `${p.firstName}${p.lastName ? ` ${p.lastName}` : ''}`
  const contact = data.contact
  return (
    <article className="biodata-sheet" aria-labelledby="biodata-name">
      <header className="biodata-head">
        <div>
          <p className="biodata-kicker">Marriage biodata</p>
          <h1 id="biodata-name">{name}</h1>
          <p>
            Profile {p.userId} · Managed by {managedByLabels[p.managedBy as ManagedBy] ?? p.managedBy}
          </p>
        </div>
        <Photo data={data} />
      </header>
      <div className="biodata-grid">
        <Block
          title="Personal details"
          rows={[
            ['Date of birth', p.dob ? day(p.dob) : null],
            ['Age', `${p.age} years`],
            ['Height', v('height', p.height)],
            ['Weight', v('weight', p.weight)],
            ['Marital status', v('maritalStatus', p.maritalStatus)],
            ['Religion', v('religion', p.religion)],
            ['Community', p.community],
            ['Mother tongue', v('motherTongue', p.motherTongue)],
            ['Diet', v('eating', p.eating)],
            ['Lives in', p.location],
            ['Native place', p.nativePlace],
          ]}
        />
        <Block
          title="Horoscope"
          rows={[
            ['Rashi (moon sign)', v('rashi', p.rashi)],
            ['Nakshatra', v('nakshatra', data.nakshatra)],
            ['Manglik', v('dosham', p.dosham)],
            ['Gotra', p.gotra],
          ]}
        />
        <Block
          title="Education and career"
          rows={[
            ['Education', p.education],
            ['Profession', p.profession],
            ['Annual income', v('annualIncome', p.annualIncome)],
          ]}
        />
        <Block
          title="Family"
          rows={[
            ['Family type', v('family', p.family)],
            ['Family values', v('value', p.value)],
            ['Family status', v('familyStatus', p.familyStatus)],
            ['About the family', p.familyDetails],
          ]}
        />
      </div>
      <Block
        title="About and expectations"
        rows={[
          ['About', p.description],
          ['Looking for', p.expectation],
        ]}
      />
      <section className="biodata-block biodata-contact" aria-labelledby="biodata-contact">
        <h2 id="biodata-contact">Contact</h2>
        {contact?.kind === 'office' && (
          <p>
            {contact.name}, {contact.city}: {contact.phone}. Please call the office, which arranges every
            meeting; quote profile {p.userId}.
          </p>
        )}
        {contact?.kind === 'member' && (
          <p>
            {[contact.mobile && `Mobile ${contact.mobile}`, contact.email && `E-mail ${contact.email}`]
              .filter(Boolean)
              .join(' · ') || 'No contact details given.'}
          </p>
        )}
        {!contact && <p>Contact through the service, quoting profile {p.userId}.</p>}
      </section>
      <footer className="biodata-foot">
        <span>Profile id {p.userId}</span>
        <span>
          Printed by {data.printedBy} on {when(new Date().toISOString())}
        </span>
      </footer>
    </article>
  )
}

export function BiodataScreen() {
  const { id } = useParams()
  const [data, setData] = useState<BiodataResponse | null>(null)
  const [error, setError] = useState<string | null>(null)
  usePageTitle(data ? `Biodata of ${data.profile.firstName}` : 'Biodata')

  // In print, only the sheet: the site's header, footer and this page's buttons stay on screen.
  useEffect(() => {
    document.body.classList.add('printing-biodata')
    return () => document.body.classList.remove('printing-biodata')
  }, [])
  useEffect(() => {
    const n = Number(id)
    if (!Number.isInteger(n) || n <= 0) return setError(msg.profileNotAvailable)
    let live = true
    loadBiodata(n)
      .then((d) => live && setData(d))
      .catch((e: unknown) => live && setError(e instanceof ApiError ? e.message : msg.unexpected))
    return () => {
      live = false
    }
  }, [id])

  return (
    <div className="container section biodata-page">
      <div className="biodata-toolbar">
        <p>
          <Link to={paths.profilePage(id ?? '')}>Back to the profile</Link>
        </p>
        {data && (
          <>
            <button type="button" className="btn btn-primary" onClick={() => window.print()}>
              Print
            </button>
            <p className="field-hint">
              One A4 page. To keep a PDF, choose “Save as PDF” as the printer in the print dialog.
            </p>
          </>
        )}
      </div>
      {error && (
        <>
          <h1>Biodata</h1>
          <p className="form-error" role="alert">
            {error}
          </p>
        </>
      )}
      {!data && !error && <p role="status">Loading the biodata…</p>}
      {data && <Sheet data={data} />}
    </div>
  )
}
