import { Link } from 'react-router-dom'
import { paths } from '../../../../shared/routes'
import { CoupleArt } from '../../components/art/couple-art'
import { PageHero } from '../../components/page'
import { company } from '../../content/company'
import { stories } from '../../content/stories'

export function StoriesScreen() {
  return (
    <>
      <PageHero title="Success Stories">
        <p className="lead">
          Found your partner through us? We would love to hear how it happened. Write to{' '}
          <a href={`mailto:${company.email}`}>{company.email}</a> and share your story.
        </p>
      </PageHero>
      <section className="section">
        <ul className="container grid grid-3 story-list">
          {stories.map((s) => (
            <li key={s.id} className="card">
              <CoupleArt palette={s.palette} label={`Illustration of ${s.title}`} />
              <h2>{s.title}</h2>
              <p>
                {s.teaser}{' '}
                <Link to={paths.story(s.id)} aria-label={`Read more about ${s.title}`}>
                  Read more
                </Link>
              </p>
            </li>
          ))}
        </ul>
      </section>
    </>
  )
}
