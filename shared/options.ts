import { languageList, religionList } from './communities'
import { countryList } from './places'
import { genderOfRelation, genderOptions, labelOf, list, relationOptions, valuesOf } from './option-list'
import type { Option } from './option-list'
import { ANY, SEARCH_AGE_MAX, SEARCH_AGE_MIN } from './search-defaults'

export { ANY, SEARCH_AGE_MAX, SEARCH_AGE_MIN }
export { genderOfRelation, genderOptions, labelOf, relationOptions, valuesOf }
export type { Option }

// Every option list of the spec, once. Values are stable (they are stored); labels are what people read.
// The relation and gender lists, and the helpers, are in shared/option-list.ts.

export const profileGenderOptions = list([
  ['male', 'Male'],
  ['female', 'Female'],
  ['other', 'Other'],
] as const)

export const registrationReligionOptions = list([
  ['hindu', 'Hindu'],
  ['muslim', 'Muslim'],
  ['christian', 'Christian'],
  ['sikh', 'Sikh'],
  ['other', 'Other'],
] as const)

// A matrimony service lists people free to marry, so there is no "Married". The stored value of "Never
// married" stays 'single' (profiles, preferences and search links keep it); 022-marital-status-phones.ts
// turned old 'married' values into 'awaiting-divorce' (docs/spec-deviations.md).
export const maritalStatusOptions = list([
  ['single', 'Never married'],
  ['divorced', 'Divorced'],
  ['widowed', 'Widowed'],
  ['awaiting-divorce', 'Awaiting divorce'],
  ['annulled', 'Annulled'],
] as const)

/** Marital status values that are no longer offered, and what a stored or searched one now means. */
export const retiredMaritalStatuses: Record<string, string> = { married: 'awaiting-divorce' }

/** Religions whose families name a gotra (in the registration's values or the profile's): others never see it. */
const gotraReligions = ['hindu', 'hinduism', 'jainism', 'sikh', 'sikhism']
export const religionUsesGotra = (religion: string | null | undefined) =>
  !religion || gotraReligions.includes(religion)

/** What a family that would rather not name its community stores as the community (shown translated). */
export const COMMUNITY_UNDISCLOSED = 'Prefer not to say'

export const haveChildrenOptions = list([
  ['yes', 'Yes'],
  ['no', 'No'],
] as const)

// India first, the 22 scheduled languages, every main religion (shared/places.ts, shared/communities.ts):
// the spec's short lists are kept inside these, so stored values stay valid.
export const religionOptions: Option[] = religionList
export const motherTongueOptions: Option[] = languageList
export const countryOptions: Option[] = countryList.map(({ value, label }) => ({ value, label }))

// Registration's "Living in": every country of the places list (shared/places.ts), by its stored value.
// The first registration form sent 'India', 'Australia' and 'Canada': those still mean the same countries.
export const livingInOptions: Option[] = countryOptions
export const legacyLivingIn: Record<string, string> = {
  India: 'india',
  Australia: 'australia',
  Canada: 'canada',
}

export const photoSettingsOptions = list([
  ['public', 'Public'],
  ['private', 'Private'],
] as const)

export const rashiOptions = list([
  ['mesha', 'Mesha (Aries)'],
  ['vrishabha', 'Vrishabha (Taurus)'],
  ['mithuna', 'Mithuna (Gemini)'],
  ['karka', 'Karka (Cancer)'],
  ['simha', 'Simha (Leo)'],
  ['kanya', 'Kanya (Virgo)'],
  ['tula', 'Tula (Libra)'],
  ['vrishchika', 'Vrishchika (Scorpio)'],
  ['dhanu', 'Dhanu (Sagittarius)'],
  ['makara', 'Makara (Capricorn)'],
  ['kumbha', 'Kumbha (Aquarius)'],
  ['meena', 'Meena (Pisces)'],
  ['dontknow', "Don't know"],
] as const)

export const doshamOptions = list([
  ['yes', 'Yes'],
  ['no', 'No'],
  ['dontknow', "Don't know"],
] as const)

export const eatingOptions = list([
  ['vegetarian', 'Vegetarian'],
  ['eggetarian', 'Eggetarian'],
  ['nonvegetarian', 'Non-vegetarian'],
  ['vegan', 'Vegan'],
  ['jain', 'Jain'],
] as const)

export const habitOptions = list([
  ['no', 'No'],
  ['occasionally', 'Occasionally'],
  ['yes', 'Yes'],
] as const)

export const familyTypeOptions = list([
  ['joint', 'Joint'],
  ['nuclear', 'Nuclear'],
  ['other', 'Other'],
] as const)

