import { useEffect, useState } from 'react'
import { Link, useParams } from 'react-router-dom'
import { msg } from '../../../../shared/messages'
import { managedByLabels } from '../../../../shared/profile-sections'
import type { EditableField, ManagedBy } from '../../../../shared/profile-sections'
import type { BiodataResponse } from '../../../../shared/privacy'
import { paths } from '../../../../shared/routes'
import { usePageTitle } from '../../components/page'
import { PhotoPicture, usePhotoToken } from '../../components/profile-photo'
import type { MessageId } from '../../i18n/keys'
import { useT } from '../../i18n/use-t'
import { ApiError } from '../../lib/api-client'
import { fieldValue } from '../../lib/field-text'
import { loadBiodata } from './api'
import { day, when } from './download'
import './biodata.css'

type Row = [MessageId, string | number | null | undefined]

function Block({ id, title, rows }: { id: string; title: MessageId; rows: Row[] }) {
  const t = useT('profile')
  const shown = rows.filter(([, v]) => v !== null && v !== undefined && v !== '')
  if (!shown.length) return null
  const headingId = `biodata-${id}`
  return (
    <section className="biodata-block" aria-labelledby={headingId}>
      <h2 id={headingId}>{t(title)}</h2>
      <dl>
        {shown.map(([label, value]) => (
          <div key={label}>
            <dt>{t(label)}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}

function Photo({ data }: { data: BiodataResponse }) {
  const t = useT('profile')
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
        alt={t('profile.biodata.photoOf', { name: data.profile.firstName })}
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
  const t = useT('profile', 'options', 'places')
  const p = data.profile
  const v = (field: EditableField, value: string | number | null | undefined) => fieldValue(t, field, value)
  const name = `${p.firstName}${p.lastName ? ` ${p.lastName}` : ''}`
  const contact = data.contact
  const managedBy = managedByLabels[p.managedBy as ManagedBy] as string | undefined
  const memberContact = contact?.kind === 'member' && [
    contact.mobile && t('profile.biodata.mobile', { mobile: contact.mobile }),
    contact.email && t('profile.biodata.email', { email: contact.email }),
  ]
  return (
    <article className="biodata-sheet" aria-labelledby="biodata-name">
      <header className="biodata-head">
        <div>
          <p className="biodata-kicker">{t('profile.biodata.kicker')}</p>
          <h1 id="biodata-name">{name}</h1>
          <p>
            {t('profile.biodata.idAndManager', {
              id: p.userId,
              managedBy: managedBy ? t.label(managedBy) : p.managedBy,
            })}
          </p>
        </div>
        <Photo data={data} />
      </header>
      <div className="biodata-grid">
        <Block
          id="personal-details"
          title="profile.biodata.personal"
          rows={[
            ['profile.biodata.dob', p.dob ? day(t, p.dob) : null],
            ['profile.biodata.age', t('profile.biodata.years', { age: p.age })],
            ['profile.biodata.height', v('height', p.height)],
            ['profile.biodata.weight', v('weight', p.weight)],
            ['profile.biodata.maritalStatus', v('maritalStatus', p.maritalStatus)],
            ['profile.biodata.religion', v('religion', p.religion)],
            ['profile.biodata.community', p.community && t.label(p.community)],
            ['profile.biodata.motherTongue', v('motherTongue', p.motherTongue)],
            ['profile.biodata.diet', v('eating', p.eating)],
            ['profile.biodata.livesIn', p.location],
            ['profile.biodata.nativePlace', p.nativePlace],
          ]}
        />
        <Block
          id="horoscope"
          title="profile.biodata.horoscope"
          rows={[
            ['profile.biodata.rashi', v('rashi', p.rashi)],
            ['profile.biodata.nakshatra', v('nakshatra', data.nakshatra)],
            ['profile.biodata.manglik', v('dosham', p.dosham)],
            ['profile.biodata.gotra', p.gotra],
          ]}
        />
        <Block
          id="education-and-career"
          title="profile.biodata.career"
          rows={[
            ['profile.biodata.education', p.education],
            ['profile.biodata.profession', p.profession],
            ['profile.biodata.income', v('annualIncome', p.annualIncome)],
          ]}
        />
        <Block
          id="family"
          title="profile.biodata.family"
          rows={[
            ['profile.biodata.familyType', v('family', p.family)],
            ['profile.biodata.familyValues', v('value', p.value)],
            ['profile.biodata.familyStatus', v('familyStatus', p.familyStatus)],
            ['profile.biodata.aboutFamily', p.familyDetails],
          ]}
        />
      </div>
      <Block
        id="about-and-expectations"
        title="profile.biodata.aboutTitle"
        rows={[
          ['profile.biodata.about', p.description],
          ['profile.biodata.lookingFor', p.expectation],
        ]}
      />
      <section className="biodata-block biodata-contact" aria-labelledby="biodata-contact">
        <h2 id="biodata-contact">{t('profile.biodata.contact')}</h2>
        {contact?.kind === 'office' && (
          <p>
            {t('profile.biodata.officeContact', {
              office: contact.name,
              city: contact.city,
              phone: contact.phone,
              id: p.userId,
            })}
          </p>
        )}
        {memberContact && (
          <p>{memberContact.filter(Boolean).join(' · ') || t('profile.biodata.noContact')}</p>
        )}
        {!contact && <p>{t('profile.biodata.serviceContact', { id: p.userId })}</p>}
      </section>
      <footer className="biodata-foot">
        <span>{t('profile.biodata.profileId', { id: p.userId })}</span>
        <span>
          {t('profile.biodata.printedBy', { name: data.printedBy, date: when(t, new Date().toISOString()) })}
        </span>
      </footer>
    </article>
  )
}

export function BiodataScreen() {
  const t = useT('profile', 'messages', 'options', 'places')
  const { id } = useParams()
  const [data, setData] = useState<BiodataResponse | null>(null)
  const [error, setError] = useState<string | null>(null)
  usePageTitle(
    data ? t('profile.biodata.documentTitle', { name: data.profile.firstName }) : t('profile.biodata.title'),
  )

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
          <Link to={paths.profilePage(id ?? '')}>{t('profile.biodata.back')}</Link>
        </p>
        {data && (
          <>
            <button type="button" className="btn btn-primary" onClick={() => window.print()}>
              {t('profile.biodata.print')}
            </button>
            <p className="field-hint">{t('profile.biodata.printHint')}</p>
          </>
        )}
      </div>
      {error && (
        <>
          <h1>{t('profile.biodata.title')}</h1>
          <p className="form-error" role="alert">
            {t.message(error)}
          </p>
        </>
      )}
      {!data && !error && <p role="status">{t('profile.biodata.loading')}</p>}
      {data && <Sheet data={data} />}
    </div>
  )
}
