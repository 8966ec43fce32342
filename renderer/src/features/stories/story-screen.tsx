import { Link, useParams } from 'react-router-dom'
import { msg } from '../../../../shared/messages'
import { paths } from '../../../../shared/routes'
import { CoupleArt } from '../../components/art/couple-art'
import { PageHero } from '../../components/page'
import { storyBodies } from '../../content/story-bodies'
import { findStory } from '../../content/stories'

export function StoryScreen() {
  const story = findStory(useParams().id)
  if (!story) {
    return (
      <PageHero title={msg.storyNotFound}>
        <p>
          <Link to={paths.stories}>See all success stories</Link>
        </p>
      </PageHero>
    )
  }
  return (
    <>
      <PageHero title={story.title}>
        <p className="lead">{story.city}</p>
      </PageHero>
      <article className="section">
        <div className="container grid grid-2">
          <div>
            {storyBodies[story.id].map((p) => (
              <p key={p.slice(0, 24)}>{p}</p>
            ))}
            <p>
              <Link to={paths.stories}>Back to all stories</Link>
            </p>
          </div>
          <CoupleArt palette={story.palette} label={`Illustration of ${story.title}`} />
        </div>
      </article>
    </>
  )
}
