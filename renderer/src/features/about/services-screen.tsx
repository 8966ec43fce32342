import { Link } from 'react-router-dom'
import { paths } from '../../../../shared/routes'
import { PageHero } from '../../components/page'
import { journeySteps } from '../../content/journey'

export function ServicesScreen() {
  return (
    <>
      <PageHero title="How it Works">
        <p className="lead">Three simple steps from registration to your first conversation.</p>
      </PageHero>
      <section className="section">
        <div className="container">
          <ol className="grid grid-3 steps">
            {journeySteps.map((step) => (
              <li key={step.title} className="card">
                <h2>{step.title}</h2>
                <p>{step.text}</p>
              </li>
            ))}
          </ol>
          <h2>Matrimony Matches</h2>
          <p>
            Every day we suggest matches chosen from your partner preferences: age, height, religion, mother
            tongue, location, education and profession. Advanced search filters let you narrow matches by
            interests, location and occupation, and our relationship managers can shortlist profiles for you
            and speak to families on your behalf.
          </p>
          <p>
            <Link to={paths.search} className="btn btn-primary">
              Start a partner search
            </Link>
          </p>
        </div>
      </section>
    </>
  )
}
