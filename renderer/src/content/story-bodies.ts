import type { MessageId } from '../i18n/keys'

// The stories' full texts (ids in the site catalog): only the story page needs them, so the home page's first
// load does not carry them.
export const storyBodies: Record<number, Extract<MessageId, `site.${string}`>[]> = {
  1: ['site.story.s1.p1', 'site.story.s1.p2', 'site.story.s1.p3'],
  2: ['site.story.s2.p1', 'site.story.s2.p2', 'site.story.s2.p3'],
  3: ['site.story.s3.p1', 'site.story.s3.p2', 'site.story.s3.p3'],
  4: ['site.story.s4.p1', 'site.story.s4.p2', 'site.story.s4.p3'],
  5: ['site.story.s5.p1', 'site.story.s5.p2', 'site.story.s5.p3'],
  6: ['site.story.s6.p1', 'site.story.s6.p2', 'site.story.s6.p3'],
}
