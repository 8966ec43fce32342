import type { SearchCriteria } from '../../../../shared/schemas/search'
import { draftAtom } from '../../lib/drafts'

export type SearchValues = Partial<Record<keyof SearchCriteria, string>> & { photoSettings?: string[] }

/** The last criteria searched, so the form opens with them again. */
export const searchDraftAtom = draftAtom<SearchValues>('search', {})
