import { Link } from 'react-router-dom'
import { paths } from '../../../../shared/routes'
import { PageHero } from '../../components/page'
import { useT } from '../../i18n/use-t'
import { jobs, preview } from './jobs'

export function OpenRolesScreen() {
  const t = useT('site')
  return (
    <>
      <PageHero title={t('site.openRoles.title')}>
        <p className="lead">{t('site.openRoles.lead')}</p>
      </PageHero>
      <section className="section">
        <ul className="container grid grid-3">
          {jobs.map((job) => {
            const title = t(job.title)
            return (
              <li key={job.id} className="card">
                <h2>{title}</h2>
                <p className="badge">{t(job.salary)}</p>
                <p data-testid="job-preview">{preview(t(job.description))}</p>
                <Link to={paths.openRole(job.id)} aria-label={t('site.openRoles.readMoreAbout', { title })}>
                  {t('site.openRoles.readMore')}
                </Link>
              </li>
            )
          })}
        </ul>
      </section>
    </>
  )
}
