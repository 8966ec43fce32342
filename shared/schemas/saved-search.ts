import { array, boolean, number, object, optional, string } from 'superstruct'
import type { Infer } from 'superstruct'
import { msg } from '../messages'
import { requiredText } from '../validation'
import { SearchQuery } from './search'

/** At most this many saved searches per member. */
export const SAVED_SEARCHES_MAX = 10
/** "New since your last visit" counts up to this many, then says 99+. */
export const NEW_SINCE_CAP = 99

/** What a saved search keeps: the search's own criteria, checked by the same struct as the search API (the
 * server drops where a page starts). */
export const SavedCriteria = SearchQuery

export const SaveSearchBody = object({
  name: requiredText(msg.required, { max: 80 }),
  criteria: SavedCriteria,
})

export const SavedSearch = object({
  id: number(),
  name: string(),
  criteria: SavedCriteria,
  createdAt: string(),
  lastSeenAt: string(),
  /** Published profiles matching the criteria that joined since the member last opened it, up to 99. */
  newCount: number(),
  /** More than NEW_SINCE_CAP: shown as 99+. */
  newCapped: optional(boolean()),
})
export type SavedSearch = Infer<typeof SavedSearch>

export const SavedSearchesResponse = object({ searches: array(SavedSearch), max: number() })
export const SavedSearchResponse = object({ search: SavedSearch })
