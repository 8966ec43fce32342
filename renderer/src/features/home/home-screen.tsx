import { lazy, Suspense, useState } from 'react'
import { Link } from 'react-router-dom'
import { homeCountryOptions, homeFaithOptions } from '../../../../shared/home-options'
import { paths } from '../../../../shared/routes'
import { usePageTitle } from '../../components/page'
import { company, marketing } from '../../content/company'
import { journeySteps } from '../../content/journey'
import { stories } from '../../content/stories'
import { browseByCity, browseByCommunity, browseByMotherTongue } from './browse-lists'
import type { BrowseLink } from './browse-lists'
import { StoreBadge } from './store-badge'
import './home.css'

// The spec's account set-up modal: its show flag stays false, so its code (and final-form) never loads here.
const SetupAccountModal = lazy(() =>
  import('./setup-account-modal').then((m) => ({ default: m.SetupAccountModal })),
)

function BrowseList({ title, items }: { title: string; items: BrowseLink[] }) {
  return (
    <div>
      <h3>{title}</h3>
      <ul className="browse-list">
        {items.map(([label, criterion, value]) => (
          <li key={label}>
            <Link to={`${paths.searchResult}?${new URLSearchParams({ [criterion]: value }).toString()}`}>
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  )
}

export function HomeScreen() {
  usePageTitle('Trusted Matrimony & Matchmaking Service')
  // The hero's choices stay in the page and are sent nowhere (spec "Home").
  const [faith, setFaith] = useState(homeFaithOptions[0])
  const [country, setCountry] = useState(homeCountryOptions[0])
  const showSetup = false
  return (
    <>
      <section className="hero">
        <div className="container hero-inner">
          <h1>Trusted Matrimony &amp; Matchmaking Service</h1>
          <p className="hero-intro">I'M LOOKING FOR A</p>
          <div className="hero-search">
            <label>
              <span>Search for Matches who speak</span>
              <select className="input" value={faith} onChange={(e) => setFaith(e.target.value)}>
                {homeFaithOptions.map((o) => (
                  <option key={o}>{o}</option>
                ))}
              </select>
            </label>
            <label>
              <span>and belong to</span>
              <select className="input" value={country} onChange={(e) => setCountry(e.target.value)}>
                {homeCountryOptions.map((o) => (
                  <option key={o}>{o}</option>
                ))}
              </select>
            </label>
            <Link to={paths.register} className="btn btn-primary">
              Let's Begin
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
          <h2 className="center">Find your match in three steps</h2>
          <ol className="grid grid-3 steps">
            {journeySteps.map((step, i) => (
              <li key={step.title} className="card">
                <span className="step-number" aria-hidden="true">
                  {i + 1}
                </span>
                <h3>{step.title}</h3>
                <p>{step.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section className="section section-alt">
        <div className="container">
          <h2 className="center">Success Stories</h2>
          <ul className="grid grid-3 story-cards">
            {stories.map((s) => (
              <li key={s.id} className="card story-card" style={{ borderTopColor: s.palette[1] }}>
                <h3>
                  <Link to={paths.story(s.id)}>{s.title}</Link>
                </h3>
                <p>{s.teaser}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="section">
        <div className="container">
          <h2 className="center">Browse Matrimonial Profiles</h2>
          <div className="grid grid-3">
            <BrowseList title="By Mother Tongue" items={browseByMotherTongue} />
            <BrowseList title="By City" items={browseByCity} />
            <BrowseList title="By Community" items={browseByCommunity} />
          </div>
        </div>
      </section>

      <section className="trusted-banner">
        <div className="container">
          <h2>Trusted By Millions</h2>
          <p>
            {marketing.lifetimeUsers} lifetime users and {marketing.successStories} success stories. A
            dedicated support team is available to help you at every step.
          </p>
        </div>
      </section>

      <section className="section">
        <div className="container center">
          <h2>Get Started</h2>
          <p className="lead">
            Registration is free. Put up a profile today and let the right match find you.
          </p>
          <Link to={paths.register} className="btn btn-primary">
            Register free
          </Link>
        </div>
      </section>

      <section className="section section-alt">
        <div className="container app-section">
          <div>
            <h2>Download the app</h2>
            <p>
              Over {marketing.appDownloads} downloads. Get match alerts on your phone and reply to interests
              on the move: search for “Matrimony” in your phone’s app store.
            </p>
          </div>
          <div className="badges">
            <StoreBadge platform="android" />
            <StoreBadge platform="ios" />
          </div>
        </div>
      </section>

      <section className="section">
        <div className="container">
          <h2>Contact us</h2>
          <p>
            Write to <a href={`mailto:${company.email}`}>{company.email}</a> or call {company.phone}. You can
            also <Link to={paths.contact}>send us a message</Link>.
          </p>
        </div>
      </section>
    </>
  )
}
