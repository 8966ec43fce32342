import { Link } from 'react-router-dom'
import { paths } from '../../../../shared/routes'
import { CoupleArt } from '../../components/art/couple-art'
import { PageHero } from '../../components/page'
import { companyFacts, marketingFacts } from '../../content/company'
import { useT } from '../../i18n/use-t'

export function AboutScreen() {
  const t = useT('site')
  // Years as written (no digit grouping).
  const founded = String(companyFacts.founded)
  const since = String(companyFacts.trustedSince)
  return (
    <>
      <PageHero title={t('site.about.title')}>
        <p className="lead">{t('site.about.lead', { founded, since })}</p>
      </PageHero>
      <section className="section">
        <div className="container grid grid-2">
          <div>
            <h2>{t('site.about.visionTitle')}</h2>
            <p>{t('site.about.vision1')}</p>
            <p>{t('site.about.vision2')}</p>
            <h2>{t('site.about.originTitle')}</h2>
            <p>{t('site.about.origin', { since, founded, profiles: t(marketingFacts.profiles) })}</p>
            <p>
              <Link to={paths.stories}>{t('site.about.storiesLink')}</Link>
            </p>
          </div>
          <CoupleArt palette={['#fbeef2', '#8c1d40']} label={t('site.about.art')} />
        </div>
      </section>
    </>
  )
}
