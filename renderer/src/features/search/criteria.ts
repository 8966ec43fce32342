import type { SearchCriteria } from '../../../../shared/schemas/search'
import { SearchCriteria as SearchCriteriaStruct } from '../../../../shared/schemas/search'
import { check } from '../../../../shared/validation'

/** The criteria as a URL query, so a results page survives a reload and can be shared. */
export function toQuery(criteria: SearchCriteria): URLSearchParams {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(criteria)) {
    if (Array.isArray(value)) value.forEach((v) => params.append(key, String(v)))
    else if (value !== undefined && value !== '') params.set(key, String(value))
  }
  return params
}

const CRITERIA_KEYS = [
  'ageFrom',
  'ageTo',
  'height',
  'gender',
  'maritalStatus',
  'haveChildren',
  'religion',
  'motherTongue',
  'country',
]

/** Criteria from navigation state first, else from the query; null when neither holds valid criteria. */
export function readCriteria(state: unknown, params: URLSearchParams): SearchCriteria | null {
  const fromState = (state as { criteria?: unknown } | null)?.criteria
  const raw: Record<string, unknown> = {}
  if (!fromState) {
    for (const key of CRITERIA_KEYS) if (params.has(key)) raw[key] = params.get(key)
    const photos = params.getAll('photoSettings')
    if (photos.length) raw.photoSettings = photos
    if (!Object.keys(raw).length) return null
  }
  const result = check(fromState ?? raw, SearchCriteriaStruct)
  return result.ok ? result.value : null
}