export const familyValueOptions = list([
  ['traditional', 'Traditional'],
  ['moderate', 'Moderate'],
  ['liberal', 'Liberal'],
] as const)

export const familyStatusOptions = list([
  ['middle', 'Middle class'],
  ['uppermiddle', 'Upper middle class'],
  ['affluent', 'Affluent'],
  ['rich', 'Rich'],
] as const)

export const annualIncomeOptions = list([
  ['upto3', 'Up to 3 lakh'],
  ['3to5', '3 to 5 lakh'],
  ['5to10', '5 to 10 lakh'],
  ['10to20', '10 to 20 lakh'],
  ['20to50', '20 to 50 lakh'],
  ['50plus', 'Over 50 lakh'],
] as const)

/** Heights from 4'0" to 7'0", stored as whole inches. */
export const MIN_HEIGHT_INCHES = 48
export const MAX_HEIGHT_INCHES = 84

export function formatHeight(inches: number): string {
  return `${Math.floor(inches / 12)}'${inches % 12}"`
}

/** Reads feet'inches such as 5'8" (the closing mark optional); null when it is not that shape. */
export function parseHeight(text: string): number | null {
  const match = /^\s*(\d)\s*'\s*(\d{1,2})\s*"?\s*$/.exec(text)
  if (!match) return null
  const inches = Number(match[2])
  if (inches > 11) return null
  return Number(match[1]) * 12 + inches
}

export const heightOptions: Option[] = Array.from(
  { length: MAX_HEIGHT_INCHES - MIN_HEIGHT_INCHES + 1 },
  (_, i) => {
    const inches = MIN_HEIGHT_INCHES + i
    return { value: String(inches), label: formatHeight(inches) }
  },
)

/** Partner search ages: 22 to 71, the spec's 50 options (shared/search-defaults.ts). */
export const searchAgeOptions: Option[] = Array.from(
  { length: SEARCH_AGE_MAX - SEARCH_AGE_MIN + 1 },
  (_, i) => ({
    value: String(SEARCH_AGE_MIN + i),
    label: String(SEARCH_AGE_MIN + i),
  }),
)

export const refinePeriodOptions = list([
  ['day', 'Within a day'],
  ['week', 'Within a week'],
  ['month', 'Within a month'],
] as const)

// The account set-up modal's "profile for" values 1 to 7.
export const profileForOptions = list([
  ['1', 'My Self'],
  ['2', 'My Son'],
  ['3', 'My Daughter'],
  ['4', 'My Brother'],
  ['5', 'My Sister'],
  ['6', 'My Friend'],
  ['7', 'My Relative'],
] as const)

// The profile-creation wizard's draft lists.
export const wizardCreatedForOptions = ['Self', 'Son', 'Daughter', 'Brother', 'Sister', 'Friend', 'Relative']
export const wizardMaritalStatusOptions = ['Single', 'Married', 'Divorced']
export const wizardMotherTongueOptions = ['English', 'Spanish', 'French']
export const wizardCommunityOptions = ['Community 1', 'Community 2', 'Community 3']
export const wizardEducationOptions = [
  'Doctorate',
  'Masters',
  'Bachelors',
  'Diploma',
  'Undergraduate',
  'Associate Degree',
  'Honours Degree',
  'Trade School',
  'High School',
]

export const educationLevelOptions = list([
  ['doctorate', 'Doctorate'],
  ['masters', "Master's degree"],
  ['bachelors', "Bachelor's degree"],
  ['diploma', 'Diploma'],
  ['high-school', 'Higher secondary'],
] as const)

export const professionGroupOptions = list([
  ['it-software', 'IT and software'],
  ['medicine', 'Medicine'],
  ['engineering', 'Engineering'],
  ['finance', 'Finance and accounting'],
  ['banking', 'Banking'],
  ['teaching', 'Teaching and academia'],
  ['civil-services', 'Civil services'],
  ['law', 'Law'],
  ['business', 'Business and self-employed'],
  ['design', 'Design and architecture'],
  ['government', 'Government and PSU'],
  ['research', 'Research and science'],
  ['nursing-pharmacy', 'Nursing and pharmacy'],
  ['media', 'Media'],
  ['hospitality', 'Hospitality and aviation'],
  ['defence', 'Defence'],
  ['not-working', 'Not working at present'],
] as const)

/** The value of "Doesn't matter" in search and preference lists (shared/search-defaults.ts). */
export const anyOption: Option = { value: ANY, label: "Doesn't matter" }
