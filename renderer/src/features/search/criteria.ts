import type { SearchCriteria } from '../../../../shared/schemas/search'
import {
  SearchCriteria as SearchCriteriaStruct,
  SearchQuery,
  searchCriteriaKeys,
} from '../../../../shared/schemas/search'
import { check } from '../../../../shared/validation'

/** Criteria as the results page holds them: the form's whole set, or a browse link's few. */
export type Criteria = Partial<SearchCriteria>

/** The criteria as a URL query, so a results page survives a reload and can be shared. */
export function toQuery(criteria: Criteria): URLSearchParams {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(criteria)) {
    if (Array.isArray(value)) value.forEach((v) => params.append(key, String(v)))
    else if (value !== undefined && value !== '') params.set(key, String(value))
  }
  return params
}

/** Criteria from navigation state first, else from the query; null when neither holds valid criteria. */
export function readCriteria(state: unknown, params: URLSearchParams): Criteria | null {
  const fromState = (state as { criteria?: unknown } | null)?.criteria
  if (fromState) {
    const result = check(fromState, SearchCriteriaStruct)
    return result.ok ? result.value : null
  }
  const raw: Record<string, unknown> = {}
  for (const key of searchCriteriaKeys) if (params.get(key)) raw[key] = params.get(key)
  const photos = params.getAll('photoSettings')
  if (photos.length) raw.photoSettings = photos
  if (!Object.keys(raw).length) return null
  // A browse link names only what it filters by: any subset the API takes is fine.
  const result = check(raw, SearchQuery)
  return result.ok ? (result.value as Criteria) : null
}
