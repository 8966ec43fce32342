import { Link, useParams } from 'react-router-dom'
import { msg } from '../../../../shared/messages'
import { paths } from '../../../../shared/routes'
import { PageHero } from '../../components/page'
import '../../i18n/messages'
import { useT } from '../../i18n/use-t'
import { careersEmail, findJob } from './jobs'

export function JobScreen() {
  const t = useT('site', 'messages')
  const job = findJob(useParams().id)
  if (!job) {
    return (
      <PageHero title={t.message(msg.storyNotFound)}>
        <p>
          <Link to={paths.openRoles}>{t('site.job.seeAll')}</Link>
        </p>
      </PageHero>
    )
  }
  const title = t(job.title)
  const subject = t('site.job.applySubject', { title })
  return (
    <>
      <PageHero title={title}>
        <p className="lead">{t('site.job.meta', { location: t(job.location), salary: t(job.salary) })}</p>
      </PageHero>
      <section className="section">
        <div className="container">
          <p>{t(job.description)}</p>
          <p>
            <a
              className="btn btn-primary"
              href={`mailto:${careersEmail}?subject=${encodeURIComponent(subject)}`}
            >
              {t('site.job.apply')}
            </a>
          </p>
          <p className="muted">{t('site.job.applyHint')}</p>
          <Link to={paths.openRoles}>{t('site.job.back')}</Link>
        </div>
      </section>
    </>
  )
}
