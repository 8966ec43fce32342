import { coerce, define, object, optional, refine, string } from 'superstruct'
import type { Infer, Struct } from 'superstruct'
import { communitiesByReligion } from '../communities'
import { msg } from '../messages'
import {
  annualIncomeOptions,
  ANY,
  anyOption,
  countryOptions,
  doshamOptions,
  eatingOptions,
  educationLevelOptions,
  genderOptions,
  haveChildrenOptions,
  heightOptions,
  maritalStatusOptions,
  motherTongueOptions,
  parseHeight,
  photoSettingsOptions,
  professionGroupOptions,
  refinePeriodOptions,
  religionOptions,
  retiredMaritalStatuses,
  SEARCH_AGE_MAX,
  SEARCH_AGE_MIN,
} from '../options'
import type { Option } from '../options'
import { countryList } from '../places'
import {
  formErrors,
  isBlank,
  oneOf,
  optionalOneOf,
  optionalText,
  requiredText,
  wholeNumber,
} from '../validation'

// Partner search (spec section 5, deviations 9 and 26). The spec's fields keep their required messages, and
// each can be answered "Doesn't matter"; the API takes any subset, so a browse link can ask for one thing.

const age = wholeNumber({
  required: msg.ageRequired,
  notANumber: msg.ageRequired,
  min: Number.NEGATIVE_INFINITY,
  max: Number.POSITIVE_INFINITY,
  range: msg.ageRequired,
})
const ageInRange = refine(age, 'age-range', (v) =>
  v < SEARCH_AGE_MIN ? msg.ageMin : v > SEARCH_AGE_MAX ? msg.ageMax : true,
)

const photoValues: readonly string[] = photoSettingsOptions.map((o) => o.value)
const photoSettings = define<string[] | undefined>(
  'photo-settings',
  (v) =>
    isBlank(v) ||
    (Array.isArray(v) &&
      v.length <= photoValues.length &&
      v.every((x) => typeof x === 'string' && photoValues.includes(x))) ||
    msg.notInList,
)

export const withPhotoOptions: Option<'1'>[] = [{ value: '1', label: 'With photo' }]
export const verifiedOnlyOptions: Option<'1'>[] = [{ value: '1', label: 'Verified in person only' }]

/** A list with "Doesn't matter" first. */
export const orAny = (options: readonly Option[]): Option[] => [anyOption, ...options]

/** Heights as the search form offers them: "Doesn't matter", then feet'inches. */
export const searchHeightOptions: Option[] = orAny(
  heightOptions.map((o) => ({ value: o.label, label: o.label })),
)

const height = requiredText(msg.heightRequired, {
  max: 10,
  maxMessage: msg.heightFormat,
  check: (v) => v === ANY || parseHeight(v) !== null || msg.heightFormat,
})

export const communityOptions: Option[] = Object.values(communitiesByReligion).flat()
export const regionOptions: Option[] = countryList.flatMap((c) =>
  c.regions.map(({ value, label }) => ({ value, label })),
)

/** The criteria added to the spec's (all optional). */
export const extraCriteriaFields = {
  community: optionalOneOf(communityOptions),
  state: optionalOneOf(regionOptions),
  city: optional(optionalText({ max: 60 })),
  educationLevel: optionalOneOf(educationLevelOptions),
  professionGroup: optionalOneOf(professionGroupOptions),
  incomeMin: optionalOneOf(annualIncomeOptions),
  diet: optionalOneOf(eatingOptions),
  manglik: optionalOneOf(doshamOptions.filter((o) => o.value !== 'dontknow')),
  /** "With photo": only profiles with an approved photo (`withPhoto=1`). */
  withPhoto: optionalOneOf(withPhotoOptions),
  /** "Verified in person only": profiles an office has checked an identity document of (`verified=1`). */
  verified: optionalOneOf(verifiedOnlyOptions),
}

export const searchCriteriaFields = {
  ageFrom: ageInRange,
  ageTo: ageInRange,
  height,
  gender: optionalOneOf(genderOptions),
  // Saved links and bookmarks may still say maritalStatus=married: they search for what it became.
  maritalStatus: coerce(
    oneOf(orAny(maritalStatusOptions), msg.maritalStatusRequired),
    string(),
    (v) => retiredMaritalStatuses[v] ?? v,
  ),
  haveChildren: optionalOneOf(haveChildrenOptions),
  religion: oneOf(orAny(religionOptions), msg.religionRequired),
  motherTongue: oneOf(orAny(motherTongueOptions), msg.motherTongueRequired),
  country: oneOf(orAny(countryOptions), msg.countryRequired),
  photoSettings,
  ...extraCriteriaFields,
}

const ageOrder = <T extends { ageFrom?: number; ageTo?: number }>(v: T) =>
  v.ageFrom === undefined || v.ageTo === undefined || v.ageFrom <= v.ageTo
    ? true
    : { path: ['ageTo'], key: 'ageTo', message: msg.ageOrder }

export const SearchCriteria = refine(object(searchCriteriaFields), 'age-order', ageOrder)
export type SearchCriteria = Infer<typeof SearchCriteria>

/** Where the next page starts: the last result's join time and id (pages by key, not by offset). */
const cursor = define<string>('cursor', (v) =>
  typeof v === 'string' && /^[0-9TZ:.-]{10,30}_\d{1,10}$/.test(v) ? true : msg.notInList,
)

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- superstruct structs are invariant in their value type
const optionalAll = <S extends Record<string, Struct<any, any>>>(fields: S) =>
  Object.fromEntries(Object.entries(fields).map(([k, s]) => [k, optional(s)])) as {
    [K in keyof S]: Struct<Infer<S[K]> | undefined, null>
  }

/** The API's query: any subset of the criteria, the refine panel, and where the page starts. */
export const SearchQuery = refine(
  object({
    ...optionalAll(searchCriteriaFields),
    recentlyJoined: optionalOneOf(refinePeriodOptions),
    activeMembers: optionalOneOf(refinePeriodOptions),
    after: optional(cursor),
  }),
  'age-order',
  ageOrder,
)
export type SearchQuery = Infer<typeof SearchQuery>

export const searchCriteriaKeys = Object.keys(searchCriteriaFields) as (keyof SearchCriteria)[]

/** The form shows the age-order rule as soon as both ages are chosen, before the other fields are done. */
export function searchFormErrors(values: Record<string, unknown>): Record<string, string> | undefined {
  const errors = formErrors(SearchCriteria)(values)
  const [from, to] = [Number(values.ageFrom), Number(values.ageTo)]
  if (errors && !errors.ageFrom && !errors.ageTo && from > to) return { ...errors, ageTo: msg.ageOrder }
  return errors
}
