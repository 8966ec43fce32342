import { Link, useParams } from 'react-router-dom'
import { msg } from '../../../../shared/messages'
import { paths } from '../../../../shared/routes'
import { PageHero } from '../../components/page'
import { careersEmail, findJob } from './jobs'

export function JobScreen() {
  const job = findJob(useParams().id)
  if (!job) {
    return (
      <PageHero title={msg.storyNotFound}>
        <p>
          <Link to={paths.openRoles}>See all open roles</Link>
        </p>
      </PageHero>
    )
  }
  return (
    <>
      <PageHero title={job.title}>
        <p className="lead">
          {job.location} · Salary: {job.salary}
        </p>
      </PageHero>
      <section className="section">
        <div className="container">
          <p>{job.description}</p>
          <p>
            <a
              className="btn btn-primary"
              href={`mailto:${careersEmail}?subject=${encodeURIComponent(`Application: ${job.title}`)}`}
            >
              Apply Now
            </a>
          </p>
          <p className="muted">
            Apply Now opens your e-mail program: attach your CV and we will reply within a week.
          </p>
          <Link to={paths.openRoles}>Back to open roles</Link>
        </div>
      </section>
    </>
  )
}
