import { Link } from 'react-router-dom'
import { paths } from '../../../../shared/routes'
import { PageHero } from '../../components/page'
import { jobs, preview } from './jobs'

export function OpenRolesScreen() {
  return (
    <>
      <PageHero title="Open Roles">
        <p className="lead">Help families find each other. These are the roles open today.</p>
      </PageHero>
      <section className="section">
        <ul className="container grid grid-3">
          {jobs.map((job) => (
            <li key={job.id} className="card">
              <h2>{job.title}</h2>
              <p className="badge">{job.salary}</p>
              <p data-testid="job-preview">{preview(job.description)}</p>
              <Link to={paths.openRole(job.id)} aria-label={`Read more about the ${job.title} role`}>
                Read more
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </>
  )
}
