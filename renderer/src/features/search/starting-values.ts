import { ANY, formatHeight, SEARCH_AGE_MAX, SEARCH_AGE_MIN } from '../../../../shared/options'
import type { Preferences } from '../../../../shared/preferences'
import { searchHeightOptions } from '../../../../shared/schemas/search'
import { openCriteria } from './draft'
import type { SearchValues } from './draft'

const clampAge = (age: number) => String(Math.min(SEARCH_AGE_MAX, Math.max(SEARCH_AGE_MIN, age)))
// The form asks for one value each: a preference of exactly one is used, several stay open.
const single = (values: string[]) => (values.length === 1 ? values[0] : ANY)

/** The search criteria that a profile's partner preferences amount to. */
export function criteriaFromPreferences(p: Preferences): SearchValues {
  const height = formatHeight(p.heightMin)
  return {
    ageFrom: clampAge(p.ageMin),
    ageTo: clampAge(p.ageMax),
    height: searchHeightOptions.some((o) => o.value === height) ? height : ANY,
    maritalStatus: single(p.maritalStatuses),
    religion: single(p.religions),
    motherTongue: single(p.motherTongues),
    country: single(p.countries),
    ...(p.communities.length === 1 ? { community: p.communities[0] } : {}),
    ...(p.diets.length === 1 ? { diet: p.diets[0] } : {}),
    ...(p.educationLevels.length === 1 ? { educationLevel: p.educationLevels[0] } : {}),
    ...(p.manglik !== ANY ? { manglik: p.manglik } : {}),
  }
}

export const oppositeGender = (gender: unknown) =>
  gender === 'male' ? 'female' : gender === 'female' ? 'male' : undefined

/**
 * Where a member's search starts: their partner preferences, and the other gender, fixed. Without a profile
 * (or when it cannot be read) every criterion is open.
 */
export async function memberStartingValues(): Promise<{ values: SearchValues; gender?: string }> {
  try {
    // Only a member's search asks the API before it shows: a visitor's first load goes without the client.
    const { loadOwnProfile, loadPreferences } = await import('./api')
    const { profile } = await loadOwnProfile()
    const gender = oppositeGender(profile.values.gender)
    const { preferences } = await loadPreferences(profile.id)
    return { values: { ...openCriteria, ...criteriaFromPreferences(preferences), gender }, gender }
  } catch {
    return { values: openCriteria }
  }
}
