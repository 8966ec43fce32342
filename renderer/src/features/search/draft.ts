import type { SearchCriteria } from '../../../../shared/schemas/search'
import { ANY, SEARCH_AGE_MAX, SEARCH_AGE_MIN } from '../../../../shared/search-defaults'
import { draftAtom } from '../../lib/drafts'

export type SearchValues = Partial<Record<keyof SearchCriteria, string>> & { photoSettings?: string[] }

/** The last criteria searched, so the form opens with them again. */
export const searchDraftAtom = draftAtom<SearchValues>('search', {})

/** Every criterion open: an untouched search finds everyone of the chosen gender. */
export const openCriteria: SearchValues = {
  ageFrom: String(SEARCH_AGE_MIN),
  ageTo: String(SEARCH_AGE_MAX),
  height: ANY,
  maritalStatus: ANY,
  religion: ANY,
  motherTongue: ANY,
  country: ANY,
}
