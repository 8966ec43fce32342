import { useState } from 'react'
import { Link } from 'react-router-dom'
import { paths } from '../../../../shared/routes'
import { Accordion } from '../../components/accordion'
import { Button } from '../../components/button'
import { usePageTitle } from '../../components/page'
import { Tabs } from '../../components/tabs'
import { companyFacts, marketing, marketingFacts, videoEvent } from '../../content/company'
import { T, useT } from '../../i18n/use-t'
import type { Translate } from '../../i18n/use-t'
import poster from './career-poster.svg'
import './careers.css'

const stat = { stat: <span className="stat" /> }

function tabs(t: Translate) {
  return [
    {
      label: t('site.careers.tab.company'),
      content: (
        <p>
          <T
            id="site.careers.tab.companyText"
            values={{
              offices: marketingFacts.offices,
              employees: marketingFacts.employees,
              founded: String(companyFacts.founded),
            }}
            components={stat}
          />
        </p>
      ),
    },
    {
      label: t('site.careers.tab.product'),
      content: (
        <ul className="grid grid-2 stats">
          <li>
            <T
              id="site.careers.tab.lifetimeUsers"
              values={{ count: t(marketing.lifetimeUsers) }}
              components={stat}
            />
          </li>
          <li>
            <T
              id="site.careers.tab.appDownloads"
              values={{ count: t(marketing.appDownloads) }}
              components={stat}
            />
          </li>
          <li>
            <T
              id="site.careers.tab.successStories"
              values={{ count: t(marketing.successStories) }}
              components={stat}
            />
          </li>
          <li>
            <T
              id="site.careers.tab.socialFollowers"
              values={{ count: t(marketingFacts.socialFollowers) }}
              components={stat}
            />
          </li>
        </ul>
      ),
    },
    {
      label: t('site.careers.tab.video'),
      content: (
        <p>
          <T
            id="site.careers.tab.videoText"
            values={{ matches: videoEvent.matches, hours: videoEvent.hours, minutes: videoEvent.minutesEach }}
            components={stat}
          />
        </p>
      ),
    },
    {
      label: t('site.careers.tab.unit'),
      content: (
        <p>
          <T
            id="site.careers.tab.unitText"
            values={{
              users: t(marketingFacts.unitLifetimeUsers),
              downloads: t(marketingFacts.unitDownloads),
            }}
            components={stat}
          />
        </p>
      ),
    },
  ]
}

function benefits(t: Translate) {
  return [
    {
      title: t('site.careers.benefit.progression'),
      content: <p>{t('site.careers.benefit.progressionText')}</p>,
    },
    {
      title: t('site.careers.benefit.health'),
      content: <p>{t('site.careers.benefit.healthText')}</p>,
    },
    {
      title: t('site.careers.benefit.leave'),
      content: (
        <ul>
          <li>{t('site.careers.benefit.vacation')}</li>
          <li>{t('site.careers.benefit.paternity')}</li>
          <li>{t('site.careers.benefit.maternity')}</li>
          <li>{t('site.careers.benefit.marriage')}</li>
        </ul>
      ),
    },
    {
      title: t('site.careers.benefit.fun'),
      content: <p>{t('site.careers.benefit.funText')}</p>,
    },
  ]
}

export function CareersScreen() {
  const t = useT('site')
  usePageTitle(t('site.careers.title'))
  const [cultureOpen, setCultureOpen] = useState(false)
  return (
    <>
      <section className="career-hero">
        <video className="career-video" poster={poster} muted playsInline aria-hidden="true" tabIndex={-1} />
        <div className="container career-hero-text">
          <h1>{t('site.careers.heroTitle')}</h1>
          <h2>{t('site.careers.heroSubtitle')}</h2>
          <Link to={paths.openRoles} className="btn btn-primary">
            {t('site.careers.explore')}
          </Link>
        </div>
      </section>
      <section className="section">
        <div className="container">
          <h2>{t('site.careers.getToKnow')}</h2>
          <Tabs items={tabs(t)} label={t('site.careers.getToKnow')} defaultIndex={1} />
        </div>
      </section>
      <section className="section section-alt">
        <div className="container">
          <h2>{t('site.careers.benefits')}</h2>
          <Accordion items={benefits(t)} mode="single" defaultOpen={[0]} />
        </div>
      </section>
      <section className="section">
        <div className="container">
          <h2>{t('site.careers.culture')}</h2>
          <p>{t('site.careers.cultureText')}</p>
          {cultureOpen && <p id="culture-more">{t('site.careers.cultureMore')}</p>}
          <Button
            variant="secondary"
            aria-expanded={cultureOpen}
            aria-controls="culture-more"
            onClick={() => setCultureOpen((o) => !o)}
          >
            {cultureOpen ? t('site.careers.showLess') : t('site.careers.knowMore')}
          </Button>
        </div>
      </section>
    </>
  )
}
