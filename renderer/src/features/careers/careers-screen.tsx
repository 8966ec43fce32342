import { useState } from 'react'
import { Link } from 'react-router-dom'
import { paths } from '../../../../shared/routes'
import { Accordion } from '../../components/accordion'
import { Button } from '../../components/button'
import { usePageTitle } from '../../components/page'
import { Tabs } from '../../components/tabs'
import { company, marketing, videoEvent } from '../../content/company'
import poster from './career-poster.svg'
import './careers.css'

const tabs = [
  {
    label: 'Our company',
    content: (
      <p>
        <span className="stat">{marketing.offices}</span> offices and{' '}
        <span className="stat">{marketing.employees}</span> employees across India and the UK, founded in{' '}
        {company.founded}.
      </p>
    ),
  },
  {
    label: 'Our product',
    content: (
      <ul className="grid grid-2 stats">
        <li>
          <span className="stat">{marketing.lifetimeUsers}</span> lifetime users
        </li>
        <li>
          <span className="stat">{marketing.appDownloads}</span> app downloads
        </li>
        <li>
          <span className="stat">{marketing.successStories}</span> success stories
        </li>
        <li>
          <span className="stat">{marketing.socialFollowers}</span> social followers
        </li>
      </ul>
    ),
  },
  {
    label: 'Live video event',
    content: (
      <p>
        Our live video-dating event: meet up to <span className="stat">{videoEvent.matches} matches</span> in{' '}
        {videoEvent.hours} hour, {videoEvent.minutesEach} minutes each, from the comfort of home.
      </p>
    ),
  },
  {
    label: 'Our business unit',
    content: (
      <p>
        Our newest business unit already counts <span className="stat">{marketing.unitLifetimeUsers}</span>{' '}
        lifetime users and <span className="stat">{marketing.unitDownloads}</span> downloads.
      </p>
    ),
  },
]

const benefits = [
  {
    title: 'Career progression',
    content: <p>Clear growth paths, a mentor from your first week and a training budget every year.</p>,
  },
  {
    title: 'Health insurance',
    content: <p>Medical cover for you, your spouse, your children and your parents.</p>,
  },
  {
    title: 'Leave benefits',
    content: (
      <ul>
        <li>Vacation leave to rest and travel</li>
        <li>Paternity leave</li>
        <li>Maternity leave</li>
        <li>Marriage leave — of course</li>
      </ul>
    ),
  },
  {
    title: 'Fun at work',
    content: <p>Festival celebrations, team outings, a monthly talent hour and a lot of chai.</p>,
  },
]

export function CareersScreen() {
  usePageTitle('Careers')
  const [cultureOpen, setCultureOpen] = useState(false)
  return (
    <>
      <section className="career-hero">
        <video className="career-video" poster={poster} muted playsInline aria-hidden="true" tabIndex={-1} />
        <div className="container career-hero-text">
          <h1>Magic happens with the right match!</h1>
          <h2>Choose growth, choose Us!</h2>
          <Link to={paths.openRoles} className="btn btn-primary">
            Explore opportunities
          </Link>
        </div>
      </section>
      <section className="section">
        <div className="container">
          <h2>Get to know us</h2>
          <Tabs items={tabs} label="Get to know us" defaultIndex={1} />
        </div>
      </section>
      <section className="section section-alt">
        <div className="container">
          <h2>Employee benefits</h2>
          <Accordion items={benefits} mode="single" defaultOpen={[0]} />
        </div>
      </section>
      <section className="section">
        <div className="container">
          <h2>Our culture</h2>
          <p>
            We are matchmakers at heart: we listen first, we keep our word, and we celebrate every wedding we
            helped make.
          </p>
          {cultureOpen && (
            <p id="culture-more">
              Teams are small and own their work end to end. Ideas come from everyone, from telecallers to
              engineers, and each quarter we spend a day in our offices meeting the families we serve.
            </p>
          )}
          <Button
            variant="secondary"
            aria-expanded={cultureOpen}
            aria-controls="culture-more"
            onClick={() => setCultureOpen((o) => !o)}
          >
            {cultureOpen ? 'Show less' : 'Know more'}
          </Button>
        </div>
      </section>
    </>
  )
}
