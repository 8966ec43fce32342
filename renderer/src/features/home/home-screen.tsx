import { lazy, Suspense, useState } from 'react'
import { Link } from 'react-router-dom'
import { homeCountryOptions, homeFaithOptions } from '../../../../shared/home-options'
import { paths } from '../../../../shared/routes'
import { usePageTitle } from '../../components/page'
import type { MessageId } from '../../i18n/keys'
import { T, useT } from '../../i18n/use-t'
import { company, marketing } from '../../content/company'
import { journeySteps } from '../../content/journey'
import { stories } from '../../content/stories'
import { browseByCity, browseByCommunity, browseByMotherTongue } from './browse-lists'
import type { BrowseLink } from './browse-lists'
import './home.css'

// The spec's account set-up modal: its show flag stays false, so its code (and final-form) never loads here.
const SetupAccountModal = lazy(() =>
  import('./setup-account-modal').then((m) => ({ default: m.SetupAccountModal })),
)

// The hero's lists are the spec's words; their values stay English, what people read is translated.
const faithLabels: Record<string, MessageId> = {
  Select: 'common.home.select',
  Hinduism: 'common.home.faith.hinduism',
  Islam: 'common.home.faith.islam',
  Christianity: 'common.home.faith.christianity',
  Sikhism: 'common.home.faith.sikhism',
  Buddhism: 'common.home.faith.buddhism',
  Jainism: 'common.home.faith.jainism',
  Other: 'common.home.other',
}
const countryLabels: Record<string, MessageId> = {
  Select: 'common.home.select',
  USA: 'common.home.country.usa',
  India: 'common.home.country.india',
  Canada: 'common.home.country.canada',
  UK: 'common.home.country.uk',
  Australia: 'common.home.country.australia',
  Other: 'common.home.other',
}

function BrowseList({ title, items }: { title: string; items: BrowseLink[] }) {
  const t = useT()
  return (
    <div>
      <h3>{title}</h3>
      <ul className="browse-list">
        {items.map(([label, criterion, value]) => (
          <li key={label}>
            <Link to={`${paths.searchResult}?${new URLSearchParams({ [criterion]: value }).toString()}`}>
              {t.label(label)}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  )
}

export function HomeScreen() {
  const t = useT()
  usePageTitle(t('common.home.title'))
  // The hero's choices stay in the page and are sent nowhere (spec "Home").
  const [faith, setFaith] = useState(homeFaithOptions[0])
  const [country, setCountry] = useState(homeCountryOptions[0])
  const showSetup = false
  return (
    <>
      <section className="hero">
        <div className="container hero-inner">
          <h1>{t('common.home.title')}</h1>
          <p className="hero-intro">{t('common.home.lookingFor')}</p>
          <div className="hero-search">
            <label>
              <span>{t('common.home.whoSpeak')}</span>
              <select className="input" value={faith} onChange={(e) => setFaith(e.target.value)}>
                {homeFaithOptions.map((o) => (
                  <option key={o} value={o}>
                    {faithLabels[o] ? t(faithLabels[o]) : o}
                  </option>
                ))}
              </select>
            </label>
            <label>
              <span>{t('common.home.belongTo')}</span>
              <select className="input" value={country} onChange={(e) => setCountry(e.target.value)}>
                {homeCountryOptions.map((o) => (
                  <option key={o} value={o}>
                    {countryLabels[o] ? t(countryLabels[o]) : o}
                  </option>
                ))}
              </select>
            </label>
            <Link to={paths.register} className="btn btn-primary">
              {t('common.home.begin')}
            </Link>
          </div>
        </div>
        {showSetup && (
          <Suspense fallback={null}>
            <SetupAccountModal open onClose={() => undefined} />
          </Suspense>
        )}
      </section>

      <section className="section">
        <div className="container">
          <h2 className="center">{t('common.home.threeSteps')}</h2>
          <ol className="grid grid-3 steps">
            {journeySteps.map((step, i) => (
              <li key={step.title} className="card">
                <span className="step-number" aria-hidden="true">
                  {i + 1}
                </span>
                <h3>{t(step.title)}</h3>
                <p>{t(step.text)}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section className="section section-alt">
        <div className="container">
          <h2 className="center">{t('common.home.successStories')}</h2>
          <ul className="grid grid-3 story-cards">
            {stories.map((s) => (
              <li key={s.id} className="card story-card" style={{ borderTopColor: s.palette[1] }}>
                <h3>
                  <Link to={paths.story(s.id)}>{t(s.title)}</Link>
                </h3>
                <p>{t(s.teaser)}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="section">
        <div className="container">
          <h2 className="center">{t('common.home.browse')}</h2>
          <div className="grid grid-3">
            <BrowseList title={t('common.home.byMotherTongue')} items={browseByMotherTongue} />
            <BrowseList title={t('common.home.byCity')} items={browseByCity} />
            <BrowseList title={t('common.home.byCommunity')} items={browseByCommunity} />
          </div>
        </div>
      </section>

      <section className="trusted-banner">
        <div className="container">
          <h2>{t('common.home.trusted')}</h2>
          <p>
            {t('common.home.trustedText', {
              users: t(marketing.lifetimeUsers),
              stories: t(marketing.successStories),
            })}
          </p>
        </div>
      </section>

      <section className="section">
        <div className="container center">
          <h2>{t('common.home.getStarted')}</h2>
          <p className="lead">{t('common.home.getStartedText')}</p>
          <Link to={paths.register} className="btn btn-primary">
            {t('common.home.registerFree')}
          </Link>
        </div>
      </section>

      <section className="section">
        <div className="container">
          <h2>{t('common.home.contact')}</h2>
          <p>
            <T
              id="common.home.contactText"
              values={{ email: company.email, phone: company.phone }}
              components={{ mail: <a href={`mailto:${company.email}`} />, link: <Link to={paths.contact} /> }}
            />
          </p>
        </div>
      </section>
    </>
  )
}
