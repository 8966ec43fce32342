import { define, object, optional, refine } from 'superstruct'
import type { Infer } from 'superstruct'
import { msg } from '../messages'
import {
  countryOptions,
  genderOptions,
  haveChildrenOptions,
  maritalStatusOptions,
  motherTongueOptions,
  parseHeight,
  photoSettingsOptions,
  refinePeriodOptions,
  religionOptions,
  SEARCH_AGE_MAX,
  SEARCH_AGE_MIN,
} from '../options'
import { formErrors, isBlank, oneOf, optionalOneOf, requiredText, wholeNumber } from '../validation'

// Partner search (spec section 5 plus deviation 9). The same struct checks the form and the API's query.

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

export const searchCriteriaFields = {
  ageFrom: ageInRange,
  ageTo: ageInRange,
  height: requiredText(msg.heightRequired, {
    max: 10,
    maxMessage: msg.heightFormat,
    check: (v) => parseHeight(v) !== null || msg.heightFormat,
  }),
  gender: optionalOneOf(genderOptions),
  maritalStatus: oneOf(maritalStatusOptions, msg.maritalStatusRequired),
  haveChildren: optionalOneOf(haveChildrenOptions),
  religion: oneOf(religionOptions, msg.religionRequired),
  motherTongue: oneOf(motherTongueOptions, msg.motherTongueRequired),
  country: oneOf(countryOptions, msg.countryRequired),
  photoSettings,
}

const ageOrder = <T extends { ageFrom: number; ageTo: number }>(v: T) =>
  v.ageFrom <= v.ageTo ? true : { path: ['ageTo'], key: 'ageTo', message: msg.ageOrder }

export const SearchCriteria = refine(object(searchCriteriaFields), 'age-order', ageOrder)
export type SearchCriteria = Infer<typeof SearchCriteria>

const page = wholeNumber({
  required: msg.notInList,
  notANumber: msg.notInList,
  min: 1,
  max: 10_000,
  range: msg.notInList,
})

/** The API's query: the criteria plus the refine panel and paging. */
export const SearchQuery = refine(
  object({
    ...searchCriteriaFields,
    recentlyJoined: optionalOneOf(refinePeriodOptions),
    activeMembers: optionalOneOf(refinePeriodOptions),
    page: optional(page),
  }),
  'age-order',
  ageOrder,
)
export type SearchQuery = Infer<typeof SearchQuery>

/** The form shows the age-order rule as soon as both ages are chosen, before the other fields are done. */
export function searchFormErrors(values: Record<string, unknown>): Record<string, string> | undefined {
  const errors = formErrors(SearchCriteria)(values)
  const [from, to] = [Number(values.ageFrom), Number(values.ageTo)]
  if (errors && !errors.ageFrom && !errors.ageTo && from > to) return { ...errors, ageTo: msg.ageOrder }
  return errors
}
