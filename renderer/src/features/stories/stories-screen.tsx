import { Link } from 'react-router-dom'
import { paths } from '../../../../shared/routes'
import { CoupleArt } from '../../components/art/couple-art'
import { PageHero } from '../../components/page'
import { company } from '../../content/company'
import { stories } from '../../content/stories'
import { T, useT } from '../../i18n/use-t'

export function StoriesScreen() {
  const t = useT('site')
  return (
    <>
      <PageHero title={t('site.stories.title')}>
        <p className="lead">
          <T
            id="site.stories.lead"
            values={{ email: company.email }}
            components={{ mail: <a href={`mailto:${company.email}`} /> }}
          />
        </p>
      </PageHero>
      <section className="section">
        <ul className="container grid grid-3 story-list">
          {stories.map((s) => {
            const title = t(s.title)
            return (
              <li key={s.id} className="card">
                <CoupleArt palette={s.palette} label={t('site.stories.illustration', { title })} />
                <h2>{title}</h2>
                <p>
                  {t(s.teaser)}{' '}
                  <Link to={paths.story(s.id)} aria-label={t('site.stories.readMoreAbout', { title })}>
                    {t('site.stories.readMore')}
                  </Link>
                </p>
              </li>
            )
          })}
        </ul>
      </section>
    </>
  )
}
