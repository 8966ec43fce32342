import { Link } from 'react-router-dom'
import { paths } from '../../../../shared/routes'
import { PageHero } from '../../components/page'
import { journeySteps } from '../../content/journey'
import { useT } from '../../i18n/use-t'

export function ServicesScreen() {
  const t = useT('site')
  return (
    <>
      <PageHero title={t('site.services.title')}>
        <p className="lead">{t('site.services.lead')}</p>
      </PageHero>
      <section className="section">
        <div className="container">
          <ol className="grid grid-3 steps">
            {journeySteps.map((step) => (
              <li key={step.title} className="card">
                <h2>{t(step.title)}</h2>
                <p>{t(step.text)}</p>
              </li>
            ))}
          </ol>
          <h2>{t('site.services.matchesTitle')}</h2>
          <p>{t('site.services.matchesText')}</p>
          <p>
            <Link to={paths.search} className="btn btn-primary">
              {t('site.services.startSearch')}
            </Link>
          </p>
        </div>
      </section>
    </>
  )
}
