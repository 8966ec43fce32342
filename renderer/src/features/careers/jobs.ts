import { JOB_PREVIEW_CHARS } from '../../../../shared/limits'
import type { MessageId } from '../../i18n/keys'

type SiteId = Extract<MessageId, `site.${string}`>

/** A job offer; its texts are ids of the site catalog. */
export interface Job {
  id: number
  title: SiteId
  salary: SiteId
  location: SiteId
  description: SiteId
}

export const careersEmail = 'careers@matrimony.test'

// Our own job descriptions; salaries per month as the spec gives them.
export const jobs: Job[] = [
  {
    id: 1,
    title: 'site.jobs.telecaller.title',
    salary: 'site.jobs.telecaller.salary',
    location: 'site.jobs.telecaller.location',
    description: 'site.jobs.telecaller.description',
  },
  {
    id: 2,
    title: 'site.jobs.dataEntry.title',
    salary: 'site.jobs.dataEntry.salary',
    location: 'site.jobs.dataEntry.location',
    description: 'site.jobs.dataEntry.description',
  },
  {
    id: 3,
    title: 'site.jobs.developer.title',
    salary: 'site.jobs.developer.salary',
    location: 'site.jobs.developer.location',
    description: 'site.jobs.developer.description',
  },
]

export const findJob = (id: string | undefined) => jobs.find((j) => String(j.id) === id)

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' })

/**
 * The card's preview: the first 300 characters of the description. Characters are counted as the reader
 * sees them, so a Hindi or Tamil letter is never cut from its vowel sign (in English, one character each).
 */
export function preview(text: string, max = JOB_PREVIEW_CHARS): string {
  if (text.length <= max) return text
  let cut = 0
  let count = 0
  for (const { index } of graphemes.segment(text)) {
    if (count === max) {
      cut = index
      break
    }
    count += 1
  }
  return count < max || cut === 0 ? text : `${text.slice(0, cut)}…`
}
