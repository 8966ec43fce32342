import type { MessageId } from '../i18n/keys'

// Six success stories, written by us. Every name is fictional. Their words are in the catalogs (common area:
// the home page shows them); the full stories are in story-bodies.ts.
export interface Story {
  id: number
  title: MessageId
  teaser: MessageId
  city: MessageId
  palette: [string, string]
}

export const stories: Story[] = [
  {
    id: 1,
    title: 'common.story.s1.title',
    city: 'site.story.s1.city',
    teaser: 'common.story.s1.teaser',
    palette: ['#f6c1cc', '#8c1d40'],
  },
  {
    id: 2,
    title: 'common.story.s2.title',
    city: 'site.story.s2.city',
    teaser: 'common.story.s2.teaser',
    palette: ['#c9e4de', '#1e6b5a'],
  },
  {
    id: 3,
    title: 'common.story.s3.title',
    city: 'site.story.s3.city',
    teaser: 'common.story.s3.teaser',
    palette: ['#fde2b8', '#a35a00'],
  },
  {
    id: 4,
    title: 'common.story.s4.title',
    city: 'site.story.s4.city',
    teaser: 'common.story.s4.teaser',
    palette: ['#d9d2f5', '#4b3a99'],
  },
  {
    id: 5,
    title: 'common.story.s5.title',
    city: 'site.story.s5.city',
    teaser: 'common.story.s5.teaser',
    palette: ['#ffd6a5', '#9c3d00'],
  },
  {
    id: 6,
    title: 'common.story.s6.title',
    city: 'site.story.s6.city',
    teaser: 'common.story.s6.teaser',
    palette: ['#bde0fe', '#1d4f91'],
  },
]

export const findStory = (id: string | undefined) => stories.find((s) => String(s.id) === id)
