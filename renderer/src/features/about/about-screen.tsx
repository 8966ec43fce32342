import { Link } from 'react-router-dom'
import { paths } from '../../../../shared/routes'
import { CoupleArt } from '../../components/art/couple-art'
import { PageHero } from '../../components/page'
import { company, marketing } from '../../content/company'

export function AboutScreen() {
  return (
    <>
      <PageHero title="Welcome to Our Story">
        <p className="lead">
          Founded in {company.founded}, built on a matchmaking service trusted by families since{' '}
          {company.trustedSince}.
        </p>
      </PageHero>
      <section className="section">
        <div className="container grid grid-2">
          <div>
            <h2>The founder's vision</h2>
            <p>
              Our founder grew up watching relatives, neighbours and the family priest help young people find
              partners. Those matchmakers knew each family well, took their time and cared about the outcome
              long after the wedding.
            </p>
            <p>
              The vision is to keep that care and add what modern technology does well: reach across cities
              and countries, privacy controls that put members in charge, and verified profiles that make
              meeting safer.
            </p>
            <h2>Where we come from</h2>
            <p>
              The matchmaking bureau behind us has introduced families since {company.trustedSince}. In{' '}
              {company.founded} we founded this online service so that families anywhere could use the same
              careful approach. Today more than {marketing.profiles} profiles are listed with us.
            </p>
            <p>
              <Link to={paths.stories}>Read how couples met through us</Link>
            </p>
          </div>
          <CoupleArt
            palette={['#fbeef2', '#8c1d40']}
            label="Illustration of a bride and groom under a garlanded canopy"
          />
        </div>
      </section>
    </>
  )
}
