import { define, object, refine } from 'superstruct'
import type { Infer } from 'superstruct'
import { communitiesByReligion } from './communities'
import { ageOn } from './dates'
import { msg } from './messages'
import {
  ANY,
  countryOptions,
  eatingOptions,
  educationLevelOptions,
  maritalStatusOptions,
  MAX_HEIGHT_INCHES,
  MIN_HEIGHT_INCHES,
  motherTongueOptions,
  religionOptions,
} from './options'
import type { Option } from './options'
import { oneOf, wholeNumber } from './validation'

// Partner preferences: what a profile looks for. Lists hold option values; an empty list means
// "Doesn't matter". Matching reads them both ways (server/matching/matches.ts).

export const PREFERENCE_AGE_MIN = 18
export const PREFERENCE_AGE_MAX = 80

const allCommunities: Option[] = Object.values(communitiesByReligion).flat()

/** A list of values from one option list; empty means any. */
function listOf(options: readonly Option[], max = options.length) {
  const values = new Set(options.map((o) => o.value))
  return define<string[]>('list', (v) => {
    if (!Array.isArray(v)) return msg.notInList
    if (v.length > max) return msg.tooMany(max)
    return v.every((x) => typeof x === 'string' && values.has(x)) || msg.notInList
  })
}

const age = wholeNumber({
  required: msg.required,
  notANumber: msg.preferenceAgeRange,
  min: PREFERENCE_AGE_MIN,
  max: PREFERENCE_AGE_MAX,
  range: msg.preferenceAgeRange,
})
const height = wholeNumber({
  required: msg.required,
  notANumber: msg.notInList,
  min: MIN_HEIGHT_INCHES,
  max: MAX_HEIGHT_INCHES,
  range: msg.notInList,
})

export const manglikPreferenceOptions: Option[] = [
  { value: ANY, label: "Doesn't matter" },
  { value: 'no', label: 'Not manglik' },
  { value: 'yes', label: 'Manglik' },
]

export const preferenceFields = {
  ageMin: age,
  ageMax: age,
  heightMin: height,
  heightMax: height,
  maritalStatuses: listOf(maritalStatusOptions),
  religions: listOf(religionOptions),
  communities: listOf(allCommunities, 20),
  motherTongues: listOf(motherTongueOptions),
  countries: listOf(countryOptions),
  educationLevels: listOf(educationLevelOptions),
  diets: listOf(eatingOptions),
  manglik: oneOf(manglikPreferenceOptions, msg.required),
}

export const Preferences = refine(object(preferenceFields), 'ranges', (p) => {
  if (p.ageMin > p.ageMax) return { path: ['ageMax'], key: 'ageMax', message: msg.rangeOrder }
  if (p.heightMin > p.heightMax) return { path: ['heightMax'], key: 'heightMax', message: msg.rangeOrder }
  return true
})
export type Preferences = Infer<typeof Preferences>

export const communityPreferenceOptions = allCommunities

/** Sensible starting preferences from the profile itself, until its managers change them. */
export function defaultPreferences(p: {
  dob?: string | null
  gender?: string | null
  height?: number | null
  religion?: string | null
  maritalStatus?: string | null
}): Preferences {
  const own = p.dob ? ageOn(p.dob) : 28
  const woman = p.gender === 'female'
  const clamp = (n: number) => Math.min(PREFERENCE_AGE_MAX, Math.max(PREFERENCE_AGE_MIN, n))
  const ownHeight = p.height ?? (woman ? 62 : 68)
  return {
    // Families usually look for a groom a little older and a bride a little younger.
    ageMin: clamp(woman ? own - 1 : Math.max(own - 6, woman ? 21 : 18)),
    ageMax: clamp(woman ? own + 6 : own + 1),
    heightMin: woman ? Math.max(MIN_HEIGHT_INCHES, ownHeight - 1) : MIN_HEIGHT_INCHES,
    heightMax: woman ? MAX_HEIGHT_INCHES : Math.min(MAX_HEIGHT_INCHES, ownHeight + 2),
    maritalStatuses: p.maritalStatus === 'single' || !p.maritalStatus ? ['single'] : [],
    religions: p.religion && p.religion !== 'other' && p.religion !== 'none' ? [p.religion] : [],
    communities: [],
    motherTongues: [],
    countries: [],
    educationLevels: [],
    diets: [],
    manglik: ANY,
  }
}

export const preferenceListFields = [
  'maritalStatuses',
  'religions',
  'communities',
  'motherTongues',
  'countries',
  'educationLevels',
  'diets',
] as const satisfies readonly (keyof Preferences)[]
export type PreferenceList = (typeof preferenceListFields)[number]

export const preferenceListOptions: Record<PreferenceList, readonly Option[]> = {
  maritalStatuses: maritalStatusOptions,
  religions: religionOptions,
  communities: allCommunities,
  motherTongues: motherTongueOptions,
  countries: countryOptions,
  educationLevels: educationLevelOptions,
  diets: eatingOptions,
}
