import { Link, useParams } from 'react-router-dom'
import { msg } from '../../../../shared/messages'
import { paths } from '../../../../shared/routes'
import { CoupleArt } from '../../components/art/couple-art'
import { PageHero } from '../../components/page'
import { storyBodies } from '../../content/story-bodies'
import { findStory } from '../../content/stories'
import '../../i18n/messages'
import { useT } from '../../i18n/use-t'

export function StoryScreen() {
  const t = useT('site', 'messages')
  const story = findStory(useParams().id)
  if (!story) {
    return (
      <PageHero title={t.message(msg.storyNotFound)}>
        <p>
          <Link to={paths.stories}>{t('site.story.seeAll')}</Link>
        </p>
      </PageHero>
    )
  }
  const title = t(story.title)
  return (
    <>
      <PageHero title={title}>
        <p className="lead">{t(story.city)}</p>
      </PageHero>
      <article className="section">
        <div className="container grid grid-2">
          <div>
            {storyBodies[story.id].map((id) => (
              <p key={id}>{t(id)}</p>
            ))}
            <p>
              <Link to={paths.stories}>{t('site.story.back')}</Link>
            </p>
          </div>
          <CoupleArt palette={story.palette} label={t('site.stories.illustration', { title })} />
        </div>
      </article>
    </>
  )
}
